import {
  APPROVAL_MSG,
  APPROVAL_REQUIRED_CODE,
  MEMBER_MSG,
  MSG,
  type TCompleteAndPayResponse,
  type TCreateOrderAndInvoiceResponse,
  type TCustomerSearchResponse,
  type TLoyaltySettingsResponse,
  type TMemberDetailResponse,
  type TMemberListResponse,
  type TPaymentSummaryResponse,
} from '@opentab/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids.ts';
import { expectGuarded } from '../../test/guards.ts';
import { addStaff, createTestApp, PASSWORD, type TestClient, type TTestApp } from '../../test/harness.ts';
import { burgerAndWater, shopWithMenu } from '../../test/order-shop.ts';

/*
 * Issue 27, membership, on both databases: the store's loyalty rules, the members API, points earned on every
 * pay path, redeemed as a discount, taken back by refunds, and a ledger that never goes below 0.
 */

const API = '/api/v1';
const LOYALTY = `${API}/settings/store-setting/loyalty`;
const PAY_AT_ONCE = `${API}/pos/create-order-and-invoice`;
const SUMMARY = `${API}/orders/complete-order-payment-summary`;
const PAY = `${API}/orders/complete-and-pay-order`;

let t: TTestApp;
let shop: Awaited<ReturnType<typeof shopWithMenu>>;
let rival: Awaited<ReturnType<typeof shopWithMenu>>;
let cashier: TestClient;
let manager: { client: TestClient; username: string };
let outsider: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  shop = await shopWithMenu(t, 'Points Inn');
  rival = await shopWithMenu(t, 'Rival Points');
  cashier = (await addStaff(t, shop.tenantId, 'MEMBERSHIP,POS,ORDERS,INVOICES')).client;
  manager = await addStaff(t, shop.tenantId, 'MEMBERSHIP,MANAGER');
  outsider = (await addStaff(t, shop.tenantId, 'KITCHEN')).client;
  const pin = await manager.client.post(`${API}/profile/pin`, { password: PASSWORD, pin: '2468' });
  expect(pin.status).toBe(200);
});
afterAll(async () => {
  await t.close();
});

let phones = 0;
/** A new customer of the shop (a member unless told), by phone. */
async function customer({ member = true, s = shop } = {}): Promise<string> {
  phones += 1;
  const phone = `555${String(phones).padStart(4, '0')}`;
  expect((await s.client.post(`${API}/customers/add`, { phone, name: `Guest ${phones}` })).status).toBe(200);
  if (member) expect((await s.client.post(`${API}/members/${phone}/enrol`)).status).toBe(200);
  return phone;
}

const memberOf = async (phone: string, client = shop.client) =>
  (await client.get<TMemberDetailResponse>(`${API}/members/${phone}`)).body;

const setLoyalty = async (body: Record<string, unknown>, s = shop) =>
  expect((await s.client.post(LOYALTY, body)).status).toBe(200);

const forCustomer = (phone: string) => ({ customerType: 'CUSTOMER', customerId: phone });

const payAtOnce = (body: Record<string, unknown>, s = shop) =>
  s.client.post<TCreateOrderAndInvoiceResponse>(PAY_AT_ONCE, {
    ...burgerAndWater(s.menu),
    paymentTypeId: s.menu.cash,
    ...body,
  });

const invoiceRow = (id: string) =>
  t.db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const ledgerOf = async (phone: string) =>
  (await memberOf(phone)).history.map((entry) => [entry.kind, entry.points]);

const auditOf = (action: string) =>
  t.db
    .selectFrom('audit_log')
    .selectAll()
    .where('tenant_id', '=', shop.tenantId)
    .where('action', '=', action)
    .orderBy('created_at', 'desc')
    .execute();

const countOf = async (table: 'invoices' | 'member_points', tenantId = shop.tenantId) =>
  (await t.db.selectFrom(table).select('id').where('tenant_id', '=', tenantId).execute()).length;

// 1 point per 1.00 paid, a point worth 0.10, at least 5 at once
const RULES = { earnPer: 1, pointValue: 0.1, minRedeem: 5 };

describe('GET and POST /settings/store-setting/loyalty', () => {
  it('starts with earning off and saves the rules in major units, audited', async () => {
    expect((await shop.client.get<TLoyaltySettingsResponse>(LOYALTY)).body).toEqual({
      earnPer: 0,
      pointValue: 0.01,
      minRedeem: 0,
    });
    expect((await shop.client.post(LOYALTY, RULES)).body).toEqual({ message: MEMBER_MSG.loyaltySaved });
    expect((await shop.client.get(LOYALTY)).body).toEqual(RULES);
    const row = await t.db
      .selectFrom('store_settings')
      .select(['loyalty_earn_per', 'loyalty_point_value', 'loyalty_min_redeem'])
      .where('tenant_id', '=', shop.tenantId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ loyalty_earn_per: 100, loyalty_point_value: 10, loyalty_min_redeem: 5 });
    const [entry] = await auditOf('settings.loyalty');
    expect(JSON.parse(entry!.before ?? '{}')).toEqual({ earnPer: 0, pointValue: 0.01, minRedeem: 0 });
    expect(JSON.parse(entry!.after ?? '{}')).toEqual(RULES);
    // another store's rules are its own
    expect((await rival.client.get(LOYALTY)).body).toEqual({ earnPer: 0, pointValue: 0.01, minRedeem: 0 });
  });

  it('refuses a wrong value with its message and changes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...RULES, earnPer: -1 }, MEMBER_MSG.invalidEarnPer],
      [{ ...RULES, earnPer: 'x' }, MEMBER_MSG.invalidEarnPer],
      [{ ...RULES, pointValue: 0 }, MEMBER_MSG.invalidPointValue],
      // finer than the store's currency (USD)
      [{ ...RULES, pointValue: 0.001 }, MEMBER_MSG.invalidPointValue],
      [{ ...RULES, minRedeem: 1.5 }, MEMBER_MSG.invalidMinRedeem],
      [{ ...RULES, minRedeem: -1 }, MEMBER_MSG.invalidMinRedeem],
    ];
    for (const [body, message] of cases) {
      const res = await shop.client.post(LOYALTY, body);
      expect([res.status, res.body.message], JSON.stringify(body)).toEqual([400, message]);
    }
    expect((await shop.client.get(LOYALTY)).body).toEqual(RULES);
  });

  it('lets the POS read the rules, and only settings change them', async () => {
    expect((await cashier.get(LOYALTY)).status).toBe(200);
    expect((await cashier.post(LOYALTY, RULES)).status).toBe(403);
    await expectGuarded(t, outsider, { method: 'GET', url: LOYALTY });
    await expectGuarded(t, outsider, { method: 'POST', url: LOYALTY, body: RULES });
  });
});

describe('the members API', () => {
  it('enrols a customer by phone, lists and finds them with their balance, and ends the membership', async () => {
    const phone = await customer({ member: false });
    const enrolled = await shop.client.post(`${API}/members/${phone}/enrol`);
    expect(enrolled.body).toEqual({ message: MEMBER_MSG.memberEnrolled });
    const again = await shop.client.post(`${API}/members/${phone}/enrol`);
    expect([again.status, again.body.message]).toEqual([409, MEMBER_MSG.alreadyMember]);

    const list = await cashier.get<TMemberListResponse>(`${API}/members?search=${phone}`);
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      expect.objectContaining({
        phone,
        name: expect.any(String),
        points: 0,
        memberSince: expect.any(String),
      }),
    ]);
    expect(list.headers['x-total-count']).toBe('1');
    const detail = await memberOf(phone, cashier);
    expect(detail).toMatchObject({ phone, isMember: 1, points: 0, history: [] });
    // by its id too
    expect((await memberOf(detail.id)).phone).toBe(phone);

    // the POS finds it by phone as a member with its points
    const found = await cashier.get<TCustomerSearchResponse>(
      `${API}/customers/search-by-phone-name/search?q=${phone}`,
    );
    expect(found.body).toEqual([{ name: detail.name, phone, isMember: 1, points: 0 }]);

    expect((await shop.client.post(`${API}/members/${phone}/end`)).body).toEqual({
      message: MEMBER_MSG.membershipEnded,
    });
    expect((await memberOf(phone)).isMember).toBe(0);
    expect((await shop.client.get(`${API}/members?search=${phone}`)).body).toEqual([]);
    const ended = await shop.client.post(`${API}/members/${phone}/end`);
    expect([ended.status, ended.body.message]).toEqual([409, MEMBER_MSG.notMember]);
    expect((await auditOf('member.enrol')).some((entry) => entry.subject.includes(phone))).toBe(true);
    expect((await auditOf('member.end')).some((entry) => entry.subject.includes(phone))).toBe(true);
  });

  it('refuses a bad query, and answers 404 for another store’s customer and changes nothing', async () => {
    expect((await shop.client.get(`${API}/members?search=${'x'.repeat(101)}`)).status).toBe(400);
    expect((await shop.client.get(`${API}/members?after=nope`)).status).toBe(400);
    const phone = await customer();
    for (const call of [
      () => rival.client.get(`${API}/members/${phone}`),
      () => rival.client.post(`${API}/members/${phone}/enrol`),
      () => rival.client.post(`${API}/members/${phone}/end`),
      () => rival.client.post(`${API}/members/${phone}/adjust`, { points: 5, reason: 'Gift' }),
    ]) {
      const res = await call();
      expect([res.status, res.body.message]).toEqual([404, MSG.notFound]);
    }
    expect((await rival.client.get(`${API}/members`)).body).toEqual([]);
    expect(await memberOf(phone)).toMatchObject({ isMember: 1, points: 0, history: [] });
  });

  it('needs the membership scope for every call', async () => {
    const phone = await customer();
    for (const call of [
      { method: 'GET', url: `${API}/members` },
      { method: 'GET', url: `${API}/members/${phone}` },
      { method: 'POST', url: `${API}/members/${phone}/enrol` },
      { method: 'POST', url: `${API}/members/${phone}/end` },
      { method: 'POST', url: `${API}/members/${phone}/adjust`, body: { points: 5, reason: 'Gift' } },
    ] as const) {
      await expectGuarded(t, outsider, call);
    }
    expect((await memberOf(phone)).isMember).toBe(1);
  });

  it('pages the list with the shared keyset headers', async () => {
    const res = await shop.client.get<TMemberListResponse>(`${API}/members`);
    expect(res.status).toBe(200);
    expect(res.headers['x-has-more']).toBe('false');
    expect(res.body.length).toBe(Number(res.headers['x-total-count']));
  });
});

describe('POST /members/:id/adjust', () => {
  it('adds and takes off points with a reason, audited, and never below 0', async () => {
    const phone = await customer();
    const added = await manager.client.post(`${API}/members/${phone}/adjust`, {
      points: 50,
      reason: 'Welcome gift',
    });
    expect(added.body).toEqual({ message: MEMBER_MSG.pointsAdjusted });
    expect((await memberOf(phone)).history).toEqual([
      expect.objectContaining({ kind: 'adjust', points: 50, note: 'Welcome gift', invoiceId: null }),
    ]);
    const below = await shop.client.post(`${API}/members/${phone}/adjust`, { points: -51, reason: 'Oops' });
    expect([below.status, below.body.message]).toEqual([400, MEMBER_MSG.adjustBelowZero]);
    expect(
      (await shop.client.post(`${API}/members/${phone}/adjust`, { points: -50, reason: 'Undo' })).status,
    ).toBe(200);
    expect((await memberOf(phone)).points).toBe(0);
    const [entry] = await auditOf('member.adjust');
    expect(JSON.parse(entry!.after ?? '{}')).toMatchObject({ points: 0, change: -50, reason: 'Undo' });
  });

  it('needs a manager: a cashier is refused without an approval and passes with one', async () => {
    const phone = await customer();
    const refused = await cashier.post(`${API}/members/${phone}/adjust`, { points: 10, reason: 'Birthday' });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: APPROVAL_MSG.approvalRequired, code: APPROVAL_REQUIRED_CODE });
    const wrong = await cashier.post(`${API}/members/${phone}/adjust`, {
      points: 10,
      reason: 'Birthday',
      approval: { username: manager.username, pin: '1111' },
    });
    expect([wrong.status, wrong.body.message]).toEqual([403, APPROVAL_MSG.approvalRefused]);
    expect((await memberOf(phone)).points).toBe(0);
    const approved = await cashier.post(`${API}/members/${phone}/adjust`, {
      points: 10,
      reason: 'Birthday',
      approval: { username: manager.username, pin: '2468' },
    });
    expect(approved.status).toBe(200);
    expect((await memberOf(phone)).points).toBe(10);
  });

  it('refuses a wrong body or a non-member with its message', async () => {
    const phone = await customer();
    const cases: [Record<string, unknown>, string][] = [
      [{ points: 0, reason: 'x' }, MEMBER_MSG.invalidAdjustPoints],
      [{ points: 1.5, reason: 'x' }, MEMBER_MSG.invalidAdjustPoints],
      [{ points: 5 }, MEMBER_MSG.adjustReasonRequired],
      [{ points: 5, reason: '  ' }, MEMBER_MSG.adjustReasonRequired],
    ];
    for (const [body, message] of cases) {
      const res = await shop.client.post(`${API}/members/${phone}/adjust`, body);
      expect([res.status, res.body.message], JSON.stringify(body)).toEqual([400, message]);
    }
    const guest = await customer({ member: false });
    const res = await shop.client.post(`${API}/members/${guest}/adjust`, { points: 5, reason: 'x' });
    expect([res.status, res.body.message]).toEqual([400, MEMBER_MSG.notMember]);
    expect((await memberOf(phone)).history).toEqual([]);
  });

  it('the database refuses a ledger entry that would take a balance below 0', async () => {
    const phone = await customer();
    const { id } = await memberOf(phone);
    const entry = {
      id: newId(),
      tenant_id: shop.tenantId,
      customer_id: id,
      kind: 'adjust' as const,
      points: -1,
      created_at: new Date().toISOString(),
    };
    await expect(t.db.insertInto('member_points').values(entry).execute()).rejects.toThrow(/below zero/);
    expect((await memberOf(phone)).points).toBe(0);
  });
});

describe('earning points', () => {
  beforeEach(async () => {
    await setLoyalty(RULES);
  });

  it('an order paid at once earns floor(total ÷ earnPer), in its write', async () => {
    const phone = await customer();
    const paid = await payAtOnce(forCustomer(phone));
    expect(paid.status).toBe(200);
    // 11.00 burger (10 % tax on top) + 2 × 1.50 water = 14.00
    const invoice = await invoiceRow(paid.body.invoiceId!);
    expect([invoice.total, invoice.points_earned, invoice.points_redeemed]).toEqual([1400, 14, 0]);
    expect(await ledgerOf(phone)).toEqual([['earn', 14]]);
    expect((await memberOf(phone)).history[0]).toMatchObject({
      invoiceId: invoice.id,
      invoiceNumber: expect.any(String),
    });
  });

  it('earns nothing for a customer who is not a member, or while earning is off', async () => {
    const guest = await customer({ member: false });
    const paid = await payAtOnce(forCustomer(guest));
    expect((await invoiceRow(paid.body.invoiceId!)).points_earned).toBe(0);
    await setLoyalty({ ...RULES, earnPer: 0 });
    const phone = await customer();
    const off = await payAtOnce(forCustomer(phone));
    expect((await invoiceRow(off.body.invoiceId!)).points_earned).toBe(0);
    expect(await ledgerOf(phone)).toEqual([]);
  });

  it('Pay & Complete earns on the bill, the tip left out', async () => {
    const phone = await customer();
    const placed = await shop.order({ ...burgerAndWater(shop.menu), ...forCustomer(phone) });
    const paid = await shop.client.post<TCompleteAndPayResponse>(PAY, {
      orderIds: [placed.orderId],
      paymentTypeId: shop.menu.cash,
      tip: { type: 'amount', value: 5 },
    });
    expect(paid.status).toBe(200);
    const invoice = await invoiceRow(paid.body.invoiceId);
    expect([invoice.total, invoice.tip, invoice.points_earned]).toEqual([1400, 500, 14]);
    expect(await ledgerOf(phone)).toEqual([['earn', 14]]);
  });

  it('a bill paid in parts earns with its last part, on its whole total', async () => {
    const phone = await customer();
    const placed = await shop.order({
      ...burgerAndWater(shop.menu, shop.menu.table2),
      ...forCustomer(phone),
    });
    const first = await shop.client.post<TCompleteAndPayResponse>(PAY, {
      orderIds: [placed.orderId],
      paymentTypeId: shop.menu.cash,
      shares: 2,
    });
    expect(first.status).toBe(200);
    expect((await invoiceRow(first.body.invoiceId)).points_earned).toBe(0);
    expect(await ledgerOf(phone)).toEqual([]);
    const last = await shop.client.post<TCompleteAndPayResponse>(PAY, {
      orderIds: [placed.orderId],
      paymentTypeId: shop.menu.cash,
      shares: 2,
    });
    expect(last.body.balance).toBe(0);
    expect((await invoiceRow(last.body.invoiceId)).points_earned).toBe(14);
    expect(await ledgerOf(phone)).toEqual([['earn', 14]]);
  });
});

describe('redeeming points', () => {
  beforeEach(async () => {
    await setLoyalty(RULES);
  });

  /** A member with `points` to spend. */
  async function memberWith(points: number) {
    const phone = await customer();
    await shop.client.post(`${API}/members/${phone}/adjust`, { points, reason: 'Start' });
    return phone;
  }

  it('takes points × value off an order paid at once, taxed after, and earns on what is left', async () => {
    const phone = await memberWith(30);
    const paid = await payAtOnce({ ...forCustomer(phone), redeemPoints: 10 });
    expect(paid.status).toBe(200);
    // 1.00 off the 13.00 of lines before tax: 0.77 off the burger (taxed 10 % on 9.23), 0.23 off the water
    expect(paid.body.payableTotal).toBe(12.92);
    const invoice = await invoiceRow(paid.body.invoiceId!);
    expect([invoice.total, invoice.points_redeemed, invoice.points_discount, invoice.points_earned]).toEqual([
      1292, 10, 100, 12,
    ]);
    const lines = await t.db
      .selectFrom('order_items')
      .select(['line_net', 'line_tax', 'bill_discount_share'])
      .where('order_id', '=', paid.body.orderId)
      .orderBy('id')
      .execute();
    expect(lines).toEqual([
      { line_net: 923, line_tax: 92, bill_discount_share: 77 },
      { line_net: 277, line_tax: 0, bill_discount_share: 23 },
    ]);
    expect(await ledgerOf(phone)).toEqual([
      ['earn', 12],
      ['redeem', -10],
      ['adjust', 30],
    ]);
    expect((await memberOf(phone)).points).toBe(32);
    expect((await auditOf('member.redeem')).length).toBeGreaterThan(0);
    // the receipt prints the points apart from any bill discount, what the bill earned and the balance
    const receipt = await cashier.get<{ receipt: Record<string, unknown> }>(
      `${API}/receipts/invoice/${paid.body.invoiceId}`,
    );
    expect(receipt.body.receipt).toMatchObject({
      billDiscount: 0,
      discountTotal: 1,
      pointsRedeemed: 10,
      pointsDiscount: 1,
      pointsEarned: 12,
      memberPoints: 32,
      payableTotal: 12.92,
    });
  });

  it('Pay & Complete and its summary take the points off the same way', async () => {
    const phone = await memberWith(30);
    const placed = await shop.order({ ...burgerAndWater(shop.menu), ...forCustomer(phone) });
    const summary = await cashier.post<TPaymentSummaryResponse>(SUMMARY, {
      orderIds: [placed.orderId],
      redeemPoints: 10,
    });
    expect(summary.body).toMatchObject({
      total: 12.92,
      pointsRedeemed: 10,
      pointsDiscount: 1,
      discountTotal: 1,
      // the member's balance, for the payment dialog to offer
      memberPoints: 30,
    });
    expect((await memberOf(phone)).points).toBe(30);
    const paid = await cashier.post<TCompleteAndPayResponse>(PAY, {
      orderIds: [placed.orderId],
      paymentTypeId: shop.menu.cash,
      redeemPoints: 10,
    });
    expect([paid.status, paid.body.total]).toEqual([200, 12.92]);
    const invoice = await invoiceRow(paid.body.invoiceId);
    expect([invoice.points_redeemed, invoice.points_discount, invoice.points_earned]).toEqual([10, 100, 12]);
    expect((await memberOf(phone)).points).toBe(32);
    const [entry] = await auditOf('member.redeem');
    expect(JSON.parse(entry!.after ?? '{}')).toMatchObject({ points: 10, amount: 1 });
  });

  it('lets one of two tills spending the same points at once have them, and refuses the other cleanly', async () => {
    const phone = await memberWith(30);
    const invoices = await countOf('invoices');
    const both = await Promise.all([1, 2].map(() => payAtOnce({ ...forCustomer(phone), redeemPoints: 30 })));
    expect(both.map((res) => res.status).sort()).toEqual([200, 400]);
    expect(both.find((res) => res.status === 400)?.body.message).toBe(MEMBER_MSG.redeemOverBalance);
    expect(await countOf('invoices')).toBe(invoices + 1);
    const [redeemed] = await ledgerOf(phone).then((rows) => rows.filter(([kind]) => kind === 'redeem'));
    expect(redeemed).toEqual(['redeem', -30]);
    expect((await memberOf(phone)).points).toBeGreaterThanOrEqual(0);
  });

  it('refuses fewer than the minimum, more than the balance or the bill, and a non-member, writing nothing', async () => {
    const phone = await memberWith(2000);
    const guest = await customer({ member: false });
    const cases: [Record<string, unknown>, string][] = [
      [{ ...forCustomer(phone), redeemPoints: 4 }, MEMBER_MSG.redeemBelowMinimum],
      [{ ...forCustomer(phone), redeemPoints: 2001 }, MEMBER_MSG.redeemOverBalance],
      // 2000 × 0.10 = 200.00 off a bill of 13.00 before tax
      [{ ...forCustomer(phone), redeemPoints: 2000 }, MEMBER_MSG.redeemOverBill],
      [{ ...forCustomer(guest), redeemPoints: 10 }, MEMBER_MSG.redeemNotMember],
      [{ redeemPoints: 10 }, MEMBER_MSG.redeemNotMember],
      [{ ...forCustomer(phone), redeemPoints: 1.5 }, MEMBER_MSG.invalidRedeemPoints],
      [{ ...forCustomer(phone), redeemPoints: 0 }, MEMBER_MSG.invalidRedeemPoints],
    ];
    const invoices = await countOf('invoices');
    for (const [body, message] of cases) {
      const res = await payAtOnce(body);
      expect([res.status, res.body.message], JSON.stringify(body)).toEqual([400, message]);
    }
    const placed = await shop.order({ ...burgerAndWater(shop.menu), ...forCustomer(phone) });
    for (const [body, message] of cases.slice(0, 3)) {
      const res = await shop.client.post(PAY, {
        orderIds: [placed.orderId],
        paymentTypeId: shop.menu.cash,
        redeemPoints: body.redeemPoints,
      });
      expect([res.status, res.body.message], JSON.stringify(body)).toEqual([400, message]);
    }
    expect(await countOf('invoices')).toBe(invoices);
    expect((await memberOf(phone)).points).toBe(2000);
    // another store cannot spend this store's member's points
    const res = await payAtOnce({ ...forCustomer(phone), redeemPoints: 10 }, rival);
    expect(res.status).toBe(400);
    expect(await countOf('member_points', rival.tenantId)).toBe(0);
  });

  it('refuses points on a bill whose first part is paid', async () => {
    const phone = await memberWith(30);
    const placed = await shop.order({
      ...burgerAndWater(shop.menu, shop.menu.table1),
      ...forCustomer(phone),
    });
    const pay = (body: Record<string, unknown>) =>
      shop.client.post(PAY, { orderIds: [placed.orderId], paymentTypeId: shop.menu.cash, ...body });
    expect((await pay({ shares: 2 })).status).toBe(200);
    const res = await pay({ shares: 2, redeemPoints: 10 });
    expect([res.status, res.body.message]).toEqual([400, MEMBER_MSG.redeemAfterFirstPart]);
    expect((await memberOf(phone)).points).toBe(30);
    expect((await pay({ shares: 2 })).status).toBe(200);
  });
});

describe('refunds take points back', () => {
  beforeEach(async () => {
    await setLoyalty(RULES);
  });

  const refund = (invoiceId: string, amount: number) =>
    shop.client.post(`${API}/invoices/${invoiceId}/refund`, {
      reason: 'Cold food',
      paymentTypeId: shop.menu.cash,
      amount,
    });

  it('in proportion to what they give back, and a whole refund gives back the points redeemed', async () => {
    const phone = await customer();
    await shop.client.post(`${API}/members/${phone}/adjust`, { points: 10, reason: 'Start' });
    const paid = await payAtOnce({ ...forCustomer(phone), redeemPoints: 10 });
    // 12.92 paid, 12 earned
    expect((await memberOf(phone)).points).toBe(12);
    expect((await refund(paid.body.invoiceId!, 6.46)).status).toBe(200);
    expect((await memberOf(phone)).points).toBe(6);
    expect((await refund(paid.body.invoiceId!, 6.46)).status).toBe(200);
    expect(await ledgerOf(phone)).toEqual([
      ['refund', -6],
      ['refund', 10],
      ['refund', -6],
      ['earn', 12],
      ['redeem', -10],
      ['adjust', 10],
    ]);
    expect((await memberOf(phone)).points).toBe(10);
  });

  it('never more than the member still has', async () => {
    const phone = await customer();
    const paid = await payAtOnce(forCustomer(phone));
    expect((await memberOf(phone)).points).toBe(14);
    await shop.client.post(`${API}/members/${phone}/adjust`, { points: -12, reason: 'Spent elsewhere' });
    expect((await refund(paid.body.invoiceId!, 14)).status).toBe(200);
    expect((await memberOf(phone)).points).toBe(0);
    expect((await ledgerOf(phone))[0]).toEqual(['refund', -2]);
  });
});
