import { POS_MSG, type TReceiptResponse } from '@opentab/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectGuarded, expectNotFound } from '../../test/guards.ts';
import { addStaff, createTestApp, type TTestApp } from '../../test/harness.ts';
import { burgerAndWater, shopWithMenu as shopWith } from '../../test/order-shop.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const shopWithMenu = (name?: string) => shopWith(t, name);

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

  it('prints the invoice number with its prefix and one tax line per tax and rate (issue 22)', async () => {
    const shop = await shopWithMenu('Two Taxes');
    await t.db
      .updateTable('store_settings')
      .set({ invoice_prefix: 'R-' })
      .where('tenant_id', '=', shop.tenantId)
      .execute();
    const open = await shop.order(burgerAndWater(shop.menu));
    const paid = await shop.client.post<{ orderId: string; invoiceId: string }>(
      '/api/v1/pos/create-order-and-invoice',
      {
        // 10.00 + 10 % exclusive (1.00); 6.00 and 3.00 with 5 % inclusive (0.29 + 0.14); an untaxed water
        cart: [
          { id: shop.menu.burger, quantity: 1 },
          { id: shop.menu.coffee, quantity: 2 },
          { id: shop.menu.water, quantity: 1 },
          { id: shop.menu.coffee, quantity: 1 },
        ],
        paymentTypeId: shop.menu.cash,
      },
    );
    type TReceipt = { receipt: { invoiceNumber: string | null; taxTotal: number; taxes: unknown[] } };
    const receipt = (await shop.client.get<TReceipt>(`/api/v1/receipts/invoice/${paid.body.invoiceId}`)).body
      .receipt;
    expect(receipt.invoiceNumber).toBe('R-1');
    expect(receipt.taxTotal).toBe(1.43);
    expect(receipt.taxes).toEqual([
      { title: 'Sales 10', rate: 10, type: 'exclusive', amount: 1 },
      { title: 'VAT 5', rate: 5, type: 'inclusive', amount: 0.43 },
    ]);
    // the invoice view prints the same lines
    const view = await shop.client.post<{ taxes: unknown[] }>('/api/v1/invoices/orders', {
      orderIds: [paid.body.orderId],
    });
    expect(view.body.taxes).toEqual(receipt.taxes);
    // an unpaid order has no invoice number yet
    const unpaid = (await shop.client.get<TReceipt>(`/api/v1/receipts/order/${open.orderId}`)).body.receipt;
    expect(unpaid.invoiceNumber).toBeNull();
    expect(unpaid.taxes).toEqual([{ title: 'Sales 10', rate: 10, type: 'exclusive', amount: 1 }]);
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
      language: 'en',
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

  it("lists an invoice's refunds (credit notes) and the net paid (issue 23)", async () => {
    const shop = await shopWithMenu('Refunded Receipts');
    type TReceipt = { receipt: TReceiptResponse };
    // burgerAndWater: a burger 10.00 + 10 % tax and two waters at 1.50: 14.00, with a 1.00 tip
    const paid = await shop.client.post<{ orderId: string; invoiceId: string }>(
      '/api/v1/pos/create-order-and-invoice',
      { ...burgerAndWater(shop.menu), paymentTypeId: shop.menu.cash, tip: { type: 'amount', value: 1 } },
    );
    expect(paid.status).toBe(200);
    const url = `/api/v1/receipts/invoice/${paid.body.invoiceId}`;
    expect((await shop.client.get<TReceipt>(url)).body.receipt).toMatchObject({ refunds: [], netPaid: 15 });

    const card = await shop.client.post<{ id: string }>('/api/v1/settings/payment-types/add', {
      title: 'Card',
      isActive: true,
      isCash: false,
    });
    const water = await t.db
      .selectFrom('order_items')
      .select('id')
      .where('order_id', '=', paid.body.orderId)
      .where('item_title', '=', 'Water')
      .executeTakeFirstOrThrow();
    const refunds = [
      { lines: [{ orderItemId: water.id, quantity: 1 }], reason: 'Spilt', paymentTypeId: shop.menu.cash },
      { amount: 2.25, reason: 'Slow service', paymentTypeId: card.body.id },
    ];
    for (const body of refunds) {
      const res = await shop.client.post(`/api/v1/invoices/${paid.body.invoiceId}/refund`, body);
      expect(res.status).toBe(200);
    }
    const receipt = (await shop.client.get<TReceipt>(url)).body.receipt;
    expect(receipt.refunds).toEqual([
      {
        creditNoteNumber: 1,
        createdAt: expect.any(String),
        amount: 1.5,
        paymentTypeTitle: 'Cash',
        reason: 'Spilt',
      },
      {
        creditNoteNumber: 2,
        createdAt: expect.any(String),
        amount: 2.25,
        paymentTypeTitle: 'Card',
        reason: 'Slow service',
      },
    ]);
    expect(Date.parse(receipt.refunds[0]?.createdAt ?? '')).not.toBeNaN();
    expect(receipt).toMatchObject({ payableTotal: 14, tip: 1, netPaid: 11.25 });
    // the order's own receipt is the whole invoice's too; another tenant sees none of it
    expect(
      (await shop.client.get<TReceipt>(`/api/v1/receipts/order/${paid.body.orderId}`)).body.receipt,
    ).toEqual(receipt);
    const other = await shopWithMenu('Other Refunded Receipts');
    expect((await other.client.get(url)).status).toBe(404);
  });

  it('shows no refunds and no net paid on a receipt that is not its invoice', async () => {
    const shop = await shopWithMenu('Unpaid Receipts');
    const open = await shop.order(burgerAndWater(shop.menu));
    const res = await shop.client.get<{ receipt: TReceiptResponse }>(
      `/api/v1/receipts/order/${open.orderId}`,
    );
    expect(res.body.receipt).toMatchObject({ paid: false, refunds: [], netPaid: null });
  });
});
