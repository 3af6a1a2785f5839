import { BILLING_MSG, type TProfile } from '@opentab/shared';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calledPaths, makeUser, mockFetch, renderApp, signIn } from '../../test/render';

const admin: TProfile = {
  name: 'Ada Owner',
  designation: null,
  username: 'ada@example.com',
  role: 'admin',
  photo: null,
  phone: null,
  email: 'ada@example.com',
  scope: '',
};

describe('Inactive subscription page', () => {
  it("shows the admin the plan and Subscribe, and the server's message when the checkout fails", async () => {
    const user = userEvent.setup();
    mockFetch((path) => (path === '/auth/stripe-product-lookup' ? { status: 500, body: {} } : { body: {} }));
    signIn(makeUser({ role: 'admin' }));
    renderApp('/dashboard/inactive-subscription');
    expect(await screen.findByText('$5')).toBeTruthy();
    for (const feature of [
      'Unlimited Orders',
      'Monthly Renewals',
      'Unlimited Devices',
      'Live Kitchen Orders',
    ]) {
      expect(screen.getByText(feature)).toBeTruthy();
    }
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(BILLING_MSG.subscribeFailed)).toBeTruthy();
  });

  it('shows staff only a notice', async () => {
    mockFetch(() => ({ body: {} }));
    signIn(makeUser({ role: 'staff', scope: 'POS' }));
    renderApp('/dashboard/inactive-subscription');
    expect(await screen.findByText(/ask your admin to subscribe/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Subscribe' })).toBeNull();
    expect(screen.queryByText('$5')).toBeNull();
  });
});

describe("the admin profile's subscription card", () => {
  it('shows the status and renewal date, and cancels after the confirmation', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch((path) => {
      if (path === '/auth/subscription-details')
        return {
          body: { subscription_id: 'sub-1', is_active: 1, subscription_end: '2026-12-25T04:47:43.000Z' },
        };
      if (path === '/auth/cancel-subscription')
        return { body: { message: BILLING_MSG.subscriptionCancelled } };
      return { body: { user: admin } };
    });
    signIn(makeUser({ role: 'admin', name: 'Ada Owner' }));
    renderApp('/dashboard/profile');
    expect(await screen.findByText('2026-12-25')).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
    expect(screen.getByText('Renews at')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    expect(await screen.findByText(BILLING_MSG.cancelConfirm)).toBeTruthy();
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel Subscription' }),
    );
    await waitFor(() => expect(calledPaths(fetchMock)).toContain('POST /api/v1/auth/cancel-subscription'));
    const cancel = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/auth/cancel-subscription'));
    expect(JSON.parse(String(cancel?.[1]?.body))).toEqual({ subscription_id: 'sub-1' });
  });

  it('shows the fallback when the details fail to load, and no card for staff', async () => {
    mockFetch((path) =>
      path === '/auth/subscription-details' ? { status: 500, body: {} } : { body: { user: admin } },
    );
    signIn(makeUser({ role: 'admin', name: 'Ada Owner' }));
    renderApp('/dashboard/profile');
    expect(await screen.findByText(BILLING_MSG.detailsLoadFailed)).toBeTruthy();
    cleanup();

    mockFetch(() => ({ body: { user: { ...admin, role: 'staff', scope: 'POS' } } }));
    signIn(makeUser({ role: 'staff', scope: 'POS', name: 'Ada Owner' }));
    renderApp('/dashboard/profile');
    expect(await screen.findByRole('heading', { name: 'Ada Owner' })).toBeTruthy();
    expect(screen.queryByText('Subscription')).toBeNull();
  });
});
