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
import { setNavigator } from './lib/navigation';

const router = createBrowserRouter(routes);
// The api client redirects (sign-out, 402) through the router, keeping the page loaded.
setNavigator((path) => {
  if (router.state.location.pathname !== path) void router.navigate(path, { replace: true });
});
prefetchFirstPageData(window.location.pathname);

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
