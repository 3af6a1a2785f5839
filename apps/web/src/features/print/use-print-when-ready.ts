import { useEffect, useRef } from 'react';

/** Spec 01 section 9: printing starts 400 ms after the view has what it prints. */
const PRINT_DELAY_MS = 400;

/** Opens the print dialog once, PRINT_DELAY_MS after `ready` turns true (images and fonts get a moment). */
export function usePrintWhenReady(ready: boolean): void {
  const printed = useRef(false);
  useEffect(() => {
    if (!ready || printed.current) return;
    const timer = setTimeout(() => {
      printed.current = true;
      window.print();
    }, PRINT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [ready]);
}
