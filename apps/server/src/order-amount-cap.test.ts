import {
  MONEY_MAX_MAJOR,
  MSG,
  ORDER_AMOUNT_MAX_MINOR,
  QUANTITY_MAX,
  type TCreateOrderAndInvoiceResponse,
} from '@opentab/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from './lib/ids.ts';
import { createTestApp, signUpTenant, TestClient, type TTestApp } from './test/harness.ts';
import { seedMenu, type TMenuIds } from './test/menu-fixture.ts';
import { setQrFlags } from './test/qr.ts';
import { snapshotRows } from './test/snapshot.ts';

/**
 * Issue 12: an order over 2^53 minor units answered 500 (and an accepted QR order then failed at the POS).
 * Orders are capped at ORDER_AMOUNT_MAX_MINOR, tax included, with a 400 that writes nothing, on the POS and
 * the QR path alike. Run with TEST_DATABASE_URL for PostgreSQL (bigint columns).
 */

/** The highest price a Kuwaiti dinar menu takes (three decimals): 10^12 fils. */
const TOP_PRICE = MONEY_MAX_MAJOR * 1000;

let t: TTestApp;
let owner: TestClient;
let tenantId: string;
let menu: TMenuIds;
let qrCode: string;
/** eight more addons of the burger at the top price, for a unit price of 11 × 10^12 */
let extraAddons: string[];

const setPrice = (id: string, price: number) =>
  t.db.updateTable('menu_items').set({ price }).where('id', '=', id).execute();

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await signUpTenant(t.app, 'Grand Dinar');
  owner = tenant.client;
  tenantId = tenant.tenantId;
  menu = await seedMenu(t.db, tenantId, { currency: 'KWD' });
  qrCode = await setQrFlags(t.db, tenantId, { menu: true, order: true });
  await setPrice(menu.burger, TOP_PRICE);
  await setPrice(menu.water, TOP_PRICE);
  await t.db
    .updateTable('menu_item_addons')
    .set({ price: TOP_PRICE })
    .where('id', 'in', [menu.cheese, menu.bacon])
    .execute();
  const now = new Date().toISOString();
  extraAddons = Array.from({ length: 8 }, () => newId());
  await t.db
    .insertInto('menu_item_addons')
    .values(
      extraAddons.map((id, index) => ({
        id,
        tenant_id: tenantId,
        item_id: menu.burger,
        title: `Gold leaf ${index + 1}`,
        price: TOP_PRICE,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
});
afterAll(async () => {
  await t.close();
});

/** Ten burgers with cheese: 2 × 10^13 plus 10 % tax, twice the cap. */
const overCap = () => [{ id: menu.burger, quantity: 10, addons_ids: [menu.cheese] }];
/** 999 burgers with every addon: 1.1 × 10^16 before tax, past 2^53, where pricing answered 500. */
const pastSafeIntegers = () => [
  { id: menu.burger, quantity: QUANTITY_MAX, addons_ids: [menu.cheese, menu.bacon, ...extraAddons] },
];

const createOrder = (cart: unknown[], extra: Record<string, unknown> = {}) =>
  owner.post('/api/v1/pos/create-order', { cart, deliveryType: 'takeaway', ...extra });
const createOrderAndInvoice = (cart: unknown[]) =>
  owner.post<TCreateOrderAndInvoiceResponse>('/api/v1/pos/create-order-and-invoice', {
    cart,
    deliveryType: 'takeaway',
    paymentTypeId: menu.cash,
  });
const placeQrOrder = (cart: unknown[]) =>
  new TestClient(t.app).post(`/api/v1/qrmenu/${qrCode}/place-order`, { cartItems: cart });

describe('an order over the amount cap', () => {
  it.each([
    ['POST /pos/create-order', () => createOrder(overCap())],
    ['POST /pos/create-order (past 2^53)', () => createOrder(pastSafeIntegers())],
    ['POST /pos/create-order-and-invoice', () => createOrderAndInvoice(overCap())],
    ['POST /pos/create-order-and-invoice (past 2^53)', () => createOrderAndInvoice(pastSafeIntegers())],
    ['POST /qrmenu/{qrcode}/place-order', () => placeQrOrder(overCap())],
  ])('%s answers 400 and writes nothing', async (_call, send) => {
    const before = await snapshotRows(t.db);
    const res = await send();
    expect({ status: res.status, body: res.body }).toEqual({
      status: 400,
      body: { message: MSG.orderAmountTooLarge },
    });
    expect(await snapshotRows(t.db)).toEqual(before);
  });
});

describe('an order at the amount cap', () => {
  it('is taken and stored exactly; one more line over it is refused', async () => {
    // Ten untaxed waters at the top price: exactly the cap.
    const atCap = [{ id: menu.water, quantity: 10 }];
    const res = await createOrderAndInvoice(atCap);
    expect(res.status).toBe(200);
    const order = await t.db
      .selectFrom('orders')
      .select(['items_total', 'tax_total', 'payable_total'])
      .where('tenant_id', '=', tenantId)
      .where('id', '=', res.body.orderId)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({
      items_total: ORDER_AMOUNT_MAX_MINOR,
      tax_total: 0,
      payable_total: ORDER_AMOUNT_MAX_MINOR,
    });
    const invoice = await t.db
      .selectFrom('invoices')
      .select('total')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', res.body.invoiceId)
      .executeTakeFirstOrThrow();
    expect(invoice.total).toBe(ORDER_AMOUNT_MAX_MINOR);

    const before = await snapshotRows(t.db);
    const over = await createOrder([...atCap, { id: menu.coffee, quantity: 1 }]);
    expect(over.body).toEqual({ message: MSG.orderAmountTooLarge });
    expect(await snapshotRows(t.db)).toEqual(before);
  });
});

describe('accepting a QR order at the POS', () => {
  it('answers 400 when the menu has since pushed it over the cap, and leaves the QR order waiting', async () => {
    // Ten burgers at 0.9 × the top price with 10 % tax: 9.9 × 10^12, under the cap when the diner orders.
    await setPrice(menu.burger, TOP_PRICE * 0.9);
    const cart = [{ id: menu.burger, quantity: 10 }];
    expect((await placeQrOrder(cart)).status).toBe(200);
    const qrOrder = await t.db
      .selectFrom('qr_orders')
      .select(['id', 'status'])
      .where('tenant_id', '=', tenantId)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();

    // The price rises before staff accept it: 1.1 × 10^13 with tax.
    await setPrice(menu.burger, TOP_PRICE);
    const before = await snapshotRows(t.db);
    const res = await createOrder(cart, { selectedQrOrderItem: qrOrder.id });
    expect({ status: res.status, body: res.body }).toEqual({
      status: 400,
      body: { message: MSG.orderAmountTooLarge },
    });
    expect(await snapshotRows(t.db)).toEqual(before);
    const after = await t.db
      .selectFrom('qr_orders')
      .select('status')
      .where('id', '=', qrOrder.id)
      .executeTakeFirstOrThrow();
    expect(after.status).toBe('created');
  });
});
