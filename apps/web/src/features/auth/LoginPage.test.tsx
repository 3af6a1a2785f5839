import { MSG } from '@opentab/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getStoredUser } from '../../lib/session';
import { makeUser, mockFetch, renderApp, setAuthCookie } from '../../test/render';

function fields() {
  return {
    username: screen.getByLabelText(/^Email/) as HTMLInputElement,
    password: screen.getByLabelText(/^Password/) as HTMLInputElement,
    submit: screen.getByRole('button', { name: 'Login' }),
  };
}

describe('Login page', () => {
  it('shows the spec texts and links', async () => {
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy();
    expect(screen.getByText('Cafe. Restaurant. Hotel. Bar.')).toBeTruthy();
    expect(screen.getByText('OR')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot Password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create Account' }).getAttribute('href')).toBe('/register');
    expect(fields().username.type).toBe('email');
  });

  it('asks for the username first and focuses it', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Login' });
    await user.click(fields().submit);
    expect(await screen.findByText(MSG.provideUsername)).toBeTruthy();
    expect(document.activeElement).toBe(fields().username);
  });

  it('treats a blank username as empty', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    await user.type(await screen.findByLabelText(/^Email/), '   ');
    await user.click(fields().submit);
    expect(await screen.findByText(MSG.provideUsername)).toBeTruthy();
  });

  it('asks for the password and focuses it', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    await user.type(await screen.findByLabelText(/^Email/), 'ada@example.com');
    await user.click(fields().submit);
    expect(await screen.findByText(MSG.providePassword)).toBeTruthy();
    expect(screen.queryByText(MSG.provideUsername)).toBeNull();
    expect(document.activeElement).toBe(fields().password);
  });

  it('signs in, stores the user and goes to the home page', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(() => {
      setAuthCookie();
      return {
        body: { message: 'Signed in successfully.', user: makeUser({ role: 'staff', scope: 'DASHBOARD' }) },
      };
    });
    const router = renderApp('/login');
    await user.type(await screen.findByLabelText(/^Email/), 'sam@example.com');
    await user.type(fields().password, 'secret-password');
    await user.click(fields().submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/home'));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/auth/signin');
    expect(JSON.parse(String(init?.body))).toEqual({
      username: 'sam@example.com',
      password: 'secret-password',
    });
    expect(getStoredUser()?.scope).toBe('DASHBOARD');
  });

  it("shows the server's message when the sign-in fails", async () => {
    const user = userEvent.setup();
    mockFetch(() => ({ status: 401, body: { message: MSG.invalidCredentials } }));
    const router = renderApp('/login');
    await user.type(await screen.findByLabelText(/^Email/), 'sam@example.com');
    await user.type(fields().password, 'wrong-password');
    await user.click(fields().submit);
    expect(await screen.findByText(MSG.invalidCredentials)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(getStoredUser()).toBeNull();
  });

  it('falls back to "Something went wrong!" without a server message', async () => {
    const user = userEvent.setup();
    mockFetch(() => ({ status: 500 }));
    renderApp('/login');
    await user.type(await screen.findByLabelText(/^Email/), 'sam@example.com');
    await user.type(fields().password, 'secret-password');
    await user.click(fields().submit);
    expect(await screen.findByText(MSG.somethingWrong)).toBeTruthy();
  });
});
