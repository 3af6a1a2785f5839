import type { TQrSoldOutResponse } from '@opentab/shared';
import { useEffect, useState } from 'react';
import { QR_API } from './api';

/** How often an open menu asks again which items are sold out (issue 27). */
const SOLD_OUT_POLL_MS = 20_000;

/**
 * Issue 27: the items whose recipe cannot be made even once, shown sold out and not orderable. The menu's answer
 * carries them; the diners' pages have no socket (a live link per phone would cost the store more than a small
 * poll), so while the page is visible the menu asks GET /qrmenu/{qrcode}/sold-out again, and once more when the
 * phone comes back to it. A failed ask keeps what it knew.
 */
export function useSoldOut(qrcode: string, initial: readonly string[]): ReadonlySet<string> {
  const [ids, setIds] = useState<readonly string[]>(initial);
  useEffect(() => setIds(initial), [initial]);
  useEffect(() => {
    const ask = async () => {
      if (document.visibilityState !== 'visible') return;
      try {
        const res = await fetch(`${QR_API}/${encodeURIComponent(qrcode)}/sold-out`, {
          headers: { accept: 'application/json' },
        });
        if (res.ok) setIds(((await res.json()) as TQrSoldOutResponse).soldOutItemIds);
      } catch {
        // offline for a moment: the next ask tells
      }
    };
    const timer = setInterval(ask, SOLD_OUT_POLL_MS);
    document.addEventListener('visibilitychange', ask);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', ask);
    };
  }, [qrcode]);
  return new Set(ids);
}
