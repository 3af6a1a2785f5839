import type { TCreateOrderResponse, TReportResponse } from '@opentab/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up as migrateSplitTenderRollup } from '../../db/migrations/0023_split_tender_rollup.ts';
import { newId } from '../../lib/ids.ts';
import { createTestApp, signUpTenant, TestClient, type TTestApp } from '../../test/harness.ts';
import { shopWithMenu } from '../../test/order-shop.ts';
import { orderLines } from '../../test/orders.ts';
import { placeQrOrder, setQrFlags, tablePublicId } from '../../test/qr.ts';
import { rebuildSalesRollup, recordOrderSales } from '../orders/sales-rollup.repo.ts';

/**
 * The sales rollups (db/sales-rollup.ts) against the orders they sum: after every write path that changes
 * what an order counts for, the rollup rows equal the ones a rebuild from the stored orders gives, and the
 * report shows the hand-computed figures. Then the store's midnight and a DST change, from the rollup.
 */
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A tenant's rollup rows that hold anything (a change can leave a row at zero; a rebuild writes none). */
async function rollupRows(tenantId: string) {
  const sales = await t.db.selectFrom('sales_rollup').selectAll().where('tenant_id', '=', tenantId).execute();
  const items = await t.db
    .selectFrom('item_sales_rollup')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .execute();
  const text = (row: Record<string, unknown>) =>
    JSON.stringify(
      Object.fromEntries(
        Object.entries(row).map(([key, value]) => [
          key,
          key === 'bucket' ? new Date(String(value)).toISOString() : value,
        ]),
      ),
    );
  const numbers = (row: Record<string, unknown>, keys: string[]) =>
    Object.fromEntries(Object.entries(row).map(([k, v]) => [k, keys.includes(k) ? Number(v) : v]));
  return {
    sales: sales
      .map((row) => numbers(row, ['orders', 'paid_orders', 'paid_lines', 'net', 'tax']))
      .filter((row) => ['orders', 'paid_orders', 'paid_lines', 'net', 'tax'].some((k) => row[k] !== 0))
      .map(text)
      .sort(),
    items: items
      .map((row) => numbers(row, ['unit_price', 'orders']))
      .filter((row) => row.orders !== 0)
      .map(text)
      .sort(),
  };
}

/** The rollups as kept by the writes equal the rollups summed afresh from the stored orders. */
async function expectRollupExact(tenantId: string) {
  const kept = await rollupRows(tenantId);
  await rebuildSalesRollup(t.db, tenantId);
  expect(kept).toEqual(await rollupRows(tenantId));
  expect(kept.sales.length).toBeGreaterThan(0);
}

describe('the sales rollups follow every write that changes sales', () => {
  it('shares a split bill out over its payment types by what each paid, at the POS and in Pay & Complete', async () => {
    const shop = await shopWithMenu(t, 'Split Tender Diner');
    const { menu, client, tenantId } = shop;
    const today = async () => (await client.get<TReportResponse>('/api/v1/reports?type=today')).body;
    const card = (
      await client.post<{ id: string }>('/api/v1/settings/payment-types/add', {
        title: 'Card',
        isActive: true,
        isCash: false,
      })
    ).body.id;

    // A burger (10.00 + 10 % tax) and two waters (3.00): 14.00, 7.00 by card, 10.00 cash handed over for 7.00.
    const paid = await client.post('/api/v1/pos/create-order-and-invoice', {
      cart: [
        { id: menu.burger, quantity: 1 },
        { id: menu.water, quantity: 2 },
      ],
      deliveryType: 'takeaway',
      payments: [
        { paymentTypeId: card, amount: 7 },
        { paymentTypeId: menu.cash, amount: 10 },
      ],
    });
    expect(paid.status).toBe(200);
    await expectRollupExact(tenantId);
    expect(await today()).toMatchObject({
      ordersCount: 1,
      revenueTotal: 14,
      averageOrderValue: 14,
      totalPaymentsByPaymentTypes: [
        { title: 'Card', total: 7 },
        { title: 'Cash', total: 7 },
      ],
      revenueByHour: expect.arrayContaining([14]),
    });

    // Two orders paid as one bill of 14.00 with a 1.00 tip: 5.00 by card, 10.00 in cash. Each order's revenue is
    // shared by the parts, a third to the card: the burger's 10.00 + 1.00 tax as 3.33 + 0.33 and 6.67 + 0.67,
    // the waters' 3.00 as 1.00 and 2.00 (the tip is not revenue, so the card's share is 4.66, not 5.00).
    const burger = await shop.order({ cart: [{ id: menu.burger, quantity: 1 }], deliveryType: 'takeaway' });
    const waters = await shop.order({ cart: [{ id: menu.water, quantity: 2 }], deliveryType: 'takeaway' });
    const bill = await client.post('/api/v1/orders/complete-and-pay-order', {
      orderIds: [burger.orderId, waters.orderId],
      tip: { type: 'amount', value: 1 },
      payments: [
        { paymentTypeId: card, amount: 5 },
        { paymentTypeId: menu.cash, amount: 10 },
      ],
    });
    expect(bill.status).toBe(200);
    await expectRollupExact(tenantId);
    const report = await today();
    expect(report).toMatchObject({
      ordersCount: 3,
      revenueTotal: 28,
      netRevenue: 26,
      taxTotal: 2,
      averageOrderValue: 9.33,
      totalPaymentsByPaymentTypes: [
        { title: 'Cash', total: 16.34 },
        { title: 'Card', total: 11.66 },
      ],
    });
    const byType = report.totalPaymentsByPaymentTypes.reduce((sum, type) => sum + type.total * 100, 0);
    expect(Math.round(byType)).toBe(2800);
    expect(report.revenueByDay.reduce((sum, day) => sum + day.total * 100, 0)).toBeCloseTo(2800);

    // A comp (100 % off) paid at once: a bill of 0.00, whose one part paid nothing, still counts its order.
    const comp = await client.post('/api/v1/pos/create-order-and-invoice', {
      cart: [{ id: menu.water, quantity: 1, discount: { type: 'percent', value: 100, reason: 'Comp' } }],
      deliveryType: 'takeaway',
      paymentTypeId: menu.cash,
    });
    expect(comp.status).toBe(200);
    const compParts = await t.db
      .selectFrom('invoice_payments')
      .select('amount')
      .where('invoice_id', '=', (comp.body as { invoiceId: string }).invoiceId)
      .execute();
    expect(compParts.map((part) => Number(part.amount))).toEqual([0]);
    await expectRollupExact(tenantId);
    expect(await today()).toMatchObject({
      ordersCount: 4,
      revenueTotal: 28,
      totalPaymentsByPaymentTypes: [
        { title: 'Cash', total: 16.34 },
        { title: 'Card', total: 11.66 },
      ],
    });
  });

  it("migration 0023 sums again the rollup of a store with split bills, and only such a store's", async () => {
    const split = await shopWithMenu(t, 'Migrated Split Diner');
    const plain = await shopWithMenu(t, 'Migrated Plain Diner');
    const card = (
      await split.client.post<{ id: string }>('/api/v1/settings/payment-types/add', {
        title: 'Card',
        isActive: true,
        isCash: false,
      })
    ).body.id;
    const paid = await split.client.post('/api/v1/pos/create-order-and-invoice', {
      cart: [{ id: split.menu.burger, quantity: 1 }],
      deliveryType: 'takeaway',
      payments: [
        { paymentTypeId: card, amount: 4 },
        { paymentTypeId: split.menu.cash, amount: 7 },
      ],
    });
    expect(paid.status).toBe(200);
    const plainPaid = await plain.client.post('/api/v1/pos/create-order-and-invoice', {
      cart: [{ id: plain.menu.burger, quantity: 1 }],
      deliveryType: 'takeaway',
      paymentTypeId: plain.menu.cash,
    });
    expect(plainPaid.status).toBe(200);
    const expected = await rollupRows(split.tenantId);
    const plainRows = await rollupRows(plain.tenantId);
    // as the rollup stood before: the split bill's whole order under the joined title
    const joined = (tenantId: string) =>
      t.db
        .updateTable('sales_rollup')
        .set({ payment_type_title: 'Card + Cash' })
        .where('tenant_id', '=', tenantId)
        .where('payment_type_title', '=', 'Card')
        .execute();
    await t.db
      .deleteFrom('sales_rollup')
      .where('tenant_id', '=', split.tenantId)
      .where('payment_type_title', '=', 'Cash')
      .execute();
    await joined(split.tenantId);
    expect(await rollupRows(split.tenantId)).not.toEqual(expected);

    await migrateSplitTenderRollup(t.db as never);
    expect(await rollupRows(split.tenantId)).toEqual(expected);
    expect(await rollupRows(plain.tenantId)).toEqual(plainRows);
  });

  it('create, pay at the POS, cancel and restore a line, pay later, cancel an order, accept a QR order, delete an item', async () => {
    const shop = await shopWithMenu(t, 'Rollup Diner');
    const { menu, client, tenantId } = shop;
    const today = async () => (await client.get<TReportResponse>('/api/v1/reports?type=today')).body;
    const top = async () => (await today()).topSellingItems;

    // A: a burger, a burger with cheese (11.50) and two waters, sent to the kitchen unpaid.
    const a = await shop.order({
      cart: [
        { id: menu.burger, quantity: 1 },
        { id: menu.burger, quantity: 1, addons_ids: [menu.cheese] },
        { id: menu.water, quantity: 2 },
      ],
      deliveryType: 'takeaway',
    });
    await expectRollupExact(tenantId);
    expect(await today()).toMatchObject({ ordersCount: 1, revenueTotal: 0, totalPaymentsByPaymentTypes: [] });
    expect(await top()).toEqual([
      { title: 'Burger', price: 10, orders_count: 1 },
      { title: 'Water', price: 1.5, orders_count: 1 },
    ]);

    // B: a burger paid at once with Cash: 10.00 + 10 % exclusive tax.
    const b = await client.post<TCreateOrderResponse>('/api/v1/pos/create-order-and-invoice', {
      cart: [{ id: menu.burger, quantity: 1 }],
      paymentTypeId: menu.cash,
    });
    expect(b.status).toBe(200);
    await expectRollupExact(tenantId);
    expect(await today()).toMatchObject({ ordersCount: 2, revenueTotal: 11, averageOrderValue: 11 });

    // A's plain burger and waters cancelled: A still sold a burger (at 11.50), no water is sold.
    const [plainBurger, cheeseBurger, water] = await orderLines(t.db, a.orderId);
    expect(cheeseBurger?.unit_price).toBe(1150);
    for (const line of [plainBurger, water]) {
      const res = await client.post(`/api/v1/orders/update-status/${line?.id}`, { status: 'cancelled' });
      expect(res.status).toBe(200);
      await expectRollupExact(tenantId);
    }
    expect(await top()).toEqual([{ title: 'Burger', price: 10, orders_count: 2 }]);
    // the waters brought back
    await client.post(`/api/v1/orders/update-status/${water?.id}`, { status: 'delivered' });
    await expectRollupExact(tenantId);
    // a kitchen move of a live line changes nothing
    await client.post(`/api/v1/orders/update-status/${cheeseBurger?.id}`, { status: 'preparing' });
    await expectRollupExact(tenantId);

    // A paid with Cash: 11.50 + 1.15 tax + 3.00 of water.
    const paid = await client.post('/api/v1/orders/complete-and-pay-order', {
      orderIds: [a.orderId],
      paymentTypeId: menu.cash,
    });
    expect(paid.status).toBe(200);
    await expectRollupExact(tenantId);
    expect(await today()).toMatchObject({
      ordersCount: 2,
      netRevenue: 24.5,
      taxTotal: 2.15,
      revenueTotal: 26.65,
      averageOrderValue: 13.33,
      totalPaymentsByPaymentTypes: [{ title: 'Cash', total: 26.65 }],
    });
    expect(await top()).toEqual([
      { title: 'Burger', price: 10, orders_count: 2 },
      { title: 'Water', price: 1.5, orders_count: 1 },
    ]);

    // C: a water sent and then the whole order cancelled: nothing.
    const c = await shop.order({ cart: [{ id: menu.water, quantity: 1 }], deliveryType: 'takeaway' });
    expect((await today()).ordersCount).toBe(3);
    expect((await client.post('/api/v1/orders/cancel', { orderIds: [c.orderId] })).status).toBe(200);
    await expectRollupExact(tenantId);
    expect(await today()).toMatchObject({ ordersCount: 2, revenueTotal: 26.65 });

    // D: a diner's QR order of three waters, accepted at the POS.
    const code = await setQrFlags(t.db, tenantId, { menu: true, order: true });
    const placed = await placeQrOrder(new TestClient(t.app), code, {
      cartItems: [{ id: menu.water, quantity: 3 }],
      customerType: 'WALKIN',
      tableId: await tablePublicId(t.db, menu.table1),
    });
    expect(placed.status).toBe(200);
    const qr = await t.db
      .selectFrom('qr_orders')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .executeTakeFirstOrThrow();
    const accepted = await client.post<TCreateOrderResponse>('/api/v1/pos/create-order', {
      cart: [{ id: menu.water, quantity: 3 }],
      deliveryType: 'dinein',
      customerType: 'WALKIN',
      tableId: menu.table1,
      selectedQrOrderItem: qr.id,
    });
    expect(accepted.status).toBe(200);
    await expectRollupExact(tenantId);
    expect(await today()).toMatchObject({ ordersCount: 3, revenueTotal: 26.65 });
    expect((await top())[1]).toEqual({ title: 'Water', price: 1.5, orders_count: 2 });

    // The burger leaves the menu: its lines keep their title and price, now without an item id.
    expect((await client.delete(`/api/v1/menu-items/delete/${menu.burger}`)).status).toBe(200);
    await expectRollupExact(tenantId);
    expect(await top()).toEqual([
      { title: 'Burger', price: 10, orders_count: 2 },
      { title: 'Water', price: 1.5, orders_count: 2 },
    ]);
  });
});

describe("the rollups' quarter hours make the store's days and hours", () => {
  /** A paid order with one line of `net` (no tax) rung up at `at`, summed into the rollups as an order is. */
  async function paidOrderAt(tenantId: string, at: string, net: number) {
    const id = newId();
    const invoiceId = newId();
    await t.db
      .insertInto('invoices')
      .values({
        id: invoiceId,
        tenant_id: tenantId,
        sub_total: net,
        tax_total: 0,
        total: net,
        payment_type_id: null,
        payment_type_title: 'Cash',
        delivery_type: 'takeaway',
        customer_type: 'WALKIN',
        customer_id: null,
        customer_name: null,
        table_id: null,
        table_title: null,
        floor: null,
        created_by: null,
        created_at: at,
      })
      .execute();
    await t.db
      .insertInto('orders')
      .values({
        id,
        tenant_id: tenantId,
        business_day: at.slice(0, 10),
        token_no: Math.floor(Math.random() * 1e9),
        delivery_type: 'takeaway',
        customer_type: 'WALKIN',
        customer_id: null,
        customer_name: null,
        table_id: null,
        table_title: null,
        floor: null,
        status: 'completed',
        payment_status: 'paid',
        invoice_id: invoiceId,
        qr_order_id: null,
        items_total: net,
        tax_total: 0,
        payable_total: net,
        created_by: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
    await t.db
      .insertInto('order_items')
      .values({
        id: `${id}.000`,
        tenant_id: tenantId,
        order_id: id,
        item_id: null,
        item_title: 'Tea',
        variant_id: null,
        variant_title: null,
        variant_price: null,
        addons: '[]',
        quantity: 1,
        notes: null,
        unit_price: net,
        tax_title: null,
        tax_rate_milli: null,
        tax_type: null,
        line_net: net,
        line_tax: 0,
        status: 'delivered',
        created_at: at,
        updated_at: at,
      })
      .execute();
    await t.db.transaction().execute((trx) => recordOrderSales(trx, tenantId, [id]));
  }

  async function storeIn(timeZone: string) {
    const shop = await signUpTenant(t.app, `Store in ${timeZone}`);
    await t.db
      .updateTable('store_settings')
      .set({ time_zone: timeZone })
      .where('tenant_id', '=', shop.tenantId)
      .execute();
    const report = async (from: string, to: string) =>
      (await shop.client.get<TReportResponse>(`/api/v1/reports?type=custom&from=${from}&to=${to}`)).body;
    return { ...shop, report };
  }

  it('splits Berlin days at its midnight and adds the repeated hour of the autumn DST change into one', async () => {
    const store = await storeIn('Europe/Berlin');
    // 2026-10-25: clocks go back from 03:00 CEST to 02:00 CET, so 02:30 happens at 00:30 and at 01:30 UTC.
    const orders: [string, number][] = [
      ['2026-10-24T21:59:00.000Z', 100], // 23:59 on the 24th (CEST)
      ['2026-10-24T22:00:00.000Z', 200], // 00:00 on the 25th
      ['2026-10-25T00:30:00.000Z', 300], // 02:30 CEST
      ['2026-10-25T01:30:00.000Z', 400], // 02:30 CET
      ['2026-10-25T22:59:59.000Z', 500], // 23:59 on the 25th (CET)
      ['2026-10-25T23:00:00.000Z', 600], // 00:00 on the 26th
    ];
    for (const [at, net] of orders) await paidOrderAt(store.tenantId, at, net);

    const day = await store.report('2026-10-25', '2026-10-25');
    expect(day).toMatchObject({
      ordersCount: 4,
      revenueTotal: 14,
      revenueByDay: [{ day: '2026-10-25', total: 14 }],
      totalPaymentsByPaymentTypes: [{ title: 'Cash', total: 14 }],
      topSellingItems: [{ title: 'Tea', price: 2, orders_count: 4 }],
    });
    const hours = new Array(24).fill(0);
    hours[0] = 2;
    hours[2] = 7;
    hours[23] = 5;
    expect(day.revenueByHour).toEqual(hours);

    // Three days read whole UTC days from the day rows and their ends from the quarter hours.
    const three = await store.report('2026-10-24', '2026-10-26');
    expect(three).toMatchObject({
      ordersCount: 6,
      revenueTotal: 21,
      totalPaymentsByPaymentTypes: [{ title: 'Cash', total: 21 }],
      topSellingItems: [{ title: 'Tea', price: 1, orders_count: 6 }],
    });
    expect(three.revenueByDay).toEqual([
      { day: '2026-10-24', total: 1 },
      { day: '2026-10-25', total: 14 },
      { day: '2026-10-26', total: 6 },
    ]);
  });

  it('splits days at a quarter-to midnight (Kathmandu, UTC+05:45)', async () => {
    const store = await storeIn('Asia/Kathmandu');
    await paidOrderAt(store.tenantId, '2026-03-01T18:14:59.000Z', 100); // 23:59:59 on 1 March
    await paidOrderAt(store.tenantId, '2026-03-01T18:15:00.000Z', 200); // 00:00 on 2 March
    const both = await store.report('2026-03-01', '2026-03-02');
    expect(both.revenueByDay).toEqual([
      { day: '2026-03-01', total: 1 },
      { day: '2026-03-02', total: 2 },
    ]);
    expect(both.revenueByHour[23]).toBe(1);
    expect(both.revenueByHour[0]).toBe(2);
    expect((await store.report('2026-03-02', '2026-03-02')).ordersCount).toBe(1);
  });
});
