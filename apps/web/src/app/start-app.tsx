import staffFirstTexts from 'virtual:opentab-catalogs/staff-first';
import staffOtherTexts from 'virtual:opentab-catalogs/staff-rest';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { loadAllTexts, loadCatalogsFrom, requestedLanguage, setLanguage } from '../lib/i18n';
import { setNavigator } from '../lib/navigation';
import { firstLanguage } from '../lib/session';
import { AppProviders } from './providers';
import { routes } from './routes';

/**
 * The whole app: the router, the UI library and every page, drawn into `container` at the current address.
 * main.tsx imports it at once on every page but the sign-in page, which draws without it and starts it when
 * the user has signed in or follows a link (app/sign-in-first.tsx), in place of its own root.
 */
export async function startApp(container: HTMLElement, replacing?: Root): Promise<void> {
  const router = createBrowserRouter(routes);
  // The api client and the sign-in pages change the page through the router, keeping the page loaded.
  setNavigator((path, { replace }) => {
    if (router.state.location.pathname !== path) void router.navigate(path, { replace });
  });
  // The sign-in page fetched only its own texts; the app fetches the texts its first load writes before it
  // draws (`staff-first`, build/catalogs.ts) and every other one after (loadAllTexts).
  loadCatalogsFrom(staffFirstTexts, staffOtherTexts);
  // offline, the screens start with the texts already here (English where they lack one)
  await setLanguage(requestedLanguage() ?? firstLanguage()).catch(() => {});
  // the page drawn before (the sign-in page) stays until this one is ready to draw
  replacing?.unmount();
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  // a lazy page or dialog waits for these too; the service worker has them precached
  void loadAllTexts();
}
