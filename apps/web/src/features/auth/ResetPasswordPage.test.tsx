import { MSG } from '@opentab/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderApp } from '../../test/render';

describe('Reset password page', () => {
  it('refuses a link without a token', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(() => ({ body: {} }));
    renderApp('/reset-password');
    await user.click(await screen.findByRole('button', { name: 'Reset Password' }));
    expect((await screen.findAllByText(MSG.invalidRequest)).length).toBeGreaterThan(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for the new password, then posts it to the token and goes to /login', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(() => ({ body: { message: MSG.resetDone } }));
    const router = renderApp('/reset-password?token=abc123');
    await user.click(await screen.findByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(MSG.provideNewPassword)).toBeTruthy();
    await user.type(screen.getByLabelText(/^New Password/), 'brand-new-password');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/auth/reset-password/abc123');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      password: 'brand-new-password',
    });
  });
});
