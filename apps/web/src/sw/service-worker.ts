/**
 * The staff app's service worker (issue 25), built to /sw.js by build/service-worker.ts: the app shell and every
 * chunk of this build precached at install, so the till, the orders and the kitchen screens open without a
 * network; stored photos cached as they are shown. strategy.ts decides what each request gets; the API never
 * goes through a cache here.
 */
import {
  appCacheName,
  isPageAnswerUsable,
  PHOTO_CACHE,
  photosOverLimit,
  shellFor,
  staleAppCaches,
  strategyFor,
} from './strategy';

declare const self: ServiceWorkerGlobalScope;
// Written into the built file by build/service-worker.ts: this build's files, and an id of their contents.
declare const __OPENTAB_PRECACHE__: string[];
declare const __OPENTAB_BUILD_ID__: string;

const PRECACHE: string[] = __OPENTAB_PRECACHE__;
const PRECACHED = new Set(PRECACHE);
const APP_CACHE = appCacheName(__OPENTAB_BUILD_ID__);
/**
 * How long a page waits for the server before this build's shell draws it: a tablet on a weak link gets
 * index.html in one or two seconds (issue 22's "Fast 3G"); past that the network is as good as gone.
 */
const PAGE_TIMEOUT_MS = 3000;
/** Photos are compressed to 512 px and at most 0.5 MB (lib/image.ts): 500 hold a large menu's. */
const MAX_PHOTOS = 500;

self.addEventListener('install', (event) => {
  // A till's tab stays open for days: the new build takes over at once, not once every tab has closed.
  event.waitUntil(precache().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const stale = staleAppCaches(await caches.keys(), APP_CACHE);
      await Promise.all(stale.map((name) => caches.delete(name)));
      // The page's request starts while the worker wakes up, not after.
      await self.registration.navigationPreload?.enable();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const strategy = strategyFor(event.request, { origin: self.location.origin, precached: PRECACHED });
  if (strategy === 'page') event.respondWith(page(event));
  else if (strategy === 'precached') event.respondWith(precached(event.request));
  else if (strategy === 'photo') event.respondWith(photo(event));
});

async function precache(): Promise<void> {
  const cache = await caches.open(APP_CACHE);
  try {
    await cache.addAll(PRECACHE);
  } catch (error) {
    // A half-filled cache would pass for this build's: gone, the install fails and the browser tries again later.
    await caches.delete(APP_CACHE);
    throw error;
  }
}

async function page(event: FetchEvent): Promise<Response> {
  const fromNetwork: Promise<Response> = (async () =>
    ((await event.preloadResponse) as Response | undefined) ?? fetch(event.request))();
  event.waitUntil(fromNetwork.catch(() => undefined));
  const answer = await Promise.race([fromNetwork.catch(() => undefined), timeout(PAGE_TIMEOUT_MS)]);
  if (answer && isPageAnswerUsable(answer.status)) return answer;
  const shellPath = shellFor(new URL(event.request.url).pathname);
  const shell = await (await caches.open(APP_CACHE)).match(shellPath, { ignoreVary: true });
  return shell ?? answer ?? fromNetwork;
}

/** Any build's copy: a tab opened before an update still asks for the previous build's chunks. */
async function precached(request: Request): Promise<Response> {
  return (await caches.match(request, { ignoreVary: true })) ?? fetch(request);
}

/** Stale-while-revalidate: the kept copy at once, the server's copy kept for the next time. */
async function photo(event: FetchEvent): Promise<Response> {
  const cache = await caches.open(PHOTO_CACHE);
  const kept = await cache.match(event.request, { ignoreVary: true });
  const refreshed = fetch(event.request).then(async (answer) => {
    if (answer.status === 200) {
      await cache.put(event.request, answer.clone());
      const over = photosOverLimit(await cache.keys(), MAX_PHOTOS);
      await Promise.all(over.map((key) => cache.delete(key)));
    }
    return answer;
  });
  if (!kept) return refreshed;
  event.waitUntil(refreshed.catch(() => undefined));
  return kept;
}

function timeout(ms: number): Promise<undefined> {
  return new Promise((resolve) => setTimeout(resolve, ms, undefined));
}
