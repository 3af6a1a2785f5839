import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, mockFetch, renderApp, setAuthCookie, signIn } from '../test/render';

const PROFILE = {
  user: { name: 'Sam', designation: 'Waiter', username: 'sam@example.com', role: 'staff', photo: null },
};

async function expectPath(router: ReturnType<typeof renderApp>, path: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe(path));
}

describe('route guards', () => {
  it('sends a visitor without the authentication cookie from /dashboard/* to the root path', async () => {
    const router = renderApp('/dashboard/home');
    await expectPath(router, '/');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('heading', { name: /point of sale/i })).toBeTruthy();
  });

  it('sends staff without the page scope to /no-access', async () => {
    signIn(makeUser({ role: 'staff', scope: 'DASHBOARD,KITCHEN' }));
    const router = renderApp('/dashboard/pos');
    await expectPath(router, '/no-access');
    expect(await screen.findByText("Oops! You don't have access to this area!")).toBeTruthy();
    expect(screen.getByText('Relogin to check again.')).toBeTruthy();
  });

  it('guards every settings child by SETTINGS', async () => {
    signIn(makeUser({ role: 'staff', scope: 'POS' }));
    const router = renderApp('/dashboard/settings/menu-items/categories');
    await expectPath(router, '/no-access');
  });

  it('opens a page when staff hold one of its scopes', async () => {
    signIn(makeUser({ role: 'staff', scope: 'ORDER_STATUS' }));
    const router = renderApp('/dashboard/orders');
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard/orders');
  });

  it('leads staff without DASHBOARD from /login to /dashboard/profile', async () => {
    mockFetch(() => ({ body: PROFILE }));
    signIn(makeUser({ role: 'staff', scope: 'POS' }));
    const router = renderApp('/login');
    await expectPath(router, '/dashboard/profile');
  });

  it('leads an admin from /login to /dashboard/home', async () => {
    signIn(makeUser({ role: 'admin' }));
    const router = renderApp('/login');
    await expectPath(router, '/dashboard/home');
  });

  it('sends a superadmin away from the business area', async () => {
    signIn(makeUser({ role: 'superadmin', tenantId: null }));
    const router = renderApp('/dashboard/profile');
    await expectPath(router, '/no-access');
  });

  it('keeps the superadmin dashboard for the superadmin role', async () => {
    signIn(makeUser({ role: 'admin' }));
    const router = renderApp('/superadmin/dashboard/tenants');
    await expectPath(router, '/no-access');
  });

  it('leads a signed-in superadmin from the superadmin login to its dashboard', async () => {
    signIn(makeUser({ role: 'superadmin', tenantId: null }));
    const router = renderApp('/superadmin/login');
    await expectPath(router, '/superadmin/dashboard/home');
  });

  it('asks for a new sign-in when the cookie is there but the stored user is gone', async () => {
    setAuthCookie();
    const router = renderApp('/dashboard/home');
    await expectPath(router, '/login');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
  });
});
