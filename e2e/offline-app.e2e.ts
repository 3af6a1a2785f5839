import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, launchBrowser, launchWithProfile, newContext, signIn } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The signed-in frame drawn by the app: its sidebar, with the page's own link in it. */
async function expectAppFrame(page: Page, link: string) {
  const sidebar = page.getByRole('navigation', { name: 'Main navigation' });
  await sidebar.waitFor();
  await expect.poll(() => sidebar.getByRole('link', { name: link, exact: true }).isVisible()).toBe(true);
}

describe('the installable app, offline (issue 25)', () => {
  it('opens the POS, the orders and the kitchen without a network once a signed-in device has its worker', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    // the sign-in page's first load registers nothing (nor loads the module that would): the signed-in app does
    await page.goto('/login', { waitUntil: 'load' });
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then(Boolean))).toBe(false);
    await signIn(page, DEMO.admin.username, DEMO.admin.password, '/dashboard/home');
    await page.goto('/dashboard/pos');
    await expectAppFrame(page, 'POS');
    // online, the server's page: it links the POS's data as a preload for a signed-in browser
    const dataPreload = page.locator('link[rel="preload"][href="/api/v1/pos/init"]');
    expect(await dataPreload.count()).toBe(1);
    // active once the whole build is precached; it then takes over the open page
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    await context.setOffline(true);
    expect(
      await page.evaluate(() =>
        fetch('/api/v1/health').then(
          () => 'online',
          () => 'offline',
        ),
      ),
    ).toBe('offline');
    for (const [path, link] of [
      ['/dashboard/pos', 'POS'],
      ['/dashboard/orders', 'Orders'],
      ['/dashboard/kitchen', 'Kitchen'],
    ] as const) {
      const answer = await page.goto(path);
      expect(answer?.fromServiceWorker(), path).toBe(true);
      await expectAppFrame(page, link);
      // the shell this build precached, not the server's page
      expect(await dataPreload.count(), path).toBe(0);
    }
    // a print window opened from a till keeps its shell too
    const receipt = await page.goto('/print-receipt?invoiceId=none');
    expect(receipt?.fromServiceWorker()).toBe(true);
    expect(await page.locator('#root').count()).toBe(1);

    await context.setOffline(false);
    await context.close();
  });

  it('is installable: its manifest, icons and worker pass Chromium’s checks', async () => {
    const profile = mkdtempSync(path.join(os.tmpdir(), 'opentab-e2e-profile-'));
    const context = await launchWithProfile(profile);
    const page = context.pages()[0] ?? (await context.newPage());
    await signIn(page, DEMO.admin.username, DEMO.admin.password, '/dashboard/home');
    await page.goto('/dashboard/pos');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

    const manifest = await page.request.get('/manifest.webmanifest');
    expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const { name, start_url, display, icons } = (await manifest.json()) as {
      name: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect({ name, start_url, display }).toEqual({
      name: 'OpenTab',
      start_url: '/dashboard/pos',
      display: 'standalone',
    });
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of icons) {
      const answer = await page.request.get(icon.src);
      expect(answer.headers()['content-type'], icon.src).toBe('image/png');
    }

    const devtools = await context.newCDPSession(page);
    const parsed = await devtools.send('Page.getAppManifest');
    expect(parsed.errors).toEqual([]);
    const { installabilityErrors } = await devtools.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  });
});
