import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/touch.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { prefetchFirstPageData } from './app/first-page-data';
import { AppProviders } from './app/providers';
import { routes } from './app/routes';
import { deviceLanguage, setLanguage } from './lib/i18n';
import { setNavigator } from './lib/navigation';

// Before the router asks for the page's chunks: the call then gets one of the browser's few connections to
// the server first, instead of waiting behind dozens of chunk requests.
prefetchFirstPageData(window.location.pathname);
const router = createBrowserRouter(routes);
// The api client redirects (sign-out, 402) through the router, keeping the page loaded.
setNavigator((path) => {
  if (router.state.location.pathname !== path) void router.navigate(path, { replace: true });
});

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// A language other than English first fetches its catalog, so the first paint is already in it.
void setLanguage(deviceLanguage()).finally(() =>
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ),
);
