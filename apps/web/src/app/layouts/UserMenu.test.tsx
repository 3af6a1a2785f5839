import { MSG } from '@opentab/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { countWaiting, queueOrder } from '../../lib/offline/outbox-store';
import { newEntry } from '../../lib/offline/test-entries';
import { getStoredUser, isAuthenticated } from '../../lib/session';
import { calledPaths, makeUser, mockFetch, renderApp, signIn } from '../../test/render';

// jsdom gives every element a zero-size box, so the dropdown's floating position reports the
// trigger as hidden and the items count as hidden too; they are still the ones a user sees.
const menuItem = (name: string) => screen.findByRole('menuitem', { name, hidden: true });

async function openMenu() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'AO Ada Owner, user menu' }));
  return user;
}

// A page that calls no API, so the sign-out is the only call (the dashboard home loads its figures).
const STATIC_PAGE = '/dashboard/contact-support';

describe('user menu', () => {
  it('offers Profile, My Devices, Support and Logout', async () => {
    signIn(makeUser());
    renderApp(STATIC_PAGE);
    await openMenu();
    for (const label of ['Profile', 'My Devices', 'Support', 'Logout']) {
      expect(await menuItem(label)).toBeTruthy();
    }
  });

  it('signs out, forgets the user and goes to /login', async () => {
    const fetchMock = mockFetch(() => ({ body: { message: MSG.signedOut } }));
    signIn(makeUser());
    const router = renderApp(STATIC_PAGE);
    const user = await openMenu();
    await user.click(await menuItem('Logout'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calledPaths(fetchMock)).toEqual(['POST /api/v1/auth/signout']);
    expect(getStoredUser()).toBeNull();
    expect(isAuthenticated()).toBe(false);
  });

  it('stays signed in and shows the fallback when the sign-out fails', async () => {
    mockFetch(() => ({ status: 500 }));
    signIn(makeUser());
    const router = renderApp(STATIC_PAGE);
    const user = await openMenu();
    await user.click(await menuItem('Logout'));
    expect(await screen.findByText(MSG.somethingWrongTryLater)).toBeTruthy();
    expect(router.state.location.pathname).toBe(STATIC_PAGE);
    expect(getStoredUser()).not.toBeNull();
  });

  it('warns before signing out with orders made offline waiting, and keeps them (issue 25)', async () => {
    // another business's order on this device: this session's replay leaves it alone, the warning counts it
    await queueOrder(newEntry({ tenantId: 'other-business' }));
    const fetchMock = mockFetch(() => ({ body: { message: MSG.signedOut } }));
    signIn(makeUser());
    const router = renderApp(STATIC_PAGE);
    const user = await openMenu();
    await user.click(await menuItem('Logout'));
    const warning = await screen.findByRole('dialog', { name: '1 order made offline is not synced yet' });
    expect(warning.textContent).toContain('They stay on this device');
    expect(calledPaths(fetchMock)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await countWaiting()).toBe(1);
  });
});
