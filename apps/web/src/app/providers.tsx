import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { getStoredUser, subscribeSession } from '../lib/session';
import { cssVariablesResolver, theme } from './theme';

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
        <ModalsProvider labels={{ confirm: 'Confirm', cancel: 'Cancel' }}>
          <Notifications limit={20} autoClose={4000} position="top-right" />
          {children}
        </ModalsProvider>
      </MantineProvider>
    </QueryClientProvider>
  );
}
