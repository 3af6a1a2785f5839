import { MSG } from '@opentab/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calledPaths, makeUser, mockFetch, renderApp, setAuthCookie } from '../../test/render';

describe('Register page', () => {
  it('checks the fields in order with the spec messages', async () => {
    const user = userEvent.setup();
    renderApp('/register');
    const submit = await screen.findByRole('button', { name: 'Create Account' });
    await user.click(submit);
    expect(await screen.findByText(MSG.provideBusinessName)).toBeTruthy();
    expect(screen.getByText(MSG.provideEmail)).toBeTruthy();
    expect(screen.getByText(MSG.providePassword)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Business Name/));

    await user.type(screen.getByLabelText(/^Business Name/), 'Blue Cafe');
    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.click(submit);
    expect(await screen.findByText(MSG.provideValidEmail)).toBeTruthy();
    expect(screen.getByText(MSG.passwordTooShort)).toBeTruthy();
  });

  it('shows the password hint, and refuses a common or repeated password before sending anything (issue 22)', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(() => ({ body: { message: MSG.signedUp } }));
    renderApp('/register');
    expect(await screen.findByText(MSG.passwordHint)).toBeTruthy();
    await user.type(screen.getByLabelText(/^Business Name/), 'Blue Cafe');
    await user.type(screen.getByLabelText(/^Email/), 'owner@bluecafe.test');
    const password = screen.getByLabelText(/^Password/);
    await user.type(password, '12345678');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(MSG.passwordTooCommon)).toBeTruthy();
    await user.clear(password);
    // pasted, as from a password manager
    await user.click(password);
    await user.paste('aaaaaaaa');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(MSG.passwordRepeated)).toBeTruthy();
    expect(calledPaths(fetchMock)).not.toContain('POST /api/v1/auth/signup');
  });

  it('creates the account, signs in with the same credentials and opens the dashboard', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch((path) => {
      if (path === '/auth/signup') return { body: { message: MSG.signedUp } };
      setAuthCookie();
      return { body: { message: MSG.signedIn, user: makeUser({ role: 'admin' }) } };
    });
    const router = renderApp('/register');
    await user.type(await screen.findByLabelText(/^Business Name/), 'Blue Cafe');
    await user.type(screen.getByLabelText(/^Email/), 'owner@bluecafe.test');
    await user.type(screen.getByLabelText(/^Password/), 'long-enough-password');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/home'));
    expect(calledPaths(fetchMock).slice(0, 2)).toEqual([
      'POST /api/v1/auth/signup',
      'POST /api/v1/auth/signin',
    ]);
    const signup = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
    expect(signup).toMatchObject({
      biz_name: 'Blue Cafe',
      username: 'owner@bluecafe.test',
      password: 'long-enough-password',
    });
    expect(typeof signup.timeZone).toBe('string');
  });

  it('shows the register fallback when the server sends no message', async () => {
    const user = userEvent.setup();
    mockFetch(() => ({ status: 500 }));
    renderApp('/register');
    await user.type(await screen.findByLabelText(/^Business Name/), 'Blue Cafe');
    await user.type(screen.getByLabelText(/^Email/), 'owner@bluecafe.test');
    await user.type(screen.getByLabelText(/^Password/), 'long-enough-password');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(
      await screen.findByText("We're getting issues while processing the request, try later!"),
    ).toBeTruthy();
  });
});
