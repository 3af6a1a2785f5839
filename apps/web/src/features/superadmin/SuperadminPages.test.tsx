import {
  MSG,
  SUPERADMIN_MSG,
  type TSubscriptionHistoryResponse,
  type TSuperadminDashboardResponse,
  type TSuperadminReportResponse,
} from '@opentab/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatCompactUsd } from '../../lib/format';
import { getStoredUser } from '../../lib/session';
import { calledPaths, makeUser, mockFetch, renderApp, signIn } from '../../test/render';

// The operator's screens and their spec 02 section 8 fallbacks (load errors, empty states, failed actions).

const operator = () => makeUser({ role: 'superadmin', tenantId: null, name: 'Olive Operator' });
const failed = { status: 500, body: {} };

const dashboard: TSuperadminDashboardResponse = {
  activeTenants: 12,
  ordersProcessedToday: 1500,
  salesVolumeToday: 2500.5,
  mrr: 12,
  arr: 12,
  mrrAmount: 60,
  arrAmount: 720,
  trials: 3,
  trialMrrAmount: 15,
  currenciesWithoutRate: [],
};

const report: TSuperadminReportResponse = {
  activeTenants: 12,
  mrr: 12,
  arr: 12,
  mrrAmount: 60,
  arrAmount: 720,
  trials: 0,
  trialMrrAmount: 0,
  totalCustomers: 40,
  topSellingItems: [],
  salesVolume: 0,
  ordersProcessed: 0,
  currenciesWithoutRate: [],
};

const history: TSubscriptionHistoryResponse = {
  tenantInfo: {
    id: 'tenant-1',
    name: 'Harbour Cafe',
    email: 'owner@harbour.example',
    is_active: 0,
    subscription_start: '2026-09-01T00:00:00.000Z',
    subscription_end: '2026-11-01T00:00:00.000Z',
    created_at: '2026-08-20T00:00:00.000Z',
  },
  storeDetails: { address: null, email: null, phone: null, currency: 'EUR', is_qr_menu_enabled: 1 },
  totalUsers: 3,
  subscriptionHistory: [
    {
      id: 'h3',
      tenant_id: 'tenant-1',
      created_at: '2026-10-15T10:00:00.000Z',
      starts_on: '2026-10-01T00:00:00.000Z',
      expires_on: '2026-10-15T10:00:00.000Z',
      status: 'cancelled',
    },
    {
      id: 'h2',
      tenant_id: 'tenant-1',
      created_at: '2026-10-01T00:00:00.000Z',
      starts_on: '2026-10-01T00:00:00.000Z',
      expires_on: '2026-11-01T00:00:00.000Z',
      status: 'renewed',
    },
    {
      id: 'h1',
      tenant_id: 'tenant-1',
      created_at: '2026-09-01T00:00:00.000Z',
      starts_on: '2026-09-01T00:00:00.000Z',
      expires_on: '2026-10-01T00:00:00.000Z',
      status: 'created',
    },
  ],
};

describe('Superadmin dashboard', () => {
  it('says "Error loading dashboard, Please try later..." when its figures fail to load', async () => {
    mockFetch(() => failed);
    signIn(operator());
    renderApp('/superadmin/dashboard/home');
    expect(await screen.findByText(SUPERADMIN_MSG.loadDashboardFailed)).toBeTruthy();
    expect(screen.queryByText('Orders Processed Today')).toBeNull();
  });

  it('shows MRR and ARR of the paying subscriptions in dollars (not the counts) and the trials apart', async () => {
    mockFetch(() => ({ body: { ...dashboard, mrr: 2, arr: 2, mrrAmount: 10, arrAmount: 120 } }));
    signIn(operator());
    renderApp('/superadmin/dashboard/home');
    const tileOf = async (label: string) =>
      (await screen.findByText(label, { selector: 'p' })).closest(
        '[data-testid="superadmin-tile"]',
      ) as HTMLElement;
    const mrr = await tileOf('MRR');
    expect(within(mrr).getByText(formatCompactUsd(10))).toBeTruthy();
    expect(within(mrr).getByText('2 paying subscriptions')).toBeTruthy();
    expect(within(await tileOf('ARR')).getByText(formatCompactUsd(120))).toBeTruthy();
    const trials = await tileOf('Trials');
    expect(within(trials).getByText('3')).toBeTruthy();
    expect(within(trials).getByText(`${formatCompactUsd(15)} MRR once they pay`)).toBeTruthy();
    expect(
      within(trials).getByRole('button', { name: `Trials: ${SUPERADMIN_MSG.trialsTooltip}` }),
    ).toBeTruthy();
  });

  it('shows the load error of the currency rates, and "Something went wrong!" when saving them fails', async () => {
    const user = userEvent.setup();
    let ratesFail = true;
    mockFetch((path) => {
      if (path === '/superadmin/dashboard') return { body: dashboard };
      if (path === '/superadmin/currency-rates') {
        return ratesFail
          ? failed
          : {
              body: [
                { currency: 'USD', usd_per_unit: 1, updated_at: null, stores: 2 },
                { currency: 'EUR', usd_per_unit: null, updated_at: null, stores: 1 },
              ],
            };
      }
      return failed; // the rates update
    });
    signIn(operator());
    renderApp('/superadmin/dashboard/home');
    expect(await screen.findByText('Orders Processed Today')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Currency Rates' }));
    const dialog = await screen.findByRole('dialog', { name: 'Currency Rates' });
    expect(await within(dialog).findByText(SUPERADMIN_MSG.loadDataFailed)).toBeTruthy();

    ratesFail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await user.type(await within(dialog).findByRole('textbox', { name: 'USD per EUR' }), '1.08');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MSG.somethingWrong)).toBeTruthy();
  });
});

describe('Superadmin reports', () => {
  it('says "We\'re getting issue while fetching data! Please try later!" when the report fails to load', async () => {
    mockFetch(() => failed);
    signIn(operator());
    renderApp('/superadmin/dashboard/reports');
    expect(await screen.findByText(SUPERADMIN_MSG.loadDataFailed)).toBeTruthy();
  });

  it('says "No Top Selling items found for Selected Filter!" when nothing sold', async () => {
    mockFetch(() => ({ body: report }));
    signIn(operator());
    renderApp('/superadmin/dashboard/reports');
    expect(await screen.findByText(SUPERADMIN_MSG.noTopSellers)).toBeTruthy();
    expect(screen.getByText("All Tenant's Customers")).toBeTruthy();
  });
});

describe('Tenant subscription history', () => {
  it('labels Created, Renewed and Cancelled, with "Cancelled on" for a cancellation and "Paid on" otherwise', async () => {
    mockFetch((path) =>
      path === '/superadmin/tenants/tenant-1/subscription-history' ? { body: history } : failed,
    );
    signIn(operator());
    renderApp('/superadmin/dashboard/tenants/tenant-1/subscription-history');
    expect(await screen.findByRole('heading', { name: 'Harbour Cafe' })).toBeTruthy();
    const entries = screen.getAllByTestId('subscription-history-entry');
    expect(
      entries.map((entry) => within(entry).getByText(/^(Created|Renewed|Cancelled)$/).textContent),
    ).toEqual(['Cancelled', 'Renewed', 'Created']);
    expect(within(entries[0] as HTMLElement).getByText(/^Cancelled on /)).toBeTruthy();
    expect(within(entries[1] as HTMLElement).getByText(/^Paid on /)).toBeTruthy();
    expect(within(entries[2] as HTMLElement).getByText(/^Paid on /)).toBeTruthy();
  });

  it('says "Error loading the subscription details! Try later!" when it fails to load', async () => {
    mockFetch(() => failed);
    signIn(operator());
    renderApp('/superadmin/dashboard/tenants/tenant-1/subscription-history');
    expect(await screen.findByText(SUPERADMIN_MSG.loadHistoryFailed)).toBeTruthy();
  });
});

describe("the operator's frame", () => {
  // jsdom gives every element a zero-size box, so the dropdown's items count as hidden; a user sees them.
  const menuItem = (name: string) => screen.findByRole('menuitem', { name, hidden: true });

  it('has Dashboard, Tenants and Reports in a sidebar that collapses, and Support and Logout in the header menu', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch((path) =>
      path === '/superadmin/signout' ? { body: { message: MSG.signedOut } } : { body: dashboard },
    );
    signIn(operator());
    const router = renderApp('/superadmin/dashboard/home');
    const sidebar = await screen.findByRole('navigation', { name: 'Main navigation' });
    for (const link of ['Dashboard', 'Tenants', 'Reports']) {
      expect(await within(sidebar).findByRole('link', { name: link })).toBeTruthy();
    }
    await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(await screen.findByRole('button', { name: 'Expand sidebar' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /Olive Operator, user menu/ }));
    await user.click(await menuItem('Support'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/superadmin/dashboard/contact-support'));

    await user.click(screen.getByRole('button', { name: /Olive Operator, user menu/ }));
    await user.click(await menuItem('Logout'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/superadmin'));
    expect(calledPaths(fetchMock)).toContain('POST /api/v1/superadmin/signout');
    expect(getStoredUser()).toBeNull();
  });
});
