import {
  MSG,
  POS_MSG,
  SPLIT_MSG,
  type TCompleteAndPayResponse,
  type TCurrentShiftResponse,
  type TGetReceiptResponse,
  type TInvoiceDetailResponse,
  type TListOrderGroupsResponse,
  type TPaymentSummaryResponse,
  type TReportResponse,
} from '@opentab/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectGuarded } from '../../test/guards.ts';
import { addStaff, createTestApp, type TestClient, type TTestApp } from '../../test/harness.ts';
import { burgerAndWater, shopWithMenu } from '../../test/order-shop.ts';

/*
 * Issue 23, split bill, on both databases: a table's bill paid in parts (some lines, or N equal shares, or the
 * rest), each part with its own receipt, the table open until the balance is 0; what is refused, and who may.
 * The bill used throughout: a burger (10.00 + 10 % tax = 11.00) and two waters (1.50 each): 14.00.
 */

const SUMMARY = '/api/v1/orders/complete-order-payment-summary';
const PAY = '/api/v1/orders/complete-and-pay-order';

let t: TTestApp;
let shop: Awaited<ReturnType<typeof shopWithMenu>>;
let rival: Awaited<ReturnType<typeof shopWithMenu>>;
let card: string;

beforeAll(async () => {
  t = await createTestApp();
  shop = await shopWithMenu(t, 'Split Inn');
  rival = await shopWithMenu(t, 'Rival Split Inn');
  const added = await shop.client.post<{ id: string }>('/api/v1/settings/payment-types/add', {
    title: 'Card',
    isActive: true,
    isCash: false,
  });
  card = added.body.id;
});
afterAll(async () => {
  await t.close();
});

/** A new order of a burger and two waters at a table, with its stored lines (burger first). */
async function tableOrder(table = shop.menu.table1) {
  const placed = await shop.order(burgerAndWater(shop.menu, table));
  const [burger, water] = placed.order.items;
  return { id: placed.orderId, burger: burger!.id, water: water!.id };
}

const summary = (body: Record<string, unknown>, client: TestClient = shop.client) =>
  client.post<TPaymentSummaryResponse>(SUMMARY, body);
const pay = (body: Record<string, unknown>, client: TestClient = shop.client) =>
  client.post<TCompleteAndPayResponse>(PAY, { paymentTypeId: shop.menu.cash, ...body });

/** Both calls that take `lines` and `shares`, for the refusals they share. */
const bothCalls: ((
  body: Record<string, unknown>,
) => Promise<{ status: number; body: Record<string, unknown> }>)[] = [pay, summary];

const ordersOf = (ids: string[]) =>
  t.db
    .selectFrom('orders')
    .select(['id', 'status', 'payment_status', 'invoice_id'])
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();
const invoiceOf = (id: string) =>
  t.db
    .selectFrom('invoices')
    .select(['total', 'balance', 'tip', 'split_shares', 'split_base', 'payment_type_title'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
/** What every table of the store says: invoices, parts, part lines and payments, to show a refusal changed none. */
const snapshot = async (tenantId = shop.tenantId) => {
  const of = (table: 'invoices' | 'invoice_parts' | 'invoice_part_lines' | 'invoice_payments') =>
    t.db.selectFrom(table).selectAll().where('tenant_id', '=', tenantId).orderBy('id').execute();
  return {
    invoices: await of('invoices'),
    parts: await of('invoice_parts'),
    lines: await of('invoice_part_lines'),
    payments: await of('invoice_payments'),
    orders: await t.db
      .selectFrom('orders')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .orderBy('id')
      .execute(),
  };
};
const receipt = async (invoiceId: string, part?: number) =>
  shop.client.get<TGetReceiptResponse>(
    `/api/v1/receipts/invoice/${invoiceId}${part === undefined ? '' : `/parts/${part}`}`,
  );
const tableCards = async () =>
  (await shop.client.get<TListOrderGroupsResponse>('/api/v1/orders')).body.filter(
    (group) => group.table_id === shop.menu.table1,
  );

describe('paying some lines, then the rest', () => {
  it('pays a water now, then the rest: a receipt each, the table open until the balance is 0', async () => {
    const order = await tableOrder();
    const before = await summary({ orderIds: [order.id] });
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({
      total: 14,
      paid: 0,
      balance: 14,
      tip: 0,
      invoiceId: null,
      amountDue: 14,
    });
    expect(
      before.body.orders[0]!.items.map((item) => [item.item_title, item.paidQuantity, item.billAmount]),
    ).toEqual([
      ['Burger', 0, 11],
      ['Water', 0, 3],
    ]);
    const asked = await summary({ orderIds: [order.id], lines: [{ orderItemId: order.water, quantity: 1 }] });
    expect(asked.body).toMatchObject({ amountDue: 1.5, balance: 14 });

    const first = await pay({ orderIds: [order.id], lines: [{ orderItemId: order.water, quantity: 1 }] });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      message: 'Part paid. Balance: 12.5',
      part: 1,
      amount: 1.5,
      balance: 12.5,
      total: 14,
    });
    const invoiceId = first.body.invoiceId;
    expect(await ordersOf([order.id])).toEqual([
      { id: order.id, status: 'created', payment_status: 'partial', invoice_id: invoiceId },
    ]);
    expect(await invoiceOf(invoiceId)).toMatchObject({ total: 1400, balance: 1250, split_shares: null });
    // every Orders screen still shows the table, and the summary what is paid of it
    expect(await tableCards()).toHaveLength(1);
    const between = await summary({ orderIds: [order.id] });
    expect(between.body).toMatchObject({ paid: 1.5, balance: 12.5, invoiceId, amountDue: 12.5 });
    expect(between.body.orders[0]!.items.map((item) => item.paidQuantity)).toEqual([0, 1]);
    // the Invoices screen lists the bill with what it still owes
    const listed = await shop.client.get<{ invoice_id: string; balance: number }[]>(
      '/api/v1/invoices?type=today',
    );
    expect(listed.body.find((invoice) => invoice.invoice_id === invoiceId)?.balance).toBe(12.5);

    const rest = await pay({ orderIds: [order.id], amountTendered: 20 });
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({
      message: POS_MSG.orderPaid,
      invoiceId,
      part: 2,
      amount: 12.5,
      balance: 0,
      amountTendered: 20,
      changeDue: 7.5,
    });
    expect(await ordersOf([order.id])).toEqual([
      { id: order.id, status: 'completed', payment_status: 'paid', invoice_id: invoiceId },
    ]);
    expect(await invoiceOf(invoiceId)).toMatchObject({ total: 1400, balance: 0 });
    expect(await tableCards()).toHaveLength(0);

    const one = (await receipt(invoiceId, 1)).body.receipt;
    expect(one).toMatchObject({ part: 1, paidSoFar: 1.5, balance: 12.5, payableTotal: 14, tip: 0 });
    expect(one.parts).toEqual([
      expect.objectContaining({
        part: 1,
        share: null,
        amount: 1.5,
        payments: [{ title: 'Cash', amount: 1.5 }],
        lines: [{ title: 'Water', quantity: 1, amount: 1.5 }],
      }),
    ]);
    const two = (await receipt(invoiceId, 2)).body.receipt;
    expect(two).toMatchObject({ part: 2, paidSoFar: 14, balance: 0, amountTendered: 20, changeDue: 7.5 });
    const whole = (await receipt(invoiceId)).body.receipt;
    expect(whole).toMatchObject({ part: null, paidSoFar: 14, balance: 0, paid: true });
    expect(whole.parts.map((part) => [part.part, part.amount])).toEqual([
      [1, 1.5],
      [2, 12.5],
    ]);
    expect(whole.payments).toEqual([
      { title: 'Cash', amount: 1.5 },
      { title: 'Cash', amount: 12.5 },
    ]);
    expect((await receipt(invoiceId, 3)).status).toBe(404);

    const detail = (await shop.client.get<TInvoiceDetailResponse>(`/api/v1/invoices/${invoiceId}`)).body;
    expect(detail).toMatchObject({ total: 14, balance: 0 });
    expect(detail.parts.map((part) => [part.part, part.amount])).toEqual([
      [1, 1.5],
      [2, 12.5],
    ]);
  });

  it('pays a line in pieces that add up to it exactly, the last piece closing the bill', async () => {
    const order = await tableOrder();
    const lines = (orderItemId: string, quantity: number) => ({
      orderIds: [order.id],
      lines: [{ orderItemId, quantity }],
    });
    expect((await pay(lines(order.burger, 1))).body).toMatchObject({ amount: 11, balance: 3 });
    expect((await pay(lines(order.water, 1))).body).toMatchObject({ amount: 1.5, balance: 1.5 });
    const last = await pay(lines(order.water, 1));
    expect(last.body).toMatchObject({ part: 3, amount: 1.5, balance: 0, message: POS_MSG.orderPaid });
    expect((await ordersOf([order.id]))[0]).toMatchObject({ status: 'completed', payment_status: 'paid' });
  });
});

describe('paying in equal shares', () => {
  it('splits 14.00 three ways, the last share taking the remainder, a receipt per share', async () => {
    const order = await tableOrder();
    const asked = await summary({ orderIds: [order.id], shares: 3 });
    expect(asked.body).toMatchObject({
      shares: [4.66, 4.66, 4.68],
      amountDue: 4.66,
      splitShares: null,
      sharesPaid: 0,
    });

    const answers: TCompleteAndPayResponse[] = [];
    for (const expected of [
      { part: 1, amount: 4.66, balance: 9.34 },
      { part: 2, amount: 4.66, balance: 4.68 },
      { part: 3, amount: 4.68, balance: 0 },
    ]) {
      if (expected.part > 1) {
        // the table is still open between the shares
        expect((await ordersOf([order.id]))[0]).toMatchObject({
          status: 'created',
          payment_status: 'partial',
        });
        const running = await summary({ orderIds: [order.id], shares: 3 });
        expect(running.body).toMatchObject({
          shares: [4.66, 4.66, 4.68],
          splitShares: 3,
          sharesPaid: expected.part - 1,
          amountDue: expected.amount,
        });
      }
      const res = await pay({ orderIds: [order.id], shares: 3 });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject(expected);
      answers.push(res.body);
    }
    const invoiceId = answers[0]!.invoiceId;
    expect(answers.every((answer) => answer.invoiceId === invoiceId)).toBe(true);
    expect(await invoiceOf(invoiceId)).toMatchObject({ balance: 0, split_shares: 3, split_base: 1400 });
    expect((await ordersOf([order.id]))[0]).toMatchObject({ status: 'completed', payment_status: 'paid' });
    for (const [index, amount] of [4.66, 4.66, 4.68].entries()) {
      const part = (await receipt(invoiceId, index + 1)).body.receipt;
      expect(part.parts).toEqual([expect.objectContaining({ share: `Share ${index + 1} of 3`, amount })]);
    }
  });

  it('refuses another N or lines while a split runs, and lets the rest be paid whole', async () => {
    const order = await tableOrder();
    expect((await pay({ orderIds: [order.id], shares: 4 })).body).toMatchObject({
      amount: 3.5,
      balance: 10.5,
    });
    const before = await snapshot();
    const otherN = await pay({ orderIds: [order.id], shares: 2 });
    expect([otherN.status, otherN.body.message]).toEqual([
      400,
      'This bill is being split into 4 shares: pay the next of those 4 shares!',
    ]);
    const otherSummary = await summary({ orderIds: [order.id], shares: 2 });
    expect([otherSummary.status, otherSummary.body]).toEqual([
      400,
      { message: 'This bill is being split into 4 shares: pay the next of those 4 shares!' },
    ]);
    const lines = await pay({ orderIds: [order.id], lines: [{ orderItemId: order.water, quantity: 1 }] });
    expect([lines.status, lines.body.message]).toEqual([400, SPLIT_MSG.linesAfterShares]);
    expect(await snapshot()).toEqual(before);
    const rest = await pay({ orderIds: [order.id] });
    expect(rest.body).toMatchObject({ part: 2, amount: 10.5, balance: 0 });
  });
});

describe('tips and split tender inside a part', () => {
  it('adds each part’s tip to the invoice’s, a percent of the part', async () => {
    const order = await tableOrder();
    const first = await pay({ orderIds: [order.id], shares: 2, tip: { type: 'amount', value: 1 } });
    expect(first.body).toMatchObject({ amount: 7, tip: 1, balance: 7 });
    const short = await pay({
      orderIds: [order.id],
      shares: 2,
      tip: { type: 'percent', value: 10 },
      amountTendered: 7,
    });
    expect([short.status, short.body.message]).toEqual([400, POS_MSG.amountTenderedTooLow]);
    const second = await pay({
      orderIds: [order.id],
      shares: 2,
      tip: { type: 'percent', value: 10 },
      amountTendered: 10,
    });
    expect(second.body).toMatchObject({ amount: 7, tip: 0.7, balance: 0, changeDue: 2.3 });
    expect(await invoiceOf(first.body.invoiceId)).toMatchObject({ tip: 170, balance: 0 });
    const whole = (await receipt(first.body.invoiceId)).body.receipt;
    expect(whole.tip).toBe(1.7);
    expect(whole.parts.map((part) => part.tip)).toEqual([1, 0.7]);
  });

  it('pays a part by card and cash, the change from the cash; each payment row is its part’s', async () => {
    const byType = async () =>
      new Map(
        (
          await shop.client.get<TReportResponse>('/api/v1/reports?type=today')
        ).body.totalPaymentsByPaymentTypes.map((row) => [row.title, row.total]),
      );
    const start = await byType();
    const order = await tableOrder();
    const cashier = await addStaff(t, shop.tenantId, 'POS,ORDERS');
    const first = await pay({
      orderIds: [order.id],
      lines: [{ orderItemId: order.burger, quantity: 1 }],
      payments: [
        { paymentTypeId: card, amount: 5 },
        { paymentTypeId: shop.menu.cash, amount: 10 },
      ],
    });
    expect(first.body).toMatchObject({ amount: 11, balance: 3, amountTendered: 10, changeDue: 4 });
    const rest = await pay({ orderIds: [order.id], paymentTypeId: card }, cashier.client);
    expect(rest.body).toMatchObject({ part: 2, amount: 3, balance: 0 });
    const userOf = async (username: string) =>
      (await t.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow())
        .id;
    const rows = await t.db
      .selectFrom('invoice_payments')
      .select(['part', 'payment_type_title', 'amount', 'created_by'])
      .where('invoice_id', '=', first.body.invoiceId)
      .orderBy('part')
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { part: 1, payment_type_title: 'Card', amount: 500, created_by: await userOf(shop.username) },
      { part: 1, payment_type_title: 'Cash', amount: 600, created_by: await userOf(shop.username) },
      { part: 2, payment_type_title: 'Card', amount: 300, created_by: await userOf(cashier.username) },
    ]);
    expect(await invoiceOf(first.body.invoiceId)).toMatchObject({ payment_type_title: 'Card + Cash' });
    // the report shares the bill's 14.00 over what each type paid: 5.00 + 3.00 by card, 6.00 in cash
    const end = await byType();
    const delta = (title: string) =>
      Math.round(((end.get(title) ?? 0) - (start.get(title) ?? 0)) * 100) / 100;
    expect([delta('Card'), delta('Cash')]).toEqual([8, 6]);
  });
});

describe('a discount on a bill paid in parts', () => {
  it('is given with the first part, as the bill is presented, and refused after it', async () => {
    const order = await tableOrder();
    const discount = { type: 'percent', value: 10, reason: 'Regulars' };
    // 10 % off 13.00 of lines: the burger 9.00 + 0.90 tax, the waters 2.70: 12.60, in two shares of 6.30
    const asked = await summary({ orderIds: [order.id], shares: 2, discount });
    expect(asked.body).toMatchObject({ total: 12.6, shares: [6.3, 6.3], amountDue: 6.3 });
    const first = await pay({ orderIds: [order.id], shares: 2, discount });
    expect(first.body).toMatchObject({ total: 12.6, amount: 6.3, balance: 6.3 });
    expect(await invoiceOf(first.body.invoiceId)).toMatchObject({ total: 1260, balance: 630 });
    const before = await snapshot();
    for (const call of bothCalls) {
      const again = await call({ orderIds: [order.id], shares: 2, discount });
      expect([again.status, again.body.message]).toEqual([400, SPLIT_MSG.discountAfterFirstPart]);
    }
    expect(await snapshot()).toEqual(before);
    const rest = await pay({ orderIds: [order.id], shares: 2 });
    expect(rest.body).toMatchObject({ amount: 6.3, balance: 0 });
  });
});

describe('refusals', () => {
  const invalid = (orderItemId: string) =>
    [
      ['shares 1', { shares: 1 }, SPLIT_MSG.invalidShares],
      ['shares 51', { shares: 51 }, SPLIT_MSG.invalidShares],
      ['shares 2.5', { shares: 2.5 }, SPLIT_MSG.invalidShares],
      ['shares as text', { shares: 'three' }, SPLIT_MSG.invalidShares],
      ['quantity 0', { lines: [{ orderItemId, quantity: 0 }] }, SPLIT_MSG.invalidLines],
      ['quantity -1', { lines: [{ orderItemId, quantity: -1 }] }, SPLIT_MSG.invalidLines],
      ['quantity 1.5', { lines: [{ orderItemId, quantity: 1.5 }] }, SPLIT_MSG.invalidLines],
      ['no lines', { lines: [] }, SPLIT_MSG.invalidLines],
      [
        'a line twice',
        {
          lines: [
            { orderItemId, quantity: 1 },
            { orderItemId, quantity: 1 },
          ],
        },
        SPLIT_MSG.invalidLines,
      ],
      ['lines and shares', { lines: [{ orderItemId, quantity: 1 }], shares: 2 }, SPLIT_MSG.linesOrShares],
    ] as const;

  it('refuses bad shares and quantities with 400 on both calls, changing nothing', async () => {
    const order = await tableOrder();
    const before = await snapshot();
    for (const [name, body, message] of invalid(order.water)) {
      for (const call of bothCalls) {
        const res = await call({ orderIds: [order.id], ...body });
        expect([res.status, res.body.message], name).toEqual([400, message]);
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses more than is left of a line, an unknown line, another order’s and a cancelled one', async () => {
    const order = await tableOrder();
    const other = await tableOrder(shop.menu.table2);
    const cancelled = await tableOrder();
    const voided = await shop.client.post(`/api/v1/orders/update-status/${cancelled.water}`, {
      status: 'cancelled',
    });
    expect(voided.status).toBe(200);
    const ids = [order.id, cancelled.id];
    expect((await pay({ orderIds: ids, lines: [{ orderItemId: order.water, quantity: 1 }] })).status).toBe(
      200,
    );
    const before = await snapshot();
    const cases = [
      [{ orderItemId: order.water, quantity: 2 }, 'Only 1 of Water are left to pay!'],
      [{ orderItemId: 'no-such-line', quantity: 1 }, SPLIT_MSG.unknownLine],
      [{ orderItemId: other.water, quantity: 1 }, SPLIT_MSG.unknownLine],
      [{ orderItemId: cancelled.water, quantity: 1 }, SPLIT_MSG.unknownLine],
    ] as const;
    for (const [line, message] of cases) {
      for (const call of bothCalls) {
        const res = await call({ orderIds: ids, lines: [line] });
        expect([res.status, res.body.message]).toEqual([400, message]);
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a part-paid bill with other orders, or only some of its orders; and cancelling or closing it', async () => {
    const first = await tableOrder();
    const second = await tableOrder();
    const paid = await pay({ orderIds: [first.id, second.id], shares: 2 });
    expect(paid.status).toBe(200);
    const later = await tableOrder();
    const before = await snapshot();
    for (const orderIds of [[first.id, second.id, later.id], [first.id]]) {
      for (const call of bothCalls) {
        const res = await call({ orderIds, shares: 2 });
        expect([res.status, res.body.message]).toEqual([400, SPLIT_MSG.mixedBills]);
      }
    }
    const cancel = await shop.client.post('/api/v1/orders/cancel', { orderIds: [first.id] });
    expect([cancel.status, cancel.body.message]).toEqual([409, SPLIT_MSG.partPaidNotCancellable]);
    const voidLine = await shop.client.post(`/api/v1/orders/update-status/${first.water}`, {
      status: 'cancelled',
    });
    expect([voidLine.status, voidLine.body.message]).toEqual([409, SPLIT_MSG.partPaidNotCancellable]);
    const complete = await shop.client.post('/api/v1/orders/complete', { orderIds: [first.id, second.id] });
    expect([complete.status, complete.body.message]).toEqual([409, SPLIT_MSG.partPaidNotCancellable]);
    const refund = await shop.client.post(`/api/v1/invoices/${paid.body.invoiceId}/refund`, {
      amount: 1,
      reason: 'Cold',
      paymentTypeId: shop.menu.cash,
    });
    expect([refund.status, refund.body.message]).toEqual([409, SPLIT_MSG.refundWhilePartPaid]);
    expect(await snapshot()).toEqual(before);
    // the new round pays on its own bill, the part-paid one on its own
    expect((await pay({ orderIds: [later.id] })).body).toMatchObject({ balance: 0 });
    expect((await pay({ orderIds: [first.id, second.id], shares: 2 })).body).toMatchObject({
      part: 2,
      balance: 0,
    });
  });
});

describe('who may pay a part', () => {
  it('refuses callers without the orders scope, and another store’s orders (404), changing nothing', async () => {
    const order = await tableOrder();
    const cook = await addStaff(t, shop.tenantId, 'KITCHEN');
    const body = { orderIds: [order.id], paymentTypeId: shop.menu.cash, shares: 2 };
    await expectGuarded(t, cook.client, { method: 'POST', url: PAY, body });
    await expectGuarded(t, cook.client, { method: 'POST', url: SUMMARY, body });
    const before = await snapshot();
    const rivalPay = await rival.client.post(PAY, { ...body, paymentTypeId: rival.menu.cash });
    expect([rivalPay.status, rivalPay.body.message]).toEqual([404, MSG.notFound]);
    const rivalSummary = await summary({ orderIds: [order.id], shares: 2 }, rival.client);
    expect(rivalSummary.status).toBe(404);
    const rivalLines = await rival.client.post(PAY, {
      orderIds: [order.id],
      paymentTypeId: rival.menu.cash,
      lines: [{ orderItemId: order.water, quantity: 1 }],
    });
    expect(rivalLines.status).toBe(404);
    expect(await snapshot()).toEqual(before);

    const part = await pay({ orderIds: [order.id], shares: 2 });
    const rivalReceipt = await rival.client.get(`/api/v1/receipts/invoice/${part.body.invoiceId}/parts/1`);
    expect(rivalReceipt.status).toBe(404);
    const rivalOwn = await rival.order(burgerAndWater(rival.menu, rival.menu.table1));
    const mixed = await rival.client.post(PAY, {
      orderIds: [rivalOwn.orderId],
      paymentTypeId: rival.menu.cash,
      lines: [{ orderItemId: order.water, quantity: 1 }],
    });
    expect([mixed.status, mixed.body.message]).toEqual([400, SPLIT_MSG.unknownLine]);
  });
});

describe('reports and shifts', () => {
  it('counts the bill’s sales at its first part, once; a later part lands in its cashier’s shift and tips', async () => {
    const report = async () => (await shop.client.get<TReportResponse>('/api/v1/reports?type=today')).body;
    const start = await report();
    const cashier = await addStaff(t, shop.tenantId, 'POS,ORDERS');
    expect((await cashier.client.post('/api/v1/shifts/open', { openingFloat: 0 })).status).toBe(200);
    const order = await tableOrder();
    await pay({ orderIds: [order.id], shares: 2 });
    const afterFirst = await report();
    expect(afterFirst.revenueTotal - start.revenueTotal).toBeCloseTo(14, 2);
    const last = await pay(
      { orderIds: [order.id], shares: 2, tip: { type: 'amount', value: 1 } },
      cashier.client,
    );
    expect(last.body).toMatchObject({ balance: 0 });
    const end = await report();
    expect(end.revenueTotal).toBe(afterFirst.revenueTotal);
    expect(end.tipTotal - start.tipTotal).toBeCloseTo(1, 2);
    // the tip of the last share is the cashier's who took it, not the owner's who presented the bill
    expect(end.tipsByStaff.filter((staff) => staff.name === 'Staff Member')).toEqual([
      { name: 'Staff Member', total: 1 },
    ]);
    const shift = (await cashier.client.get<TCurrentShiftResponse>('/api/v1/shifts/current')).body;
    // the owner took the first share: only the second, with its tip, is the cashier's
    expect(shift?.payments.map((payment) => [payment.title, payment.sales])).toEqual([
      ['Card', 0],
      ['Cash', 8],
    ]);
    expect(shift?.cashSales).toBe(8);
  });
});
