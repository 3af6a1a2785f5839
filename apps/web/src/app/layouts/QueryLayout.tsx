import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { getQueryClient } from '../query-client';
import { registerServiceWorker } from '../service-worker';

/**
 * The routes that read the API through TanStack Query (every signed-in page) sit under this layout, a chunk of
 * its own: the login page and the other public pages call the API directly and never download the library.
 */
export function QueryLayout() {
  // Every signed-in page is under this layout: a signed-in device gets the offline app (issue 25).
  useEffect(registerServiceWorker, []);
  return (
    <QueryClientProvider client={getQueryClient()}>
      <Outlet />
    </QueryClientProvider>
  );
}
