import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { baseUrl, launchBrowser, newContext, registerStore, snap, uniqueEmail } from './support/browser.ts';

/**
 * Issue 27's inventory in the browser, in a store of its own: an item added with its opening stock, a purchase, a
 * usage refused past what is on hand, a count, the dashboard and the logs; a recipe on a menu item; every screen
 * checked with axe at a desk's and a tablet's width, and the stock list in Arabic, right to left.
 */

const LOCALES = path.resolve(import.meta.dirname, '../packages/shared/locales');

/** A text in a language, from the catalogs the app is built from. */
function tr(language: string, english: string): string {
  const folder = path.join(LOCALES, language);
  for (const file of readdirSync(folder)) {
    const catalog = JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as Record<string, string>;
    if (catalog[english] !== undefined) return catalog[english];
  }
  throw new Error(`${language}: no translation of "${english}"`);
}

const DESK = { width: 1366, height: 800 };
const TABLET = { width: 768, height: 1024 };

let browser: Browser;
let owner: BrowserContext;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  owner = await newContext(browser, { viewport: DESK });
  page = await owner.newPage();
  await registerStore(page, {
    businessName: 'Inventory Kitchen',
    email: uniqueEmail('inventory'),
    password: 'inventory-pass-1',
  });
});
afterAll(async () => {
  await browser?.close();
});

async function post(apiPath: string, data: unknown) {
  const answer = await owner.request.post(`/api/v1${apiPath}`, { headers: { origin: baseUrl() }, data });
  expect(answer.status(), `${apiPath}: ${await answer.text()}`).toBe(200);
  return (await answer.json()) as { id: string };
}

async function checkBothWidths(label: string) {
  await expectNoSeriousA11yViolations(page, `${label}-1366`);
  await snap(page, `${label}-1366`);
  await page.setViewportSize(TABLET);
  await expectNoSeriousA11yViolations(page, `${label}-768`);
  await snap(page, `${label}-768`);
  await page.setViewportSize(DESK);
}

describe('the inventory', () => {
  it('adds an item, records a purchase, refuses taking more than there is, and counts it', async () => {
    await page.goto('/dashboard/inventory');
    await page.getByRole('link', { name: 'Inventory', exact: true }).first().waitFor();
    await page.getByText('No stock items yet! Add the ingredients and goods you keep.').waitFor();
    await page.getByRole('button', { name: 'Add Item' }).click();
    const add = page.getByRole('dialog', { name: 'Add Stock Item' });
    await add.getByLabel('Title').fill('Mozzarella');
    await add.getByLabel(/^Unit/).fill('kg');
    await add.getByLabel('Quantity on hand').fill('2.5');
    await add.getByLabel('Low-stock level').fill('1');
    await add.getByLabel(/Cost per unit/).fill('8.40');
    await add.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Stock item added!').first().waitFor();
    const row = page.getByRole('row').filter({ hasText: 'Mozzarella' });
    await row.getByText('2.5 kg').waitFor();
    await row.getByText('In stock').waitFor();
    await page.getByText('In stock (1)').waitFor();
    await checkBothWidths('inventory-list');

    await row.getByRole('link', { name: 'Mozzarella' }).click();
    await page.getByRole('heading', { name: 'Mozzarella', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Add Movement' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add Movement: Mozzarella' });
    await dialog.getByLabel('Quantity (kg)').fill('0.75');
    await dialog.getByLabel('Note').fill('Delivery from the dairy');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Stock movement recorded!').first().waitFor();
    await page
      .getByRole('row')
      .filter({ hasText: 'Delivery from the dairy' })
      .getByText('+0.75 kg')
      .waitFor();

    await page.getByRole('button', { name: 'Add Movement' }).click();
    dialog = page.getByRole('dialog', { name: 'Add Movement: Mozzarella' });
    await dialog.getByText('Wastage', { exact: true }).click();
    await dialog.getByLabel('Quantity (kg)').fill('10');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page
      .getByText('Only 3.25 kg of Mozzarella is in stock: the quantity cannot be more than that!')
      .first()
      .waitFor();
    await dialog.getByLabel('Quantity (kg)').fill('0.25');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Stock movement recorded!').first().waitFor();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Count', exact: true }).click();
    dialog = page.getByRole('dialog', { name: 'Count: Mozzarella' });
    await dialog.getByLabel('Counted quantity (kg)').fill('0.8');
    await dialog.getByLabel('Note').fill('Friday count');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Stock count recorded!').first().waitFor();
    await page.getByRole('row').filter({ hasText: 'Friday count' }).getByText('-2.2 kg').waitFor();
    await page.getByText('Low stock', { exact: true }).first().waitFor();
    await checkBothWidths('inventory-item');

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Stock Item' });
    await edit.getByLabel(/Cost per unit/).fill('9');
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Stock item updated!').first().waitFor();
    await page.getByText('$9.00').waitFor();
  });

  it('shows the dashboard and the logs, filtered by type', async () => {
    await page.goto('/dashboard/inventory/dashboard');
    await page.getByRole('heading', { name: 'Inventory Dashboard' }).waitFor();
    // 0.8 kg at 9.00
    await page.getByText('$7.20').waitFor();
    const usage = page
      .getByRole('table', { name: 'Usage and wastage' })
      .getByRole('row')
      .filter({ hasText: 'Mozzarella' });
    await usage.getByText('3.25 kg').waitFor();
    await usage.getByText('0.25 kg').waitFor();
    await checkBothWidths('inventory-dashboard');

    await page.goto('/dashboard/inventory/logs');
    await page.getByRole('row').filter({ hasText: 'Friday count' }).waitFor();
    await page.getByRole('combobox', { name: 'Type' }).click();
    const asked = page.waitForResponse((response) => response.url().includes('movementType=wastage'));
    await page.getByRole('option', { name: 'Wastage' }).click();
    await asked;
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'Friday count' }).count()).toBe(0);
    await page.getByRole('row').filter({ hasText: '-0.25 kg' }).waitFor();
    await checkBothWidths('inventory-logs');
  });

  it('edits the recipe of a menu item', async () => {
    const item = await post('/menu-items/add', { title: 'Margherita', price: 9 });
    await page.goto(`/dashboard/settings/menu-items/${item.id}`);
    await page.getByText('No recipe yet.').waitFor();
    await page.getByRole('button', { name: 'Add Recipe Item' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Recipe Item' });
    await dialog.getByLabel(/^Stock item/).click();
    await page.getByRole('option', { name: 'Mozzarella (kg)' }).click();
    await dialog.getByLabel('Quantity per unit sold (kg)').fill('0.125');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Recipe item added!').first().waitFor();
    const line = page.getByTestId('recipe-row').filter({ hasText: 'Mozzarella' });
    await line.getByText('0.125 kg').waitFor();
    await line.getByText('Margherita itself').waitFor();
    await checkBothWidths('inventory-recipe');

    await line.getByRole('button', { name: 'Delete Mozzarella' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Recipe item deleted!').first().waitFor();
    await page.getByText('No recipe yet.').waitFor();
  });

  it('reads right to left in Arabic', async () => {
    await page.goto('/dashboard/profile');
    const card = page.locator('.mantine-Card-root').filter({ hasText: 'Language of your screens' });
    await card.getByLabel('Language of your screens').click();
    await page.getByRole('option', { name: 'العربية', exact: true }).click();
    await card.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: tr('ar', 'Profile'), exact: true }).waitFor();
    await page.goto('/dashboard/inventory');
    await page.getByRole('heading', { name: tr('ar', 'Inventory'), level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.getByRole('row').filter({ hasText: 'Mozzarella' }).getByText(tr('ar', 'Low stock')).waitFor();
    await checkBothWidths('inventory-list-ar');
    await page.goto('/dashboard/inventory/dashboard');
    await page.getByRole('heading', { name: tr('ar', 'Inventory Dashboard'), level: 1 }).waitFor();
    await expectNoSeriousA11yViolations(page, 'inventory-dashboard-ar');
    await snap(page, 'inventory-dashboard-ar');
  });
});
