import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

const CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));

export const baseUrl = () => inject('baseUrl');
export const dataDir = () => inject('dataDir');

/** Debian's chromium, headless, with the flags this sandbox needs (no background networking). */
function chromiumLaunch() {
  if (!CHROMIUM) throw new Error('chromium not found: apt-get install -y chromium');
  return {
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch(chromiumLaunch());
}

export type TViewport = { width: number; height: number };
/** A phone, as the QR menu's diners hold it. */
export const PHONE: TViewport = { width: 390, height: 844 };

const randomOctet = () => Math.floor(Math.random() * 254) + 1;
/** A device of its own on the network (the e2e server trusts the proxy header): see global-setup.ts. */
const ownDevice = () => ({ 'x-forwarded-for': `10.${randomOctet()}.${randomOctet()}.${randomOctet()}` });

export async function newContext(
  browser: Browser,
  options: { phone?: boolean; timezoneId?: string; viewport?: TViewport } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
    viewport: options.viewport ?? (options.phone ? PHONE : { width: 1280, height: 800 }),
    permissions: ['clipboard-read', 'clipboard-write'],
    extraHTTPHeaders: ownDevice(),
  });
  context.setDefaultTimeout(15_000);
  return context;
}

/**
 * A browser with a profile in `userDataDir`, signed out, for what a browser's contexts cannot show: Chromium
 * treats them as incognito windows, where no app installs and nothing survives a restart. `base`: another
 * server than the suite's.
 */
export async function launchWithProfile(userDataDir: string, base = baseUrl()): Promise<BrowserContext> {
  const context = await chromium.launchPersistentContext(userDataDir, {
    ...chromiumLaunch(),
    baseURL: base,
    viewport: { width: 1280, height: 800 },
    extraHTTPHeaders: ownDevice(),
  });
  context.setDefaultTimeout(15_000);
  return context;
}

/** Saves a screenshot under e2e/artifacts (ignored by git) to look at a screen after a run. */
export async function snap(page: Page, name: string): Promise<void> {
  const dir = path.resolve(import.meta.dirname, '../artifacts');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

/**
 * The e2e server's accounts. A real first start picks random demo passwords and creates no superadmin;
 * global-setup.ts pins the demo password (DEMO_PASSWORD) and creates the operator with
 * `npm run superadmin:create`, as an installer would.
 */
export const E2E_DEMO_PASSWORD = 'e2e-demo-pass-1';
export const DEMO = {
  admin: { username: 'demo@opentab.app', password: E2E_DEMO_PASSWORD },
  cashier: { username: 'cashier@opentab.app', password: E2E_DEMO_PASSWORD },
  kitchen: { username: 'kitchen@opentab.app', password: E2E_DEMO_PASSWORD },
  superadmin: { username: 'operator@opentab.app', password: 'e2e-Ops-Console-42' },
};

export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** Registers a new business on the sign-up page, signed in as its owner on the dashboard's home. */
export async function registerStore(
  page: Page,
  { businessName, email, password }: { businessName: string; email: string; password: string },
) {
  await page.goto('/register');
  await page.getByLabel('Business Name').fill(businessName);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL('**/dashboard/home');
}

/** Signs in on the login page and waits for the user's landing page. */
export async function signIn(page: Page, username: string, password: string, landing: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`**${landing}`);
}

/** Opens a live screen and waits until its socket is connected. */
export async function openLive(page: Page, path: string) {
  await page.goto(path);
  await page
    .getByRole('status')
    .filter({ hasText: /^Live$/ })
    .waitFor();
}

/** The print views call window.print() 400 ms after rendering; headless Chromium would block on it. */
export async function stubPrint(context: BrowserContext) {
  await context.addInitScript(() => {
    window.print = () => {
      (window as Window & { printed?: boolean }).printed = true;
    };
  });
}
