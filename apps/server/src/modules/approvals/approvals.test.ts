import {
  APPROVAL_MSG,
  APPROVAL_REQUIRED_CODE,
  KITCHEN_VOID_SHOWN_MINUTES,
  MSG,
  POS_MSG,
  type TAuditEntryResponse,
  type TCreateOrderResponse,
  type TOrderResponse,
  type TProfileResponse,
  type TUsersResponse,
} from '@opentab/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectGuarded } from '../../test/guards.ts';
import { addStaff, createTestApp, PASSWORD, TestClient, type TTestApp } from '../../test/harness.ts';
import { burgerAndWater, shopWithMenu } from '../../test/order-shop.ts';
import { orderLines } from '../../test/orders.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type TShop = Awaited<ReturnType<typeof shopWithMenu>>;

const PIN = '4321';

/** A staff user with these scopes and, unless `pin` is null, an approval PIN they set on their profile. */
async function staffWithPin(shop: { tenantId: string }, scope: string, pin: string | null = PIN) {
  const staff = await addStaff(t, shop.tenantId, scope);
  if (pin) {
    const res = await staff.client.post('/api/v1/profile/pin', { password: PASSWORD, pin });
    expect([res.status, res.body.message]).toEqual([200, APPROVAL_MSG.pinSet]);
  }
  return staff;
}

const auditOf = async (shop: TShop) =>
  (await shop.client.get<TAuditEntryResponse[]>('/api/v1/audit-log')).body;

const itemStatus = async (itemId: string) =>
  (await t.db.selectFrom('order_items').select('status').where('id', '=', itemId).executeTakeFirstOrThrow())
    .status;

/** An order of a burger (11.00 with tax) and two waters (3.00), its burger started by the kitchen. */
async function startedOrder(shop: TShop) {
  const { order } = await shop.order(burgerAndWater(shop.menu));
  const burger = order.items.find((item) => item.item_id === shop.menu.burger)!;
  const water = order.items.find((item) => item.item_id === shop.menu.water)!;
  const start = await shop.client.post(`/api/v1/kitchen/${burger.id}`, { status: 'preparing' });
  expect(start.status).toBe(200);
  return { order, burger, water };
}

const voidItem = (client: TestClient, itemId: string, body: Record<string, unknown> = {}) =>
  client.post(`/api/v1/orders/update-status/${itemId}`, { status: 'cancelled', ...body });

describe('POST /profile/pin', () => {
  it('sets and changes the own PIN, stored hashed, and audits it without the PIN', async () => {
    const shop = await shopWithMenu(t, 'Pin Place');
    const staff = await staffWithPin(shop, 'POS', null);
    expect((await staff.client.get<TProfileResponse>('/api/v1/profile')).body.user.hasPin).toBe(false);

    const res = await staff.client.post('/api/v1/profile/pin', { password: PASSWORD, pin: '123456' });
    expect([res.status, res.body]).toEqual([200, { message: APPROVAL_MSG.pinSet }]);
    expect((await staff.client.get<TProfileResponse>('/api/v1/profile')).body.user.hasPin).toBe(true);
    const row = await t.db
      .selectFrom('users')
      .select('pin_hash')
      .where('username', '=', staff.username)
      .executeTakeFirstOrThrow();
    expect(row.pin_hash).toMatch(/^\$argon2id\$/);
    expect(row.pin_hash).not.toContain('123456');

    const changed = await staff.client.post('/api/v1/profile/pin', { password: PASSWORD, pin: '9876' });
    expect(changed.status).toBe(200);
    const entries = (await auditOf(shop)).filter((e) => e.action === 'user.pin_set');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ subject: staff.username, before: null, after: null });
    expect(JSON.stringify(entries)).not.toMatch(/123456|9876|argon2/);
  });

  it('refuses a PIN that is not 4 to 6 digits, or a wrong password, and changes nothing', async () => {
    const shop = await shopWithMenu(t, 'Bad Pin Place');
    const staff = await staffWithPin(shop, 'POS');
    const before = await t.db
      .selectFrom('users')
      .select('pin_hash')
      .where('username', '=', staff.username)
      .executeTakeFirstOrThrow();
    for (const pin of ['123', '1234567', '12a4', '', ' 1234', 1234]) {
      const res = await staff.client.post('/api/v1/profile/pin', { password: PASSWORD, pin });
      expect([res.status, res.body.message], String(pin)).toEqual([400, APPROVAL_MSG.providePin]);
    }
    const wrong = await staff.client.post('/api/v1/profile/pin', { password: 'not-it-at-all', pin: '5555' });
    expect([wrong.status, wrong.body.message]).toEqual([400, MSG.wrongCurrentPassword]);
    const noPassword = await staff.client.post('/api/v1/profile/pin', { pin: '5555' });
    expect([noPassword.status, noPassword.body.message]).toEqual([400, MSG.providePassword]);
    const after = await t.db
      .selectFrom('users')
      .select('pin_hash')
      .where('username', '=', staff.username)
      .executeTakeFirstOrThrow();
    expect(after.pin_hash).toBe(before.pin_hash);
  });

  it('needs a session', async () => {
    const res = await new TestClient(t.app).post('/api/v1/profile/pin', { password: PASSWORD, pin: '1234' });
    expect(res.status).toBe(401);
  });
});

describe('POST /users/clear-pin/:username', () => {
  it("lets the admin clear a user's PIN, audited; the PIN no longer approves", async () => {
    const shop = await shopWithMenu(t, 'Clear Pin Place');
    const manager = await staffWithPin(shop, 'MANAGER');
    const res = await shop.client.post(`/api/v1/users/clear-pin/${manager.username}`);
    expect([res.status, res.body]).toEqual([200, { message: APPROVAL_MSG.pinCleared }]);
    const users = (await shop.client.get<TUsersResponse>('/api/v1/users')).body;
    expect(users.find((u) => u.username === manager.username)?.hasPin).toBe(false);
    expect((await auditOf(shop))[0]).toMatchObject({ action: 'user.pin_cleared', subject: manager.username });

    const cashier = await addStaff(t, shop.tenantId, 'POS,ORDERS');
    const { burger } = await startedOrder(shop);
    const refused = await voidItem(cashier.client, burger.id, {
      reason: 'Burnt',
      approval: { username: manager.username, pin: PIN },
    });
    expect([refused.status, refused.body.message]).toEqual([403, APPROVAL_MSG.approvalRefused]);
  });

  it("is the admin's only, and another store's user is not found", async () => {
    const shop = await shopWithMenu(t, 'Clear Guard Place');
    const other = await shopWithMenu(t, 'Clear Other Place');
    const theirs = await staffWithPin(other, 'MANAGER');
    const settings = await addStaff(t, shop.tenantId, 'SETTINGS,MANAGER');
    await expectGuarded(t, settings.client, {
      method: 'POST',
      url: `/api/v1/users/clear-pin/${theirs.username}`,
    });
    const res = await shop.client.post(`/api/v1/users/clear-pin/${theirs.username}`);
    expect([res.status, res.body.message]).toEqual([404, MSG.notFound]);
    const row = await t.db
      .selectFrom('users')
      .select('pin_hash')
      .where('username', '=', theirs.username)
      .executeTakeFirstOrThrow();
    expect(row.pin_hash).not.toBeNull();
  });
});

describe('voiding an item', () => {
  it('needs neither reason nor approval before the kitchen starts it, and is audited with its amount', async () => {
    const shop = await shopWithMenu(t, 'Unstarted Void');
    const cashier = await addStaff(t, shop.tenantId, 'POS,ORDERS');
    const { order } = await shop.order(burgerAndWater(shop.menu));
    const water = order.items.find((item) => item.item_id === shop.menu.water)!;
    const res = await voidItem(cashier.client, water.id);
    expect([res.status, res.body.message]).toEqual([200, POS_MSG.itemStatusUpdated]);
    expect(await itemStatus(water.id)).toBe('cancelled');
    const [entry] = await auditOf(shop);
    expect(entry).toMatchObject({
      action: 'item.void',
      user_name: 'Staff Member',
      after: { amount: 3, reason: null, approvedBy: null },
    });
    expect(entry?.subject).toMatch(/^2 × Water, Token \d+$/);
    // cancelling it again voids nothing more
    expect((await voidItem(cashier.client, water.id)).status).toBe(200);
    expect((await auditOf(shop)).filter((e) => e.action === 'item.void')).toHaveLength(1);
  });

  it('needs a reason once the kitchen started it (400), and changes nothing', async () => {
    const shop = await shopWithMenu(t, 'Reason Void');
    const { burger } = await startedOrder(shop);
    for (const body of [{}, { reason: '' }, { reason: '   ' }, { reason: null }]) {
      const res = await voidItem(shop.client, burger.id, body);
      expect([res.status, res.body.message]).toEqual([400, APPROVAL_MSG.voidReasonRequired]);
    }
    const tooLong = await voidItem(shop.client, burger.id, { reason: 'x'.repeat(201) });
    expect([tooLong.status, tooLong.body.message]).toEqual([400, APPROVAL_MSG.voidReasonTooLong]);
    const badApproval = await voidItem(shop.client, burger.id, {
      reason: 'Burnt',
      approval: { pin: '1234' },
    });
    expect([badApproval.status, badApproval.body.message]).toEqual([400, APPROVAL_MSG.provideApprover]);
    expect(await itemStatus(burger.id)).toBe('preparing');
    expect((await auditOf(shop)).filter((e) => e.action !== 'menu.price')).toEqual([]);
  });

  it('answers 403 APPROVAL_REQUIRED to a cashier without an approval, and changes nothing', async () => {
    const shop = await shopWithMenu(t, 'Needs Approval');
    const cashier = await addStaff(t, shop.tenantId, 'POS,ORDERS');
    const { burger } = await startedOrder(shop);
    const emit = vi.spyOn(t.app.ctx.realtime, 'emitToTenant');
    const res = await voidItem(cashier.client, burger.id, { reason: 'Burnt' });
    expect([res.status, res.body]).toEqual([
      403,
      { message: APPROVAL_MSG.approvalRequired, code: APPROVAL_REQUIRED_CODE },
    ]);
    expect(emit).not.toHaveBeenCalled();
    emit.mockRestore();
    expect(await itemStatus(burger.id)).toBe('preparing');
    // asking is no refusal: nothing is recorded until a manager's PIN is tried
    expect(await auditOf(shop)).toEqual([]);
  });

  it('voids with a manager PIN: the kitchen sees the line void, the log has the void and the approval', async () => {
    const shop = await shopWithMenu(t, 'Approved Void');
    const cashier = await addStaff(t, shop.tenantId, 'POS,ORDERS');
    const manager = await staffWithPin(shop, 'MANAGER');
    const { order, burger } = await startedOrder(shop);
    const emit = vi.spyOn(t.app.ctx.realtime, 'emitToTenant');
    const res = await voidItem(cashier.client, burger.id, {
      reason: 'Burnt',
      approval: { username: manager.username.toUpperCase(), pin: PIN },
    });
    expect([res.status, res.body.message]).toEqual([200, POS_MSG.itemStatusUpdated]);
    expect(emit).toHaveBeenCalledWith(shop.tenantId, 'order_update', { orderId: order.id });
    emit.mockRestore();
    expect(await itemStatus(burger.id)).toBe('cancelled');

    const kitchen = await shop.client.get<TOrderResponse[]>('/api/v1/kitchen');
    const ticket = kitchen.body.find((o) => o.id === order.id);
    expect(ticket?.items.map((item) => [item.item_title, item.status])).toEqual([
      ['Burger', 'cancelled'],
      ['Water', 'created'],
    ]);

    const entries = (await auditOf(shop)).filter((e) => e.action !== 'user.pin_set');
    expect(entries).toHaveLength(2);
    const voided = entries.find((e) => e.action === 'item.void');
    const granted = entries.find((e) => e.action === 'approval.granted');
    expect(voided).toMatchObject({
      action: 'item.void',
      user_name: 'Staff Member',
      after: { amount: 11, reason: 'Burnt', approvedBy: 'Staff Member' },
    });
    expect(granted).toMatchObject({
      action: 'approval.granted',
      subject: voided?.subject,
      after: { for: 'item.void', approver: 'Staff Member', reason: 'Burnt' },
    });
  });

  it('keeps a ticket whose last line to make was voided on the kitchen screen for a while, the void shown', async () => {
    const shop = await shopWithMenu(t, 'Kitchen Void');
    const { order } = await shop.order({ cart: [{ id: shop.menu.burger, quantity: 1 }] });
    const burger = order.items[0]!;
    await shop.client.post(`/api/v1/kitchen/${burger.id}`, { status: 'preparing' });
    expect((await voidItem(shop.client, burger.id, { reason: 'Burnt' })).status).toBe(200);
    const ticketOf = async () =>
      (await shop.client.get<TOrderResponse[]>('/api/v1/kitchen')).body.find((o) => o.id === order.id);
    expect((await ticketOf())?.items.map((item) => item.status)).toEqual(['cancelled']);
    // once the void is older than the kitchen shows it, the ticket leaves the screen
    const old = new Date(Date.now() - (KITCHEN_VOID_SHOWN_MINUTES + 1) * 60_000).toISOString();
    await t.db.updateTable('order_items').set({ updated_at: old }).where('id', '=', burger.id).execute();
    expect(await ticketOf()).toBeUndefined();
  });

  it('refuses a wrong PIN, a non-manager and another store’s manager alike (403), recording each', async () => {
    const shop = await shopWithMenu(t, 'Refused Void');
    const other = await shopWithMenu(t, 'Other Store');
    const cashier = await addStaff(t, shop.tenantId, 'POS,ORDERS');
    const manager = await staffWithPin(shop, 'MANAGER');
    const waiter = await staffWithPin(shop, 'POS,ORDERS');
    const noPin = await staffWithPin(shop, 'MANAGER', null);
    const theirs = await staffWithPin(other, 'MANAGER');
    const { burger } = await startedOrder(shop);
    const attempts = [
      { username: manager.username, pin: '0000' },
      { username: waiter.username, pin: PIN },
      { username: noPin.username, pin: PIN },
      { username: theirs.username, pin: PIN },
      { username: 'nobody@example.com', pin: PIN },
      // the cashier approving themselves is no manager's approval
      { username: cashier.username, pin: PIN },
    ];
    for (const approval of attempts) {
      const res = await voidItem(cashier.client, burger.id, { reason: 'Burnt', approval });
      expect([res.status, res.body], approval.username).toEqual([
        403,
        { message: APPROVAL_MSG.approvalRefused, code: APPROVAL_REQUIRED_CODE },
      ]);
    }
    expect(await itemStatus(burger.id)).toBe('preparing');
    const refused = (await auditOf(shop)).filter((e) => e.action === 'approval.refused').reverse();
    expect(refused.map((e) => e.after?.why)).toEqual([
      'wrong PIN',
      'not a manager',
      'no PIN set',
      'no such user in this store',
      'no such user in this store',
      'not a manager',
    ]);
    expect(refused[0]).toMatchObject({ user_name: 'Staff Member', after: { approver: manager.username } });
    const theirLog = (await other.client.get<TAuditEntryResponse[]>('/api/v1/audit-log')).body;
    expect(theirLog.map((e) => e.action)).toEqual(['user.pin_set']);
    expect((await auditOf(shop)).some((e) => e.action === 'item.void')).toBe(false);
  });

  it('lets a MANAGER or the admin void alone, recording the approval as their own', async () => {
    const shop = await shopWithMenu(t, 'Manager Alone');
    const manager = await addStaff(t, shop.tenantId, 'ORDERS,MANAGER');
    const { burger, water } = await startedOrder(shop);
    await shop.client.post(`/api/v1/kitchen/${water.id}`, { status: 'preparing' });
    const byManager = await voidItem(manager.client, burger.id, { reason: 'Wrong item' });
    expect(byManager.status).toBe(200);
    const byAdmin = await voidItem(shop.client, water.id, { reason: 'Customer changed mind' });
    expect(byAdmin.status).toBe(200);
    const entries = await auditOf(shop);
    const by = (action: string, field: string) =>
      entries
        .filter((e) => e.action === action)
        .map((e) => e.after?.[field])
        .sort();
    // the admin's name is the store's, as it signed up
    expect(by('item.void', 'approvedBy')).toEqual(['Manager Alone', 'Staff Member']);
    expect(by('approval.granted', 'approver')).toEqual(['Manager Alone', 'Staff Member']);
    expect(entries).toHaveLength(4);
  });

  it('slows wrong PINs per manager: past the free tries even the right PIN waits (429)', async () => {
    const shop = await shopWithMenu(t, 'Throttled Void');
    const cashier = await addStaff(t, shop.tenantId, 'POS,ORDERS');
    const manager = await staffWithPin(shop, 'MANAGER');
    const second = await staffWithPin(shop, 'MANAGER', '2468');
    const { burger, water } = await startedOrder(shop);
    for (let i = 0; i < 5; i += 1) {
      const res = await voidItem(cashier.client, burger.id, {
        reason: 'Burnt',
        approval: { username: manager.username, pin: `000${i}` },
      });
      expect(res.status).toBe(403);
    }
    const right = await voidItem(cashier.client, burger.id, {
      reason: 'Burnt',
      approval: { username: manager.username, pin: PIN },
    });
    expect([right.status, right.body.message]).toEqual([429, APPROVAL_MSG.tooManyPinAttempts]);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    expect(await itemStatus(burger.id)).toBe('preparing');
    // another manager of the store still approves
    await shop.client.post(`/api/v1/kitchen/${water.id}`, { status: 'preparing' });
    const other = await voidItem(cashier.client, water.id, {
      reason: 'Burnt',
      approval: { username: second.username, pin: '2468' },
    });
    expect(other.status).toBe(200);
  });

  it("answers 404 for another store's item, 403 without an Orders scope, and changes nothing", async () => {
    const a = await shopWithMenu(t, 'Void A');
    const b = await shopWithMenu(t, 'Void B');
    const { burger } = await startedOrder(a);
    const res = await voidItem(b.client, burger.id, { reason: 'Burnt' });
    expect([res.status, res.body.message]).toEqual([404, MSG.notFound]);
    const kitchen = await addStaff(t, a.tenantId, 'KITCHEN,MANAGER');
    await expectGuarded(t, kitchen.client, {
      method: 'POST',
      url: `/api/v1/orders/update-status/${burger.id}`,
      body: { status: 'cancelled', reason: 'Burnt' },
    });
    expect(await itemStatus(burger.id)).toBe('preparing');
  });
});

describe('cancelling orders', () => {
  it('needs a reason and an approval once the kitchen started any line; audits each order', async () => {
    const shop = await shopWithMenu(t, 'Order Void');
    const cashier = await addStaff(t, shop.tenantId, 'POS,ORDERS');
    const manager = await staffWithPin(shop, 'MANAGER');
    const { order } = await startedOrder(shop);
    const unstarted = await shop.order(burgerAndWater(shop.menu));
    const orderIds = [order.id, unstarted.orderId];

    const noReason = await cashier.client.post('/api/v1/orders/cancel', { orderIds });
    expect([noReason.status, noReason.body.message]).toEqual([400, APPROVAL_MSG.voidReasonRequired]);
    const noApproval = await cashier.client.post('/api/v1/orders/cancel', { orderIds, reason: 'Walked out' });
    expect([noApproval.status, noApproval.body.code]).toEqual([403, APPROVAL_REQUIRED_CODE]);
    const lines = await orderLines(t.db, order.id);
    expect(lines.map((line) => line.status).sort()).toEqual(['created', 'preparing']);

    const res = await cashier.client.post('/api/v1/orders/cancel', {
      orderIds,
      reason: 'Walked out',
      approval: { username: manager.username, pin: PIN },
    });
    expect([res.status, res.body.message]).toEqual([200, POS_MSG.ordersCancelled]);
    expect((await orderLines(t.db, order.id)).every((line) => line.status === 'cancelled')).toBe(true);
    const voids = (await auditOf(shop)).filter((e) => e.action === 'order.void');
    expect(voids.map((e) => e.after)).toEqual([
      { amount: 14, reason: 'Walked out', approvedBy: 'Staff Member' },
      { amount: 14, reason: 'Walked out', approvedBy: 'Staff Member' },
    ]);
  });

  it('cancels what the kitchen has not started with neither, as before', async () => {
    const shop = await shopWithMenu(t, 'Order Plain Cancel');
    const cashier = await addStaff(t, shop.tenantId, 'POS,ORDERS');
    const { orderId } = await shop.order(burgerAndWater(shop.menu));
    const res = await cashier.client.post('/api/v1/orders/cancel', { orderIds: [orderId] });
    expect(res.status).toBe(200);
    expect((await auditOf(shop))[0]).toMatchObject({
      action: 'order.void',
      after: { amount: 14, reason: null, approvedBy: null },
    });
  });

  it("refuses a paid order (409), another store's order (404), and changes nothing", async () => {
    const shop = await shopWithMenu(t, 'Paid No Void');
    const other = await shopWithMenu(t, 'Paid Other');
    const paid = await shop.client.post<TCreateOrderResponse>('/api/v1/pos/create-order-and-invoice', {
      cart: [{ id: shop.menu.burger, quantity: 1 }],
      paymentTypeId: shop.menu.cash,
    });
    const res = await shop.client.post('/api/v1/orders/cancel', { orderIds: [paid.body.orderId] });
    expect([res.status, res.body.message]).toEqual([409, POS_MSG.paidOrderNotCancellable]);
    const theirs = await other.client.post('/api/v1/orders/cancel', {
      orderIds: [paid.body.orderId],
      reason: 'Burnt',
    });
    expect([theirs.status, theirs.body.message]).toEqual([404, MSG.notFound]);
    const row = await t.db
      .selectFrom('orders')
      .select('status')
      .where('id', '=', paid.body.orderId)
      .executeTakeFirstOrThrow();
    expect(row.status).not.toBe('cancelled');
  });
});
