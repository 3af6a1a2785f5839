// The diners' QR menu on a phone: the gzipped JavaScript qr.html loads before the menu shows (budget
// 100 KB), and the time from navigation to the first rendered menu in headless Chromium, over cold loads
// (a fresh browser context each, so nothing is cached). Needs the built web app: `npx vite build apps/web`.
// Prints one summary line.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBenchChromium } from './support/chromium.ts';
import { startBenchServer } from './support.ts';

const BUDGET_KB = 100;
const LOADS = 10;
const WEB_DIST = path.resolve(import.meta.dirname, '../apps/web/dist');

/** The scripts and module preloads of dist/qr.html: what the browser fetches before any menu can render. */
function entryScripts(html: string): string[] {
  const urls = new Set<string>();
  for (const tag of html.match(/<(?:script|link)\b[^>]*>/g) ?? []) {
    const isScript = tag.startsWith('<script') && /\btype="module"/.test(tag);
    const isPreload = tag.startsWith('<link') && /\brel="modulepreload"/.test(tag);
    const url = (isScript ? /\bsrc="([^"]+)"/ : /\bhref="([^"]+)"/).exec(tag)?.[1];
    if ((isScript || isPreload) && url?.endsWith('.js')) urls.add(url);
  }
  return [...urls];
}

// Runs before the page's own scripts: notes when the first menu item is in the DOM. A string, not a
// function: tsx would add helpers to a function that do not exist in the page.
const MARK_MENU_SHOWN = `
  new MutationObserver((changes, observer) => {
    if (!document.querySelector('ul[aria-label="Menu items"] li')) return;
    window.qrMenuShownAt = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
`;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

const qrHtml = path.join(WEB_DIST, 'qr.html');
if (!existsSync(qrHtml)) throw new Error(`${qrHtml} is missing: run \`npx vite build apps/web\` first`);
const scripts = entryScripts(readFileSync(qrHtml, 'utf8'));
if (scripts.length === 0) throw new Error('dist/qr.html loads no module script');
const gzippedBytes = scripts.reduce(
  (sum, url) =>
    sum + gzipSync(readFileSync(path.join(WEB_DIST, url.replace(/^\//, ''))), { level: 9 }).length,
  0,
);

const server = await startBenchServer({ webDist: WEB_DIST });
const browser = await launchBenchChromium();
try {
  const { newDemoPasswords, seedDemo } = await import('../apps/server/src/scripts/seed-demo.ts');
  await seedDemo(server.db, newDemoPasswords());
  const store = await server.db
    .selectFrom('store_settings as s')
    .innerJoin('users as u', 'u.tenant_id', 's.tenant_id')
    .select(['s.tenant_id', 's.unique_qr_code'])
    .where('u.username', '=', 'demo@opentab.app')
    .executeTakeFirstOrThrow();
  const table = await server.db
    .selectFrom('store_tables')
    .select('public_id')
    .where('tenant_id', '=', store.tenant_id)
    .orderBy('title')
    .executeTakeFirstOrThrow();
  const menuUrl = `${server.url}/m/${store.unique_qr_code}?table=${table.public_id}`;

  /** One cold load: ms from navigation start until the menu's item list is in the page. */
  const loadOnce = async (): Promise<number> => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      await context.addInitScript({ content: MARK_MENU_SHOWN });
      const page = await context.newPage();
      const scriptsLoaded: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scriptsLoaded.push(new URL(request.url()).pathname);
      });
      await page.goto(menuUrl);
      const shownAt = await page.waitForFunction(
        () => (window as Window & { qrMenuShownAt?: number }).qrMenuShownAt,
        undefined,
        { timeout: 30_000, polling: 20 },
      );
      const unexpected = scriptsLoaded.filter((url) => !scripts.includes(url));
      if (unexpected.length > 0)
        throw new Error(`the menu loaded scripts qr.html does not list: ${unexpected}`);
      return (await shownAt.jsonValue()) as number;
    } finally {
      await context.close();
    }
  };

  await loadOnce(); // warms the server (SQLite pages, file handles), not the browser: each load has its own context
  const times: number[] = [];
  for (let i = 0; i < LOADS; i++) times.push(await loadOnce());
  times.sort((a, b) => a - b);

  const kb = gzippedBytes / 1024;
  if (kb > BUDGET_KB) process.exitCode = 1;
  console.log(
    `qr-menu: JS before menu ${kb.toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB); first menu render p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms over ${LOADS} cold loads`,
  );
} finally {
  await browser.close();
  await server.close();
}
