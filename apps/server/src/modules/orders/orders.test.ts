import { MSG, POS_MSG, type TCreateOrderResponse } from '@opentab/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectGuarded, expectNotFound } from '../../test/guards.ts';
import { addStaff, createTestApp, signUpTenant, TestClient, type TTestApp } from '../../test/harness.ts';
import { seedMenu, type TMenuIds } from '../../test/menu-fixture.ts';
import { orderLines } from '../../test/orders.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type TOrder = {
  id: string;
  token_no: number;
  payment_status: string;
  items_total: number;
  tax_total: number;
  payable_total: number;
  items: { id: string; item_id: string | null; status: string; item_title: string }[];
};
type TGroup = {
  table_id: string | null;
  table_title: string;
  floor: string | null;
  orders: TOrder[];
  order_ids: string[];
};

async function shopWithMenu(name = 'Orders Shop') {
  const shop = await signUpTenant(t.app, name);
  const menu = await seedMenu(t.db, shop.tenantId);
  const order = async (body: Record<string, unknown>) => {
    const placed = (await shop.client.post<TCreateOrderResponse>('/api/v1/pos/create-order', body)).body;
    const items = await orderLines(t.db, placed.orderId);
    return { ...placed, order: { id: placed.orderId, payable_total: placed.payableTotal, items } };
  };
  return { ...shop, menu, order };
}

const burgerAndWater = (menu: TMenuIds, tableId: string | null = null) => ({
  cart: [
    { id: menu.burger, quantity: 1 },
    { id: menu.water, quantity: 2 },
  ],
  tableId,
  deliveryType: tableId ? 'dinein' : 'takeaway',
});

describe('GET /orders', () => {
  it('groups open orders by table (floor, then title), then gives each order without a table its own group', async () => {
    const shop = await shopWithMenu();
    const roof = await shop.order(burgerAndWater(shop.menu, shop.menu.table2));
    const ground1 = await shop.order(burgerAndWater(shop.menu, shop.menu.table1));
    const away = await shop.order(burgerAndWater(shop.menu));
    const ground2 = await shop.order(burgerAndWater(shop.menu, shop.menu.table1));
    const delivery = await shop.order({ ...burgerAndWater(shop.menu), deliveryType: 'delivery' });
    const res = await shop.client.get<{ orders: TGroup[] }>('/api/v1/orders');
    expect(res.status).toBe(200);
    expect(res.body.orders.map((g) => g.table_title)).toEqual([
      'T1',
      'R1',
      'Dine Out / Delivery',
      'Dine Out / Delivery',
    ]);
    expect(res.body.orders[0]!.order_ids).toEqual([ground1.orderId, ground2.orderId]);
    expect(res.body.orders[1]!.orders[0]!.id).toBe(roof.orderId);
    // two customers, two cards: a card's actions never reach the other one's order
    expect(res.body.orders[2]!.order_ids).toEqual([away.orderId]);
    expect(res.body.orders[2]!.orders[0]!.items).toHaveLength(2);
    expect(res.body.orders[3]!.order_ids).toEqual([delivery.orderId]);
  });

  it('answers the screen data of /orders/init', async () => {
    const shop = await shopWithMenu();
    const res = await shop.client.get<{
      storeSettings: { currency: string };
      paymentTypes: unknown[];
      printSettings: unknown;
    }>('/api/v1/orders/init');
    expect(res.body.storeSettings.currency).toBe('USD');
    expect(res.body.paymentTypes).toHaveLength(1);
  });

  it('is open to every scope of the page table and to nobody else', async () => {
    const shop = await shopWithMenu();
    for (const scope of ['POS', 'ORDERS', 'ORDER_STATUS', 'ORDER_STATUS_DISPLAY']) {
      const staff = await addStaff(t, shop.tenantId, scope);
      expect((await staff.client.get('/api/v1/orders')).status).toBe(200);
    }
    const kitchen = await addStaff(t, shop.tenantId, 'KITCHEN');
    expect((await kitchen.client.get('/api/v1/orders')).status).toBe(403);
    expect((await new TestClient(t.app).get('/api/v1/orders')).status).toBe(401);
  });
});

describe('item status from the Orders screen', () => {
  it('sets any of the four states, refuses others, and announces the change', async () => {
    const shop = await shopWithMenu();
    const { order } = await shop.order(burgerAndWater(shop.menu));
    const item = order.items[0]!;
    const emit = vi.spyOn(t.app.ctx.realtime, 'emitToTenant');
    for (const status of ['delivered', 'preparing', 'cancelled', 'completed']) {
      const res = await shop.client.post(`/api/v1/orders/update-status/${item.id}`, { status });
      expect([res.status, res.body.message]).toEqual([200, POS_MSG.itemStatusUpdated]);
    }
    expect(emit).toHaveBeenCalledWith(shop.tenantId, 'order_update', expect.anything());
    emit.mockRestore();
    const bad = await shop.client.post(`/api/v1/orders/update-status/${item.id}`, { status: 'eaten' });
    expect([bad.status, bad.body.message]).toEqual([400, POS_MSG.invalidStatus]);
  });

  it('answers totals of what the order still owes once an item is cancelled', async () => {
    const shop = await shopWithMenu();
    const { order } = await shop.order(burgerAndWater(shop.menu));
    const water = order.items.find((item) => item.item_id === shop.menu.water)!;
    await shop.client.post(`/api/v1/orders/update-status/${water.id}`, { status: 'cancelled' });
    const open = await shop.client.get<{ orders: { orders: TOrder[] }[] }>('/api/v1/orders');
    const listed = open.body.orders.flatMap((group) => group.orders).find((o) => o.id === order.id)!;
    expect(listed.payable_total).toBeCloseTo(order.payable_total - 3, 5); // two waters at 1.50
    expect(listed.items_total + listed.tax_total).toBeCloseTo(listed.payable_total, 5);
  });

  it('refuses to cancel an item of an order paid at the POS, which its invoice charged, but moves it otherwise', async () => {
    const shop = await shopWithMenu();
    const paid = await shop.client.post<TCreateOrderResponse>('/api/v1/pos/create-order-and-invoice', {
      cart: [{ id: shop.menu.burger, quantity: 1 }],
      paymentTypeId: shop.menu.cash,
    });
    const [item] = await orderLines(t.db, paid.body.orderId);
    if (!item) throw new Error('the paid order has no lines');
    const cancel = await shop.client.post(`/api/v1/orders/update-status/${item.id}`, { status: 'cancelled' });
    expect([cancel.status, cancel.body.message]).toEqual([409, POS_MSG.paidItemNotCancellable]);
    const row = await t.db
      .selectFrom('order_items')
      .select('status')
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('created');
    const serve = await shop.client.post(`/api/v1/orders/update-status/${item.id}`, { status: 'delivered' });
    expect(serve.status).toBe(200);
  });

  it("answers 404 for another tenant's item and changes nothing", async () => {
    const a = await shopWithMenu('A');
    const b = await shopWithMenu('B');
    const { order } = await a.order(burgerAndWater(a.menu));
    const res = await b.client.post(`/api/v1/orders/update-status/${order.items[0]!.id}`, {
      status: 'cancelled',
    });
    expect([res.status, res.body.message]).toEqual([404, MSG.notFound]);
    const row = await t.db
      .selectFrom('order_items')
      .select('status')
      .where('id', '=', order.items[0]!.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('created');
  });
});

describe('cancel and complete', () => {
  it('cancels whole orders with their items, once', async () => {
    const shop = await shopWithMenu();
    const first = await shop.order(burgerAndWater(shop.menu, shop.menu.table1));
    const res = await shop.client.post('/api/v1/orders/cancel', { orderIds: [first.orderId] });
    expect([res.status, res.body.message]).toEqual([200, POS_MSG.ordersCancelled]);
    const items = await t.db
      .selectFrom('order_items')
      .select('status')
      .where('order_id', '=', first.orderId)
      .execute();
    expect(items.every((i) => i.status === 'cancelled')).toBe(true);
    expect((await shop.client.get<{ orders: TGroup[] }>('/api/v1/orders')).body.orders).toHaveLength(0);
    const again = await shop.client.post('/api/v1/orders/cancel', { orderIds: [first.orderId] });
    expect([again.status, again.body.message]).toEqual([409, POS_MSG.orderClosed]);
  });

  it('completes orders; closed orders refuse item moves', async () => {
    const shop = await shopWithMenu();
    const { orderId, order } = await shop.order(burgerAndWater(shop.menu));
    expect((await shop.client.post('/api/v1/orders/complete', { orderIds: [orderId] })).body.message).toBe(
      POS_MSG.ordersCompleted,
    );
    // closed without a payment: it stays unpaid, with no invoice
    const stored = await t.db
      .selectFrom('orders')
      .select(['status', 'payment_status', 'invoice_id'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: 'completed', payment_status: 'pending', invoice_id: null });
    const move = await shop.client.post(`/api/v1/orders/update-status/${order.items[0]!.id}`, {
      status: 'delivered',
    });
    expect(move.status).toBe(409);
  });

  it("validates the id list and refuses another tenant's orders", async () => {
    const a = await shopWithMenu('A');
    const b = await shopWithMenu('B');
    const { orderId } = await a.order(burgerAndWater(a.menu));
    expect((await b.client.post('/api/v1/orders/cancel', { orderIds: [] })).body.message).toBe(
      POS_MSG.noOrdersSelected,
    );
    expect((await b.client.post('/api/v1/orders/cancel', { orderIds: [orderId] })).status).toBe(404);
    expect((await b.client.post('/api/v1/orders/complete', { orderIds: [orderId] })).status).toBe(404);
    const mine = await b.order(burgerAndWater(b.menu));
    // One foreign id spoils the batch: nothing of B's is touched either.
    expect(
      (await b.client.post('/api/v1/orders/complete', { orderIds: [mine.orderId, orderId] })).status,
    ).toBe(404);
    const row = await t.db
      .selectFrom('orders')
      .select('status')
      .where('id', '=', mine.orderId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('created');
  });
});

describe('pay and complete', () => {
  it('sums the stored snapshots, skips cancelled lines and ignores later menu changes', async () => {
    const shop = await shopWithMenu();
    const one = await shop.order(burgerAndWater(shop.menu, shop.menu.table1));
    const two = await shop.order({
      cart: [{ id: shop.menu.coffee, quantity: 1, variant_id: shop.menu.espressoDouble }],
      tableId: shop.menu.table1,
    });
    await t.db
      .updateTable('menu_items')
      .set({ price: 99_999 })
      .where('tenant_id', '=', shop.tenantId)
      .execute();
    const water = one.order.items.find((i) => i.item_title === 'Water')!;
    await shop.client.post(`/api/v1/orders/update-status/${water.id}`, { status: 'cancelled' });

    const summary = await shop.client.post<{
      subtotal: number;
      taxTotal: number;
      total: number;
      orders: { id: string; token_no: number }[];
    }>('/api/v1/orders/complete-order-payment-summary', { orderIds: [one.orderId, two.orderId] });
    // Burger 10.00 + 1.00 tax; double coffee 4.20 incl. 5 % → net 4.00, tax 0.20; water cancelled.
    expect(summary.body).toMatchObject({ subtotal: 14, taxTotal: 1.2, total: 15.2 });
    expect(summary.body.orders.map((o) => o.token_no)).toEqual([one.tokenNo, two.tokenNo]);

    const paid = await shop.client.post<{ message: string; invoiceId: string; total: number }>(
      '/api/v1/orders/complete-and-pay-order',
      {
        orderIds: [one.orderId, two.orderId],
        paymentTypeId: shop.menu.cash,
        subTotal: 1,
        taxTotal: 0,
        total: 1,
      },
    );
    expect([paid.status, paid.body.message]).toEqual([200, POS_MSG.orderPaid]);
    // the tampered totals are ignored; the answer says what was charged
    expect(paid.body.total).toBe(15.2);
    const invoice = await t.db
      .selectFrom('invoices')
      .selectAll()
      .where('id', '=', paid.body.invoiceId)
      .executeTakeFirstOrThrow();
    expect([invoice.sub_total, invoice.tax_total, invoice.total, invoice.table_title]).toEqual([
      1400,
      120,
      1520,
      'T1',
    ]);
    const orders = await t.db
      .selectFrom('orders')
      .select(['status', 'payment_status', 'invoice_id'])
      .where('invoice_id', '=', paid.body.invoiceId)
      .execute();
    expect(orders).toHaveLength(2);
    expect(orders.every((o) => o.status === 'completed' && o.payment_status === 'paid')).toBe(true);

    const again = await shop.client.post('/api/v1/orders/complete-and-pay-order', {
      orderIds: [one.orderId],
      paymentTypeId: shop.menu.cash,
    });
    expect(again.status).toBe(409);
  });

  it('refuses an order already paid at the POS, a missing or inactive payment type', async () => {
    const shop = await shopWithMenu();
    const prepaid = (
      await shop.client.post<{ orderId: string }>('/api/v1/pos/create-order-and-invoice', {
        cart: [{ id: shop.menu.water, quantity: 1 }],
        paymentTypeId: shop.menu.cash,
      })
    ).body;
    const summary = await shop.client.post('/api/v1/orders/complete-order-payment-summary', {
      orderIds: [prepaid.orderId],
    });
    expect([summary.status, summary.body.message]).toEqual([409, POS_MSG.orderPaidAlready]);
    const open = await shop.order(burgerAndWater(shop.menu));
    const noType = await shop.client.post('/api/v1/orders/complete-and-pay-order', {
      orderIds: [open.orderId],
    });
    expect([noType.status, noType.body.message]).toEqual([400, POS_MSG.paymentTypeRequired]);
    const inactive = await shop.client.post('/api/v1/orders/complete-and-pay-order', {
      orderIds: [open.orderId],
      paymentTypeId: shop.menu.voucher,
    });
    expect([inactive.status, inactive.body.message]).toEqual([400, POS_MSG.paymentTypeNotFound]);
    const row = await t.db
      .selectFrom('orders')
      .select('payment_status')
      .where('id', '=', open.orderId)
      .executeTakeFirstOrThrow();
    expect(row.payment_status).toBe('pending');
  });
});

describe('kitchen', () => {
  it('lists what is left to make and moves items forward only', async () => {
    const shop = await shopWithMenu();
    const chef = await addStaff(t, shop.tenantId, 'KITCHEN_DISPLAY');
    const { orderId, order } = await shop.order(burgerAndWater(shop.menu, shop.menu.table1));
    const [burger, water] = order.items;
    await shop.client.post(`/api/v1/orders/update-status/${water!.id}`, { status: 'delivered' });

    const list = await chef.client.get<{ orders: TOrder[] }>('/api/v1/kitchen');
    expect(list.body.orders.map((o) => o.id)).toEqual([orderId]);
    expect(list.body.orders[0]!.items.map((i) => i.id)).toEqual([burger!.id]);

    const skip = await chef.client.post(`/api/v1/kitchen/${burger!.id}`, { status: 'completed' });
    expect([skip.status, skip.body.message]).toEqual([409, POS_MSG.kitchenMoveRefused]);
    expect(
      (await chef.client.post(`/api/v1/kitchen/${burger!.id}`, { status: 'preparing' })).body.message,
    ).toBe(POS_MSG.itemStatusUpdated);
    expect((await chef.client.post(`/api/v1/kitchen/${burger!.id}`, { status: 'preparing' })).status).toBe(
      409,
    );
    expect((await chef.client.post(`/api/v1/kitchen/${burger!.id}`, { status: 'completed' })).status).toBe(
      200,
    );
    expect((await chef.client.get<{ orders: TOrder[] }>('/api/v1/kitchen')).body.orders).toHaveLength(0);
    expect(
      (await chef.client.post(`/api/v1/kitchen/${burger!.id}`, { status: 'delivered' })).body.message,
    ).toBe(POS_MSG.invalidStatus);
  });

  it('keeps the kitchen to its scopes and its tenant', async () => {
    const a = await shopWithMenu('A');
    const b = await shopWithMenu('B');
    const cashier = await addStaff(t, a.tenantId, 'POS');
    expect((await cashier.client.get('/api/v1/kitchen')).status).toBe(403);
    const { order } = await a.order(burgerAndWater(a.menu));
    expect((await b.client.get<{ orders: TOrder[] }>('/api/v1/kitchen')).body.orders).toHaveLength(0);
    expect(
      (await b.client.post(`/api/v1/kitchen/${order.items[0]!.id}`, { status: 'preparing' })).status,
    ).toBe(404);
  });
});

describe('receipts', () => {
  it('lists the lines in the order they were rung up', async () => {
    const shop = await shopWithMenu();
    const cart = [shop.menu.water, shop.menu.burger, shop.menu.coffee, shop.menu.water].map((id, i) => ({
      id,
      quantity: i + 1,
    }));
    const { orderId } = await shop.order({ cart });
    const receipt = await shop.client.get<{ receipt: { lines: { title: string; quantity: number }[] } }>(
      `/api/v1/receipts/order/${orderId}`,
    );
    expect(receipt.body.receipt.lines.map((l) => `${l.title}×${l.quantity}`)).toEqual([
      'Water×1',
      'Burger×2',
      'Coffee×3',
      'Water×4',
    ]);
  });

  it("prints one bill for a table's rounds, oldest first, from their stored lines", async () => {
    const shop = await shopWithMenu();
    const first = await shop.order(burgerAndWater(shop.menu, shop.menu.table1));
    const second = await shop.order({
      cart: [{ id: shop.menu.coffee, quantity: 1 }],
      tableId: shop.menu.table1,
    });
    const res = await shop.client.get<{
      receipt: { tokenNos: number[]; lines: { title: string }[]; payableTotal: number; paid: boolean };
    }>(`/api/v1/receipts/orders?ids=${second.orderId},${first.orderId}`);
    expect(res.status).toBe(200);
    expect(res.body.receipt.tokenNos).toEqual([first.tokenNo, second.tokenNo]);
    expect(res.body.receipt.lines.map((l) => l.title)).toEqual(['Burger', 'Water', 'Coffee']);
    expect(res.body.receipt.paid).toBe(false);
    const owed = first.order.payable_total + second.order.payable_total;
    expect(res.body.receipt.payableTotal).toBeCloseTo(owed, 2);
  });

  it('refuses a bill with a bad id list, an unknown or foreign order, or without the scope', async () => {
    const shop = await shopWithMenu();
    const own = await shop.order(burgerAndWater(shop.menu, shop.menu.table1));
    const other = await shopWithMenu('Other Receipts');
    const foreign = await other.order(burgerAndWater(other.menu));
    const url = (ids: string) => `/api/v1/receipts/orders?ids=${ids}`;
    await expectNotFound(shop.client, { method: 'GET', url: url(foreign.orderId) });
    // one foreign id spoils the list: nothing of the other tenant is printed
    await expectNotFound(shop.client, { method: 'GET', url: url(`${own.orderId},${foreign.orderId}`) });
    await expectNotFound(shop.client, { method: 'GET', url: url('not-an-order') });
    const none = await shop.client.get('/api/v1/receipts/orders');
    expect([none.status, none.body.message]).toEqual([400, POS_MSG.noOrdersSelected]);
    const tooMany = await shop.client.get(url(Array.from({ length: 101 }, (_, i) => `o${i}`).join(',')));
    expect([tooMany.status, tooMany.body.message]).toEqual([400, POS_MSG.tooManyOrders]);
    const kitchen = await addStaff(t, shop.tenantId, 'KITCHEN');
    await expectGuarded(t, kitchen.client, { method: 'GET', url: url(own.orderId) });
  });

  it("prints the server's totals and snapshots for an order and for an invoice", async () => {
    const shop = await shopWithMenu();
    await t.db
      .updateTable('print_settings')
      .set({ show_notes: 0, footer: 'Thanks!' })
      .where('tenant_id', '=', shop.tenantId)
      .execute();
    const res = await shop.client.post<{ orderId: string; invoiceId: string; tokenNo: number }>(
      '/api/v1/pos/create-order-and-invoice',
      {
        cart: [{ id: shop.menu.burger, quantity: 2, addons_ids: [shop.menu.cheese], notes: 'well done' }],
        paymentTypeId: shop.menu.cash,
        tableId: shop.menu.table1,
      },
    );
    const byOrder = await shop.client.get<{
      receipt: Record<string, unknown> & { lines: Record<string, unknown>[]; print: Record<string, unknown> };
    }>(`/api/v1/receipts/order/${res.body.orderId}`);
    expect(byOrder.status).toBe(200);
    expect(byOrder.body.receipt).toMatchObject({
      tokenNos: [res.body.tokenNo],
      paid: true,
      paymentType: 'Cash',
      tableTitle: 'T1',
      itemsTotal: 23,
      taxTotal: 2.3,
      payableTotal: 25.3,
      currency: 'USD',
      timeZone: 'UTC',
    });
    expect(byOrder.body.receipt.lines[0]).toMatchObject({
      title: 'Burger',
      addons: ['Cheese'],
      quantity: 2,
      unitPrice: 11.5,
      total: 23,
    });
    expect(byOrder.body.receipt.print).toMatchObject({ show_notes: 0, footer: 'Thanks!' });
    expect(String(byOrder.body.receipt.receiptNo)).toMatch(new RegExp(`^${res.body.tokenNo}-\\d{8}$`));

    const byInvoice = await shop.client.get<{ receipt: Record<string, unknown> }>(
      `/api/v1/receipts/invoice/${res.body.invoiceId}`,
    );
    expect(byInvoice.body.receipt).toMatchObject({ payableTotal: 25.3 });

    const other = await shopWithMenu('Other');
    expect((await other.client.get(`/api/v1/receipts/order/${res.body.orderId}`)).status).toBe(404);
    expect((await other.client.get(`/api/v1/receipts/invoice/${res.body.invoiceId}`)).status).toBe(404);
  });
});
