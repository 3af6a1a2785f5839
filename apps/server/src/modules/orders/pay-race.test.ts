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
