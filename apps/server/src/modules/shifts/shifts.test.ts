import {
  APPROVAL_MSG,
  APPROVAL_REQUIRED_CODE,
  MSG,
  SHIFT_MSG,
  type TCreateOrderAndInvoiceResponse,
  type TCurrentShiftResponse,
  type TXReport,
  type TZReportListResponse,
  type TZReportResponse,
} from '@opentab/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids.ts';
import { expectGuarded } from '../../test/guards.ts';
import {
  addStaff,
  createTestApp,
  PASSWORD,
  signUpTenant,
  type TestClient,
  type TTestApp,
} from '../../test/harness.ts';
import { seedMenu, type TMenuIds } from '../../test/menu-fixture.ts';

const API = '/api/v1';

let t: TTestApp;
let tenantId: string;
let menu: TMenuIds;
let cardId: string;
let other: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  const shop = await signUpTenant(t.app, 'Shift Diner');
  tenantId = shop.tenantId;
  menu = await seedMenu(t.db, tenantId);
  cardId = newId();
  const now = new Date().toISOString();
  await t.db
    .insertInto('payment_types')
    .values({
      id: cardId,
      tenant_id: tenantId,
      title: 'Card',
      is_active: 1,
      is_cash: 0,
      created_at: now,
      updated_at: now,
    })
    .execute();
  other = (await signUpTenant(t.app, 'Other Diner')).client;
});
afterAll(async () => {
  await t.close();
});

/** A fresh cashier of the shop (POS scope): each test gets its own shift. */
const cashier = async () => (await addStaff(t, tenantId, 'POS')).client;

const current = async (client: TestClient) =>
  (await client.get<TCurrentShiftResponse>(`${API}/shifts/current`)).body;
const openShift = async (client: TestClient, openingFloat: unknown = 100) => {
  const res = await client.post(`${API}/shifts/open`, { openingFloat });
  expect(res.status).toBe(200);
};

/** Sells a burger (11.00 with its tax) paid with `paymentTypeId`; answers the total charged. */
async function sell(client: TestClient, paymentTypeId: string): Promise<number> {
  const res = await client.post<TCreateOrderAndInvoiceResponse>(`${API}/pos/create-order-and-invoice`, {
    cart: [{ id: menu.burger, quantity: 1 }],
    deliveryType: 'takeaway',
    customerType: 'WALKIN',
    paymentTypeId,
  });
  expect(res.status).toBe(200);
  return res.body.payableTotal;
}

const zReportCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('z_reports')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('tenant_id', '=', tenantId)
        .executeTakeFirstOrThrow()
    ).n,
  );

const auditActions = async () =>
  (
    await t.db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('tenant_id', '=', tenantId)
      .orderBy('created_at')
      .execute()
  ).map((row) => ({ action: row.action, after: row.after === null ? null : JSON.parse(row.after) }));

describe('POST /shifts/open', () => {
  it('opens the caller’s shift with its float; the X report starts from it; audited', async () => {
    const client = await cashier();
    expect(await current(client)).toBeNull();
    const res = await client.post(`${API}/shifts/open`, { openingFloat: '150.5' });
    expect(res.body).toEqual({ message: SHIFT_MSG.shiftOpened });
    const init = await client.get<{ hasOpenShift: boolean }>(`${API}/pos/init`);
    expect(init.body.hasOpenShift).toBe(true);
    const x = (await current(client)) as TXReport;
    expect(x).toMatchObject({
      openedBy: 'Staff Member',
      openingFloat: 150.5,
      cashSales: 0,
      cashIn: 0,
      cashOut: 0,
      expectedCash: 150.5,
      invoiceCount: 0,
      salesTotal: 0,
      movements: [],
    });
    expect(x.payments.map((p) => [p.title, p.expected])).toEqual([
      ['Card', 0],
      ['Cash', 150.5],
    ]);
    expect(await auditActions()).toContainEqual({ action: 'shift.open', after: { openingFloat: 150.5 } });
  });

  it('refuses a second open shift of the same user with 409, also when both arrive at once', async () => {
    const client = await cashier();
    const both = await Promise.all([
      client.post(`${API}/shifts/open`, { openingFloat: 10 }),
      client.post(`${API}/shifts/open`, { openingFloat: 20 }),
    ]);
    expect(both.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(both.find((res) => res.status === 409)?.body.message).toBe(SHIFT_MSG.shiftAlreadyOpen);
    const again = await client.post(`${API}/shifts/open`, { openingFloat: 5 });
    expect([again.status, again.body.message]).toEqual([409, SHIFT_MSG.shiftAlreadyOpen]);
    const rows = await t.db
      .selectFrom('shifts')
      .select('opening_float')
      .where('tenant_id', '=', tenantId)
      .where('status', '=', 'open')
      .where(
        'opened_by',
        '=',
        (
          await t.db
            .selectFrom('shifts')
            .select('opened_by')
            .orderBy('opened_at', 'desc')
            .executeTakeFirstOrThrow()
        ).opened_by,
      )
      .execute();
    expect(rows).toHaveLength(1);
  });

  it.each([
    [-1],
    ['abc'],
    [''],
    [null],
    [1.234],
    [2_000_000_000],
  ])('refuses the float %j, nothing opened', async (openingFloat) => {
    const client = await cashier();
    const res = await client.post(`${API}/shifts/open`, { openingFloat });
    expect([res.status, res.body.message]).toEqual([400, SHIFT_MSG.invalidOpeningFloat]);
    expect(await current(client)).toBeNull();
  });
});

describe('POST /shifts/cash', () => {
  it('records cash in and out with the reason; both count toward the drawer; audited', async () => {
    const client = await cashier();
    await openShift(client, 50);
    const cashIn = await client.post(`${API}/shifts/cash`, {
      type: 'in',
      amount: 20,
      reason: ' Change from bank ',
    });
    expect(cashIn.body).toEqual({ message: SHIFT_MSG.cashInRecorded });
    const cashOut = await client.post(`${API}/shifts/cash`, {
      type: 'out',
      amount: 30.25,
      reason: 'Milk delivery',
    });
    expect(cashOut.body).toEqual({ message: SHIFT_MSG.cashOutRecorded });
    const x = (await current(client)) as TXReport;
    expect(x).toMatchObject({ cashIn: 20, cashOut: 30.25, expectedCash: 39.75 });
    expect(x.movements).toEqual([
      expect.objectContaining({
        type: 'in',
        amount: 20,
        reason: 'Change from bank',
        userName: 'Staff Member',
      }),
      expect.objectContaining({ type: 'out', amount: 30.25, reason: 'Milk delivery' }),
    ]);
    const actions = await auditActions();
    expect(actions).toContainEqual({
      action: 'drawer.cash_in',
      after: { amount: 20, reason: 'Change from bank' },
    });
    expect(actions).toContainEqual({
      action: 'drawer.cash_out',
      after: { amount: 30.25, reason: 'Milk delivery' },
    });
  });

  it('refuses a cash out above the cash expected in the drawer, nothing recorded', async () => {
    const client = await cashier();
    await openShift(client, 10);
    const total = await sell(client, menu.cash);
    const res = await client.post(`${API}/shifts/cash`, {
      type: 'out',
      amount: 10 + total + 0.01,
      reason: 'Too much',
    });
    expect([res.status, res.body.message]).toEqual([
      400,
      `Cash out cannot exceed the cash expected in the drawer (${10 + total})!`,
    ]);
    expect(((await current(client)) as TXReport).movements).toEqual([]);
    const all = await client.post(`${API}/shifts/cash`, {
      type: 'out',
      amount: 10 + total,
      reason: 'Bank drop',
    });
    expect(all.status).toBe(200);
    expect(((await current(client)) as TXReport).expectedCash).toBe(0);
  });

  it.each([
    [{ type: 'in', amount: 0, reason: 'x' }, SHIFT_MSG.invalidCashAmount],
    [{ type: 'in', amount: -5, reason: 'x' }, SHIFT_MSG.invalidCashAmount],
    [{ type: 'in', amount: 1.005, reason: 'x' }, SHIFT_MSG.invalidCashAmount],
    [{ type: 'in', reason: 'x' }, SHIFT_MSG.invalidCashAmount],
    [{ type: 'sideways', amount: 5, reason: 'x' }, SHIFT_MSG.selectCashMovementType],
    [{ type: 'out', amount: 5, reason: '  ' }, SHIFT_MSG.provideCashReason],
    [{ type: 'out', amount: 5 }, SHIFT_MSG.provideCashReason],
    [{ type: 'out', amount: 5, reason: 'x'.repeat(201) }, SHIFT_MSG.cashReasonTooLong],
    [{ type: 'out', amount: 5, reason: 'a\u0000b' }, MSG.removeControlCharacters],
  ])('refuses %j with its message, nothing recorded', async (body, message) => {
    const client = await cashier();
    await openShift(client, 100);
    const res = await client.post(`${API}/shifts/cash`, body);
    expect([res.status, res.body.message]).toEqual([400, message]);
    expect(((await current(client)) as TXReport).movements).toEqual([]);
  });

  it('needs an open shift (409)', async () => {
    const client = await cashier();
    const res = await client.post(`${API}/shifts/cash`, { type: 'in', amount: 5, reason: 'Float top-up' });
    expect([res.status, res.body.message]).toEqual([409, SHIFT_MSG.noOpenShift]);
  });
});

describe('POST /shifts/no-sale', () => {
  it('needs a manager from a cashier, is recorded with its reason and the approver, and needs an open shift', async () => {
    const client = await cashier();
    const before = (await auditActions()).filter((entry) => entry.action === 'drawer.no_sale').length;
    const closed = await client.post(`${API}/shifts/no-sale`, { reason: 'Change for a guest' });
    expect([closed.status, closed.body]).toEqual([409, { message: SHIFT_MSG.noOpenShift }]);
    await openShift(client);
    const alone = await client.post(`${API}/shifts/no-sale`, { reason: 'Change for a guest' });
    expect([alone.status, alone.body]).toEqual([
      403,
      { message: APPROVAL_MSG.approvalRequired, code: APPROVAL_REQUIRED_CODE },
    ]);
    const blank = await client.post(`${API}/shifts/no-sale`, { reason: '  ' });
    expect([blank.status, blank.body]).toEqual([400, { message: SHIFT_MSG.provideCashReason }]);

    const manager = await addStaff(t, tenantId, 'POS,MANAGER');
    expect(
      (await manager.client.post(`${API}/profile/pin`, { password: PASSWORD, pin: '1357' })).status,
    ).toBe(200);
    const approved = await client.post(`${API}/shifts/no-sale`, {
      reason: 'Change for a guest',
      approval: { username: manager.username, pin: '1357' },
    });
    expect([approved.status, approved.body]).toEqual([200, { message: SHIFT_MSG.noSaleRecorded }]);
    const entries = (await auditActions()).filter((entry) => entry.action === 'drawer.no_sale');
    expect(entries).toHaveLength(before + 1);
    expect(entries.at(-1)?.after).toEqual({ reason: 'Change for a guest', approvedBy: 'Staff Member' });
  });
});

describe('GET /shifts/current (X report)', () => {
  it('counts a split bill under each payment type for its own part; the change leaves the cash (issue 23)', async () => {
    const client = await cashier();
    await openShift(client, 100);
    // the burger: 11.00; 4.00 by card, 20.00 cash handed over → the cash took 7.00, 13.00 change
    const res = await client.post(`${API}/pos/create-order-and-invoice`, {
      cart: [{ id: menu.burger, quantity: 1 }],
      deliveryType: 'takeaway',
      payments: [
        { paymentTypeId: cardId, amount: 4 },
        { paymentTypeId: menu.cash, amount: 20 },
      ],
    });
    expect(res.status).toBe(200);
    const x = (await current(client)) as TXReport;
    expect(x).toMatchObject({ cashSales: 7, expectedCash: 107, invoiceCount: 1, salesTotal: 11 });
    expect(x.payments.map((payment) => [payment.title, payment.sales, payment.invoiceCount])).toEqual([
      ['Card', 4, 1],
      ['Cash', 7, 1],
    ]);
  });

  it('counts the caller’s own invoices of the shift per payment type; cash toward the drawer', async () => {
    const client = await cashier();
    const colleague = await cashier();
    await sell(client, menu.cash); // before the shift: not counted
    await openShift(client, 100);
    await openShift(colleague, 0);
    const cash = await sell(client, menu.cash);
    const card = await sell(client, cardId);
    await sell(client, cardId);
    await sell(colleague, menu.cash); // another user's sale: not counted
    await client.post(`${API}/shifts/cash`, { type: 'out', amount: 5, reason: 'Tip jar' });
    const x = (await current(client)) as TXReport;
    expect(x).toMatchObject({
      openingFloat: 100,
      cashSales: cash,
      cashOut: 5,
      expectedCash: 100 + cash - 5,
      invoiceCount: 3,
      salesTotal: cash + 2 * card,
      taxTotal: 3,
    });
    expect(x.payments).toEqual([
      {
        paymentTypeId: cardId,
        title: 'Card',
        isCash: false,
        invoiceCount: 2,
        sales: 2 * card,
        refunds: 0,
        expected: 2 * card,
      },
      {
        paymentTypeId: menu.cash,
        title: 'Cash',
        isCash: true,
        invoiceCount: 1,
        sales: cash,
        refunds: 0,
        expected: 100 + cash - 5,
      },
    ]);
  });
});

describe('POST /shifts/close (Z report)', () => {
  it('closes with the count: expected, counted and variance per payment type, numbered, frozen and listed', async () => {
    const client = await cashier();
    await openShift(client, 100);
    const cash = await sell(client, menu.cash);
    const card = await sell(client, cardId);
    await client.post(`${API}/shifts/cash`, { type: 'out', amount: 10, reason: 'Paid-out' });
    const before = await zReportCount();
    const res = await client.post<TZReportResponse>(`${API}/shifts/close`, {
      counted: [
        { paymentTypeId: menu.cash, amount: 100 + cash - 10 - 2.5 },
        { paymentTypeId: cardId, amount: String(card) },
      ],
    });
    expect(res.status).toBe(200);
    const z = res.body;
    expect(z).toMatchObject({
      openedBy: 'Staff Member',
      closedBy: 'Staff Member',
      currency: 'USD',
      openingFloat: 100,
      cashSales: cash,
      cashOut: 10,
      expectedCash: 100 + cash - 10,
      invoiceCount: 2,
      salesTotal: cash + card,
      totalExpected: 100 + cash - 10 + card,
      totalCounted: 100 + cash - 10 - 2.5 + card,
      totalVariance: -2.5,
      pageFormat: 80,
    });
    expect(z.lines).toEqual([
      expect.objectContaining({ title: 'Card', expected: card, counted: card, variance: 0 }),
      expect.objectContaining({
        title: 'Cash',
        expected: 100 + cash - 10,
        counted: 100 + cash - 12.5,
        variance: -2.5,
      }),
    ]);
    expect(await zReportCount()).toBe(before + 1);
    expect(await current(client)).toBeNull();

    const got = await client.get<TZReportResponse>(`${API}/z-reports/${z.number}`);
    expect(got.body).toEqual(z);
    const list = await client.get<TZReportListResponse>(`${API}/z-reports`);
    expect(list.body[0]).toEqual({
      number: z.number,
      openedAt: z.openedAt,
      closedAt: z.closedAt,
      openedBy: 'Staff Member',
      salesTotal: cash + card,
      totalVariance: -2.5,
      currency: 'USD',
      timeZone: 'UTC',
    });
    expect(await auditActions()).toContainEqual({
      action: 'shift.close',
      after: { expected: 100 + cash - 10 + card, counted: 100 + cash - 12.5 + card, variance: -2.5 },
    });

    // a sale after the close does not change the report: its figures are kept as they were
    await openShift(client, 0);
    await sell(client, menu.cash);
    expect((await client.get<TZReportResponse>(`${API}/z-reports/${z.number}`)).body).toEqual(z);
  });

  it("heads the X and Z reports with the store's name and address and answers its time zone (issue 23)", async () => {
    const shop = await signUpTenant(t.app, 'Tokyo Diner');
    await t.db
      .updateTable('store_settings')
      .set({ time_zone: 'Asia/Tokyo', address: '1-2-3 Ginza, Tokyo' })
      .where('tenant_id', '=', shop.tenantId)
      .execute();
    const heading = {
      timeZone: 'Asia/Tokyo',
      store: { storeName: 'Tokyo Diner', address: '1-2-3 Ginza, Tokyo' },
    };
    await openShift(shop.client, 10);
    expect(await current(shop.client)).toMatchObject(heading);
    const cash = await t.db
      .selectFrom('payment_types')
      .select('id')
      .where('tenant_id', '=', shop.tenantId)
      .where('is_cash', '=', 1)
      .executeTakeFirstOrThrow();
    const closed = await shop.client.post<TZReportResponse>(`${API}/shifts/close`, {
      counted: [{ paymentTypeId: cash.id, amount: 10 }],
    });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject(heading);
    const got = await shop.client.get<TZReportResponse>(`${API}/z-reports/${closed.body.number}`);
    expect(got.body).toMatchObject(heading);
    const list = await shop.client.get<TZReportListResponse>(`${API}/z-reports`);
    expect(list.body.map((row) => row.timeZone)).toEqual(['Asia/Tokyo']);
    // without an address the heading has none
    await t.db
      .updateTable('store_settings')
      .set({ address: null })
      .where('tenant_id', '=', shop.tenantId)
      .execute();
    const again = await shop.client.get<TZReportResponse>(`${API}/z-reports/${closed.body.number}`);
    expect(again.body.store).toEqual({ storeName: 'Tokyo Diner', address: null });
  });

  it('numbers Z reports 1, 2, 3… per store without gaps; a refused close takes no number', async () => {
    const shop = await signUpTenant(t.app, 'Numbered Diner');
    await seedMenu(t.db, shop.tenantId);
    const numbers: number[] = [];
    for (let i = 0; i < 3; i++) {
      await openShift(shop.client, 0);
      const refused = await shop.client.post(`${API}/shifts/close`, {
        counted: [{ paymentTypeId: 'nope', amount: 0 }],
      });
      expect([refused.status, refused.body.message]).toEqual([400, SHIFT_MSG.countUnknownType]);
      const cash = await t.db
        .selectFrom('payment_types')
        .select('id')
        .where('tenant_id', '=', shop.tenantId)
        .where('is_cash', '=', 1)
        .executeTakeFirstOrThrow();
      const closed = await shop.client.post<TZReportResponse>(`${API}/shifts/close`, {
        counted: [{ paymentTypeId: cash.id, amount: 10 }],
      });
      expect(closed.status).toBe(200);
      numbers.push(closed.body.number);
    }
    expect(numbers).toEqual([1, 2, 3]);
    const list = await shop.client.get<TZReportListResponse>(`${API}/z-reports`);
    expect(list.body.map((z) => z.number)).toEqual([3, 2, 1]);
  });

  it('gives exactly one Z report when the same shift is closed twice at once', async () => {
    const client = await cashier();
    await openShift(client, 20);
    const before = await zReportCount();
    const body = { counted: [{ paymentTypeId: menu.cash, amount: 20 }] };
    const both = await Promise.all([
      client.post(`${API}/shifts/close`, body),
      client.post(`${API}/shifts/close`, body),
      client.post(`${API}/shifts/close`, body),
    ]);
    expect(both.map((res) => res.status).sort()).toEqual([200, 409, 409]);
    for (const res of both.filter((r) => r.status === 409)) {
      expect([SHIFT_MSG.noOpenShift, SHIFT_MSG.shiftClosedAlready]).toContain(res.body.message);
    }
    expect(await zReportCount()).toBe(before + 1);
    const numbers = await t.db
      .selectFrom('z_reports')
      .select('number')
      .where('tenant_id', '=', tenantId)
      .orderBy('number')
      .execute();
    expect(numbers.map((row) => row.number)).toEqual(numbers.map((_, i) => i + 1));
  });

  it.each([
    [
      {
        counted: [
          { paymentTypeId: 'CASH', amount: 1 },
          { paymentTypeId: 'CASH', amount: 2 },
        ],
      },
      SHIFT_MSG.countedTwice,
    ],
    [{ counted: [{ paymentTypeId: 'CASH', amount: -1 }] }, SHIFT_MSG.invalidCount],
    [{ counted: [{ paymentTypeId: 'CASH', amount: 1.001 }] }, SHIFT_MSG.invalidCount],
    [{ counted: [{ paymentTypeId: '', amount: 1 }] }, SHIFT_MSG.invalidCount],
    [{ counted: 'all' }, SHIFT_MSG.invalidCount],
    [{ counted: [] }, 'Please count Cash!'],
    [{ counted: [{ paymentTypeId: 'unknown', amount: 1 }] }, SHIFT_MSG.countUnknownType],
  ])('refuses %j with its message; the shift stays open', async (body, message) => {
    const client = await cashier();
    await openShift(client, 25);
    const text = JSON.stringify(body).replaceAll('"CASH"', JSON.stringify(menu.cash));
    const res = await client.post(`${API}/shifts/close`, JSON.parse(text));
    expect([res.status, res.body.message]).toEqual([400, message]);
    expect(await current(client)).not.toBeNull();
  });

  it('needs an open shift (409)', async () => {
    const client = await cashier();
    const res = await client.post(`${API}/shifts/close`, { counted: [] });
    expect([res.status, res.body.message]).toEqual([409, SHIFT_MSG.noOpenShift]);
  });

  it('keeps Z reports immutable in the database', async () => {
    const client = await cashier();
    await openShift(client, 0);
    const z = (await client.post<TZReportResponse>(`${API}/shifts/close`, { counted: [] })).body;
    await expect(
      sql`update z_reports set sales_total = 0 where tenant_id = ${tenantId} and number = ${z.number}`.execute(
        t.db,
      ),
    ).rejects.toThrow(/cannot be changed or deleted/);
    await expect(
      sql`delete from z_reports where tenant_id = ${tenantId} and number = ${z.number}`.execute(t.db),
    ).rejects.toThrow(/cannot be changed or deleted/);
    expect((await client.get<TZReportResponse>(`${API}/z-reports/${z.number}`)).body).toEqual(z);
  });
});

describe('deleting a store', () => {
  it('takes its shifts, drawer movements and Z reports with it (the trigger only guards a living store)', async () => {
    const shop = await signUpTenant(t.app, 'Closing Diner');
    await openShift(shop.client, 10);
    await shop.client.post(`${API}/shifts/cash`, { type: 'in', amount: 1, reason: 'Coins' });
    expect((await shop.client.post(`${API}/shifts/close`, { counted: [] })).status).toBe(400);
    const cash = (await shop.client.get<TXReport>(`${API}/shifts/current`)).body.payments[0]!;
    await shop.client.post(`${API}/shifts/close`, {
      counted: [{ paymentTypeId: cash.paymentTypeId, amount: 11 }],
    });
    await t.db.deleteFrom('tenants').where('id', '=', shop.tenantId).execute();
    for (const table of ['shifts', 'shift_cash_movements', 'z_reports', 'z_report_counters'] as const) {
      const rows = await t.db
        .selectFrom(table)
        .select('tenant_id')
        .where('tenant_id', '=', shop.tenantId)
        .execute();
      expect(rows, table).toEqual([]);
    }
  });
});

describe('GET /z-reports', () => {
  it('keeps another store’s Z reports out of reach (404, not listed)', async () => {
    const client = await cashier();
    await openShift(client, 0);
    const z = (await client.post<TZReportResponse>(`${API}/shifts/close`, { counted: [] })).body;
    const res = await other.get(`${API}/z-reports/${z.number}`);
    expect([res.status, res.body.message]).toEqual([404, MSG.notFound]);
    expect((await other.get<TZReportListResponse>(`${API}/z-reports`)).body).toEqual([]);
  });

  it('answers 400 for a number that is not one, 404 for one not given yet', async () => {
    const client = await cashier();
    expect((await client.get(`${API}/z-reports/abc`)).status).toBe(400);
    expect((await client.get(`${API}/z-reports/0`)).status).toBe(400);
    expect((await client.get(`${API}/z-reports/999999`)).status).toBe(404);
  });

  it('is open to the reports scope too, the shift calls are not', async () => {
    const reports = (await addStaff(t, tenantId, 'REPORTS')).client;
    expect((await reports.get(`${API}/z-reports`)).status).toBe(200);
    const open = await reports.post(`${API}/shifts/open`, { openingFloat: 0 });
    expect([open.status, open.body.message]).toEqual([403, MSG.noAccess]);
  });
});

describe('permissions', () => {
  it.each([
    { method: 'POST', url: `${API}/shifts/open`, body: { openingFloat: 1 } },
    { method: 'POST', url: `${API}/shifts/cash`, body: { type: 'in', amount: 1, reason: 'x' } },
    { method: 'GET', url: `${API}/shifts/current` },
    { method: 'POST', url: `${API}/shifts/close`, body: { counted: [] } },
    { method: 'GET', url: `${API}/z-reports` },
    { method: 'GET', url: `${API}/z-reports/1` },
  ] as const)('guards $method $url', async (call) => {
    const kitchen = (await addStaff(t, tenantId, 'KITCHEN')).client;
    await expectGuarded(t, kitchen, call);
  });
});

describe('store setting "shifts required"', () => {
  it('refuses sending and paying orders without an open shift (409, nothing written), allows them with one', async () => {
    const shop = await signUpTenant(t.app, 'Strict Diner');
    const ids = await seedMenu(t.db, shop.tenantId);
    const settings = await shop.client.get<Record<string, unknown>>(`${API}/settings/store-setting`);
    expect(settings.body.shiftsRequired).toBe(false);
    const saved = await shop.client.post(`${API}/settings/store-setting`, {
      storeName: 'Strict Diner',
      currency: 'USD',
      isQRMenuEnabled: 0,
      isQROrderEnabled: 0,
      shiftsRequired: true,
    });
    expect(saved.status).toBe(200);
    expect(
      (await shop.client.get<Record<string, unknown>>(`${API}/settings/store-setting`)).body.shiftsRequired,
    ).toBe(true);
    const init = await shop.client.get<{ storeSettings: Record<string, unknown> }>(`${API}/pos/init`);
    expect(init.body.storeSettings.shiftsRequired).toBe(true);

    const cart = {
      cart: [{ id: ids.burger, quantity: 1 }],
      deliveryType: 'takeaway',
      customerType: 'WALKIN',
    };
    const send = await shop.client.post(`${API}/pos/create-order`, cart);
    expect([send.status, send.body.message]).toEqual([409, SHIFT_MSG.shiftRequiredForSale]);
    const pay = await shop.client.post(`${API}/pos/create-order-and-invoice`, {
      ...cart,
      paymentTypeId: ids.cash,
    });
    expect([pay.status, pay.body.message]).toEqual([409, SHIFT_MSG.shiftRequiredForSale]);
    const orders = () =>
      t.db.selectFrom('orders').select('id').where('tenant_id', '=', shop.tenantId).execute();
    expect(await orders()).toEqual([]);

    await openShift(shop.client, 0);
    const sent = await shop.client.post<{ orderId: string }>(`${API}/pos/create-order`, cart);
    expect(sent.status).toBe(200);
    await shop.client.post<TZReportResponse>(`${API}/shifts/close`, { counted: [] });
    const payLater = await shop.client.post(`${API}/orders/complete-and-pay-order`, {
      orderIds: [sent.body.orderId],
      paymentTypeId: ids.cash,
    });
    expect([payLater.status, payLater.body.message]).toEqual([409, SHIFT_MSG.shiftRequiredForSale]);
    await openShift(shop.client, 0);
    const paid = await shop.client.post(`${API}/orders/complete-and-pay-order`, {
      orderIds: [sent.body.orderId],
      paymentTypeId: ids.cash,
    });
    expect(paid.status).toBe(200);
  });

  it('is off by default: sales need no shift', async () => {
    const client = await cashier();
    await sell(client, menu.cash);
  });
});
