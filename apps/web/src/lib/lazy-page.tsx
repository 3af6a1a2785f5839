import { type ComponentType, lazy, Suspense } from 'react';
import { loadAllTexts } from './i18n';

const RELOADED_KEY = 'opentab-chunk-reload';

/** A page component whose code is a chunk of its own, fetched the first time a route needs it. */
export type TPageLoader = () => Promise<ComponentType>;

/**
 * Loads a chunk. After a deploy the old hashed chunks are gone, and an open tab that navigates asks for one and
 * fails: one reload fetches the new index.html and its chunks; a second failure within a minute is a real error.
 */
export async function loadChunk<TModule>(load: () => Promise<TModule>): Promise<TModule> {
  try {
    const module = await load();
    sessionStorage.removeItem(RELOADED_KEY);
    return module;
  } catch (error) {
    const reloadedAt = Number(sessionStorage.getItem(RELOADED_KEY) ?? 0);
    if (Date.now() - reloadedAt > 60_000) {
      sessionStorage.setItem(RELOADED_KEY, String(Date.now()));
      window.location.reload();
      return new Promise<never>(() => {});
    }
    throw error;
  }
}

/**
 * A lazy screen's chunk with every text of the language (issue 24): the first load fetched only the texts its
 * own code writes, so whatever loads later waits for the rest as well (fetched once, with the chunk).
 */
export async function loadScreenChunk<TModule>(load: () => Promise<TModule>): Promise<TModule> {
  const [module] = await Promise.all([loadChunk(load), loadAllTexts()]);
  return module;
}

/** `pageChunk(() => import('./PosPage'), 'PosPage')`: the named export of a module, fetched on first use. */
export function pageChunk<TName extends string>(
  load: () => Promise<Record<TName, ComponentType>>,
  name: TName,
): TPageLoader {
  return async () => (await loadScreenChunk(load))[name];
}

/** A route module of the POS's first load (the signed-in frame): drawn with the texts fetched before the app. */
export function firstLoadChunk<TName extends string>(
  load: () => Promise<Record<TName, ComponentType>>,
  name: TName,
): TPageLoader {
  return async () => (await loadChunk(load))[name];
}

/**
 * `lazyDialog(() => import('./NotesDialog'), 'NotesDialog')`: a dialog whose code is a chunk fetched when it
 * first opens. The screens mount a dialog only while it is open, so a screen's first load carries none of
 * its dialogs (nor what only they use: forms, zod, number inputs). Nothing shows until the chunk is there.
 */
export function lazyDialog<TProps extends object, TName extends string>(
  load: () => Promise<Record<TName, ComponentType<TProps>>>,
  name: TName,
): ComponentType<TProps> {
  const Dialog = lazy(async () => {
    const component: ComponentType<TProps> = (await loadScreenChunk(load))[name];
    return { default: component };
  });
  return function LazyDialog(props: TProps) {
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
