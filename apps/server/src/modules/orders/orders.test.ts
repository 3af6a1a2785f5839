import {
  MSG,
  POS_MSG,
  type TCreateOrderResponse,
  type TOrderGroupResponse,
  type TPaymentSummaryResponse,
} from '@opentab/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addStaff, createTestApp, TestClient, type TTestApp } from '../../test/harness.ts';
import { burgerAndWater, shopWithMenu as shopWith } from '../../test/order-shop.ts';
import { orderLines } from '../../test/orders.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type TGroup = TOrderGroupResponse;

const shopWithMenu = (name?: string) => shopWith(t, name);

describe('GET /orders', () => {
  it('groups open orders by table (floor, then title), then gives each order without a table its own group', async () => {
    const shop = await shopWithMenu();
    const roof = await shop.order(burgerAndWater(shop.menu, shop.menu.table2));
    const ground1 = await shop.order(burgerAndWater(shop.menu, shop.menu.table1));
    const away = await shop.order(burgerAndWater(shop.menu));
    const ground2 = await shop.order(burgerAndWater(shop.menu, shop.menu.table1));
    const delivery = await shop.order({ ...burgerAndWater(shop.menu), deliveryType: 'delivery' });
    const res = await shop.client.get<TGroup[]>('/api/v1/orders');
    expect(res.status).toBe(200);
    expect(res.body.map((g) => g.table_title)).toEqual([
      'T1',
      'R1',
      'Dine Out / Delivery',
      'Dine Out / Delivery',
    ]);
    expect(res.body[0]!.order_ids).toEqual([ground1.orderId, ground2.orderId]);
    expect(res.body[1]!.orders[0]!.id).toBe(roof.orderId);
    // two customers, two cards: a card's actions never reach the other one's order
    expect(res.body[2]!.order_ids).toEqual([away.orderId]);
    expect(res.body[2]!.orders[0]!.items).toHaveLength(2);
    expect(res.body[3]!.order_ids).toEqual([delivery.orderId]);
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
      // the owner voids what the kitchen started with a reason (issue 23), approving it themselves
      const res = await shop.client.post(`/api/v1/orders/update-status/${item.id}`, {
        status,
        ...(status === 'cancelled' ? { reason: 'Burnt' } : {}),
      });
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
    const open = await shop.client.get<TGroup[]>('/api/v1/orders');
    const listed = open.body.flatMap((group) => group.orders).find((o) => o.id === order.id)!;
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
    expect((await shop.client.get<TGroup[]>('/api/v1/orders')).body).toHaveLength(0);
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

describe('table move (issue 23)', () => {
  const seatOf = (orderId: string) =>
    t.db
      .selectFrom('orders')
      .select(['table_id', 'table_title', 'floor', 'delivery_type'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();

  it('moves orders onto a free table, merges them onto an occupied one, and announces it', async () => {
    const shop = await shopWithMenu();
    const atT1 = await shop.order(burgerAndWater(shop.menu, shop.menu.table1));
    const takeaway = await shop.order(burgerAndWater(shop.menu));
    const emit = vi.spyOn(t.app.ctx.realtime, 'emitToTenant');
    const move = await shop.client.post('/api/v1/orders/transfer', {
      orderIds: [atT1.orderId],
      tableId: shop.menu.table2,
    });
    expect([move.status, move.body]).toEqual([200, { message: 'Moved to R1!' }]);
    expect(emit).toHaveBeenCalledWith(shop.tenantId, 'order_update', expect.anything());
    emit.mockRestore();
    expect(await seatOf(atT1.orderId)).toEqual({
      table_id: shop.menu.table2,
      table_title: 'R1',
      floor: 'Roof',
      delivery_type: 'dinein',
    });
    // a takeaway whose guests sit down at the now occupied R1: one card, one bill
    const merge = await shop.client.post('/api/v1/orders/transfer', {
      orderIds: [takeaway.orderId],
      tableId: shop.menu.table2,
    });
    expect(merge.status).toBe(200);
    const groups = (await shop.client.get<TGroup[]>('/api/v1/orders')).body;
    expect(groups.map((group) => [group.table_title, group.order_ids.length])).toEqual([['R1', 2]]);
  });

  it('moves an order paid at the POS too: the party changes tables, the payment stays', async () => {
    const shop = await shopWithMenu();
    const paid = await shop.client.post<TCreateOrderResponse>('/api/v1/pos/create-order-and-invoice', {
      cart: [{ id: shop.menu.burger, quantity: 1 }],
      tableId: shop.menu.table1,
      deliveryType: 'dinein',
      paymentTypeId: shop.menu.cash,
    });
    expect(paid.status).toBe(200);
    const move = await shop.client.post('/api/v1/orders/transfer', {
      orderIds: [paid.body.orderId],
      tableId: shop.menu.table2,
    });
    expect(move.status).toBe(200);
    const row = await t.db
      .selectFrom('orders')
      .select(['table_id', 'payment_status', 'invoice_id'])
      .where('id', '=', paid.body.orderId)
      .executeTakeFirstOrThrow();
    expect([row.table_id, row.payment_status, row.invoice_id !== null]).toEqual([
      shop.menu.table2,
      'paid',
      true,
    ]);
  });

  it('refuses a missing table, an unknown or closed order, and changes nothing', async () => {
    const shop = await shopWithMenu();
    const { orderId } = await shop.order(burgerAndWater(shop.menu, shop.menu.table1));
    const send = (body: unknown) => shop.client.post('/api/v1/orders/transfer', body);
    expect((await send({ orderIds: [orderId] })).body.message).toBe(POS_MSG.transferTableRequired);
    expect((await send({ orderIds: [orderId], tableId: ' ' })).body.message).toBe(
      POS_MSG.transferTableRequired,
    );
    expect((await send({ orderIds: [], tableId: shop.menu.table2 })).body.message).toBe(
      POS_MSG.noOrdersSelected,
    );
    const noTable = await send({ orderIds: [orderId], tableId: 'no-such-table' });
    expect([noTable.status, noTable.body.message]).toEqual([404, POS_MSG.tableNotFound]);
    const noOrder = await send({ orderIds: [orderId, 'no-such-order'], tableId: shop.menu.table2 });
    expect(noOrder.status).toBe(404);
    expect((await seatOf(orderId)).table_id).toBe(shop.menu.table1);
    await shop.client.post('/api/v1/orders/complete', { orderIds: [orderId] });
    const closed = await send({ orderIds: [orderId], tableId: shop.menu.table2 });
    expect([closed.status, closed.body.message]).toEqual([409, POS_MSG.orderClosed]);
    expect((await seatOf(orderId)).table_id).toBe(shop.menu.table1);
  });

  it("refuses another tenant's orders and tables", async () => {
    const a = await shopWithMenu('A');
    const b = await shopWithMenu('B');
    const mine = await b.order(burgerAndWater(b.menu, b.menu.table1));
    const theirs = await a.order(burgerAndWater(a.menu, a.menu.table1));
    const theirTable = await b.client.post('/api/v1/orders/transfer', {
      orderIds: [mine.orderId],
      tableId: a.menu.table2,
    });
    expect([theirTable.status, theirTable.body.message]).toEqual([404, POS_MSG.tableNotFound]);
    const theirOrder = await b.client.post('/api/v1/orders/transfer', {
      orderIds: [theirs.orderId],
      tableId: b.menu.table2,
    });
    expect(theirOrder.status).toBe(404);
    expect((await seatOf(mine.orderId)).table_id).toBe(b.menu.table1);
    expect((await seatOf(theirs.orderId)).table_id).toBe(a.menu.table1);
  });

  it('is for the scopes of the Orders screen only', async () => {
    const shop = await shopWithMenu();
    const { orderId } = await shop.order(burgerAndWater(shop.menu, shop.menu.table1));
    const cook = await addStaff(t, shop.tenantId, 'KITCHEN');
    const body = { orderIds: [orderId], tableId: shop.menu.table2 };
    expect((await cook.client.post('/api/v1/orders/transfer', body)).status).toBe(403);
    expect((await new TestClient(t.app).post('/api/v1/orders/transfer', body)).status).toBe(401);
    expect((await seatOf(orderId)).table_id).toBe(shop.menu.table1);
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

    const summary = await shop.client.post<TPaymentSummaryResponse>(
      '/api/v1/orders/complete-order-payment-summary',
      { orderIds: [one.orderId, two.orderId] },
    );
    // Burger 10.00 + 1.00 tax; double coffee 4.20 incl. 5 % → net 4.00, tax 0.20; water cancelled.
    expect(summary.body).toMatchObject({ subtotal: 14, taxTotal: 1.2, total: 15.2 });
    expect(summary.body.orders.map((o) => o.token_no)).toEqual([one.tokenNo, two.tokenNo]);
    // enough to print the bill from: each order's charged lines (the cancelled water left off), its table
    expect(summary.body.orders[0]).toMatchObject({
      id: one.orderId,
      delivery_type: 'dinein',
      customer_type: 'WALKIN',
      customer_id: null,
      customer_name: null,
      table_id: shop.menu.table1,
      table_title: 'T1',
    });
    expect(summary.body.orders[0]!.items).toEqual([
      expect.objectContaining({ item_title: 'Burger', quantity: 1, unit_price: 10, line_total: 10 }),
    ]);
    expect(summary.body.orders[1]!.items).toEqual([
      expect.objectContaining({
        item_title: 'Coffee',
        variant_title: 'Double',
        unit_price: 4.2,
        line_total: 4.2,
      }),
    ]);

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

  it('takes the payment type as the spec names it: selectedPaymentType, an id or { id }', async () => {
    const shop = await shopWithMenu();
    const pay = (orderId: string, body: Record<string, unknown>) =>
      shop.client.post<{ message: string; invoiceId: string }>('/api/v1/orders/complete-and-pay-order', {
        orderIds: [orderId],
        subTotal: 10,
        taxTotal: 1,
        total: 11,
        ...body,
      });
    for (const selectedPaymentType of [shop.menu.cash, { id: shop.menu.cash, title: 'Cash' }]) {
      const { orderId } = await shop.order({ cart: [{ id: shop.menu.burger, quantity: 1 }] });
      const res = await pay(orderId, { selectedPaymentType });
      expect([res.status, res.body.message]).toEqual([200, POS_MSG.orderPaid]);
      const invoice = await t.db
        .selectFrom('invoices')
        .select(['payment_type_id', 'total'])
        .where('id', '=', res.body.invoiceId)
        .executeTakeFirstOrThrow();
      expect(invoice).toEqual({ payment_type_id: shop.menu.cash, total: 1100 });
    }
    const { orderId } = await shop.order({ cart: [{ id: shop.menu.burger, quantity: 1 }] });
    const refusals: [unknown, string][] = [
      ['', POS_MSG.paymentTypeRequired],
      [null, POS_MSG.paymentTypeRequired],
      [{}, POS_MSG.paymentTypeNotFound],
      [{ id: '' }, POS_MSG.paymentTypeRequired],
      [7, POS_MSG.paymentTypeNotFound],
    ];
    for (const [selectedPaymentType, message] of refusals) {
      const res = await pay(orderId, { selectedPaymentType });
      expect([res.status, res.body.message], JSON.stringify(selectedPaymentType)).toEqual([400, message]);
    }
    const other = await shopWithMenu('Other Payments');
    const foreign = await pay(orderId, { selectedPaymentType: { id: other.menu.cash } });
    expect([foreign.status, foreign.body.message]).toEqual([400, POS_MSG.paymentTypeNotFound]);
    const row = await t.db
      .selectFrom('orders')
      .select(['status', 'payment_status'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'created', payment_status: 'pending' });
  });
});
