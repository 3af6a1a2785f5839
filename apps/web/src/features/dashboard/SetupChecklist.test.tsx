import type { TDashboardResponse, TSetupChecklistResponse } from '@opentab/shared';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FEEDBACK_SUMMARY } from '../../test/feedback-fixtures';
import { calledPaths, makeUser, mockFetch, renderApp, signIn } from '../../test/render';

const dashboard: TDashboardResponse = {
  reservations: [],
  topSellingItems: [],
  ordersCount: 0,
  newCustomerCount: 0,
  repeatedCustomerCount: 0,
  currency: 'USD',
  timeZone: 'UTC',
  revenueTotal: 0,
  discountTotal: 0,
  serviceChargeTotal: 0,
  tipTotal: 0,
  refundTotal: 0,
  voidTotal: 0,
  netSalesTotal: 0,
  salesByHour: new Array(24).fill(0),
};

const fresh: TSetupChecklistResponse = {
  hasStoreDetails: false,
  hasTax: true,
  hasTable: false,
  hasMenu: false,
  hasPrintSettings: false,
  isQrMenuOn: false,
  isDismissed: false,
};

function mockApi(checklist: () => TSetupChecklistResponse) {
  return mockFetch((path) => {
    if (path === '/settings/setup-checklist') return { body: checklist() };
    if (path === '/settings/setup-checklist/dismiss')
      return { body: { message: 'Setup checklist dismissed!' } };
    // issue 27: the dashboard's guest ratings
    if (path.startsWith('/feedback/')) return { body: FEEDBACK_SUMMARY };
    return { body: dashboard };
  });
}

const steps = () => screen.getAllByTestId('setup-step');

describe('Dashboard setup checklist', () => {
  it('lists each step with a link to its page, ticked from the data, and follows the store as it is set up', async () => {
    let state = fresh;
    mockApi(() => state);
    signIn(makeUser());
    renderApp('/dashboard/home');

    expect((await screen.findByTestId('setup-progress')).textContent).toBe('1 of 6 done');
    expect(steps().map((step) => step.getAttribute('data-done'))).toEqual([
      'false',
      'true',
      'false',
      'false',
      'false',
      'false',
    ]);
    const links = steps().map((step) => within(step).getByRole('link').getAttribute('href'));
    expect(links).toEqual([
      '/dashboard/settings/details',
      '/dashboard/settings/tax-setup',
      '/dashboard/settings/tables',
      '/dashboard/settings/menu-items',
      '/dashboard/settings/print-settings',
      '/dashboard/settings/details',
    ]);

    // the owner adds a table and a menu, then comes back to the dashboard
    state = { ...fresh, hasTable: true, hasMenu: true };
    cleanup();
    renderApp('/dashboard/home');
    await waitFor(() => expect(screen.getByTestId('setup-progress').textContent).toBe('3 of 6 done'));
    cleanup();

    // everything done: the checklist goes away by itself
    state = {
      ...state,
      hasStoreDetails: true,
      hasPrintSettings: true,
      isQrMenuOn: true,
    };
    renderApp('/dashboard/home');
    await screen.findByText('Orders');
    await waitFor(() => expect(screen.queryByTestId('setup-progress')).toBeNull());
  });

  it('is dismissed for the store with one tap', async () => {
    const user = userEvent.setup();
    let dismissed = false;
    const fetchMock = mockApi(() => ({ ...fresh, isDismissed: dismissed }));
    signIn(makeUser());
    renderApp('/dashboard/home');
    await screen.findByTestId('setup-progress');
    dismissed = true;
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByTestId('setup-progress')).toBeNull());
    expect(calledPaths(fetchMock)).toContain('POST /api/v1/settings/setup-checklist/dismiss');
  });

  it('is not shown to staff who cannot open the settings, and is not even asked for', async () => {
    const fetchMock = mockApi(() => fresh);
    signIn(makeUser({ role: 'staff', scope: 'DASHBOARD,POS' }));
    renderApp('/dashboard/home');
    await screen.findByText('Orders');
    expect(screen.queryByTestId('setup-progress')).toBeNull();
    expect(calledPaths(fetchMock).some((call) => call.includes('setup-checklist'))).toBe(false);
  });
});
