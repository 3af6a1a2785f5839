// The calls of the floor (POS, customers, Orders, Kitchen, receipts) as a whole: each one checks the session
// and the scope, keeps to the signed-in tenant and refuses bad input, and a refused call changes nothing.
import { MSG, POS_MSG } from '@opentab/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectGuarded, expectNotFound, type TCall } from '../../test/guards.ts';
import { addStaff, createTestApp, signUpTenant, type TestClient, type TTestApp } from '../../test/harness.ts';
import { seedMenu, type TMenuIds } from '../../test/menu-fixture.ts';
import { orderLines } from '../../test/orders.ts';

type TPlaced = { orderId: string; invoiceId?: string; order: { items: { id: string }[] } };

let t: TTestApp;
let shop: { client: TestClient; tenantId: string; menu: TMenuIds };
let other: { client: TestClient; tenantId: string; menu: TMenuIds };
let open: TPlaced; // an open, unpaid order of `shop`
let paid: TPlaced; // an order of `shop` paid at the POS

async function store(name: string) {
  const { client, tenantId } = await signUpTenant(t.app, name);
  return { client, tenantId, menu: await seedMenu(t.db, tenantId) };
}

async function place(s: typeof shop, path: string, body: Record<string, unknown>): Promise<TPlaced> {
  const res = await s.client.post<Omit<TPlaced, 'order'>>(`/api/v1/pos/${path}`, body);
  expect(res.status).toBe(200);
  return { ...res.body, order: { items: await orderLines(t.db, res.body.orderId) } };
}

/** What a refused call must leave as it was: the shop's orders, items, invoices and customers. */
async function snapshot() {
  const [orders, items, invoices, customers] = await Promise.all([
    t.db.selectFrom('orders').select(['id', 'status', 'payment_status']).orderBy('id').execute(),
    t.db.selectFrom('order_items').select(['id', 'status']).orderBy('id').execute(),
    t.db.selectFrom('invoices').select('id').orderBy('id').execute(),
    t.db.selectFrom('customers').select('id').orderBy('id').execute(),
  ]);
  return { orders, items, invoices, customers };
}

beforeAll(async () => {
  t = await createTestApp();
  shop = await store('Floor Shop');
  other = await store('Other Floor');
  open = await place(shop, 'create-order', {
    cart: [{ id: shop.menu.burger, quantity: 1 }],
    tableId: shop.menu.table1,
    deliveryType: 'dinein',
  });
  paid = await place(shop, 'create-order-and-invoice', {
    cart: [{ id: shop.menu.water, quantity: 2 }],
    paymentTypeId: shop.menu.cash,
  });
});
afterAll(async () => {
  await t.close();
});

describe('session and scope', () => {
  const item = () => open.order.items[0]!.id;
  const orderIds = () => ({ orderIds: [open.orderId] });
  const cart = () => ({ cart: [{ id: shop.menu.burger, quantity: 1 }] });
  // A kitchen user may use the Kitchen screen only; a cashier everything but the kitchen's own calls.
  const notForKitchenStaff = (): TCall[] => [
    { method: 'GET', url: '/api/v1/pos/init' },
    { method: 'POST', url: '/api/v1/pos/create-order', body: cart() },
    {
      method: 'POST',
      url: '/api/v1/pos/create-order-and-invoice',
      body: { ...cart(), paymentTypeId: shop.menu.cash },
    },
    { method: 'POST', url: '/api/v1/customers/add', body: { phone: '555 0199', name: 'Bo' } },
    { method: 'GET', url: '/api/v1/customers/search-by-phone-name/search?q=bo' },
    { method: 'GET', url: '/api/v1/orders' },
    { method: 'GET', url: '/api/v1/orders/init' },
    { method: 'POST', url: `/api/v1/orders/update-status/${item()}`, body: { status: 'cancelled' } },
    { method: 'POST', url: '/api/v1/orders/cancel', body: orderIds() },
    { method: 'POST', url: '/api/v1/orders/complete', body: orderIds() },
    { method: 'POST', url: '/api/v1/orders/complete-order-payment-summary', body: orderIds() },
    {
      method: 'POST',
      url: '/api/v1/orders/complete-and-pay-order',
      body: { ...orderIds(), paymentTypeId: shop.menu.cash },
    },
    { method: 'GET', url: `/api/v1/receipts/order/${open.orderId}` },
    { method: 'GET', url: `/api/v1/receipts/invoice/${paid.invoiceId}` },
    { method: 'GET', url: '/api/v1/pos/qrorders' },
    { method: 'POST', url: '/api/v1/pos/qrorders/cancel-all' },
  ];
  const notForCashiers = (): TCall[] => [
    { method: 'GET', url: '/api/v1/kitchen' },
    { method: 'POST', url: `/api/v1/kitchen/${item()}`, body: { status: 'preparing' } },
  ];

  it('refuses anonymous callers (401) and staff without the scope (403), changing nothing', async () => {
    const before = await snapshot();
    const kitchen = await addStaff(t, shop.tenantId, 'KITCHEN');
    for (const call of notForKitchenStaff()) await expectGuarded(t, kitchen.client, call);
    const cashier = await addStaff(t, shop.tenantId, 'POS');
    for (const call of notForCashiers()) await expectGuarded(t, cashier.client, call);
    expect(await snapshot()).toEqual(before);
  });
});

describe("another tenant's ids", () => {
  it('answer 404 on every order, item and receipt call, and change nothing', async () => {
    const before = await snapshot();
    const item = open.order.items[0]!.id;
    const foreignOrders = { orderIds: [open.orderId] };
    const calls: TCall[] = [
      { method: 'POST', url: `/api/v1/orders/update-status/${item}`, body: { status: 'delivered' } },
      { method: 'POST', url: `/api/v1/kitchen/${item}`, body: { status: 'preparing' } },
      { method: 'POST', url: '/api/v1/orders/cancel', body: foreignOrders },
      { method: 'POST', url: '/api/v1/orders/complete', body: foreignOrders },
      { method: 'POST', url: '/api/v1/orders/complete-order-payment-summary', body: foreignOrders },
      {
        method: 'POST',
        url: '/api/v1/orders/complete-and-pay-order',
        body: { ...foreignOrders, paymentTypeId: other.menu.cash },
      },
      { method: 'GET', url: `/api/v1/receipts/order/${open.orderId}` },
      { method: 'GET', url: `/api/v1/receipts/invoice/${paid.invoiceId}` },
    ];
    for (const call of calls) await expectNotFound(other.client, call);
    expect(await snapshot()).toEqual(before);
  });

  it('are not listed on the POS, Orders and Kitchen screens of another tenant', async () => {
    const init = await other.client.get<{
      menuItems: { id: string }[];
      storeTables: { id: string }[];
      paymentTypes: { id: string }[];
    }>('/api/v1/pos/init');
    expect(init.status).toBe(200);
    expect(init.body.menuItems.map((i) => i.id)).not.toContain(shop.menu.burger);
    expect(init.body.menuItems.map((i) => i.id)).toContain(other.menu.burger);
    expect(init.body.storeTables.map((i) => i.id)).not.toContain(shop.menu.table1);
    expect(init.body.paymentTypes.map((i) => i.id)).toEqual([other.menu.cash]);

    const mine = await place(other, 'create-order', { cart: [{ id: other.menu.coffee, quantity: 1 }] });
    const orders = await other.client.get<{ order_ids: string[] }[]>('/api/v1/orders');
    expect(orders.body.flatMap((g) => g.order_ids)).toEqual([mine.orderId]);
    const kitchen = await other.client.get<{ id: string }[]>('/api/v1/kitchen');
    expect(kitchen.body.map((o) => o.id)).toEqual([mine.orderId]);
    const ordersInit = await other.client.get<{ paymentTypes: { id: string }[] }>('/api/v1/orders/init');
    expect(ordersInit.body.paymentTypes.map((p) => p.id)).toEqual([other.menu.cash]);
    await other.client.post('/api/v1/orders/cancel', { orderIds: [mine.orderId] });
  });

  it("cannot be paid with or ordered from: another tenant's payment type or item writes no order or invoice", async () => {
    const before = await snapshot();
    const foreignType = await other.client.post('/api/v1/pos/create-order-and-invoice', {
      cart: [{ id: other.menu.burger, quantity: 1 }],
      paymentTypeId: shop.menu.cash,
    });
    expect([foreignType.status, foreignType.body.message]).toEqual([400, POS_MSG.paymentTypeNotFound]);
    const foreignItem = await other.client.post('/api/v1/pos/create-order-and-invoice', {
      cart: [{ id: shop.menu.burger, quantity: 1 }],
      paymentTypeId: other.menu.cash,
    });
    expect([foreignItem.status, foreignItem.body.message]).toEqual([400, POS_MSG.itemNotFound]);
    expect(await snapshot()).toEqual(before);
  });
});

describe('bad input', () => {
  it('refuses an empty or too long order list on every whole-order call', async () => {
    const before = await snapshot();
    const tooMany = Array.from({ length: 101 }, (_, i) => `order-${i}`);
    for (const path of ['cancel', 'complete', 'complete-order-payment-summary', 'complete-and-pay-order']) {
      const extra = path === 'complete-and-pay-order' ? { paymentTypeId: shop.menu.cash } : {};
      const empty = await shop.client.post(`/api/v1/orders/${path}`, { orderIds: [], ...extra });
      expect([empty.status, empty.body.message], path).toEqual([400, POS_MSG.noOrdersSelected]);
      const long = await shop.client.post(`/api/v1/orders/${path}`, { orderIds: tooMany, ...extra });
      expect([long.status, long.body.message], path).toEqual([400, POS_MSG.tooManyOrders]);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses an unknown status from the Orders and Kitchen screens, leaving the item as it was', async () => {
    const before = await snapshot();
    const item = open.order.items[0]!.id;
    for (const url of [`/api/v1/orders/update-status/${item}`, `/api/v1/kitchen/${item}`]) {
      const res = await shop.client.post(url, { status: 'eaten' });
      expect([res.status, res.body.message], url).toEqual([400, POS_MSG.invalidStatus]);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('answers 400 to a malformed path id', async () => {
    const calls: TCall[] = [
      { method: 'POST', url: '/api/v1/orders/update-status/not%20an%20id', body: { status: 'delivered' } },
      { method: 'POST', url: '/api/v1/kitchen/not%20an%20id', body: { status: 'preparing' } },
      { method: 'GET', url: '/api/v1/receipts/order/not%20an%20id' },
      { method: 'GET', url: '/api/v1/receipts/invoice/not%20an%20id' },
      { method: 'DELETE', url: '/api/v1/pos/qrorders/not%20an%20id' },
    ];
    for (const call of calls) {
      const res = await shop.client.request(call.method, call.url, call.body);
      expect([res.status, res.body.message], call.url).toEqual([400, MSG.invalidRequest]);
    }
  });

  it('writes nothing for a paid order that fails validation', async () => {
    const before = await snapshot();
    const res = await shop.client.post('/api/v1/pos/create-order-and-invoice', {
      cart: [{ id: shop.menu.burger, quantity: 1000 }],
      paymentTypeId: shop.menu.cash,
    });
    expect([res.status, res.body.message]).toEqual([400, POS_MSG.invalidQuantity]);
    expect(await snapshot()).toEqual(before);
  });
});
