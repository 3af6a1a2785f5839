import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaff, createTestApp, type TTestApp } from '../../test/harness.ts';
import { burgerAndWater, shopWithMenu } from '../../test/order-shop.ts';

/*
 * Issue 23's race: terminals paying the same table at once. Exactly one payment per order, one invoice, the
 * others refused with a clear 409; never a 5xx. On PostgreSQL the requests really run in parallel.
 */

let t: TTestApp;
let shop: Awaited<ReturnType<typeof shopWithMenu>>;

beforeAll(async () => {
  t = await createTestApp();
  shop = await shopWithMenu(t, 'Race Inn');
});
afterAll(async () => {
  await t.close();
});

describe('two terminals paying one table', () => {
  it('charges the table once: one invoice, the others 409, every order paid by that invoice', async () => {
    const terminals = await Promise.all(
      Array.from({ length: 4 }, () => addStaff(t, shop.tenantId, 'POS,ORDERS')),
    );
    for (let round = 0; round < 5; round++) {
      const first = await shop.order(burgerAndWater(shop.menu, shop.menu.table1));
      const second = await shop.order(burgerAndWater(shop.menu, shop.menu.table1));
      const orderIds = [first.orderId, second.orderId];
      const answers = await Promise.all(
        terminals.map((terminal) =>
          terminal.client.post('/api/v1/orders/complete-and-pay-order', {
            orderIds,
            paymentTypeId: shop.menu.cash,
          }),
        ),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([200, 409, 409, 409]);
      const orders = await t.db
        .selectFrom('orders')
        .select(['payment_status', 'invoice_id'])
        .where('id', 'in', orderIds)
        .execute();
      const invoiceIds = new Set(orders.map((order) => order.invoice_id));
      expect(orders.every((order) => order.payment_status === 'paid')).toBe(true);
      expect(invoiceIds.size).toBe(1);
      const invoices = await t.db
        .selectFrom('invoices')
        .select('id')
        .where('tenant_id', '=', shop.tenantId)
        .where('id', 'in', [...invoiceIds] as string[])
        .execute();
      expect(invoices).toHaveLength(1);
    }
    const all = await t.db
      .selectFrom('invoices')
      .select('id')
      .where('tenant_id', '=', shop.tenantId)
      .execute();
    expect(all).toHaveLength(5);
  });
});

describe('two terminals paying parts of one table (issue 23, split bill)', () => {
  it('pays a line once: one part, the others refused with a clear message, never a negative balance', async () => {
    const terminals = await Promise.all(
      Array.from({ length: 4 }, () => addStaff(t, shop.tenantId, 'POS,ORDERS')),
    );
    for (let round = 0; round < 3; round++) {
      const placed = await shop.order(burgerAndWater(shop.menu, shop.menu.table2));
      const burger = placed.order.items[0]!;
      // the first round races for the bill's first part (no invoice yet), the later ones on a part-paid bill
      if (round > 0) {
        const water = placed.order.items[1]!;
        const first = await shop.client.post('/api/v1/orders/complete-and-pay-order', {
          orderIds: [placed.orderId],
          paymentTypeId: shop.menu.cash,
          lines: [{ orderItemId: water.id, quantity: 1 }],
        });
        expect(first.status).toBe(200);
      }
      const answers = await Promise.all(
        terminals.map((terminal) =>
          terminal.client.post<{ message: string }>('/api/v1/orders/complete-and-pay-order', {
            orderIds: [placed.orderId],
            paymentTypeId: shop.menu.cash,
            lines: [{ orderItemId: burger.id, quantity: 1 }],
          }),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400, 400]);
      for (const refused of answers.filter((answer) => answer.status === 400)) {
        expect(refused.body.message).toBe('Only 0 of Burger are left to pay!');
      }
      const lines = await t.db
        .selectFrom('invoice_part_lines')
        .select(['quantity', 'amount'])
        .where('order_item_id', '=', burger.id)
        .execute();
      expect(lines).toEqual([{ quantity: 1, amount: 1100 }]);
      const order = await t.db
        .selectFrom('orders')
        .select(['payment_status', 'invoice_id'])
        .where('id', '=', placed.orderId)
        .executeTakeFirstOrThrow();
      const invoice = await t.db
        .selectFrom('invoices')
        .select(['balance'])
        .where('id', '=', order.invoice_id as string)
        .executeTakeFirstOrThrow();
      expect(invoice.balance).toBe(round > 0 ? 150 : 300);
    }
  });

  it('pays the last share once: one part closes the bill, the others find it paid (409)', async () => {
    const terminals = await Promise.all(
      Array.from({ length: 4 }, () => addStaff(t, shop.tenantId, 'POS,ORDERS')),
    );
    for (let round = 0; round < 3; round++) {
      const placed = await shop.order(burgerAndWater(shop.menu, shop.menu.table2));
      const pay = (client = shop.client) =>
        client.post<{ message: string; balance: number }>('/api/v1/orders/complete-and-pay-order', {
          orderIds: [placed.orderId],
          paymentTypeId: shop.menu.cash,
          shares: 3,
        });
      expect((await pay()).status).toBe(200);
      expect((await pay()).status).toBe(200);
      const answers = await Promise.all(terminals.map((terminal) => pay(terminal.client)));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
      const parts = await t.db
        .selectFrom('invoice_parts')
        .innerJoin('orders', 'orders.invoice_id', 'invoice_parts.invoice_id')
        .select(['invoice_parts.part', 'invoice_parts.amount'])
        .where('orders.id', '=', placed.orderId)
        .orderBy('invoice_parts.part')
        .execute();
      expect(parts).toEqual([
        { part: 1, amount: 466 },
        { part: 2, amount: 466 },
        { part: 3, amount: 468 },
      ]);
      const invoice = await t.db
        .selectFrom('invoices')
        .innerJoin('orders', 'orders.invoice_id', 'invoices.id')
        .select(['invoices.balance', 'orders.payment_status'])
        .where('orders.id', '=', placed.orderId)
        .executeTakeFirstOrThrow();
      expect(invoice).toEqual({ balance: 0, payment_status: 'paid' });
    }
  });
});
