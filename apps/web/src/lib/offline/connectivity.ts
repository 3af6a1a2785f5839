import { backoffDelay } from './backoff';

/**
 * Whether the server answers (issue 25). The api client reports every exchange: an answer of any status
 * means reachable, a request that got none means not (a router that is up while the internet is down keeps
 * `navigator.onLine` true, so the browser's flag alone cannot tell). While unreachable, the health call is
 * probed with backoff, and the first answer brings the device back online.
 */
const HEALTH_URL = '/api/v1/health';

let reachable = typeof navigator === 'undefined' ? true : navigator.onLine;
const listeners = new Set<() => void>();
let probeTimer: ReturnType<typeof setTimeout> | undefined;
let probeFailures = 0;

function set(next: boolean): void {
  if (next === reachable) return;
  reachable = next;
  for (const listener of listeners) listener();
  if (next) {
    clearTimeout(probeTimer);
    probeTimer = undefined;
    probeFailures = 0;
  } else scheduleProbe();
}

function scheduleProbe(): void {
  if (probeTimer !== undefined) return;
  probeTimer = setTimeout(
    async () => {
      probeTimer = undefined;
      try {
        await fetch(HEALTH_URL, { cache: 'no-store', credentials: 'omit' });
        set(true);
      } catch {
        probeFailures += 1;
        if (!reachable) scheduleProbe();
      }
    },
    backoffDelay(probeFailures + 1),
  );
}

/** Told by the api client after each exchange: `true` when an answer came, `false` when none did. */
export function reportReachable(answered: boolean): void {
  set(answered);
}

export const isReachable = () => reachable;

export function subscribeConnectivity(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Asks the server now instead of at the next probe (the browser says the network is back). */
function probeNow(): void {
  clearTimeout(probeTimer);
  probeTimer = undefined;
  probeFailures = 0;
  if (!reachable) scheduleProbe();
}

if (typeof window !== 'undefined') {
  window.addEventListener('offline', () => set(false));
  window.addEventListener('online', probeNow);
  if (!reachable) scheduleProbe();
}
