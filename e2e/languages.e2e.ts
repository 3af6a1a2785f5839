import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { TProfileResponse } from '@opentab/shared';
import SqliteDatabase from 'better-sqlite3';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { baseUrl, DEMO, dataDir, launchBrowser, newContext, signIn, snap } from './support/browser.ts';

/**
 * Issue 24 in the browser: a user who picks Arabic sees the app right to left in Arabic after a reload and on
 * another device; the POS, Orders and Settings pass the accessibility check in Arabic and Japanese; a user in
 * German sees German prices; a diner whose phone speaks Korean orders from the QR menu in Korean.
 */

const LOCALES = path.resolve(import.meta.dirname, '../packages/shared/locales');

/** A text in a language, from the catalogs the app is built from (a missing text fails the test here). */
function tr(language: string, english: string): string {
  const folder = path.join(LOCALES, language);
  for (const file of readdirSync(folder)) {
    const catalog = JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as Record<string, string>;
    if (catalog[english] !== undefined) return catalog[english];
  }
  throw new Error(`${language}: no translation of "${english}"`);
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  // the demo owner speaks the store's language again for the other browser tests
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page, DEMO.admin.username, DEMO.admin.password, '/dashboard/home');
  await setOwnLanguage(context, null);
  await browser?.close();
});

/** Sets the signed-in user's language, keeping their name and designation (other browser tests read them). */
async function setOwnLanguage(context: BrowserContext, language: string | null) {
  const profile = await context.request.get('/api/v1/profile');
  const { name, designation } = ((await profile.json()) as TProfileResponse).user;
  const answer = await context.request.post('/api/v1/profile/update', {
    headers: { origin: baseUrl() },
    data: { name, designation, language },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

const documentDirection = (page: Page) =>
  page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);

describe('a user in Arabic', () => {
  it('switches to Arabic in the profile, keeps it after a reload and on another device, mirrored', async () => {
    const desk = await newContext(browser, { viewport: { width: 1366, height: 800 } });
    const page = await desk.newPage();
    await signIn(page, DEMO.admin.username, DEMO.admin.password, '/dashboard/home');
    await page.goto('/dashboard/profile');
    const card = page.locator('.mantine-Card-root').filter({ hasText: 'Language of your screens' });
    await card.getByLabel('Language of your screens').click();
    await page.getByRole('option', { name: 'العربية', exact: true }).click();
    await card.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: tr('ar', 'Profile'), exact: true }).waitFor();
    expect(await documentDirection(page)).toEqual(['ar', 'rtl']);

    await page.reload();
    await page.getByRole('heading', { name: tr('ar', 'Profile'), exact: true }).waitFor();
    expect(await documentDirection(page)).toEqual(['ar', 'rtl']);
    await snap(page, 'ar-profile-1366');
    await desk.close();

    // another device: the login page follows its browser (English), the session brings Arabic
    const tablet = await newContext(browser, { viewport: { width: 1366, height: 800 } });
    const other = await tablet.newPage();
    await signIn(other, DEMO.admin.username, DEMO.admin.password, '/dashboard/home');
    await expect.poll(() => documentDirection(other)).toEqual(['ar', 'rtl']);
    // the sidebar stands on the right
    const sidebar = other.locator('nav').first();
    const box = await sidebar.boundingBox();
    expect(box && box.x > 1366 / 2).toBe(true);

    for (const [route, name] of [
      ['/dashboard/pos', 'pos'],
      ['/dashboard/orders', 'orders'],
      ['/dashboard/settings/details', 'settings'],
    ] as const) {
      await other.goto(route);
      await expectNoSeriousA11yViolations(other, `${name} in Arabic`);
      await snap(other, `ar-${name}-1366`);
    }
    await other.setViewportSize({ width: 768, height: 1024 });
    await other.goto('/dashboard/pos');
    await expectNoSeriousA11yViolations(other, 'pos in Arabic at 768 px');
    await snap(other, 'ar-pos-768');

    // Japanese, chosen elsewhere: an open screen switches at once (the user's sockets hear of it)
    await other.setViewportSize({ width: 1366, height: 800 });
    await other.goto('/dashboard/orders');
    await other
      .getByRole('status')
      .filter({ hasText: tr('ar', 'Live') })
      .first()
      .waitFor();
    await setOwnLanguage(tablet, 'ja');
    await expect.poll(() => documentDirection(other)).toEqual(['ja', 'ltr']);
    for (const [route, name] of [
      ['/dashboard/pos', 'pos'],
      ['/dashboard/orders', 'orders'],
      ['/dashboard/settings/details', 'settings'],
    ] as const) {
      await other.goto(route);
      await expect.poll(() => documentDirection(other)).toEqual(['ja', 'ltr']);
      await expectNoSeriousA11yViolations(other, `${name} in Japanese`);
      await snap(other, `ja-${name}-1366`);
    }
    await tablet.close();
  });

  it('shows German prices to a user in German', async () => {
    const desk = await newContext(browser);
    await signIn(await desk.newPage(), DEMO.admin.username, DEMO.admin.password, '/dashboard/home');
    await setOwnLanguage(desk, 'de');
    await desk.close();
    // the next device the user signs in on speaks German
    const context = await newContext(browser, { viewport: { width: 1366, height: 800 } });
    const page = await context.newPage();
    await signIn(page, DEMO.admin.username, DEMO.admin.password, '/dashboard/home');
    await page.goto('/dashboard/pos');
    await expect.poll(() => documentDirection(page)).toEqual(['de', 'ltr']);
    // the demo store sells in US dollars: German writes "4,50 $"
    const card = page.getByTestId('menu-item-card').filter({ hasText: 'Cappuccino' }).first();
    await expect.poll(() => card.textContent()).toMatch(/\d,\d{2}\s\$/);
    await snap(page, 'de-pos-1366');
    await context.close();
  });
});

function demoQrCode() {
  const db = new SqliteDatabase(path.join(dataDir(), 'opentab.sqlite'), { readonly: true });
  try {
    return db
      .prepare(
        `select s.unique_qr_code as code, t.public_id as tableId from store_settings s
         join users u on u.tenant_id = s.tenant_id
         join store_tables t on t.tenant_id = s.tenant_id and t.title = 'T2'
         where u.username = ?`,
      )
      .get(DEMO.admin.username) as { code: string; tableId: string };
  } finally {
    db.close();
  }
}

describe('a diner whose phone speaks Korean', () => {
  it('gets the QR menu in Korean and orders in it; Arabic and Japanese pass the accessibility check', async () => {
    const { code, tableId } = demoQrCode();
    const phone = await browser.newContext({
      baseURL: baseUrl(),
      locale: 'ko-KR',
      viewport: { width: 390, height: 844 },
    });
    const page = await phone.newPage();
    await page.goto(`/m/${code}?table=${tableId}`);
    await page.getByRole('heading', { name: 'OpenTab Demo Cafe' }).waitFor();
    expect(await documentDirection(page)).toEqual(['ko', 'ltr']);
    await expectNoSeriousA11yViolations(page, 'QR menu in Korean');
    await snap(page, 'ko-qr-390');

    await page.getByRole('button', { name: /Cappuccino/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Cappuccino' });
    await dialog.getByRole('button', { name: tr('ko', 'ADD TO CART') }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: tr('ko', 'View Cart') }).click();
    await page.getByRole('button', { name: tr('ko', 'Checkout') }).click();
    const checkout = page.getByRole('dialog');
    await checkout.getByText(tr('ko', 'Using Phone Number')).click();
    await checkout.getByRole('textbox', { name: tr('ko', 'Name') }).fill('Min-ji');
    await checkout
      .getByRole('textbox', { name: tr('ko', 'Phone') })
      .fill(`+1 555 ${String(Date.now()).slice(-4)}`);
    await checkout.getByRole('button', { name: tr('ko', 'Place Order') }).click();
    await page.waitForURL('**/m/order-success');
    await page.getByRole('heading', { name: tr('ko', 'Thank You!') }).waitFor();
    await snap(page, 'ko-qr-success-390');

    // the switcher: Arabic, right to left, then Japanese
    await page.goto(`/m/${code}?table=${tableId}`);
    await page.getByRole('combobox', { name: tr('ko', 'Language') }).selectOption('ar');
    await expect.poll(() => documentDirection(page)).toEqual(['ar', 'rtl']);
    await expectNoSeriousA11yViolations(page, 'QR menu in Arabic');
    await snap(page, 'ar-qr-390');
    await page.getByRole('combobox', { name: tr('ar', 'Language') }).selectOption('ja');
    await expect.poll(() => documentDirection(page)).toEqual(['ja', 'ltr']);
    await expectNoSeriousA11yViolations(page, 'QR menu in Japanese');
    await snap(page, 'ja-qr-390');
    await phone.close();
  });
});
