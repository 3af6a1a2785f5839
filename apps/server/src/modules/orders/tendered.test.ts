import { POS_MSG, type TGetReceiptResponse } from '@opentab/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.ts';
import { burgerAndWater, shopWithMenu } from '../../test/order-shop.ts';

/** The amount tendered and the change due of issue 16, on both paying calls and on the receipt. */

let t: TTestApp;
let shop: Awaited<ReturnType<typeof shopWithMenu>>;
beforeAll(async () => {
  t = await createTestApp();
  shop = await shopWithMenu(t, 'Cash Corner');
});
afterAll(async () => {
  await t.close();
});

type TPaidAnswer = {
  message: string;
  invoiceId: string;
  amountTendered: number | null;
  changeDue: number | null;
};

const invoice = (id: string) =>
  t.db
    .selectFrom('invoices')
    .select(['total', 'amount_tendered', 'change_due'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const countInvoices = async () =>
  Number(
    (
      await t.db
        .selectFrom('invoices')
        .select(t.db.fn.countAll().as('n'))
        .where('tenant_id', '=', shop.tenantId)
        .executeTakeFirstOrThrow()
    ).n,
  );

// A burger (10 + 10 % tax) and two waters (1.50 each): 14.00 in all.
const payAtPos = (body: Record<string, unknown>) =>
  shop.client.post<TPaidAnswer>('/api/v1/pos/create-order-and-invoice', {
    ...burgerAndWater(shop.menu),
    paymentTypeId: shop.menu.cash,
    ...body,
  });

describe('POST /pos/create-order-and-invoice with an amount tendered', () => {
  it('stores the amount and the change the server works out, ignoring any change the client sends', async () => {
    const res = await payAtPos({ amountTendered: 20, changeDue: 99, payableTotal: 1 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ amountTendered: 20, changeDue: 6, payableTotal: 14 });
    expect(await invoice(res.body.invoiceId)).toEqual({
      total: 1400,
      amount_tendered: 2000,
      change_due: 600,
    });

    const receipt = await shop.client.get<TGetReceiptResponse>(
      `/api/v1/receipts/invoice/${res.body.invoiceId}`,
    );
    expect(receipt.status).toBe(200);
    expect(receipt.body.receipt).toMatchObject({ payableTotal: 14, amountTendered: 20, changeDue: 6 });
  });

  it('takes the exact amount (no change) and no amount at all (nothing stored)', async () => {
    const exact = await payAtPos({ amountTendered: 14 });
    expect(exact.body).toMatchObject({ amountTendered: 14, changeDue: 0 });
    for (const amountTendered of [undefined, null, '']) {
      const none = await payAtPos({ amountTendered });
      expect(none.status).toBe(200);
      expect(none.body).toMatchObject({ amountTendered: null, changeDue: null });
      expect(await invoice(none.body.invoiceId)).toMatchObject({ amount_tendered: null, change_due: null });
      const receipt = await shop.client.get<TGetReceiptResponse>(
        `/api/v1/receipts/invoice/${none.body.invoiceId}`,
      );
      expect(receipt.body.receipt).toMatchObject({ amountTendered: null, changeDue: null });
    }
  });

  it.each([
    ['less than the total', 13.99, POS_MSG.amountTenderedTooLow],
    ['more decimals than the currency has', 20.005, POS_MSG.invalidAmountTendered],
    ['negative', -1, POS_MSG.invalidAmountTendered],
    ['not a number', 'twenty', POS_MSG.invalidAmountTendered],
    ['absurdly large', 1e15, POS_MSG.invalidAmountTendered],
  ])('refuses an amount %s, writing nothing', async (_name, amountTendered, message) => {
    const before = await countInvoices();
    const res = await payAtPos({ amountTendered });
    expect([res.status, res.body.message]).toEqual([400, message]);
    expect(await countInvoices()).toBe(before);
  });
});

describe('POST /orders/complete-and-pay-order with an amount tendered', () => {
  it('checks the amount against what the orders owe and stores the change', async () => {
    const one = await shop.order(burgerAndWater(shop.menu, shop.menu.table1));
    const two = await shop.order({
      ...burgerAndWater(shop.menu, shop.menu.table1),
      cart: [{ id: shop.menu.water, quantity: 1 }],
    });
    const pay = (body: Record<string, unknown>) =>
      shop.client.post<TPaidAnswer>('/api/v1/orders/complete-and-pay-order', {
        orderIds: [one.orderId, two.orderId],
        paymentTypeId: shop.menu.cash,
        ...body,
      });

    const before = await countInvoices();
    const short = await pay({ amountTendered: 15, total: 15 });
    expect([short.status, short.body.message]).toEqual([400, POS_MSG.amountTenderedTooLow]);
    expect(await countInvoices()).toBe(before);

    const paid = await pay({ amountTendered: 50, changeDue: 1 });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({
      message: POS_MSG.orderPaid,
      total: 15.5,
      amountTendered: 50,
      changeDue: 34.5,
    });
    expect(await invoice(paid.body.invoiceId)).toEqual({
      total: 1550,
      amount_tendered: 5000,
      change_due: 3450,
    });
    const receipt = await shop.client.get<TGetReceiptResponse>(
      `/api/v1/receipts/invoice/${paid.body.invoiceId}`,
    );
    expect(receipt.body.receipt).toMatchObject({ payableTotal: 15.5, amountTendered: 50, changeDue: 34.5 });
  });

  it('prints no tendered amount on the bill of a single order of a larger invoice', async () => {
    const one = await shop.order(burgerAndWater(shop.menu, shop.menu.table2));
    const two = await shop.order(burgerAndWater(shop.menu, shop.menu.table2));
    const paid = await shop.client.post<TPaidAnswer>('/api/v1/orders/complete-and-pay-order', {
      orderIds: [one.orderId, two.orderId],
      paymentTypeId: shop.menu.cash,
      amountTendered: 30,
    });
    expect(paid.body.changeDue).toBe(2);
    const single = await shop.client.get<TGetReceiptResponse>(`/api/v1/receipts/order/${one.orderId}`);
    expect(single.status).toBe(200);
    expect(single.body.receipt).toMatchObject({ amountTendered: null, changeDue: null });
  });
});
