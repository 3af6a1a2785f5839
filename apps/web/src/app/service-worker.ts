/**
 * Registers the service worker (src/sw/service-worker.ts) once a device is signed in: from then on the app
 * opens without a network (issue 25). Only a build names the worker (build/service-worker.ts), so development
 * and tests register nothing; the sign-in page never loads this module.
 */
const SERVICE_WORKER_URL = import.meta.env.OPENTAB_SERVICE_WORKER_URL;
/** A till's tab stays open for days: it looks for a new build this often, not only when a page loads. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

let isRegistering = false;

export function registerServiceWorker(): void {
  if (!SERVICE_WORKER_URL || !('serviceWorker' in navigator) || isRegistering) return;
  isRegistering = true;
  // After the page's own files: the worker's install downloads the whole build, which must not delay them.
  if (document.readyState === 'complete') void register(SERVICE_WORKER_URL);
  else window.addEventListener('load', () => void register(SERVICE_WORKER_URL), { once: true });
}

async function register(url: string): Promise<void> {
  try {
    const registration = await navigator.serviceWorker.register(url);
    setInterval(() => void registration.update().catch(() => {}), UPDATE_CHECK_MS);
    // The browser may otherwise clear the cached app (and the POS's offline data) when storage runs low.
    if (!(await navigator.storage?.persisted())) await navigator.storage?.persist();
  } catch {
    // Without a worker (private window, a browser that refuses it) the app runs online, as before.
  }
}
