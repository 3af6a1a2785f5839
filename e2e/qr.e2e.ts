import path from 'node:path';
import type { TQrOrdersResponse } from '@opentab/shared';
import SqliteDatabase from 'better-sqlite3';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO,
  dataDir,
  launchBrowser,
  newContext,
  openLive,
  signIn,
  snap,
  stubPrint,
} from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

function openDb() {
  return new SqliteDatabase(path.join(dataDir(), 'opentab.sqlite'), { readonly: true });
}

/** The demo store's QR menu code and one of its tables, as printed on the table's QR code. */
function demoStore(tableTitle = 'T2') {
  const db = openDb();
  try {
    const store = db
      .prepare(
        `select s.tenant_id, s.unique_qr_code from store_settings s
         join users u on u.tenant_id = s.tenant_id where u.username = ?`,
      )
      .get(DEMO.admin.username) as { tenant_id: string; unique_qr_code: string };
    const table = db
      .prepare(`select id, public_id from store_tables where tenant_id = ? and title = ?`)
      .get(store.tenant_id, tableTitle) as { id: string; public_id: string };
    return { tenantId: store.tenant_id, qrCode: store.unique_qr_code, table };
  } finally {
    db.close();
  }
}

/** The newest QR order of the tenant with its lines, as the server stored it. */
function latestQrOrder(tenantId: string) {
  const db = openDb();
  try {
    const order = db
      .prepare(
        `select id, table_id, customer_type, customer_name, customer_phone, status from qr_orders
         where tenant_id = ? order by created_at desc, id desc limit 1`,
      )
      .get(tenantId) as { id: string } & Record<string, string>;
    const items = db
      .prepare(
        `select item_title, variant_title, addons, quantity, unit_price from qr_order_items
         where qr_order_id = ? order by item_title`,
      )
      .all(order.id) as {
      item_title: string;
      variant_title: string | null;
      addons: string;
      unit_price: number;
    }[];
    return { order, items };
  } finally {
    db.close();
  }
}

const visible = (locator: Locator) => () => locator.isVisible();

/** Screenshots at the narrowest phone the QR menu supports and at the context's 390 px. */
async function snapPhones(page: Page, name: string) {
  await page.setViewportSize({ width: 360, height: 740 });
  await snap(page, `${name}-360`);
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, `${name}-390`);
}

async function summaryValue(page: Page, label: string) {
  const summary = page.getByRole('region', { name: 'Order Summary' });
  return summary.locator('dt', { hasText: label }).locator('+ dd').textContent();
}

describe('ordering from a table QR code on a phone', () => {
  it('adds an item with a variant and an addon, checks out as a phone customer and lands on success', async () => {
    const { tenantId, qrCode, table } = demoStore();
    const context = await newContext(browser, { phone: true });
    const page = await context.newPage();

    await page.goto(`/m/${qrCode}?table=${table.public_id}`);
    await page.getByRole('heading', { name: 'OpenTab Demo Cafe' }).waitFor();
    await expect.poll(visible(page.getByText('Table T2 · Ground Floor'))).toBe(true);
    await expect
      .poll(visible(page.getByText('Prices shown may be inclusive or exclusive of tax.')))
      .toBe(true);
    await snapPhones(page, 'qr-menu');

    // Cappuccino: the first variant comes chosen; Large with oat milk is 4.50 + 0.50.
    await page.getByRole('button', { name: /Cappuccino/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Cappuccino' });
    expect(await dialog.getByRole('radio').first().isChecked()).toBe(true);
    await dialog.getByRole('radio', { name: /Large/ }).check();
    await dialog.getByRole('checkbox', { name: /Oat milk/ }).check();
    await expect.poll(() => dialog.locator('.qr-total strong').textContent()).toBe('$5.00');
    await snapPhones(page, 'qr-item-dialog');
    await dialog.getByRole('button', { name: 'ADD TO CART' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(visible(page.getByText('1 Items Added'))).toBe(true);

    // French Fries, Regular, taxed on top.
    await page.getByRole('searchbox', { name: 'Search menu' }).fill('  FRIES ');
    await page.getByRole('button', { name: /French Fries/ }).click();
    const fries = page.getByRole('dialog', { name: 'French Fries' });
    await fries.getByRole('radio', { name: /Regular/ }).check();
    await fries.getByRole('button', { name: 'ADD TO CART' }).click();
    await expect.poll(visible(page.getByText('2 Items Added'))).toBe(true);

    await page.getByRole('link', { name: 'View Cart' }).click();
    await page.waitForURL(`**/m/${qrCode}/cart?table=${table.public_id}`);
    await page.getByRole('heading', { name: 'Order Summary' }).waitFor();
    await expect.poll(visible(page.getByText(/Table\s*T2\s*· Ground Floor/))).toBe(true);
    // 5.00 with 5 % included: tax 0.24. 4.50 with 8.875 % on top: tax 0.40.
    expect(await summaryValue(page, 'Items Total')).toBe('$9.26');
    expect(await summaryValue(page, 'Tax Total')).toBe('$0.64');
    expect(await summaryValue(page, 'Payable Total')).toBe('$9.90');
    await snapPhones(page, 'qr-cart');

    await page.getByRole('button', { name: 'Checkout' }).click();
    const checkout = page.getByRole('dialog', { name: 'Continue as' });
    await checkout.getByText('Using Phone Number').click();
    await checkout.getByRole('button', { name: 'Place Order' }).click();
    await expect.poll(visible(checkout.getByText('Name is Required.'))).toBe(true);
    await expect.poll(visible(checkout.getByText('Enter a valid phone number.'))).toBe(true);
    await snapPhones(page, 'qr-checkout-errors');
    const phone = `+1 555 ${String(Date.now()).slice(-4)}`;
    await checkout.getByRole('textbox', { name: 'Name' }).fill('Ana Diner');
    await checkout.getByRole('textbox', { name: 'Phone' }).fill(phone);
    await checkout.getByRole('button', { name: 'Place Order' }).click();

    await page.waitForURL('**/m/order-success');
    await page.getByRole('heading', { name: 'Thank You!' }).waitFor();
    await snapPhones(page, 'qr-order-success');

    const { order, items } = latestQrOrder(tenantId);
    expect(order).toMatchObject({
      table_id: table.id,
      customer_type: 'CUSTOMER',
      customer_name: 'Ana Diner',
      customer_phone: phone,
      status: 'created',
    });
    expect(
      items.map(({ item_title, variant_title, unit_price }) => [item_title, variant_title, unit_price]),
    ).toEqual([
      ['Cappuccino', 'Large', 500],
      ['French Fries', 'Regular', 450],
    ]);
    expect(JSON.parse(items[0]?.addons ?? '[]')).toMatchObject([{ title: 'Oat milk' }]);

    // The cart is empty now; Back to Menu returns to the table's menu.
    await page.getByRole('link', { name: 'Back to Menu' }).click();
    await page.waitForURL(`**/m/${qrCode}?table=${table.public_id}`);
    await page.getByRole('heading', { name: 'OpenTab Demo Cafe' }).waitFor();
    expect(await page.getByText(/Items Added/).count()).toBe(0);
    await context.close();
  });

  it('says Broken Link! for an unknown code', async () => {
    const context = await newContext(browser, { phone: true });
    const page = await context.newPage();
    await page.goto('/m/not-a-real-code');
    await page.getByRole('heading', { name: 'Broken Link!' }).waitFor();
    await context.close();
  });
});

/** The polling fallback refetches every 10 s; a change seen sooner came over the live link. */
const LIVE_WITHIN_MS = 5000;

describe('a QR order taken at the POS', () => {
  it('shows up on the POS badge live, loads into the cart with its table and goes to the kitchen', async () => {
    const { tenantId, qrCode, table } = demoStore('T3');
    const posContext = await newContext(browser);
    await stubPrint(posContext);
    const pos = await posContext.newPage();
    await signIn(pos, DEMO.admin.username, DEMO.admin.password, '/dashboard/home');
    const firstCount = pos.waitForResponse((response) => response.url().endsWith('/pos/qrorders/count'));
    await openLive(pos, '/dashboard/pos');
    // Other tests may have left QR orders open: the badge is compared with what it showed before, once it
    // shows the first count (the answer arrives before the badge renders it).
    const { totalQROrders: before } = (await (await firstCount).json()) as { totalQROrders: number };
    const badge = pos.getByTestId('qr-order-count');
    const badgeCount = async () => ((await badge.count()) > 0 ? Number(await badge.textContent()) : 0);
    await expect.poll(badgeCount).toBe(before);

    // A guest orders a Cappuccino (its first variant comes chosen) from table T3 on a phone.
    const phoneContext = await newContext(browser, { phone: true });
    const phone = await phoneContext.newPage();
    await phone.goto(`/m/${qrCode}?table=${table.public_id}`);
    await phone.getByRole('heading', { name: 'OpenTab Demo Cafe' }).waitFor();
    await phone.getByRole('button', { name: /Cappuccino/ }).click();
    const dialog = phone.getByRole('dialog', { name: 'Cappuccino' });
    await dialog.getByRole('button', { name: 'ADD TO CART' }).click();
    await dialog.waitFor({ state: 'detached' });
    await phone.getByRole('link', { name: 'View Cart' }).click();
    await phone.getByRole('button', { name: 'Checkout' }).click();
    const checkout = phone.getByRole('dialog', { name: 'Continue as' });
    await checkout.getByRole('button', { name: 'Place Order' }).click();
    await phone.waitForURL('**/m/order-success');

    // The POS badge goes up without a reload.
    await pos.bringToFront();
    await expect.poll(badgeCount, { timeout: LIVE_WITHIN_MS }).toBe(before + 1);
    await snap(pos, 'pos-qr-badge');

    const listed = pos.waitForResponse((response) => response.url().endsWith('/api/v1/pos/qrorders'));
    await pos.getByRole('button', { name: /^QR Menu Orders/ }).click();
    const list = pos.getByRole('dialog', { name: 'QR Orders' });
    // A bare list (spec 01 section 7); each line carries the spec's unit `price`.
    const qrOrders = (await (await listed).json()) as TQrOrdersResponse;
    expect(Array.isArray(qrOrders)).toBe(true);
    const lines = qrOrders.flatMap((qrOrder) => qrOrder.items);
    expect(lines).toContainEqual(
      expect.objectContaining({ item_title: 'Cappuccino', price: expect.any(Number) }),
    );
    for (const line of lines) expect(line.price).toBe(line.unit_price);
    const load = list.getByRole('button', { name: 'Load QR order T3 · WALKIN' });
    await load.waitFor();
    expect(await load.count()).toBe(1);
    await snap(pos, 'pos-qr-orders');
    await load.click();
    await list.waitFor({ state: 'detached' });

    const cartLine = pos.getByTestId('cart-line');
    await expect.poll(() => cartLine.count()).toBe(1);
    expect(await cartLine.getByText('Cappuccino').isVisible()).toBe(true);
    expect(await pos.getByRole('combobox', { name: 'Table' }).inputValue()).toMatch(/^T3 /);
    expect(await pos.getByRole('combobox', { name: 'Dining option' }).inputValue()).toBe('Dine-In');
    expect(await pos.getByTestId('qr-order-chip').textContent()).toBe('QR order loaded · T3 · WALKIN');

    await pos.getByRole('button', { name: 'Send to Kitchen' }).click();
    const summary = pos.getByRole('dialog', { name: 'Send order to Kitchen' });
    await summary.getByRole('button', { name: 'Send to Kitchen' }).click();
    const sent = pos.getByRole('dialog', { name: 'Order sent to Kitchen!' });
    expect((await sent.getByTestId('sent-token').textContent())?.trim()).toMatch(/^\d+$/);

    // The QR order is done: the badge is back where it was and the selection is gone.
    await expect.poll(badgeCount, { timeout: LIVE_WITHIN_MS }).toBe(before);
    expect(await pos.getByTestId('qr-order-chip').count()).toBe(0);
    expect(latestQrOrder(tenantId).order).toMatchObject({ table_id: table.id, status: 'completed' });

    await phoneContext.close();
    await posContext.close();
  });
});
