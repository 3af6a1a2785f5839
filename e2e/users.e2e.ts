import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, registerStore, signIn, snap, uniqueEmail } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const OWNER_PASSWORD = 'users-owner-1';
const CASHIER_PASSWORD = 'cashier-pass-1';
const NEW_PASSWORD = 'cashier-pass-2';

async function toast(page: Page, message: string) {
  await page.getByText(message, { exact: true }).first().waitFor();
}

const sidebarLinks = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('aria-label')));

describe('users in the browser', () => {
  it('creates a cashier with POS only, who sees only that; a password reset ends their session', async () => {
    const owner = await (await newContext(browser)).newPage();
    await registerStore(owner, {
      businessName: 'Users Diner',
      email: uniqueEmail('users-owner'),
      password: OWNER_PASSWORD,
    });

    // The admin adds a cashier with the POS scope only.
    await owner
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Users' })
      .click();
    await owner.waitForURL('**/dashboard/users');
    await owner.getByRole('button', { name: 'New' }).click();
    const add = owner.getByRole('dialog', { name: 'Add New User' });
    await add.getByRole('button', { name: 'Save' }).click();
    await add.getByText('Please provide name!').waitFor();
    const cashierEmail = uniqueEmail('cashier');
    await add.getByRole('textbox', { name: 'Name', exact: true }).fill('Cody Cashier');
    await add.getByLabel('Username (email)').fill(cashierEmail);
    await add.getByRole('textbox', { name: 'Password', exact: true }).fill(CASHIER_PASSWORD);
    await add.getByLabel('Designation', { exact: true }).fill('Cashier');
    await add.getByRole('group', { name: 'POS and orders' }).getByLabel('POS', { exact: true }).check();
    await add.getByRole('button', { name: 'Save' }).click();
    await toast(owner, 'User added.');
    const card = owner.getByTestId('user-card').filter({ hasText: 'Cody Cashier' });
    await card.getByText('STAFF').waitFor();
    await card.getByText('POS', { exact: true }).waitFor();
    // the admin's own card has no actions
    const adminCard = owner.getByTestId('user-card').filter({ hasText: 'ADMIN' });
    expect(await adminCard.getByRole('button').count()).toBe(0);
    await snap(owner, 'users-list');

    // The cashier signs in and sees only what POS opens (issue 23: their shift and the store's Z reports too).
    const cashier = await (await newContext(browser)).newPage();
    await signIn(cashier, cashierEmail, CASHIER_PASSWORD, '/dashboard/profile');
    await expect.poll(() => sidebarLinks(cashier)).toEqual(['POS', 'Orders', 'Shift', 'Z Reports']);
    await cashier.goto('/dashboard/pos');
    await cashier.waitForTimeout(300);
    expect(new URL(cashier.url()).pathname).toBe('/dashboard/pos');
    for (const path of ['/dashboard/users', '/dashboard/settings', '/dashboard/reports']) {
      await cashier.goto(path);
      await cashier.waitForURL('**/no-access');
    }

    // The admin gives the cashier Reports: their open screen's sidebar follows at once, without a reload.
    await cashier.goto('/dashboard/pos');
    await cashier.getByRole('status').filter({ hasText: 'Live' }).waitFor();
    await card.getByRole('button', { name: 'Edit User' }).click();
    const edit = owner.getByRole('dialog', { name: 'Update User' });
    await edit
      .getByRole('group', { name: 'Invoices and reports' })
      .getByLabel('REPORTS', { exact: true })
      .check();
    await edit.getByRole('button', { name: 'Save' }).click();
    await card.getByText('REPORTS', { exact: true }).waitFor();
    // (issue 27: whoever reads the reports reads the guests' feedback too)
    await expect
      .poll(() => sidebarLinks(cashier))
      .toEqual(['POS', 'Orders', 'Shift', 'Reports', 'Feedback', 'Z Reports']);
    expect(new URL(cashier.url()).pathname).toBe('/dashboard/pos');

    // The admin resets the cashier's password: the cashier's open session ends at once.
    await card.getByRole('button', { name: 'Reset Password' }).click();
    const reset = owner.getByRole('dialog', { name: 'Reset Password' });
    await reset.getByLabel('New Password').fill(NEW_PASSWORD);
    await reset.getByRole('button', { name: 'Save' }).click();
    await toast(owner, 'Password reset, the user has been logged out of every device.');

    // no navigation: the server drops the cashier's socket, the screen's renewal is refused, sign-in shows
    await cashier.waitForURL('**/login');
    await signIn(cashier, cashierEmail, CASHIER_PASSWORD, '/login');
    await expect.poll(() => cashier.getByText('Invalid username or password!').isVisible()).toBe(true);
    await signIn(cashier, cashierEmail, NEW_PASSWORD, '/dashboard/profile');
    await snap(cashier, 'users-cashier-profile');
  });
});
