import {
  APPROVAL_MSG,
  APPROVAL_REQUIRED_CODE,
  MSG,
  REFUND_MSG,
  type TCreateOrderAndInvoiceResponse,
  type TInvoiceDetailResponse,
  type TRefundResponse,
} from '@opentab/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectGuarded } from '../../test/guards.ts';
import { addStaff, createTestApp, PASSWORD, type TestClient, type TTestApp } from '../../test/harness.ts';
import { burgerAndWater, shopWithMenu } from '../../test/order-shop.ts';

/*
 * Issue 23: refunds of paid invoices, each a numbered credit note. The test menu's bill: a burger at 10.00 with
 * 10 % exclusive tax (11.00) and two untaxed waters at 1.50 (3.00): 14.00, takeaway, no service charge.
 */

const API = '/api/v1';

let t: TTestApp;
let shop: Awaited<ReturnType<typeof shopWithMenu>>;
let rival: Awaited<ReturnType<typeof shopWithMenu>>;
let cashier: TestClient;
let manager: { client: TestClient; username: string };

beforeAll(async () => {
  t = await createTestApp();
  shop = await shopWithMenu(t, 'Refund Inn');
  rival = await shopWithMenu(t, 'Rival Refunds');
  cashier = (await addStaff(t, shop.tenantId, 'INVOICES')).client;
  manager = await addStaff(t, shop.tenantId, 'INVOICES,MANAGER');
  const pin = await manager.client.post(`${API}/profile/pin`, { password: PASSWORD, pin: '2468' });
  expect(pin.status).toBe(200);
});
afterAll(async () => {
  await t.close();
});

async function paidInvoice(s = shop): Promise<string> {
  const res = await s.client.post<TCreateOrderAndInvoiceResponse>(`${API}/pos/create-order-and-invoice`, {
    ...burgerAndWater(s.menu),
    paymentTypeId: s.menu.cash,
  });
  expect(res.status).toBe(200);
  return res.body.invoiceId as string;
}

const detail = async (invoiceId: string, client = shop.client) =>
  (await client.get<TInvoiceDetailResponse>(`${API}/invoices/${invoiceId}`)).body;

const refund = (invoiceId: string, body: Record<string, unknown>, client = shop.client) =>
  client.post<TRefundResponse>(`${API}/invoices/${invoiceId}/refund`, {
    reason: 'Cold food',
    paymentTypeId: shop.menu.cash,
    ...body,
  });

async function lineOf(invoiceId: string, title: string) {
  const line = (await detail(invoiceId)).lines.find((each) => each.title === title);
  if (!line) throw new Error(`no line ${title}`);
  return line;
}

const countRefunds = async () =>
  Number(
    (
      await t.db
        .selectFrom('refunds')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('tenant_id', '=', shop.tenantId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('GET /invoices/{id}', () => {
  it('shows the invoice with its bill, its lines and no refunds yet', async () => {
    const invoiceId = await paidInvoice();
    const invoice = await detail(invoiceId);
    expect(invoice).toMatchObject({
      invoice_id: invoiceId,
      total: 14,
      tax_total: 1,
      discountTotal: 0,
      serviceCharge: 0,
      tip: 0,
      refundedTotal: 0,
      refundableTotal: 14,
      refunds: [],
    });
    expect(
      invoice.lines.map((line) => [line.title, line.quantity, line.refundedQuantity, line.paid]),
    ).toEqual([
      ['Burger', 1, 0, 11],
      ['Water', 2, 0, 3],
    ]);
  });

  it("answers 404 for another store's invoice and for an order (an unpaid order has no invoice)", async () => {
    const theirs = await paidInvoice(rival);
    const res = await shop.client.get(`${API}/invoices/${theirs}`);
    expect([res.status, res.body.message]).toEqual([404, REFUND_MSG.invoiceNotFound]);
  });
});

describe('POST /invoices/{id}/refund', () => {
  it('refunds lines at what they were charged, as a numbered credit note, audited', async () => {
    const invoiceId = await paidInvoice();
    const water = await lineOf(invoiceId, 'Water');
    const res = await refund(invoiceId, { lines: [{ orderItemId: water.orderItemId, quantity: 1 }] });
    expect(res.status).toBe(200);
    const { creditNote } = res.body;
    expect(res.body.message).toBe(`Refunded: credit note ${creditNote.creditNoteNumber}`);
    expect(creditNote).toMatchObject({
      invoiceId,
      amount: 1.5,
      taxAmount: 0,
      reason: 'Cold food',
      paymentTypeTitle: 'Cash',
      lines: [{ orderItemId: water.orderItemId, title: 'Water', quantity: 1, amount: 1.5 }],
    });
    const burger = await lineOf(invoiceId, 'Burger');
    const second = await refund(invoiceId, { lines: [{ orderItemId: burger.orderItemId, quantity: 1 }] });
    expect(second.body.creditNote).toMatchObject({ amount: 11, taxAmount: 1 });
    expect(second.body.creditNote.creditNoteNumber).toBe(creditNote.creditNoteNumber + 1);

    const after = await detail(invoiceId);
    expect(after).toMatchObject({ refundedTotal: 12.5, refundableTotal: 1.5 });
    expect(after.refunds.map((note) => note.creditNoteNumber)).toEqual([
      creditNote.creditNoteNumber,
      creditNote.creditNoteNumber + 1,
    ]);
    expect(after.lines.map((line) => line.refundedQuantity)).toEqual([1, 1]);

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['after', 'subject'])
      .where('tenant_id', '=', shop.tenantId)
      .where('action', '=', 'invoice.refund')
      .orderBy('created_at')
      .execute();
    expect(JSON.parse(audit.at(-1)?.after ?? '{}')).toMatchObject({ amount: 11, reason: 'Cold food' });
  });

  it('refunds a free amount, never more than is left of the total', async () => {
    const invoiceId = await paidInvoice();
    const res = await refund(invoiceId, { amount: 4 });
    expect(res.status).toBe(200);
    expect(res.body.creditNote).toMatchObject({ amount: 4, lines: [] });
    const before = await countRefunds();
    const over = await refund(invoiceId, { amount: 10.01 });
    expect([over.status, over.body.message]).toEqual([
      400,
      'A refund cannot exceed what is left of the invoice (10)!',
    ]);
    expect(await countRefunds()).toBe(before);
    expect((await refund(invoiceId, { amount: 10 })).status).toBe(200);
    const none = await refund(invoiceId, { amount: 0.01 });
    expect([none.status, none.body.message]).toEqual([400, REFUND_MSG.nothingLeft]);
  });

  it('never refunds a line more times than it was charged', async () => {
    const invoiceId = await paidInvoice();
    const water = await lineOf(invoiceId, 'Water');
    const too = await refund(invoiceId, { lines: [{ orderItemId: water.orderItemId, quantity: 3 }] });
    expect([too.status, too.body.message]).toEqual([400, 'Only 2 of Water can still be refunded!']);
    expect(
      (await refund(invoiceId, { lines: [{ orderItemId: water.orderItemId, quantity: 2 }] })).status,
    ).toBe(200);
    const again = await refund(invoiceId, { lines: [{ orderItemId: water.orderItemId, quantity: 1 }] });
    expect([again.status, again.body.message]).toEqual([400, 'Only 0 of Water can still be refunded!']);
  });

  it('refuses a bad request with its message and writes nothing', async () => {
    const invoiceId = await paidInvoice();
    const water = await lineOf(invoiceId, 'Water');
    const line = [{ orderItemId: water.orderItemId, quantity: 1 }];
    const otherLine = (await lineOf(await paidInvoice(), 'Water')).orderItemId;
    const before = await countRefunds();
    const cases: [Record<string, unknown>, string][] = [
      [{}, REFUND_MSG.linesOrAmount],
      [{ lines: line, amount: 1 }, REFUND_MSG.linesOrAmount],
      [{ amount: 1, reason: '  ' }, REFUND_MSG.provideReason],
      [{ amount: 1, reason: 'x'.repeat(201) }, REFUND_MSG.reasonTooLong],
      [{ amount: -1 }, REFUND_MSG.invalidAmount],
      [{ amount: 1.005 }, REFUND_MSG.invalidAmount],
      [{ lines: [] }, REFUND_MSG.invalidLines],
      [{ lines: [{ orderItemId: water.orderItemId, quantity: 0 }] }, REFUND_MSG.invalidLines],
      [{ lines: [...line, ...line] }, REFUND_MSG.invalidLines],
      [{ lines: [{ orderItemId: otherLine, quantity: 1 }] }, REFUND_MSG.unknownLine],
      [{ amount: 1, paymentTypeId: shop.menu.voucher }, REFUND_MSG.selectPaymentType],
      [{ amount: 1, paymentTypeId: rival.menu.cash }, REFUND_MSG.selectPaymentType],
    ];
    for (const [body, message] of cases) {
      const res = await refund(invoiceId, body);
      expect([res.status, res.body.message], JSON.stringify(body)).toEqual([400, message]);
    }
    expect(await countRefunds()).toBe(before);
  });

  it('needs a manager: a cashier is refused without an approval and passes with one', async () => {
    const invoiceId = await paidInvoice();
    const before = await countRefunds();
    const alone = await refund(invoiceId, { amount: 1 }, cashier);
    expect([alone.status, alone.body]).toEqual([
      403,
      { message: APPROVAL_MSG.approvalRequired, code: APPROVAL_REQUIRED_CODE },
    ]);
    const wrong = await refund(
      invoiceId,
      { amount: 1, approval: { username: manager.username, pin: '1111' } },
      cashier,
    );
    expect([wrong.status, wrong.body.message]).toEqual([403, APPROVAL_MSG.approvalRefused]);
    expect(await countRefunds()).toBe(before);
    const approved = await refund(
      invoiceId,
      { amount: 1, approval: { username: manager.username, pin: '2468' } },
      cashier,
    );
    expect(approved.status).toBe(200);
    expect(approved.body.creditNote).toMatchObject({ createdBy: 'Staff Member', approvedBy: 'Staff Member' });
    // a manager refunds alone
    expect((await refund(invoiceId, { amount: 1 }, manager.client)).status).toBe(200);
  });

  it('is guarded by the INVOICES scope', async () => {
    const invoiceId = await paidInvoice();
    const waiter = (await addStaff(t, shop.tenantId, 'POS')).client;
    await expectGuarded(t, waiter, {
      method: 'POST',
      url: `${API}/invoices/${invoiceId}/refund`,
      body: { amount: 1, reason: 'x', paymentTypeId: shop.menu.cash },
    });
    await expectGuarded(t, waiter, { method: 'GET', url: `${API}/invoices/${invoiceId}` });
  });

  it("answers 404 for another store's invoice and for an unpaid order, and writes nothing", async () => {
    const theirs = await paidInvoice(rival);
    const unpaid = await shop.order(burgerAndWater(shop.menu));
    const before = await countRefunds();
    for (const id of [theirs, unpaid.orderId, 'no-such-invoice']) {
      const res = await refund(id, { amount: 1 });
      expect([res.status, res.body.message], id).toEqual([404, REFUND_MSG.invoiceNotFound]);
    }
    expect(await countRefunds()).toBe(before);
    expect((await detail(theirs, rival.client)).refunds).toEqual([]);
  });

  it('keeps credit notes immutable', async () => {
    const invoiceId = await paidInvoice();
    const { refundId } = (await refund(invoiceId, { amount: 1 })).body.creditNote;
    await expect(
      t.db.updateTable('refunds').set({ reason: 'changed' }).where('id', '=', refundId).execute(),
    ).rejects.toThrow(/credit notes cannot be changed/);
    await expect(t.db.deleteFrom('refunds').where('id', '=', refundId).execute()).rejects.toThrow(
      /credit notes cannot be changed/,
    );
  });

  it('go with their store (the trigger only guards a living store)', async () => {
    const closing = await shopWithMenu(t, 'Closing Refunds');
    const invoiceId = await paidInvoice(closing);
    const water = (await detail(invoiceId, closing.client)).lines.find((line) => line.title === 'Water');
    const res = await closing.client.post(`${API}/invoices/${invoiceId}/refund`, {
      lines: [{ orderItemId: water?.orderItemId, quantity: 1 }],
      reason: 'Closing',
      paymentTypeId: closing.menu.cash,
    });
    expect(res.status).toBe(200);
    await t.db.deleteFrom('tenants').where('id', '=', closing.tenantId).execute();
    for (const table of ['refunds', 'refund_lines', 'refund_counters'] as const) {
      const rows = await t.db
        .selectFrom(table)
        .select('tenant_id')
        .where('tenant_id', '=', closing.tenantId)
        .execute();
      expect(rows, table).toEqual([]);
    }
  });

  it('answers a malformed id with 400', async () => {
    const res = await refund('bad id!', { amount: 1 });
    expect([res.status, res.body.message]).toEqual([400, MSG.invalidRequest]);
  });
});

describe('reports and dashboard', () => {
  it("give today's refunds as refundTotal, by the credit notes' time", async () => {
    const figures = async () => ({
      report: (await shop.client.get<{ refundTotal: number }>(`${API}/reports?type=today`)).body.refundTotal,
      dashboard: (await shop.client.get<{ refundTotal: number }>(`${API}/dashboard`)).body.refundTotal,
    });
    const before = await figures();
    expect(before.report).toBe(before.dashboard);
    const invoiceId = await paidInvoice();
    expect((await refund(invoiceId, { amount: 2.25 })).status).toBe(200);
    const after = await figures();
    expect(after.report).toBeCloseTo(before.report + 2.25, 6);
    expect(after.dashboard).toBeCloseTo(before.dashboard + 2.25, 6);
    const yesterday = (await shop.client.get<{ refundTotal: number }>(`${API}/reports?type=yesterday`)).body;
    expect(yesterday.refundTotal).toBe(0);
    const rivalReport = (await rival.client.get<{ refundTotal: number }>(`${API}/reports?type=today`)).body;
    expect(rivalReport.refundTotal).toBe(0);
  });

  type TNet = { revenueTotal: number; refundTotal: number; netSalesTotal: number; voidTotal: number };

  it('give net sales, gross − discounts − refunds: the revenue (after its discounts) less the refunds', async () => {
    await refund(await paidInvoice(), { amount: 1 });
    for (const path of ['/reports?type=today', '/dashboard']) {
      const figures = (await shop.client.get<TNet>(`${API}${path}`)).body;
      expect(figures.refundTotal).toBeGreaterThan(0);
      expect(figures.netSalesTotal).toBeCloseTo(figures.revenueTotal - figures.refundTotal, 6);
    }
  });

  it("count today's voids apart from revenue, by the time the line was cancelled", async () => {
    const voids = async (client = shop.client) => ({
      report: (await client.get<TNet>(`${API}/reports?type=today`)).body,
      dashboard: (await client.get<TNet>(`${API}/dashboard`)).body,
    });
    const before = await voids();
    const placed = await shop.order(burgerAndWater(shop.menu));
    // the cart's first line is the burger
    const burger = placed.order.items[0];
    if (!burger) throw new Error('no line to void');
    const voided = await shop.client.post(`${API}/orders/update-status/${burger.id}`, {
      status: 'cancelled',
    });
    expect(voided.status).toBe(200);
    const after = await voids();
    // the burger as it would have been charged: 10.00 and 10 % tax; the voided line is never revenue
    expect(after.report.voidTotal - before.report.voidTotal).toBeCloseTo(11, 6);
    expect(after.dashboard.voidTotal - before.dashboard.voidTotal).toBeCloseTo(11, 6);
    expect(after.report.revenueTotal).toBeCloseTo(before.report.revenueTotal, 6);
    expect((await shop.client.get<TNet>(`${API}/reports?type=yesterday`)).body.voidTotal).toBe(0);
    expect((await voids(rival.client)).report.voidTotal).toBe(0);
  });
});

describe('shifts', () => {
  it("takes a cash refund out of the refunding user's open shift: expected cash goes down", async () => {
    const invoiceId = await paidInvoice();
    const till = await addStaff(t, shop.tenantId, 'INVOICES,MANAGER,POS');
    expect((await till.client.post(`${API}/shifts/open`, { openingFloat: 100 })).status).toBe(200);
    const current = async () =>
      (
        await till.client.get<{ expectedCash: number; cashRefunds: number; refundTotal: number }>(
          `${API}/shifts/current`,
        )
      ).body;
    expect(await current()).toMatchObject({ expectedCash: 100, cashRefunds: 0, refundTotal: 0 });
    expect((await refund(invoiceId, { amount: 3.5 }, till.client)).status).toBe(200);
    expect(await current()).toMatchObject({ expectedCash: 96.5, cashRefunds: 3.5, refundTotal: 3.5 });
    // another user's refund is not this drawer's
    expect((await refund(invoiceId, { amount: 1 })).status).toBe(200);
    expect((await current()).expectedCash).toBe(96.5);
    const closed = await till.client.post<{ cashRefunds: number; lines: { refunds: number }[] }>(
      `${API}/shifts/close`,
      { counted: [{ paymentTypeId: shop.menu.cash, amount: 96.5 }] },
    );
    expect(closed.status).toBe(200);
    expect(closed.body.cashRefunds).toBe(3.5);
    expect(closed.body.lines.map((line) => line.refunds)).toContain(3.5);
  });
});

describe('refunds at once', () => {
  it('never refund more than was paid: the invoice is held, the others refused with the amount left', async () => {
    for (let round = 0; round < 3; round++) {
      const invoiceId = await paidInvoice();
      const answers = await Promise.all(Array.from({ length: 4 }, () => refund(invoiceId, { amount: 5 })));
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([200, 200, 400, 400]);
      const invoice = await detail(invoiceId);
      expect(invoice).toMatchObject({ refundedTotal: 10, refundableTotal: 4 });
      const numbers = invoice.refunds.map((note) => note.creditNoteNumber);
      expect(numbers[1]).toBe((numbers[0] ?? 0) + 1);
    }
  });
});
