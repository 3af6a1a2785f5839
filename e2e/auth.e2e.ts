import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO,
  dataDir,
  launchBrowser,
  newContext,
  registerStore,
  snap,
  uniqueEmail,
} from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signIn(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: /, user menu$/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL('**/login');
}

/** The reset link of the newest mail to this address, read from the outbox of the e2e server's database. */
function latestResetLink(to: string): string {
  const db = new SqliteDatabase(path.join(dataDir(), 'opentab.sqlite'), { readonly: true });
  try {
    const row = db
      .prepare('select body_text from outbox_mails where to_address = ? order by created_at desc limit 1')
      .get(to) as { body_text: string } | undefined;
    const link = row?.body_text.match(/https?:\/\/\S+\/reset-password\?token=\S+/)?.[0];
    if (!link) throw new Error(`no reset mail for ${to}`);
    return link;
  } finally {
    db.close();
  }
}

describe('accounts in the browser', () => {
  it('registers a restaurant, lands on the dashboard, signs out and signs in again', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const email = uniqueEmail('owner');
    await registerStore(page, { businessName: 'Browser Bistro', email: email, password: 'bistro-pass-1' });
    await expect.poll(() => page.getByText('ADMIN', { exact: true }).first().isVisible()).toBe(true);
    await snap(page, 'auth-dashboard-after-register');

    await signOut(page);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'opentab_authenticated')).toBeUndefined();
    await page.goto('/dashboard/home');
    await page.waitForURL((url) => url.pathname === '/');

    await signIn(page, email, 'bistro-pass-1');
    await page.waitForURL('**/dashboard/home');
    await context.close();
  });

  it("shows the login form's messages and focuses the empty field", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/login');
    await expect.poll(() => page.getByText('Cafe. Restaurant. Hotel. Bar.').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect.poll(() => page.getByText('Please provide username!').isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('email');
    await page.getByLabel('Email').fill(DEMO.admin.username);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect.poll(() => page.getByText('Please provide password!').isVisible()).toBe(true);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect.poll(() => page.getByText('Invalid username or password!').isVisible()).toBe(true);
    await context.close();
  });

  it('sends a staff user without DASHBOARD to the profile, and shows No Access outside their scope', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, DEMO.kitchen.username, DEMO.kitchen.password);
    await page.waitForURL('**/dashboard/profile');
    await expect.poll(() => page.getByText('Kim Kitchen').first().isVisible()).toBe(true);

    await page.goto('/dashboard/settings');
    await page.waitForURL('**/no-access');
    await expect
      .poll(() => page.getByText("Oops! You don't have access to this area!").isVisible())
      .toBe(true);
    await snap(page, 'auth-no-access');

    // The kitchen screen is in scope: no redirect.
    await page.goto('/dashboard/kitchen');
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/dashboard/kitchen');
    await context.close();
  });

  it('resets a forgotten password through the mailed link', async () => {
    // A fresh account, so other tests keep the demo password.
    const email = uniqueEmail('forgetful');
    const context = await newContext(browser);
    const page = await context.newPage();
    await registerStore(page, { businessName: 'Forgetful Cafe', email: email, password: 'old-password-1' });
    await signOut(page);

    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect
      .poll(() =>
        page
          .getByText(/password reset link has been sent/)
          .first()
          .isVisible(),
      )
      .toBe(true);

    const link = new URL(latestResetLink(email));
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole('textbox', { name: 'New Password' }).fill('new-password-2');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.waitForURL('**/login');

    await signIn(page, email, 'old-password-1');
    await expect.poll(() => page.getByText('Invalid username or password!').isVisible()).toBe(true);
    await signIn(page, email, 'new-password-2');
    await page.waitForURL('**/dashboard/home');
    await context.close();
  });

  it('signs in the operator made by npm run superadmin:create, and no default operator exists', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/superadmin');
    await page.getByLabel('Email').fill('superadmin@opentab.app');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('demo1234');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect.poll(() => page.getByText('Invalid username or password!').isVisible()).toBe(true);

    await page.getByLabel('Email').fill(DEMO.superadmin.username);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO.superadmin.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/superadmin/dashboard/home');
    await context.close();
  });

  it('finds pages with Ctrl+K, filtered by permission, and closes with Escape', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, DEMO.cashier.username, DEMO.cashier.password);
    await page.waitForURL('**/dashboard/home');
    await page.getByRole('button', { name: /Search/ }).waitFor();
    await page.keyboard.press('Control+k');
    const search = page.getByRole('textbox', { name: 'Search pages' });
    await expect.poll(() => search.isVisible()).toBe(true);
    await expect
      .poll(() => page.getByText('Press ESC key or click X button to close').isVisible())
      .toBe(true);
    await search.fill('sett');
    const pages = page.getByLabel('Pages', { exact: true });
    // The cashier has no SETTINGS scope: neither Settings nor Users may be offered.
    await expect.poll(() => pages.textContent()).toContain('No pages found!');
    expect(await pages.textContent()).not.toContain('Settings');
    await search.fill('dev');
    await expect.poll(() => pages.textContent()).toContain('Devices');
    await snap(page, 'auth-page-search');
    await page.keyboard.press('Escape');
    await expect.poll(() => search.isVisible()).toBe(false);

    await page.keyboard.press('Control+k');
    await search.fill('devices');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard/devices');
    await expect.poll(() => page.getByText('This Device').isVisible()).toBe(true);
    await context.close();
  });
});
