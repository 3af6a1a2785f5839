import { DirectionProvider, MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { useLanguage } from '../lib/i18n';
import { loadScreenChunk } from '../lib/lazy-page';
import { cssVariablesResolver, localizedTheme } from './theme';

const Toasts = lazy(() =>
  loadScreenChunk(() => import('./toasts')).then((module) => ({ default: module.Toasts })),
);

/** Mounts the toasts when the first one is raised, and keeps them from then on. */
function ToastsOnceRaised() {
  const hasToast = useNotifications().notifications.length > 0;
  const [isMounted, setMounted] = useState(false);
  if (hasToast && !isMounted) setMounted(true);
  if (!isMounted) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}

/**
 * What every page needs: the theme, the toasts and the language. The query cache is the signed-in pages'
 * (QueryLayout). A change of language draws every screen again, in the new language and direction.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const language = useLanguage();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the theme's words follow the language
  const theme = useMemo(localizedTheme, [language]);
  return (
    <DirectionProvider key={language} detectDirection>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        {children}
        <ToastsOnceRaised />
      </MantineProvider>
    </DirectionProvider>
  );
}
