import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from './router';

/**
 * One short message at a time, announced politely (DESIGN 6b: every action gives a toast). A toast belongs
 * to the page it was raised on: moving to another page drops it.
 */
type TToast = { id: number; text: string; page: string };

let current: TToast | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
const TOAST_MS = 2500;

export function toast(text: string): void {
  current = { id: nextId++, text, page: window.location.pathname };
  for (const listener of listeners) listener();
}

function dismiss(id: number): void {
  if (current?.id !== id) return;
  current = null;
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

export function Toaster() {
  const { pathname } = useLocation();
  const latest = useSyncExternalStore(subscribe, () => current);
  const shown = latest?.page === pathname ? latest : null;
  useEffect(() => {
    if (!shown) return;
    const timer = window.setTimeout(() => dismiss(shown.id), TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [shown]);
  useEffect(
    () => () => {
      current = null;
    },
    [],
  );
  return (
    <div className="qr-toast-area" role="status" aria-live="polite">
      {shown && (
        <div key={shown.id} className="qr-toast">
          {shown.text}
        </div>
      )}
    </div>
  );
}
