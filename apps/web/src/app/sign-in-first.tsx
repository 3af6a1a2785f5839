import signInCatalogs from 'virtual:opentab-catalogs/common+account+sign-in';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LoginPage } from '../features/auth/LoginPage';
import { deviceLanguage, loadCatalogsFrom, setLanguage } from '../lib/i18n';
import { loadChunk } from '../lib/lazy-page';
import { setNavigator } from '../lib/navigation';
import { signedInUser } from '../lib/session';

const LOGIN_PATH = '/login';

/** A first load of /login by a visitor who is not signed in (a signed-in one is sent home by the app). */
export function isSignInFirst(pathname: string): boolean {
  return pathname === LOGIN_PATH && !signedInUser();
}

/**
 * The login page on its own, before the app (issue 24: login ≤ 120 KB of JavaScript with a catalog): React,
 * the words and the form, with only the sign-in texts of the visitor's language (`common+account+sign-in`).
 * Signed in, or following a link, the page's address changes and the app (router, UI library, every screen,
 * whole catalogs) starts there, replacing this one.
 */
export function showSignInFirst(container: HTMLElement): void {
  loadCatalogsFrom(signInCatalogs);
  const root = createRoot(container);
  let leaving = false;
  setNavigator((path, { replace }) => {
    if (leaving) return;
    leaving = true;
    if (replace) window.history.replaceState(null, '', path);
    else window.history.pushState(null, '', path);
    // after a deploy the old chunk is gone: loadChunk reloads the page, now at the new address
    void loadChunk(() => import('./start-app')).then(({ startApp }) => startApp(container, root));
  });
  void setLanguage(deviceLanguage()).finally(() =>
    root.render(
      <StrictMode>
        <LoginPage />
      </StrictMode>,
    ),
  );
}
