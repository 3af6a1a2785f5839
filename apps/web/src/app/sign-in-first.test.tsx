import staffTexts from 'virtual:opentab-catalogs/staff-first';
import { MSG } from '@opentab/shared';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogsFrom, setLanguage } from '../lib/i18n';
import { getStoredUser } from '../lib/session';
import { makeUser, mockFetch, setAuthCookie, signIn } from '../test/render';
import { isSignInFirst, showSignInFirst } from './sign-in-first';

// Issue 24: a first load of /login draws the form with React alone; the app (router, UI library, every
// screen) starts once the visitor has signed in or follows a link. The app itself is not what is tested here.
const startApp = vi.hoisted(() => vi.fn(async (_container: HTMLElement, _replacing?: unknown) => {}));
vi.mock('./start-app', () => ({ startApp }));

let container: HTMLElement;

beforeEach(() => {
  window.history.replaceState(null, '', '/login');
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(async () => {
  startApp.mockClear();
  container.remove();
  loadCatalogsFrom(staffTexts);
  await setLanguage('en');
  Reflect.deleteProperty(navigator, 'languages');
});

/** Draws the first login page as main.tsx does, and waits for its form. */
async function showLoginFirst() {
  act(() => showSignInFirst(container));
  return screen.findByRole('heading', { level: 1 });
}

describe('the login page before the app', () => {
  it('is what a visitor who is not signed in gets at /login, and only there', () => {
    expect(isSignInFirst('/login')).toBe(true);
    expect(isSignInFirst('/register')).toBe(false);
    expect(isSignInFirst('/')).toBe(false);
    signIn(makeUser());
    expect(isSignInFirst('/login')).toBe(false);
  });

  it('signs in, then starts the app at the home page in place of the form', async () => {
    const user = userEvent.setup();
    mockFetch(() => {
      setAuthCookie();
      return {
        body: { message: 'Signed in successfully.', user: makeUser({ role: 'staff', scope: 'DASHBOARD' }) },
      };
    });
    expect((await showLoginFirst()).textContent).toBe('Login');
    await user.type(screen.getByLabelText(/^Email/), 'sam@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(startApp).toHaveBeenCalledTimes(1));
    expect(window.location.pathname).toBe('/dashboard/home');
    expect(startApp.mock.calls[0]?.[0]).toBe(container);
    expect(getStoredUser()?.scope).toBe('DASHBOARD');
  });

  it("shows the server's refusal in the form and stays", async () => {
    const user = userEvent.setup();
    mockFetch(() => ({ status: 401, body: { message: MSG.invalidCredentials } }));
    await showLoginFirst();
    await user.type(screen.getByLabelText(/^Email/), 'sam@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MSG.invalidCredentials);
    expect(startApp).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe('/login');
  });

  it('starts the app at a link it follows, as a new history entry', async () => {
    const user = userEvent.setup();
    await showLoginFirst();
    const before = window.history.length;
    await user.click(screen.getByRole('link', { name: 'Create Account' }));
    await waitFor(() => expect(startApp).toHaveBeenCalledTimes(1));
    expect(window.location.pathname).toBe('/register');
    expect(window.history.length).toBe(before + 1);
  });

  it("speaks the browser's language from its own small catalog, the form's checks included", async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'languages', { value: ['ko-KR'], configurable: true });
    localStorage.clear();
    expect((await showLoginFirst()).textContent).toBe('로그인');
    expect(screen.getByRole('link', { name: '계정 만들기' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '로그인' }));
    expect(await screen.findByText('사용자 이름을 입력하세요!')).toBeTruthy();
  });
});
