import type { TProfileResponse } from '@opentab/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getStoredUser } from '../../lib/session';
import { emitLive } from '../../test/fake-realtime';
import { calledPaths, makeUser, mockFetch, renderApp, signIn } from '../../test/render';

const sidebarLabels = () =>
  within(screen.getByRole('navigation', { name: 'Main navigation' }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('aria-label') ?? '');

function profile(scope: string): TProfileResponse {
  return {
    user: {
      name: 'Sam Staff',
      designation: 'Host',
      username: 'sam@example.com',
      role: 'staff',
      photo: null,
      phone: null,
      email: null,
      scope,
      hasPin: false,
      language: null,
    },
    storeLanguage: 'en',
  };
}

describe('a change of the signed-in user', () => {
  it('reaches the sidebar and the page guard at once when the admin changes their scopes', async () => {
    let scope = 'POS,CUSTOMERS';
    const fetchMock = mockFetch((path) => {
      if (path === '/profile') return { body: profile(scope) };
      if (path.startsWith('/customers')) {
        return { body: { customers: [], currentPage: 1, totalPages: 0, totalCustomers: 0 } };
      }
      return { body: [] };
    });
    signIn(makeUser({ role: 'staff', scope, name: 'Sam Staff' }));
    const router = renderApp('/dashboard/customers');
    await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(sidebarLabels()).toContain('Customers');
    expect(sidebarLabels()).not.toContain('Reports');

    // The admin takes Customers away and gives Reports: the server tells this user's sockets.
    scope = 'POS,REPORTS';
    act(() => emitLive('session_update'));
    // The guard leaves the page at once; the sidebar is read on a page the user still opens (read on the
    // Customers page, it raced the redirect, which removes it: a flaky read on a loaded machine).
    await waitFor(() => expect(router.state.location.pathname).toBe('/no-access'));
    expect(getStoredUser()).toMatchObject({ scope: 'POS,REPORTS', designation: 'Host', tenantId: 't1' });
    expect(calledPaths(fetchMock)).toContain('GET /api/v1/profile');
    await act(() => router.navigate('/dashboard/profile'));
    await waitFor(() => expect(sidebarLabels()).toContain('Reports'));
    expect(sidebarLabels()).not.toContain('Customers');
  });

  it('reads the profile again after a reconnect, when an update may have been missed', async () => {
    const fetchMock = mockFetch((path) =>
      path === '/profile' ? { body: profile('POS,REPORTS') } : { body: [] },
    );
    signIn(makeUser({ role: 'staff', scope: 'POS', name: 'Sam Staff' }));
    renderApp('/dashboard/profile');
    await screen.findByRole('navigation', { name: 'Main navigation' });
    const profileReads = () => calledPaths(fetchMock).filter((p) => p === 'GET /api/v1/profile').length;
    const before = profileReads();
    // the poll while the link is down is not a reason to read it
    await act(async () => emitLive('poll'));
    expect(profileReads()).toBe(before);
    act(() => emitLive('reconnect'));
    await waitFor(() => expect(sidebarLabels()).toContain('Reports'));
    expect(profileReads()).toBeGreaterThan(before);
  });
});
