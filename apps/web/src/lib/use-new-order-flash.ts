import { useEffect, useRef, useState } from 'react';

/** How long a newly arrived order's card flashes. */
const NEW_ORDER_FLASH_MS = 4000;

/**
 * The ids among `ids` that arrived after the screen's first load, for a few seconds (issue 16): their cards
 * flash, so a new order catches the eye even with the sound off. The first load flashes nothing.
 */
export function useNewOrderFlash(ids: readonly string[] | undefined): ReadonlySet<string> {
  const seen = useRef<Set<string> | null>(null);
  const [flashing, setFlashing] = useState<ReadonlySet<string>>(new Set());
  const key = ids?.join(',');

  useEffect(() => {
    if (key === undefined) return;
    const current = key ? key.split(',') : [];
    if (!seen.current) {
      seen.current = new Set(current);
      return;
    }
    const known = seen.current;
    const arrived = current.filter((id) => !known.has(id));
    for (const id of arrived) known.add(id);
    if (arrived.length === 0) return;
    setFlashing((now) => new Set([...now, ...arrived]));
    const timer = setTimeout(
      () => setFlashing((now) => new Set([...now].filter((id) => !arrived.includes(id)))),
      NEW_ORDER_FLASH_MS,
    );
    return () => clearTimeout(timer);
  }, [key]);

  return flashing;
}
