import { MSG } from '@opentab/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, mockFetch, renderApp, setAuthCookie } from '../../test/render';

describe('Superadmin login', () => {
  it('validates, signs in through the superadmin endpoint and opens its dashboard', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(() => {
      setAuthCookie();
      return { body: { message: MSG.signedIn, user: makeUser({ role: 'superadmin', tenantId: null }) } };
    });
    const router = renderApp('/superadmin');
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByText(MSG.provideUsername)).toBeTruthy();
    await user.type(screen.getByLabelText(/^Email/), 'root@opentab.app');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(MSG.providePassword)).toBeTruthy();
    await user.type(screen.getByLabelText(/^Password/), 'operator-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/superadmin/dashboard/home'));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/superadmin/signin');
    expect(await screen.findByRole('link', { name: 'Tenants' })).toBeTruthy();
  });
});
