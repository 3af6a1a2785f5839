import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../test/harness.ts';

// A built web app as `vite build` leaves it: hashed assets with .br/.gz copies and a source map beside them.
const bundle = `console.log(${JSON.stringify('opentab '.repeat(400))});`;
const webDist = mkdtempSync(path.join(os.tmpdir(), 'opentab-web-'));
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><head></head><div id="root"></div>');
writeFileSync(
  path.join(webDist, 'first-load.json'),
  JSON.stringify({
    app: ['/assets/start-app-A1.js'],
    withoutApp: ['/login'],
    pages: {
      '/dashboard/pos': { chunks: ['/assets/PosPage-X1.js'], data: ['/api/v1/pos/init'] },
      '/dashboard/reports': { chunks: [], data: ['/api/v1/reports?type=today&x=1', '/api/v1/dashboard'] },
    },
  }),
);
writeFileSync(path.join(webDist, 'qr.html'), '<!doctype html><div id="qr"></div>');
// the service worker and the manifest (issue 25), at the site's root
const worker = `self.addEventListener('fetch', () => {}); // ${'precache '.repeat(200)}`;
writeFileSync(path.join(webDist, 'sw.js'), worker);
writeFileSync(path.join(webDist, 'sw.js.br'), brotliCompressSync(worker));
writeFileSync(path.join(webDist, 'manifest.webmanifest'), '{"name":"OpenTab","start_url":"/dashboard/pos"}');
writeFileSync(path.join(webDist, 'assets/main-AbC123.js'), bundle);
writeFileSync(path.join(webDist, 'assets/main-AbC123.js.br'), brotliCompressSync(bundle));
writeFileSync(path.join(webDist, 'assets/main-AbC123.js.gz'), gzipSync(bundle));
writeFileSync(path.join(webDist, 'assets/main-AbC123.js.map'), '{"version":3,"sources":["secret.ts"]}');

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({}, { webDist });
});
afterAll(async () => {
  await t.close();
});

describe('web delivery', () => {
  it('sends the brotli copy of an asset to a browser that accepts it, as an immutable file', async () => {
    const res = await t.app.inject({
      url: '/assets/main-AbC123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(bundle);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gzip = await t.app.inject({
      url: '/assets/main-AbC123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(bundle);
    const plain = await t.app.inject({
      url: '/assets/main-AbC123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bundle);
  });

  it("links a budgeted page's data and chunks as preloads for a signed-in browser only", async () => {
    const app = '<link rel="modulepreload" crossorigin href="/assets/start-app-A1.js">';
    const preload =
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/v1/pos/init">' +
      app +
      '<link rel="modulepreload" crossorigin href="/assets/PosPage-X1.js">';
    const signedIn = { cookie: 'opentab_authenticated=1' };
    const pos = await t.app.inject({ url: '/dashboard/pos?table=1', headers: signedIn });
    expect(pos.statusCode).toBe(200);
    expect(pos.headers['content-type']).toContain('text/html');
    expect(pos.headers['cache-control']).toBe('no-cache');
    expect(pos.body).toContain(`${preload}</head>`);
    expect(pos.body).toContain('id="root"');
    // a visitor is sent to the root path: the app's chunks, not the page's nor its data
    const visitor = await t.app.inject({ url: '/dashboard/pos', headers: { 'accept-encoding': 'br, gzip' } });
    expect(visitor.body).toContain(`${app}</head>`);
    expect(visitor.body).not.toContain('PosPage-X1');
    expect(visitor.body).not.toContain('/api/v1/pos/init');
    // one URL, two pages: a shared cache must key them by the cookie
    for (const answer of [pos, visitor])
      expect(String(answer.headers.vary).toLowerCase().split(/,\s*/)).toContain('cookie');
    const otherPage = await t.app.inject({ url: '/dashboard/orders', headers: signedIn });
    expect(otherPage.body).toContain(`${app}</head>`);
    // every data call of a page, each URL as the page asks for it (an ampersand escaped in the attribute)
    const reports = await t.app.inject({ url: '/dashboard/reports', headers: signedIn });
    expect(reports.body).toContain(
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/v1/reports?type=today&amp;x=1">' +
        '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/v1/dashboard">' +
        `${app}</head>`,
    );
  });

  it('preloads nothing on the login page, which draws without the app (issue 24)', async () => {
    for (const headers of [{}, { cookie: 'opentab_authenticated=1' }]) {
      const login = await t.app.inject({ url: '/login', headers });
      expect(login.statusCode).toBe(200);
      expect(login.body).toContain('id="root"');
      expect(login.body).not.toContain('preload');
    }
  });

  it('serves the service worker for the browser to check on every load, allowed by the page policy', async () => {
    const res = await t.app.inject({ url: '/sw.js', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(?:text|application)\/javascript/);
    // a cached worker would keep an old build's precache list: the browser asks the server each time
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(worker);
    const page = await t.app.inject({ url: '/dashboard/pos' });
    const policy = String(page.headers['content-security-policy']).split(';');
    expect(policy).toContain("worker-src 'self'");
    expect(policy).toContain("manifest-src 'self'");
  });

  it('serves the web app manifest as one, revalidated', async () => {
    const res = await t.app.inject({ url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toMatchObject({ name: 'OpenTab' });
  });

  it('never serves a source map', async () => {
    const res = await t.app.inject({ url: '/assets/main-AbC123.js.map' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('secret.ts');
  });

  it.each([
    ['/', 'id="root"'],
    ['/dashboard/pos', 'id="root"'],
    ['/m/some-store', 'id="qr"'],
  ])('makes the browser revalidate the page at %s', async (url, marker) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(marker);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('compresses an API answer past the threshold and leaves a small one alone', async () => {
    const large = await t.app.inject({ url: '/api/v1/openapi.json', headers: { 'accept-encoding': 'br' } });
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(large.rawPayload).toString()).openapi).toMatch(/^3\./);
    const small = await t.app.inject({ url: '/api/v1/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toBeTruthy();
  });
});
