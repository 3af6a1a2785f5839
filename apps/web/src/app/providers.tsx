import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { getStoredUser, subscribeSession } from '../lib/session';
import { cssVariablesResolver, theme } from './theme';

const Overlays = lazy(() => import('./overlays').then((module) => ({ default: module.Overlays })));

type TProps = { queryClient: QueryClient; children: ReactNode };

export function AppProviders({ queryClient, children }: TProps) {
  // Cached answers belong to the signed-in user: drop them when the session ends.
  useEffect(
    () =>
      subscribeSession(() => {
        if (!getStoredUser()) queryClient.clear();
      }),
    [queryClient],
  );

  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        {children}
        <Suspense fallback={null}>
          <Overlays />
        </Suspense>
      </MantineProvider>
    </QueryClientProvider>
  );
}
