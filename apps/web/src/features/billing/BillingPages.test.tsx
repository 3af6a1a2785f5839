import { BILLING_MSG, type TProfile } from '@opentab/shared';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calledPaths, makeUser, mockFetch, renderApp, signIn } from '../../test/render';
import { PAYMENT_CONFIRMATION_WAIT_MS } from './SubscriptionSuccessPage';

const admin: TProfile = {
  name: 'Ada Owner',
  designation: null,
  username: 'ada@example.com',
  role: 'admin',
  photo: null,
  phone: null,
  email: 'ada@example.com',
  scope: '',
  hasPin: false,
  language: null,
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

  it('during the free trial says the days left and that the card is first charged when it ends, not "inactive"', async () => {
    const user = userEvent.setup();
    const trialEnd = new Date(Date.now() + 12.5 * 86_400_000).toISOString();
    const fetchMock = mockFetch((path) => {
      if (path === '/auth/subscription-details')
        return { body: { subscription_id: null, is_active: 1, subscription_end: trialEnd, trialEnd } };
      if (path === '/auth/stripe-product-lookup') return { status: 500, body: {} };
      return { body: {} };
    });
    signIn(makeUser({ role: 'admin' }));
    renderApp('/dashboard/inactive-subscription?from=%2Fdashboard%2Fprofile');
    expect(await screen.findByRole('heading', { name: 'Free trial: 13 days left' })).toBeTruthy();
    expect(screen.getByText(/first charged \$5 when the trial ends/)).toBeTruthy();
    expect(screen.queryByText('Your subscription is inactive')).toBeNull();
    // Subscribe sends where the owner came from, so the checkout comes back there.
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(calledPaths(fetchMock)).toContain('POST /api/v1/auth/stripe-product-lookup'));
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/auth/stripe-product-lookup'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ returnPath: '/dashboard/profile' });
  });

  it('never sends another site as the way back: a foreign `from` is dropped', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch((path) =>
      path === '/auth/stripe-product-lookup' ? { status: 500, body: {} } : { body: {} },
    );
    signIn(makeUser({ role: 'admin' }));
    renderApp(`/dashboard/inactive-subscription?from=${encodeURIComponent('//evil.example/x')}`);
    await user.click(await screen.findByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(calledPaths(fetchMock)).toContain('POST /api/v1/auth/stripe-product-lookup'));
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/auth/stripe-product-lookup'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({});
  });

  it('tells staff the trial runs, and an already subscribed business that it is active', async () => {
    const trialEnd = new Date(Date.now() + 3 * 86_400_000).toISOString();
    mockFetch(() => ({
      body: { subscription_id: null, is_active: 1, subscription_end: trialEnd, trialEnd },
    }));
    signIn(makeUser({ role: 'staff', scope: 'POS' }));
    renderApp('/dashboard/inactive-subscription');
    expect(await screen.findByText(/is on its free trial until/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Subscribe' })).toBeNull();
    cleanup();

    mockFetch(() => ({
      body: { subscription_id: 'sub-1', is_active: 1, subscription_end: trialEnd, trialEnd: null },
    }));
    signIn(makeUser({ role: 'admin' }));
    renderApp('/dashboard/inactive-subscription');
    expect(await screen.findByRole('heading', { name: BILLING_MSG.subscribedTitle })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Subscribe' })).toBeNull();
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

describe('the success page after the checkout', () => {
  const details = (isActive: 0 | 1) => ({
    body: { subscription_id: isActive ? 'sub-1' : null, is_active: isActive, subscription_end: null },
  });
  const detailCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
    calledPaths(fetchMock).filter((p) => p.endsWith('/auth/subscription-details')).length;

  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits for the payment to be confirmed, then lets the user carry on', async () => {
    const user = userEvent.setup();
    let confirmed = false;
    mockFetch((path) => (path === '/auth/subscription-details' ? details(confirmed ? 1 : 0) : { body: {} }));
    signIn(makeUser({ role: 'admin' }));
    const router = renderApp('/success');
    expect(await screen.findByLabelText('Confirming the payment')).toBeTruthy();
    confirmed = true;
    await user.click(await screen.findByRole('button', { name: 'Continue' }, { timeout: 10_000 }));
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/success'));
  });

  it('goes back where the owner subscribed from, and home instead of to another site', async () => {
    const user = userEvent.setup();
    mockFetch((path) => (path === '/auth/subscription-details' ? details(1) : { body: {} }));
    signIn(makeUser({ role: 'admin' }));
    const router = renderApp('/success?returnPath=%2Fdashboard%2Fprofile');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/profile'));
    cleanup();

    mockFetch((path) => (path === '/auth/subscription-details' ? details(1) : { body: {} }));
    signIn(makeUser({ role: 'admin' }));
    const elsewhere = renderApp(`/success?returnPath=${encodeURIComponent('https://evil.example/')}`);
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(elsewhere.state.location.pathname).toBe('/dashboard/home'));
  });

  it('stops waiting after its time limit with the way forward: check again, or sign out and in', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let confirmed = false;
    const fetchMock = mockFetch((path) =>
      path === '/auth/subscription-details'
        ? details(confirmed ? 1 : 0)
        : { body: { message: 'Signed out!' } },
    );
    signIn(makeUser({ role: 'admin' }));
    renderApp('/success');
    expect(await screen.findByLabelText('Confirming the payment')).toBeTruthy();
    expect(screen.queryByText(BILLING_MSG.confirmationSlow)).toBeNull();

    await vi.advanceTimersByTimeAsync(PAYMENT_CONFIRMATION_WAIT_MS);
    expect(await screen.findByText(BILLING_MSG.confirmationSlow)).toBeTruthy();
    expect(screen.queryByLabelText('Confirming the payment')).toBeNull();
    // It has stopped asking.
    const asked = detailCalls(fetchMock);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(detailCalls(fetchMock)).toBe(asked);

    // Check again starts another wait, which ends as soon as the payment is confirmed.
    confirmed = true;
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeTruthy();
    expect(detailCalls(fetchMock)).toBeGreaterThan(asked);
  });

  it('signs out from the page once the wait is over (the spec: log out and sign in again)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const fetchMock = mockFetch((path) =>
      path === '/auth/subscription-details' ? details(0) : { body: { message: 'Signed out!' } },
    );
    signIn(makeUser({ role: 'admin' }));
    const router = renderApp('/success');
    expect(await screen.findByLabelText('Confirming the payment')).toBeTruthy();
    await vi.advanceTimersByTimeAsync(PAYMENT_CONFIRMATION_WAIT_MS);
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(calledPaths(fetchMock)).toContain('POST /api/v1/auth/signout'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('says "Error loading the subscription details! Try later!" when the details cannot be read within the wait', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetch((path) => (path === '/auth/subscription-details' ? { status: 500, body: {} } : { body: {} }));
    signIn(makeUser({ role: 'admin' }));
    renderApp('/success');
    expect(await screen.findByLabelText('Confirming the payment')).toBeTruthy();
    await vi.advanceTimersByTimeAsync(PAYMENT_CONFIRMATION_WAIT_MS);
    expect(await screen.findByText(BILLING_MSG.detailsLoadFailed)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Check again' })).toBeTruthy();
  });
});

describe('billing fallbacks (spec 02 section 8)', () => {
  it('says the cancel fallback when cancelling fails without a server message, and keeps the card', async () => {
    const user = userEvent.setup();
    mockFetch((path) => {
      if (path === '/auth/subscription-details')
        return {
          body: { subscription_id: 'sub-1', is_active: 1, subscription_end: '2026-12-25T00:00:00.000Z' },
        };
      if (path === '/auth/cancel-subscription') return { status: 500, body: {} };
      return { body: { user: admin } };
    });
    signIn(makeUser({ role: 'admin', name: 'Ada Owner' }));
    renderApp('/dashboard/profile');
    await user.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel Subscription' }),
    );
    expect(await screen.findByText(BILLING_MSG.cancelFailed)).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
  });

  it('the local checkout says the link expired when it cannot be read, and the subscribe fallback when Pay fails', async () => {
    const user = userEvent.setup();
    let checkoutGone = true;
    mockFetch((path) => {
      if (path.startsWith('/auth/local-checkout?'))
        return checkoutGone
          ? { status: 404, body: {} }
          : { body: { businessName: 'Ada Bistro', email: 'ada@example.com', price: '$5' } };
      return { status: 500, body: {} }; // Pay
    });
    signIn(makeUser({ role: 'admin' }));
    renderApp('/local-checkout?session=expired-token');
    expect(await screen.findByText(BILLING_MSG.checkoutExpired)).toBeTruthy();
    cleanup();

    checkoutGone = false;
    signIn(makeUser({ role: 'admin' }));
    renderApp('/local-checkout?session=live-token');
    await user.click(await screen.findByRole('button', { name: 'Pay $5' }));
    expect(await screen.findByText(BILLING_MSG.subscribeFailed)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay $5' })).toBeTruthy();
  });
});
