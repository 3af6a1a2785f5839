import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { loadScreenChunk } from '../../lib/lazy-page';

const ModalsProvider = lazy(async () => ({
  default: (await loadScreenChunk(() => import('./modals-provider'))).ModalsProvider,
}));

/** `modals.open…` sends these window events; Mantine's ModalsProvider listens for them. */
const OPENING_EVENTS = ['openModal', 'openConfirmModal', 'openContextModal'].map(
  (name) => `mantine-modals:${name}`,
);

/** Runs `onMount` once, after the siblings before it have mounted (and so registered their listeners). */
function AfterMount({ onMount }: { onMount: () => void }) {
  const callback = useRef(onMount);
  useEffect(() => callback.current(), []);
  return null;
}

/**
 * The signed-in pages' dialogs opened through `modals.open…` (lib/confirm.tsx and a few pages). Mantine's
 * ModalsProvider is a chunk fetched when the first one is asked for, not with every page: until then the
 * requests are kept, and handed to the provider once it listens.
 */
export function ConfirmDialogs() {
  const [isWanted, setWanted] = useState(false);
  const asked = useRef<CustomEvent[]>([]);
  const stopKeeping = useRef(() => {});

  useEffect(() => {
    const keep = (event: Event) => {
      asked.current.push(event as CustomEvent);
      setWanted(true);
    };
    for (const type of OPENING_EVENTS) window.addEventListener(type, keep);
    stopKeeping.current = () => {
      for (const type of OPENING_EVENTS) window.removeEventListener(type, keep);
    };
    return stopKeeping.current;
  }, []);

  const handOver = () => {
    stopKeeping.current();
    for (const event of asked.current.splice(0)) {
      window.dispatchEvent(new CustomEvent(event.type, { detail: event.detail }));
    }
  };

  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <ModalsProvider labels={{ confirm: 'Confirm', cancel: 'Cancel' }} />
      <AfterMount onMount={handOver} />
    </Suspense>
  );
}
