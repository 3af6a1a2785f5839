import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const WEB = path.resolve(import.meta.dirname, '..');
const outDir = mkdtempSync(path.join(os.tmpdir(), 'opentab-sw-build-'));

/** What the built worker does at install: the cache it opens and the files it puts there. */
type TInstall = { cacheName: string; files: string[] };

/** Runs the built /sw.js in a bare worker scope and dispatches its install event. */
async function install(code: string): Promise<TInstall> {
  const listeners = new Map<string, (event: unknown) => void>();
  const installed: TInstall = { cacheName: '', files: [] };
  const scope = {
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    skipWaiting: async () => {},
    location: { origin: 'https://pos.example.com' },
  };
  const caches = {
    open: async (cacheName: string) => {
      installed.cacheName = cacheName;
      return { addAll: async (files: string[]) => installed.files.push(...files) };
    },
  };
  vm.runInNewContext(code, { self: scope, caches, URL, Set, Promise, setTimeout });
  let installing: Promise<unknown> | undefined;
  listeners.get('install')?.({ waitUntil: (work: Promise<unknown>) => (installing = work) });
  if (!installing) throw new Error('the worker waits for nothing at install');
  await installing;
  return installed;
}

/** Every file of the build a page can ask for, as the server serves it (not the copies it compresses itself). */
function servedFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map(
      (entry) => `/${path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`,
    )
    .filter((file) => !/\.(?:br|gz|map|json)$/.test(file) && file !== '/sw.js');
}

beforeAll(async () => {
  // vitest sets NODE_ENV=test, which would build React's development code and fail the first-load budgets
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root: WEB, logLevel: 'silent', build: { outDir, emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}, 180_000);
afterAll(() => {
  rmSync(outDir, { recursive: true, force: true });
});

describe('the built service worker', () => {
  it('precaches every file of the built app, the shells and the manifest included, under a build id', async () => {
    const { cacheName, files } = await install(readFileSync(path.join(outDir, 'sw.js'), 'utf8'));
    expect(cacheName).toMatch(/^opentab-app-[0-9a-f]{12}$/);
    expect([...files].sort()).toEqual(servedFiles(outDir).sort());
    for (const file of ['/index.html', '/qr.html', '/manifest.webmanifest', '/icon-512.png']) {
      expect(files).toContain(file);
    }
    expect(files.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(50);
    expect(files.filter((file) => file.endsWith('.css')).length).toBeGreaterThan(0);
  });

  it('lists no source map, no server file and not itself', async () => {
    const { files } = await install(readFileSync(path.join(outDir, 'sw.js'), 'utf8'));
    expect(readdirSync(path.join(outDir, 'assets')).some((file) => file.endsWith('.map'))).toBe(true);
    expect(files.filter((file) => /\.(?:map|json|br|gz)$/.test(file) || file === '/sw.js')).toEqual([]);
  });

  it('is one classic script: no import a service worker could not run', () => {
    const code = readFileSync(path.join(outDir, 'sw.js'), 'utf8');
    expect(code).not.toMatch(/^\s*(?:import|export)\b|\bimport\s*\(/m);
  });
});
