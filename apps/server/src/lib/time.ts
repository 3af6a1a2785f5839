let lastMs = Number.NaN;
let lastIso = '';

/**
 * Now as an ISO string. The same millisecond answers the same string: an order asks several times, and
 * formatting one took about 0.5 µs (more under load), reading the clock 40 ns.
 */
export function nowIso(): string {
  const now = Date.now();
  if (now !== lastMs) {
    lastMs = now;
    lastIso = new Date(now).toISOString();
  }
  return lastIso;
}

export function isoAfter(ms: number, from = Date.now()): string {
  return new Date(from + ms).toISOString();
}

export const MINUTE = 60_000;
