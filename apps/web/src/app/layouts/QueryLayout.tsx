import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { getQueryClient } from '../query-client';

/**
 * The routes that read the API through TanStack Query (every signed-in page) sit under this layout, a chunk of
 * its own: the login page and the other public pages call the API directly and never download the library.
 */
export function QueryLayout() {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <Outlet />
    </QueryClientProvider>
  );
}
