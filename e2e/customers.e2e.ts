import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, registerStore, snap, uniqueEmail } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function register(page: Page) {
  await registerStore(page, {
    businessName: 'Customers Diner',
    email: uniqueEmail('customers'),
    password: 'customers-pass-1',
  });
}

/** Adds customers 1..count through the POS's add call, from the signed-in page (its cookies, its origin). */
async function addCustomers(page: Page, count: number) {
  const statuses = await page.evaluate(async (n) => {
    const results: number[] = [];
    for (let i = 1; i <= n; i += 1) {
      const res = await fetch('/api/v1/customers/add', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ phone: `555 ${String(i).padStart(4, '0')}`, name: `Guest ${i}` }),
      });
      results.push(res.status);
      // distinct created_at values keep "newest first" unambiguous
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    return results;
  }, count);
  expect(statuses.every((status) => status === 200)).toBe(true);
}

const cards = (page: Page) => page.getByTestId('customer-card');

describe('customers in the browser', () => {
  it('pages through 25 customers and edits one', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await register(page);
    await addCustomers(page, 25);

    await page.goto('/dashboard/customers');
    await page.getByText('Showing 10 of 25').waitFor();
    expect(await cards(page).first().getByText('Guest 25').count()).toBe(1);
    await page.getByText('Page 1', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Next page' }).click();
    await page.getByText('Page 2', { exact: true }).waitFor();
    await page.getByText('Guest 15', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Last page' }).click();
    await page.getByText('Page 3', { exact: true }).waitFor();
    await page.getByText('Showing 5 of 25').waitFor();
    expect(await cards(page).count()).toBe(5);

    await page.getByRole('button', { name: 'Edit Guest 3' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update Customer' });
    expect(await dialog.getByLabel('Phone').getAttribute('readonly')).not.toBeNull();
    await dialog.getByLabel('Name').fill('Grace Hopper');
    await dialog.getByLabel('Email').fill('grace@example.com');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Customer updated!', { exact: true }).first().waitFor();
    const edited = cards(page).filter({ hasText: 'Grace Hopper' });
    await edited.getByText('grace@example.com').waitFor();
    expect(await edited.getByText('555 0003').count()).toBe(1);
    // still on page 3 after the save
    await page.getByText('Page 3', { exact: true }).waitFor();

    // The search finds the edited customer from any page.
    await page.getByRole('textbox', { name: 'Search customers' }).fill('hopper');
    await page.getByText('Showing 1 of 1').waitFor();
    await page.getByText('Page 1', { exact: true }).waitFor();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    expect((await download).suggestedFilename()).toBe('customers.csv');
    await page.getByText('Data exported successfully !').waitFor();
    await snap(page, 'customers');
    await context.close();
  });
});
