import { readFile } from 'node:fs/promises';
import jsQR from 'jsqr';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newContext, registerStore, snap, uniqueEmail } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const SETTINGS = '/dashboard/settings';

async function register(page: Page, business: string) {
  await registerStore(page, {
    businessName: business,
    email: uniqueEmail('settings'),
    password: 'settings-pass-1',
  });
}

/** Waits for the success toast of a call (the server's message). */
async function toast(page: Page, message: string) {
  await page.getByText(message, { exact: true }).first().waitFor();
}

/** Picks an option of a Mantine Select by its label, typing `search` first when given. */
async function choose(page: Page, label: string, option: string, search?: string) {
  const input = page.getByRole('combobox', { name: label });
  await input.click();
  if (search) await input.fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
}

function dialog(page: Page, title: string) {
  return page.getByRole('dialog', { name: title });
}

/** A screenshot from the top of the page (a full-page shot of a scrolled page repeats the header). */
async function snapTop(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, name);
}

/** Width of a PNG, from its IHDR chunk (bytes 16 to 19, big-endian). */
const pngWidth = (png: Buffer) => png.readUInt32BE(16);

async function decodeQr(png: Buffer): Promise<string | undefined> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

describe('store setup in the browser', () => {
  it('sets up a store from scratch and downloads the menu QR code', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await register(page, 'Settings Trattoria');

    // Store details: currency EUR.
    await page.goto(SETTINGS);
    await page.waitForURL(`**${SETTINGS}/details`);
    await choose(page, 'Currency', 'Euro (€)', 'Euro');
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Store details saved!');

    // A tax, through the side menu.
    await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Tax Setup' }).click();
    await page.getByRole('button', { name: 'New' }).click();
    const taxDialog = dialog(page, 'Add New Tax');
    await taxDialog.getByRole('textbox', { name: 'Title', exact: true }).fill('VAT 10');
    await taxDialog.getByLabel('Rate').fill('10');
    await choose(page, 'Type', 'Exclusive');
    await taxDialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Tax added!');
    await page.getByRole('cell', { name: 'VAT 10', exact: true }).waitFor();
    await snapTop(page, 'settings-taxes-1280');

    // A category.
    await page.goto(`${SETTINGS}/menu-items/categories`);
    await page.getByRole('button', { name: 'New' }).click();
    await dialog(page, 'Add New Category').getByRole('textbox', { name: 'Title', exact: true }).fill('Pizza');
    await page.keyboard.press('Enter');
    await toast(page, 'Category added!');
    await page.getByRole('cell', { name: 'Pizza', exact: true }).waitFor();

    // A menu item with that category and tax.
    await page.goto(`${SETTINGS}/menu-items`);
    await page.getByText('No menu items found!', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'New' }).click();
    const itemDialog = dialog(page, 'Add New Item');
    await itemDialog.getByRole('textbox', { name: 'Title', exact: true }).fill('Margherita');
    await itemDialog.getByRole('textbox', { name: /^Price/ }).fill('9.5');
    await choose(page, 'Category', 'Pizza');
    await choose(page, 'Tax', 'VAT 10 - 10% (exclusive)');
    await snapTop(page, 'settings-add-item-dialog');
    await itemDialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Menu item added!');

    // Its page: two variants and one addon.
    await page.getByRole('link', { name: 'Edit Margherita' }).click();
    await page.getByRole('heading', { name: 'Margherita' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).textContent()).toBe(
      'Settings/Menu Items/Margherita',
    );
    for (const [title, price] of [
      ['Small', '8'],
      ['Large', '12.5'],
    ] as const) {
      await page.getByRole('button', { name: 'Add Variant' }).click();
      const variantDialog = dialog(page, 'Add Variant');
      await variantDialog.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
      await variantDialog.getByLabel('Price').fill(price);
      await variantDialog.getByRole('button', { name: 'Save' }).click();
      await toast(page, 'Variant added!');
      await variantDialog.waitFor({ state: 'detached' });
    }
    await page.getByRole('button', { name: 'Add Addon' }).click();
    const addonDialog = dialog(page, 'Add Addon');
    await addonDialog.getByRole('textbox', { name: 'Title', exact: true }).fill('Extra cheese');
    await addonDialog.getByLabel('Price').fill('1.5');
    await addonDialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Addon added!');
    // A photo: compressed in the browser, re-encoded by the server, shown from /uploads.
    const photo = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: { r: 200, g: 40, b: 30 } },
    })
      .jpeg()
      .toBuffer();
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'pizza.jpg', mimeType: 'image/jpeg', buffer: photo });
    await toast(page, 'Photo uploaded!');
    const image = page.getByRole('img', { name: 'Margherita' });
    await image.waitFor();
    const src = await image.getAttribute('src');
    expect(src).toMatch(/^\/uploads\/[\w-]+\.webp$/);
    const served = await page.request.get(src ?? '');
    expect(served.status()).toBe(200);
    expect((await sharp(await served.body()).metadata()).width).toBe(512);
    await page.getByRole('button', { name: 'Hide Variants (2)' }).waitFor();
    await page.getByRole('button', { name: 'Hide Addons (1)' }).waitFor();
    await page.getByText('€12.50').waitFor();
    await page.getByText('VAT 10 - 10% (exclusive)').first().waitFor();
    await snapTop(page, 'settings-menu-item-1280');
    // The full-page screenshot resizes the page; the lists stay open (the page keeps its state).
    expect(await page.getByRole('button', { name: 'Hide Variants (2)' }).isVisible()).toBe(true);

    // A table.
    await page.goto(`${SETTINGS}/tables`);
    await page.getByRole('button', { name: 'New' }).click();
    const tableDialog = dialog(page, 'Add New Table');
    await tableDialog.getByRole('textbox', { name: 'Title', exact: true }).fill('A1');
    await tableDialog.getByLabel('Floor').fill('Patio');
    await tableDialog.getByLabel('Seating Capacity').fill('4');
    await tableDialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Table added!');
    await page.getByText('4 person').waitFor();
    await snapTop(page, 'settings-tables-1280');

    // The menu list shows the euro price and the variant count.
    await page.goto(`${SETTINGS}/menu-items`);
    const card = page.getByTestId('menu-item-card');
    await card.getByText('€9.50').waitFor();
    await card.getByText('2 variants').waitFor();
    await card.getByText('1 addon').waitFor();
    expect(await card.getByText('Pizza').isVisible()).toBe(true);
    await snapTop(page, 'settings-menu-items-1280');
    await page.setViewportSize({ width: 768, height: 1024 });
    await card.getByText('€9.50').waitFor();
    await snapTop(page, 'settings-menu-items-768');
    await page.setViewportSize({ width: 1280, height: 800 });

    // QR menu on: the QR code downloads as qr.png, 1080 px wide, and reads as the menu's address.
    await page.goto(`${SETTINGS}/details`);
    await page.getByRole('switch', { name: 'Enable QR Menu' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Store details saved!');
    const view = page.getByRole('link', { name: 'View Digital Menu' });
    await view.waitFor();
    const menuPath = await view.getAttribute('href');
    expect(menuPath).toMatch(/^\/m\/[\w-]{16,}$/);
    await snapTop(page, 'settings-details-1280');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download QR Code' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('qr.png');
    const png = await readFile(await download.path());
    expect(pngWidth(png)).toBe(1080);
    expect(await decodeQr(png)).toBe(`${baseUrl()}${menuPath}`);

    // The table QR carries the table's public id.
    await page.goto(`${SETTINGS}/tables`);
    const [tableDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Table QR' }).click(),
    ]);
    const tablePng = await readFile(await tableDownload.path());
    expect(pngWidth(tablePng)).toBe(1080);
    expect(await decodeQr(tablePng)).toMatch(new RegExp(`^${baseUrl()}${menuPath}\\?table=[\\w-]{16,}$`));

    // Sold out: the switch takes the pizza off the POS and the QR menu; the back office keeps it, marked.
    const menuTitles = async (path: string) =>
      ((await (await context.request.get(path)).json()) as { menuItems: { title: string }[] }).menuItems.map(
        (item) => item.title,
      );
    const qrMenuApi = `/api/v1/qrmenu/${menuPath?.slice('/m/'.length)}`;
    expect(await menuTitles(qrMenuApi)).toEqual(['Margherita']);
    await page.goto(`${SETTINGS}/menu-items`);
    // click, not uncheck(): the switch follows the query cache, which moves a moment after the click.
    const onTheMenu = card.getByRole('switch', { name: 'Margherita on the menu' });
    await onTheMenu.click();
    await toast(page, 'Menu item visibility updated!');
    await card.getByText('Hidden').waitFor();
    await expect.poll(() => onTheMenu.isChecked()).toBe(false);
    expect(await menuTitles(qrMenuApi)).toEqual([]);
    expect(await menuTitles('/api/v1/pos/init')).toEqual([]);
    await onTheMenu.click();
    await expect.poll(() => menuTitles(qrMenuApi)).toEqual(['Margherita']);
    await expect.poll(() => onTheMenu.isChecked()).toBe(true);

    await page.setViewportSize({ width: 768, height: 1024 });
    await page.goto(`${SETTINGS}/details`);
    await page.getByRole('button', { name: 'Download QR Code' }).waitFor();
    await snapTop(page, 'settings-details-768');
    await context.close();
  });

  it('shows the dialog messages and blocks the table QR while the QR menu is off', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await register(page, 'Settings Diner');
    await page.goto(`${SETTINGS}/tables`);
    await page.getByText('No tables found!', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'New' }).click();
    const tableDialog = dialog(page, 'Add New Table');
    await tableDialog.getByRole('button', { name: 'Save' }).click();
    await tableDialog.getByText('Please provide Title!').waitFor();
    await tableDialog.getByText("Please provide Floor or use '-'").waitFor();
    await tableDialog.getByText("Please provide Seating Capacity or '0'").waitFor();
    await snapTop(page, 'settings-table-dialog-messages');
    await tableDialog.getByRole('textbox', { name: 'Title', exact: true }).fill('B2');
    await tableDialog.getByLabel('Floor').fill('-');
    await tableDialog.getByLabel('Seating Capacity').fill('0');
    await page.keyboard.press('Enter');
    await toast(page, 'Table added!');
    await page.getByRole('button', { name: 'Download Table QR' }).click();
    await toast(page, 'Please enable QR menu from store settings!');
    await page.setViewportSize({ width: 768, height: 1024 });
    await snapTop(page, 'settings-tables-768');

    await page.goto(`${SETTINGS}/print-settings`);
    await page.getByRole('switch', { name: 'Print Token' }).waitFor();
    await snapTop(page, 'settings-print-768');

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${SETTINGS}/payment-types`);
    await page.getByRole('button', { name: 'New' }).click();
    await dialog(page, 'Add New Payment Type')
      .getByRole('textbox', { name: 'Title', exact: true })
      .fill('Voucher');
    await page.keyboard.press('Enter');
    await toast(page, 'Payment type added!');
    const active = page.getByRole('switch', { name: 'Voucher active' });
    expect(await active.isChecked()).toBe(true);
    // A switch without a visible label: its track takes the click, as it does for a finger. The switch
    // follows the query cache, which moves a moment after the click (not within it, as uncheck() expects).
    await active.click({ force: true });
    await toast(page, 'Payment type updated!');
    await expect.poll(() => active.isChecked()).toBe(false);
    await snapTop(page, 'settings-payment-types-1280');
    await page.goto(`${SETTINGS}/print-settings`);
    await page.getByRole('switch', { name: 'Print Token' }).waitFor();
    await snapTop(page, 'settings-print-1280');
    await context.close();
  });
});
