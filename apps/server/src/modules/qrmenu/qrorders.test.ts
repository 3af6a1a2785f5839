import {
  POS_MSG,
  QR_GUEST_NAME,
  QR_MSG,
  type TCreateOrderResponse,
  type TQrOrderCountResponse,
  type TQrOrdersResponse,
} from '@opentab/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectGuarded, expectNotFound } from '../../test/guards.ts';
import { addStaff, createTestApp, signUpTenant, TestClient, type TTestApp } from '../../test/harness.ts';
import { seedMenu, type TMenuIds } from '../../test/menu-fixture.ts';
import { placeQrOrder, qrCart, setQrFlags, tablePublicId } from '../../test/qr.ts';

const BASE = '/api/v1/pos/qrorders';

let t: TTestApp;
let owner: { client: TestClient; tenantId: string };
let menu: TMenuIds;
let code: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpTenant(t.app, 'Harbour Grill');
  menu = await seedMenu(t.db, owner.tenantId);
  code = await setQrFlags(t.db, owner.tenantId, { menu: true, order: true });
});
afterAll(async () => {
  await t.close();
});

/** A diner on their own phone places an order; answers the new QR order's id. */
async function dinerOrders(body: Record<string, unknown>, tenantId = owner.tenantId, qrCode = code) {
  const idsOf = async () =>
    (await t.db.selectFrom('qr_orders').select('id').where('tenant_id', '=', tenantId).execute()).map(
      (row) => row.id,
    );
  const before = new Set(await idsOf());
  const res = await placeQrOrder(new TestClient(t.app), qrCode, body);
  expect(res.status).toBe(200);
  // The new row, not the newest by time: two orders placed within one millisecond tie on created_at.
  const placed = (await idsOf()).filter((id) => !before.has(id));
  expect(placed).toHaveLength(1);
  return placed[0] as string;
}

const count = async (client = owner.client) =>
  (await client.get<TQrOrderCountResponse>(`${BASE}/count`)).body.totalQROrders;

const list = async (client = owner.client) => (await client.get<TQrOrdersResponse>(BASE)).body;

const statusOf = async (id: string) =>
  (await t.db.selectFrom('qr_orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

/** Every open QR order of the owner's store is cancelled between tests that count. */
const clearAll = () => owner.client.post(`${BASE}/cancel-all`);

describe('GET /pos/qrorders and /count', () => {
  it('counts and lists open QR orders oldest first, shaped for the POS cart', async () => {
    await clearAll();
    const table1Public = await tablePublicId(t.db, menu.table1);
    const guest = await dinerOrders({
      cartItems: qrCart(menu),
      customerType: 'WALKIN',
      tableId: table1Public,
    });
    const regular = await dinerOrders({
      cartItems: [{ id: menu.water, quantity: 3, notes: 'no ice' }],
      customerType: 'CUSTOMER',
      customer: { name: 'Ada', phone: '555 0101' },
    });
    const counted = await owner.client.get(`${BASE}/count`);
    expect([counted.status, counted.body]).toEqual([200, { totalQROrders: 2 }]);

    // a bare list (spec 01 section 7: "array of QR orders")
    const res = await owner.client.get<TQrOrdersResponse>(BASE);
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    const [first, second] = res.body;
    expect(res.body).toHaveLength(2);
    expect(first).toEqual({
      id: guest,
      table_id: menu.table1,
      table_title: 'T1',
      floor: 'Ground',
      delivery_type: null,
      customer_type: 'WALKIN',
      customer_id: null,
      customer_name: QR_GUEST_NAME,
      created_at: expect.any(String),
      items: expect.any(Array),
    });
    const burger = first!.items.find((i) => i.item_title === 'Burger')!;
    expect(burger).toEqual({
      id: menu.burger,
      item_id: menu.burger,
      item_title: 'Burger',
      quantity: 2,
      notes: 'no onions',
      variant_id: null,
      variant_title: null,
      variant_price: null,
      addons: [{ id: menu.cheese, title: 'Cheese', price: 1.5 }],
      addons_ids: [menu.cheese],
      // the spec's `price` is the unit price: base (or variant) plus addons
      price: 11.5,
      unit_price: 11.5,
      // the menu item's tax, so the POS totals the loaded cart with it
      tax_rate: 10,
      tax_type: 'exclusive',
    });
    const coffee = first!.items.find((i) => i.item_title === 'Coffee')!;
    expect(coffee).toMatchObject({
      id: menu.coffee,
      variant_id: menu.espressoDouble,
      variant_title: 'Double',
      variant_price: 4.2,
      addons_ids: [menu.oatMilk],
      price: 4.8,
      unit_price: 4.8,
    });
    expect(second).toMatchObject({
      id: regular,
      table_id: null,
      table_title: null,
      floor: null,
      customer_type: 'CUSTOMER',
      customer_id: '555 0101',
      customer_name: 'Ada',
      items: [expect.objectContaining({ id: menu.water, quantity: 3, notes: 'no ice', unit_price: 1.5 })],
    });
  });

  it('lists only open ones: accepted and cancelled QR orders are gone', async () => {
    await clearAll();
    const open = await dinerOrders({ cartItems: [{ id: menu.water, quantity: 1 }], customerType: 'WALKIN' });
    const accepted = await dinerOrders({
      cartItems: [{ id: menu.water, quantity: 1 }],
      customerType: 'WALKIN',
    });
    await t.db.updateTable('qr_orders').set({ status: 'completed' }).where('id', '=', accepted).execute();
    expect((await list()).map((o) => o.id)).toEqual([open]);
    expect(await count()).toBe(1);
  });
});

describe('turning a QR order into an order at the POS', () => {
  it('creates the order, marks the QR order done, drops the count by one, and refuses a second time', async () => {
    await clearAll();
    const table1Public = await tablePublicId(t.db, menu.table1);
    await dinerOrders({ cartItems: [{ id: menu.water, quantity: 1 }], customerType: 'WALKIN' });
    const qrId = await dinerOrders({
      cartItems: qrCart(menu),
      customerType: 'CUSTOMER',
      customer: { name: 'Grace', phone: '555 0202' },
      tableId: table1Public,
    });
    expect(await count()).toBe(2);
    const qrOrder = (await list()).find((o) => o.id === qrId)!;

    const emit = vi.spyOn(t.app.ctx.realtime, 'emitToTenant');
    // exactly what the POS does after loading the QR order into its cart
    const body = {
      cart: qrOrder.items.map((item) => ({
        id: item.id,
        quantity: item.quantity,
        notes: item.notes,
        variant_id: item.variant_id,
        addons_ids: item.addons_ids,
      })),
      deliveryType: 'dinein',
      customerType: qrOrder.customer_type,
      customerId: qrOrder.customer_id,
      tableId: qrOrder.table_id,
      selectedQrOrderItem: qrOrder.id,
    };
    const created = await owner.client.post<TCreateOrderResponse>('/api/v1/pos/create-order', body);
    expect([created.status, created.body.payableTotal]).toEqual([200, 30.1]);
    expect(await statusOf(qrId)).toBe('completed');
    const order = await t.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', created.body.orderId)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      qr_order_id: qrId,
      table_title: 'T1',
      customer_type: 'CUSTOMER',
      customer_name: 'Grace',
      items_total: 2757,
      tax_total: 253,
      payable_total: 3010,
    });
    expect(await count()).toBe(1);
    expect((await list()).map((o) => o.id)).not.toContain(qrId);
    expect(emit).toHaveBeenCalledWith(owner.tenantId, 'new_qrorder', {});
    emit.mockRestore();

    const again = await owner.client.post('/api/v1/pos/create-order', body);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(POS_MSG.qrOrderTaken);
    expect(await count()).toBe(1);
  });
});

describe('cancelling QR orders', () => {
  it('POST /update-status/{id} with status cancelled cancels one, and says so again when repeated', async () => {
    await clearAll();
    const keep = await dinerOrders({ cartItems: [{ id: menu.water, quantity: 1 }], customerType: 'WALKIN' });
    const drop = await dinerOrders({ cartItems: [{ id: menu.water, quantity: 2 }], customerType: 'WALKIN' });
    const emit = vi.spyOn(t.app.ctx.realtime, 'emitToTenant');
    const res = await owner.client.post(`${BASE}/update-status/${drop}`, { status: 'cancelled' });
    expect([res.status, res.body]).toEqual([200, { message: QR_MSG.qrOrderCancelled }]);
    expect(emit).toHaveBeenCalledWith(owner.tenantId, 'new_qrorder', {});
    emit.mockRestore();
    expect(await statusOf(drop)).toBe('cancelled');
    expect((await list()).map((o) => o.id)).toEqual([keep]);
    const repeated = await owner.client.post(`${BASE}/update-status/${drop}`, { status: 'cancelled' });
    expect(repeated.status).toBe(200);
  });

  it('refuses any other status, and cancelling a QR order already turned into an order', async () => {
    const id = await dinerOrders({ cartItems: [{ id: menu.water, quantity: 1 }], customerType: 'WALKIN' });
    for (const body of [{ status: 'completed' }, { status: 'created' }, {}]) {
      const res = await owner.client.post(`${BASE}/update-status/${id}`, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(POS_MSG.invalidStatus);
    }
    expect(await statusOf(id)).toBe('created');
    await t.db.updateTable('qr_orders').set({ status: 'completed' }).where('id', '=', id).execute();
    for (const res of [
      await owner.client.post(`${BASE}/update-status/${id}`, { status: 'cancelled' }),
      await owner.client.delete(`${BASE}/${id}`),
    ]) {
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(POS_MSG.qrOrderTaken);
    }
    expect(await statusOf(id)).toBe('completed');
  });

  it('DELETE /pos/qrorders/{id} deletes one from the list (kept as cancelled)', async () => {
    await clearAll();
    const id = await dinerOrders({ cartItems: [{ id: menu.water, quantity: 1 }], customerType: 'WALKIN' });
    const res = await owner.client.delete(`${BASE}/${id}`);
    expect([res.status, res.body]).toEqual([200, { message: QR_MSG.qrOrderCancelled }]);
    expect(await statusOf(id)).toBe('cancelled');
    expect(await count()).toBe(0);
  });

  it('POST /cancel-all cancels every open one and leaves accepted ones alone', async () => {
    const a = await dinerOrders({ cartItems: [{ id: menu.water, quantity: 1 }], customerType: 'WALKIN' });
    const b = await dinerOrders({ cartItems: [{ id: menu.water, quantity: 1 }], customerType: 'WALKIN' });
    const accepted = await dinerOrders({
      cartItems: [{ id: menu.water, quantity: 1 }],
      customerType: 'WALKIN',
    });
    await t.db.updateTable('qr_orders').set({ status: 'completed' }).where('id', '=', accepted).execute();
    const emit = vi.spyOn(t.app.ctx.realtime, 'emitToTenant');
    const res = await owner.client.post(`${BASE}/cancel-all`);
    expect([res.status, res.body]).toEqual([200, { message: QR_MSG.qrOrdersCleared }]);
    expect(emit).toHaveBeenCalledWith(owner.tenantId, 'new_qrorder', {});
    emit.mockRestore();
    expect([await statusOf(a), await statusOf(b), await statusOf(accepted)]).toEqual([
      'cancelled',
      'cancelled',
      'completed',
    ]);
    expect(await count()).toBe(0);
    expect(await list()).toEqual([]);
    // nothing left: still a success
    expect((await owner.client.post(`${BASE}/cancel-all`)).status).toBe(200);
  });
});

describe('who may touch QR orders', () => {
  it('needs the POS scope: anonymous 401, kitchen staff 403, cashier allowed', async () => {
    const id = await dinerOrders({ cartItems: [{ id: menu.water, quantity: 1 }], customerType: 'WALKIN' });
    const kitchen = await addStaff(t, owner.tenantId, 'KITCHEN,ORDERS');
    for (const call of [
      { method: 'GET' as const, url: `${BASE}/count` },
      { method: 'GET' as const, url: BASE },
      { method: 'POST' as const, url: `${BASE}/cancel-all` },
      { method: 'POST' as const, url: `${BASE}/update-status/${id}`, body: { status: 'cancelled' } },
      { method: 'DELETE' as const, url: `${BASE}/${id}` },
    ]) {
      await expectGuarded(t, kitchen.client, call);
    }
    expect(await statusOf(id)).toBe('created');
    const cashier = await addStaff(t, owner.tenantId, 'POS');
    expect(await count(cashier.client)).toBeGreaterThan(0);
    expect((await cashier.client.delete(`${BASE}/${id}`)).status).toBe(200);
  });

  it('keeps tenants apart: another store’s ids answer 404 and its lists and clear-all never reach ours', async () => {
    const ours = await dinerOrders({ cartItems: [{ id: menu.water, quantity: 1 }], customerType: 'WALKIN' });
    const other = await signUpTenant(t.app, 'Rival Rooftop');
    const otherMenu = await seedMenu(t.db, other.tenantId);
    const otherCode = await setQrFlags(t.db, other.tenantId, { menu: true, order: true });
    const theirs = await dinerOrders(
      { cartItems: [{ id: otherMenu.water, quantity: 1 }], customerType: 'WALKIN' },
      other.tenantId,
      otherCode,
    );

    expect(await count(other.client)).toBe(1);
    expect((await list(other.client)).map((o) => o.id)).toEqual([theirs]);
    await expectNotFound(other.client, {
      method: 'POST',
      url: `${BASE}/update-status/${ours}`,
      body: { status: 'cancelled' },
    });
    await expectNotFound(other.client, { method: 'DELETE', url: `${BASE}/${ours}` });
    await expectNotFound(owner.client, { method: 'DELETE', url: `${BASE}/no-such-order` });
    expect((await other.client.post(`${BASE}/cancel-all`)).status).toBe(200);
    expect(await statusOf(ours)).toBe('created');
    expect(await statusOf(theirs)).toBe('cancelled');

    // nor can their POS accept our QR order
    const steal = await other.client.post('/api/v1/pos/create-order', {
      cart: [{ id: otherMenu.water, quantity: 1 }],
      customerType: 'WALKIN',
      selectedQrOrderItem: ours,
    });
    expect(steal.status).toBe(409);
    expect(await statusOf(ours)).toBe('created');
  });
});
