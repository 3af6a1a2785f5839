import { describe, expect, it } from 'vitest';
import {
  appCacheName,
  isPageAnswerUsable,
  PHOTO_CACHE,
  photosOverLimit,
  shellFor,
  staleAppCaches,
  strategyFor,
  type TRequestFacts,
} from './strategy';

const ORIGIN = 'https://pos.example.com';
const site = {
  origin: ORIGIN,
  precached: new Set(['/index.html', '/manifest.webmanifest', '/icon-192.png']),
};
const get = (path: string, mode = 'cors'): TRequestFacts => ({
  url: `${ORIGIN}${path}`,
  method: 'GET',
  mode,
});
const navigate = (path: string) => get(path, 'navigate');

describe('what the service worker does with a request', () => {
  it.each([
    '/dashboard/pos',
    '/dashboard/orders',
    '/dashboard/kitchen',
    '/print-receipt?invoiceId=inv-1',
    '/print-token?orderId=o-1&tokens=3',
    '/login',
    '/',
    '/m/some-store?table=4',
  ])('opens the app page %s from the network, with the shell as the fallback', (path) => {
    expect(strategyFor(navigate(path), site)).toBe('page');
  });

  it.each([
    ['/api/v1/pos/init', 'cors'],
    ['/api/v1/auth/me', 'cors'],
    ['/api/v1/docs', 'navigate'],
    ['/api', 'navigate'],
    ['/socket.io/?EIO=4&transport=polling', 'cors'],
    ['/socket.io', 'cors'],
    ['/sw.js', 'same-origin'],
  ])('never touches %s (%s): straight to the network', (path, mode) => {
    expect(strategyFor(get(path, mode), site)).toBe('network');
  });

  it('leaves another origin alone, photos and scripts included', () => {
    for (const url of [
      'https://cdn.example.net/assets/x-1.js',
      'https://pos.example.com:8443/uploads/a.webp',
    ]) {
      expect(strategyFor({ url, method: 'GET', mode: 'no-cors' }, site)).toBe('network');
    }
  });

  it('leaves every request but a read alone', () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'HEAD']) {
      expect(strategyFor({ ...get('/assets/main-AbC123.js'), method }, site)).toBe('network');
      expect(strategyFor({ ...navigate('/dashboard/pos'), method }, site)).toBe('network');
    }
  });

  it("serves any build's hashed file and this build's other files from the cache first", () => {
    expect(strategyFor(get('/assets/PosPage-X1.js'), site)).toBe('precached');
    // a chunk of the build before, asked for by a tab opened before the update
    expect(strategyFor(get('/assets/OrdersPage-Old123.js'), site)).toBe('precached');
    expect(strategyFor(get('/manifest.webmanifest'), site)).toBe('precached');
    expect(strategyFor(get('/icon-192.png', 'no-cors'), site)).toBe('precached');
  });

  it('keeps stored photos as they are shown, wherever the page shows them', () => {
    expect(strategyFor(get('/uploads/3f2a9c.webp', 'no-cors'), site)).toBe('photo');
    expect(strategyFor(navigate('/uploads/3f2a9c.webp'), site)).toBe('photo');
  });

  it('leaves a file it does not know to the network', () => {
    expect(strategyFor(get('/favicon.ico', 'no-cors'), site)).toBe('network');
    expect(strategyFor(get('/first-load.json'), site)).toBe('network');
  });
});

describe('the shell that draws an address offline', () => {
  it('is the QR entry under /m, as the server answers, and the staff app everywhere else', () => {
    expect(shellFor('/m')).toBe('/qr.html');
    expect(shellFor('/m/some-store')).toBe('/qr.html');
    expect(shellFor('/dashboard/pos')).toBe('/index.html');
    expect(shellFor('/menu-items')).toBe('/index.html');
    expect(shellFor('/print-receipt')).toBe('/index.html');
  });

  it("replaces the server's answer only when it fails (a gateway error during a restart)", () => {
    for (const status of [200, 304, 401, 404]) expect(isPageAnswerUsable(status)).toBe(true);
    for (const status of [500, 502, 503, 504]) expect(isPageAnswerUsable(status)).toBe(false);
  });
});

describe("the builds' caches", () => {
  const [a, b, c] = ['build-a', 'build-b', 'build-c'].map(appCacheName) as [string, string, string];

  it('keeps the active build and the one before it, for a tab still running it', () => {
    expect(staleAppCaches([a, PHOTO_CACHE, b, c], c)).toEqual([a]);
    expect(staleAppCaches([b, c], c)).toEqual([]);
    expect(staleAppCaches([c], c)).toEqual([]);
  });

  it('never deletes the photos nor a cache that is not ours', () => {
    expect(staleAppCaches([PHOTO_CACHE, 'other-app', a, b, c], c)).toEqual([a]);
  });

  it('names each build apart', () => {
    expect(a).not.toBe(b);
    expect(a.startsWith(PHOTO_CACHE)).toBe(false);
  });
});

describe('the photo cache', () => {
  it('forgets the photos shown least recently past its size', () => {
    expect(photosOverLimit(['p1', 'p2', 'p3', 'p4'], 3)).toEqual(['p1']);
    expect(photosOverLimit(['p1', 'p2'], 3)).toEqual([]);
    expect(photosOverLimit(['p1', 'p2', 'p3'], 3)).toEqual([]);
  });
});
