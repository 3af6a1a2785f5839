import { useEffect, useRef } from 'react';

/** Spec 01 section 9: printing starts 400 ms after the view has what it prints. */
const PRINT_DELAY_MS = 400;
/** A logo that does not load within this long is printed without; the receipt must not wait for ever. */
const IMAGE_WAIT_MS = 3000;

/** Resolves once every image of the page has loaded or failed (the store logo), or after IMAGE_WAIT_MS. */
function imagesSettled(): Promise<void> {
  const pending = Array.from(document.images).filter((image) => !image.complete);
  if (pending.length === 0) return Promise.resolve();
  const loaded = pending.map(
    (image) =>
      new Promise<void>((resolve) => {
        image.addEventListener('load', () => resolve(), { once: true });
        image.addEventListener('error', () => resolve(), { once: true });
      }),
  );
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, IMAGE_WAIT_MS));
  return Promise.race([Promise.all(loaded).then(() => undefined), timeout]);
}

/**
 * Opens the print dialog once, PRINT_DELAY_MS after `ready` turns true and the page's images have loaded
 * (a logo still loading would print as a blank box).
 */
export function usePrintWhenReady(ready: boolean): void {
  const printed = useRef(false);
  useEffect(() => {
    if (!ready || printed.current) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void imagesSettled().then(() => {
      if (cancelled) return;
      timer = setTimeout(() => {
        printed.current = true;
        window.print();
      }, PRINT_DELAY_MS);
    });
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [ready]);
}
