/**
 * What the service worker does with each request (issue 25), as pure decisions: service-worker.ts carries them
 * out. Nothing here touches the network or the caches, so every rule is tested in plain code.
 *
 * - `network`: the worker stays out of the way. The API's answers carry one restaurant's data behind a cookie,
 *   so a cache keyed by URL could hand them to the next user of the device (the POS keeps its own data per
 *   tenant in IndexedDB); the realtime socket, the worker's own script and other origins are not ours to keep.
 * - `page`: an app address (any route: /dashboard/pos, /print-receipt?invoiceId=…): the network first, this
 *   build's shell when the network fails or is slow. The router draws the route from the shell.
 * - `precached`: a file of a build (hashed chunks, styles, the manifest and its icons): from the cache first.
 * - `photo`: a stored photo (/uploads/<random name>): the cached copy at once, refreshed from the network.
 */
export type TStrategy = 'network' | 'page' | 'precached' | 'photo';

/** The facts of a request the decision reads (a `Request` has them all). */
export type TRequestFacts = { url: string; method: string; mode: string };

/** The worker's site: its origin, and the paths this build precached. */
export type TSite = { origin: string; precached: ReadonlySet<string> };

/** Prefixes the worker never answers for (a path equal to one without its slash too). */
const NETWORK_ONLY = ['/api/', '/socket.io/'];
/** The worker's own script: the browser checks it for updates, always from the server. */
const SERVICE_WORKER_PATH = '/sw.js';
/** Vite's hashed files: a name never changes content, so any build's copy is right. */
const HASHED_ASSETS = '/assets/';
/** Photos the server stores (modules/uploads): menu items, categories, the store's logo. */
const PHOTOS = '/uploads/';

/** The shell that draws a path: the diners' QR entry under /m, as the server answers, the staff app elsewhere. */
export function shellFor(pathname: string): string {
  return pathname === '/m' || pathname.startsWith('/m/') ? '/qr.html' : '/index.html';
}

export function strategyFor(request: TRequestFacts, site: TSite): TStrategy {
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== site.origin) return 'network';
  const path = url.pathname;
  const isUnder = (prefix: string) => path.startsWith(prefix) || path === prefix.slice(0, -1);
  if (path === SERVICE_WORKER_PATH || NETWORK_ONLY.some(isUnder)) return 'network';
  if (path.startsWith(PHOTOS)) return 'photo';
  if (path.startsWith(HASHED_ASSETS) || site.precached.has(path)) return 'precached';
  return request.mode === 'navigate' ? 'page' : 'network';
}

/** A build's cache: `opentab-app-<build id>`; photos live in PHOTO_CACHE, across builds. */
const APP_CACHE_PREFIX = 'opentab-app-';
export const PHOTO_CACHE = 'opentab-photos';

export function appCacheName(buildId: string): string {
  return `${APP_CACHE_PREFIX}${buildId}`;
}

/**
 * The builds' caches to delete once `current` is active: all but it and the one created last before it. A tab
 * opened before the update keeps running the previous build's code and may still ask for one of its chunks
 * (a page not visited yet); one build back is kept for it, offline too. `names` in creation order, as
 * `caches.keys()` lists them.
 */
export function staleAppCaches(names: readonly string[], current: string): string[] {
  const older = names.filter((name) => name.startsWith(APP_CACHE_PREFIX) && name !== current);
  return older.slice(0, -1);
}

/**
 * The photos to forget so the cache holds at most `max`: the first ones of `keys` (insertion order; a refresh
 * puts a photo again, at the end), so the photos shown least recently go first.
 */
export function photosOverLimit<TKey>(keys: readonly TKey[], max: number): TKey[] {
  return keys.slice(0, Math.max(0, keys.length - max));
}

/** A navigation's answer the shell should replace: none, or the server failing behind its proxy during a restart. */
export function isPageAnswerUsable(status: number): boolean {
  return status < 500;
}
