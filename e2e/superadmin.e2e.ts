import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, launchBrowser, newContext, registerStore, snap, uniqueEmail } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The operator account global-setup.ts made with `npm run superadmin:create` (no seeded password). */
async function signInOperator(page: Page) {
  await page.goto('/superadmin/login');
  await page.getByLabel('Email').fill(DEMO.superadmin.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO.superadmin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/superadmin/dashboard/home');
}

/** A restaurant that just signed up, with `path` open in its own browser context. */
async function openRestaurant(name: string, path: string) {
  const context = await newContext(browser);
  const page = await context.newPage();
  await registerStore(page, { businessName: name, email: uniqueEmail('noodles'), password: 'noodle-pass-1' });
  await page.goto(path);
  return { context, page };
}

/** The operator finds the business by search (fired after the typing stops) and switches it off. */
async function switchOff(page: Page, name: string, options: { snapshot?: string } = {}) {
  await page.getByRole('link', { name: 'Tenants' }).click();
  await page.waitForURL('**/superadmin/dashboard/tenants');
  await page.getByRole('textbox', { name: 'Search tenants' }).fill(name.toLowerCase());
  const rows = page.locator('tbody tr');
  await expect.poll(() => rows.count()).toBe(1);
  await expect.poll(() => rows.first().textContent()).toContain(name);
  await expect.poll(() => page.getByText('Showing 1 of 1').isVisible()).toBe(true);
  if (options.snapshot) await snap(page, options.snapshot);

  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Tenant' });
  await dialog.getByLabel('Active').uncheck();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => page.getByText('Tenant updated!').isVisible()).toBe(true);
  await expect.poll(() => rows.first().textContent()).toContain('Inactive');
}

describe('the operator in the browser', () => {
  it("finds a tenant by search, switches it off, and that tenant's POS lands on the inactive-subscription page", async () => {
    const name = `Search Me Noodles ${Date.now()}`;
    const restaurant = await openRestaurant(name, '/dashboard/pos');
    const pos = restaurant.page;
    await pos.getByRole('link', { name: 'Orders' }).first().waitFor();
    await expect.poll(() => pos.getByText('Live', { exact: true }).isVisible()).toBe(true);

    const operatorContext = await newContext(browser);
    const page = await operatorContext.newPage();
    await signInOperator(page);
    await expect.poll(() => page.getByText('Active Tenants').isVisible()).toBe(true);
    await switchOff(page, name, { snapshot: 'superadmin-tenants-search' });

    // Nobody touches the POS: the server ends its live link and refuses a new one as inactive, so the screen
    // opens the inactive-subscription page by itself.
    // (with where it was, for Subscribe to come back to)
    await pos.waitForURL('**/dashboard/inactive-subscription?from=%2Fdashboard%2Fpos');
    // Any business page's next call answers 402 and leads there too.
    await pos.goto('/dashboard/orders');
    await pos.waitForURL('**/dashboard/inactive-subscription?from=%2Fdashboard%2Forders');
    // The profile stays open (an inactive business may read its subscription there), live link refused or not.
    await pos.goto('/dashboard/profile');
    await expect.poll(() => pos.getByText('In-Active', { exact: true }).isVisible()).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(new URL(pos.url()).pathname).toBe('/dashboard/profile');

    await restaurant.context.close();
    await operatorContext.close();
  });

  it('shows the dashboard with compact figures and the sales tooltip, and the reports', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signInOperator(page);
    await expect.poll(() => page.getByText('Store Sales Volume Today').isVisible()).toBe(true);
    await page.getByRole('button', { name: /Store Sales Volume Today: Converted to USD/ }).hover();
    await expect
      .poll(() => page.getByRole('tooltip').textContent())
      .toBe('Converted to USD, final amount may vary');
    await page.getByRole('link', { name: 'View reports' }).click();
    await page.waitForURL('**/superadmin/dashboard/reports');
    await expect.poll(() => page.getByText("All Tenant's Customers").isVisible()).toBe(true);
    await snap(page, 'superadmin-reports');
    await context.close();
  });
});
