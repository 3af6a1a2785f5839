import { MSG, POS_MSG, QR_GUEST_NAME, QR_MSG, type TQrMenuResponse } from '@opentab/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { newId } from '../../lib/ids.ts';
import { createTestApp, signUpTenant, TestClient, type TTestApp } from '../../test/harness.ts';
import { seedMenu, type TMenuIds } from '../../test/menu-fixture.ts';
import { placeQrOrder, qrCart, setQrFlags, tablePublicId } from '../../test/qr.ts';
import { QR_ORDER_LIMITS } from './qrmenu.routes.ts';

let t: TTestApp;
let store: { tenantId: string; code: string; menu: TMenuIds; table1Public: string };
let diner: TestClient;

/** A store with the QR menu and ordering on, its burger in a Mains category, and an empty Desserts one. */
async function openStore(name: string) {
  const { tenantId } = await signUpTenant(t.app, name);
  const menu = await seedMenu(t.db, tenantId);
  const code = await setQrFlags(t.db, tenantId, { menu: true, order: true });
  const now = new Date().toISOString();
  const mains = newId();
  await t.db
    .insertInto('categories')
    .values([
      { id: mains, tenant_id: tenantId, title: 'Mains', created_at: now, updated_at: now },
      { id: newId(), tenant_id: tenantId, title: 'Desserts', created_at: now, updated_at: now },
    ])
    .execute();
  await t.db.updateTable('menu_items').set({ category_id: mains }).where('id', '=', menu.burger).execute();
  return { tenantId, code, menu, mains, table1Public: await tablePublicId(t.db, menu.table1) };
}

beforeAll(async () => {
  t = await createTestApp();
  store = await openStore('Quay Kitchen');
});
// a new phone (IP) per test, so the per-IP order limit only bites where a test means it to
beforeEach(() => {
  diner = new TestClient(t.app);
});
afterAll(async () => {
  await t.close();
});

const menuUrl = (code: string, tableId?: string) =>
  `/api/v1/qrmenu/${code}${tableId === undefined ? '' : `?tableId=${encodeURIComponent(tableId)}`}`;

const qrOrdersOf = (tenantId: string) =>
  t.db.selectFrom('qr_orders').selectAll().where('tenant_id', '=', tenantId).orderBy('created_at').execute();

const countQrOrders = async (tenantId: string) => (await qrOrdersOf(tenantId)).length;

describe('GET /qrmenu/{qrcode}', () => {
  it('answers the public store details, the categories in use and the menu, without a table', async () => {
    const res = await diner.get<TQrMenuResponse>(menuUrl(store.code));
    expect(res.status).toBe(200);
    expect(res.body.storeSettings).toEqual({
      store_name: 'Quay Kitchen',
      address: null,
      phone: null,
      email: expect.any(String),
      image: null,
      store_image: null,
      currency: 'USD',
      is_qr_menu_enabled: 1,
      is_qr_order_enabled: 1,
    });
    expect(res.body.categories).toEqual([{ id: expect.any(String), title: 'Mains', is_enabled: 1 }]);
    expect(res.body.storeTable).toBeNull();
    const burger = res.body.menuItems.find((i) => i.id === store.menu.burger)!;
    expect(burger).toEqual({
      id: store.menu.burger,
      title: 'Burger',
      price: 10,
      image: null,
      category_id: expect.any(String),
      category_title: 'Mains',
      tax_title: 'Sales 10',
      tax_rate: 10,
      tax_type: 'exclusive',
      is_enabled: 1,
      variants: [],
      addons: expect.any(Array),
    });
    expect(burger.addons).toHaveLength(2);
    expect(burger.addons).toEqual(
      expect.arrayContaining([
        { id: store.menu.cheese, title: 'Cheese', price: 1.5 },
        { id: store.menu.bacon, title: 'Bacon', price: 2.25 },
      ]),
    );
    const coffee = res.body.menuItems.find((i) => i.id === store.menu.coffee)!;
    expect(coffee.variants.map((v) => [v.title, v.price]).sort()).toEqual([
      ['Double', 4.2],
      ['Single', 2.5],
    ]);
  });

  it('exposes no internal id: no tenant id, no table id, no net price, no tax id', async () => {
    const res = await diner.get<TQrMenuResponse>(menuUrl(store.code, store.table1Public));
    const text = JSON.stringify(res.body);
    expect(text).not.toContain(store.tenantId);
    expect(text).not.toContain(store.menu.table1);
    expect(text).not.toContain(store.menu.taxExclusive);
    expect(text).not.toContain('net_price');
    expect(text).not.toContain('tax_id');
    expect(text).not.toContain('unique');
  });

  it('answers the table of the QR link by its public id', async () => {
    const res = await diner.get<TQrMenuResponse>(menuUrl(store.code, store.table1Public));
    expect(res.status).toBe(200);
    expect(res.body.storeTable).toEqual({ id: store.table1Public, table_title: 'T1', floor: 'Ground' });
  });

  it('still shows the menu for an unknown or another store’s table, without a table', async () => {
    const other = await openStore('Table Thief');
    for (const tableId of ['no-such-table', other.table1Public, store.menu.table1, 'x'.repeat(500)]) {
      const res = await diner.get<TQrMenuResponse>(menuUrl(store.code, tableId));
      expect(res.status, tableId).toBe(200);
      expect(res.body.storeTable).toBeNull();
      expect(res.body.menuItems.length).toBeGreaterThan(0);
    }
  });

  it('answers 404 Broken Link! for an unknown code', async () => {
    for (const code of ['nope', 'x'.repeat(99), store.tenantId]) {
      const res = await diner.get(menuUrl(code));
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(QR_MSG.brokenLink);
    }
  });

  it('answers 404 Menu Not Available! when the QR menu is off or the subscription is inactive', async () => {
    const closed = await openStore('Closed Cafe');
    await setQrFlags(t.db, closed.tenantId, { menu: false, order: true });
    const off = await diner.get(menuUrl(closed.code));
    expect(off.status).toBe(404);
    expect(off.body.message).toBe(QR_MSG.menuNotAvailable);
    const order = await placeQrOrder(diner, closed.code, {
      cartItems: qrCart(closed.menu),
      customerType: 'WALKIN',
    });
    expect(order.status).toBe(404);
    expect(order.body.message).toBe(QR_MSG.menuNotAvailable);

    await setQrFlags(t.db, closed.tenantId, { menu: true, order: true });
    await t.db.updateTable('tenants').set({ is_active: 0 }).where('id', '=', closed.tenantId).execute();
    const lapsed = await diner.get(menuUrl(closed.code));
    expect(lapsed.status).toBe(404);
    expect(lapsed.body.message).toBe(QR_MSG.menuNotAvailable);
    // A cart still open on a diner's phone cannot order once the subscription is inactive either.
    const lapsedOrder = await placeQrOrder(diner, closed.code, {
      cartItems: qrCart(closed.menu),
      customerType: 'WALKIN',
    });
    expect(lapsedOrder.status).toBe(404);
    expect(lapsedOrder.body.message).toBe(QR_MSG.menuNotAvailable);
    expect(await countQrOrders(closed.tenantId)).toBe(0);
  });
});

describe('POST /qrmenu/{qrcode}/place-order', () => {
  it('places a guest order at a table, priced by the server whatever the client claims', async () => {
    const emit = vi.spyOn(t.app.ctx.realtime, 'emitToTenant');
    const tampered = qrCart(store.menu).map((line) => ({
      ...line,
      price: 0.01,
      unit_price: 0.01,
      final_price: 0,
    }));
    const res = await placeQrOrder(diner, store.code, {
      deliveryType: null,
      cartItems: tampered,
      customerType: 'WALKIN',
      customer: { name: 'Ignored', phone: '555 0100' },
      tableId: store.table1Public,
      itemsTotal: 0.01,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: QR_MSG.orderPlaced });

    const [order] = (await qrOrdersOf(store.tenantId)).slice(-1);
    expect(order).toMatchObject({
      table_id: store.menu.table1,
      delivery_type: null,
      customer_type: 'WALKIN',
      customer_id: null,
      customer_name: QR_GUEST_NAME,
      customer_phone: null,
      status: 'created',
    });
    const lines = await t.db
      .selectFrom('qr_order_items')
      .selectAll()
      .where('qr_order_id', '=', order!.id)
      .orderBy('item_title')
      .execute();
    expect(lines.map((l) => [l.item_title, l.quantity, l.unit_price, l.variant_title, l.notes])).toEqual([
      ['Burger', 2, 1150, null, 'no onions'],
      ['Coffee', 1, 480, 'Double', null],
    ]);
    expect(JSON.parse(lines[0]!.addons)).toEqual([{ id: store.menu.cheese, title: 'Cheese', price: 150 }]);
    expect(lines[1]!.variant_price).toBe(420);
    expect(emit).toHaveBeenCalledWith(store.tenantId, 'new_qrorder', {});
    emit.mockRestore();
  });

  it('finds or creates the customer by phone: created once, found the second time, its name kept', async () => {
    const phone = '+1 (555) 010-0200';
    const body = (name: string) => ({
      cartItems: [{ id: store.menu.water, quantity: 1 }],
      customerType: 'CUSTOMER',
      customer: { name, phone },
      tableId: null,
    });
    expect((await placeQrOrder(diner, store.code, body('  Ada  '))).status).toBe(200);
    expect((await placeQrOrder(diner, store.code, body('Ada L.'))).status).toBe(200);
    const customers = await t.db
      .selectFrom('customers')
      .selectAll()
      .where('tenant_id', '=', store.tenantId)
      .where('phone', '=', phone)
      .execute();
    expect(customers).toHaveLength(1);
    expect(customers[0]!.name).toBe('Ada');
    const orders = (await qrOrdersOf(store.tenantId)).filter((o) => o.customer_phone === phone);
    expect(orders.map((o) => [o.customer_type, o.customer_id, o.customer_name, o.table_id])).toEqual([
      ['CUSTOMER', customers[0]!.id, 'Ada', null],
      ['CUSTOMER', customers[0]!.id, 'Ada L.', null],
    ]);
  });

  it('uses the store’s existing customer with that phone', async () => {
    const added = await signUpTenant(t.app, 'Regulars Inn');
    const menu = await seedMenu(t.db, added.tenantId);
    const code = await setQrFlags(t.db, added.tenantId, { menu: true, order: true });
    await added.client.post('/api/v1/customers/add', { phone: '0700 123', name: 'Grace' });
    const existing = await t.db
      .selectFrom('customers')
      .select('id')
      .where('tenant_id', '=', added.tenantId)
      .executeTakeFirstOrThrow();
    const res = await placeQrOrder(diner, code, {
      cartItems: [{ id: menu.water, quantity: 1 }],
      customerType: 'CUSTOMER',
      customer: { name: 'Grace H', phone: '0700 123' },
    });
    expect(res.status).toBe(200);
    const [order] = await qrOrdersOf(added.tenantId);
    expect(order!.customer_id).toBe(existing.id);
  });

  it.each([
    ['no customer', { customerType: 'CUSTOMER' }, QR_MSG.nameRequired],
    [
      'a blank name',
      { customerType: 'CUSTOMER', customer: { name: '  ', phone: '555' } },
      QR_MSG.nameRequired,
    ],
    ['no phone', { customerType: 'CUSTOMER', customer: { name: 'Ada' } }, QR_MSG.invalidPhone],
    [
      'a bad phone',
      { customerType: 'CUSTOMER', customer: { name: 'Ada', phone: 'call me' } },
      QR_MSG.invalidPhone,
    ],
    [
      'a 21-character phone',
      { customerType: 'CUSTOMER', customer: { name: 'Ada', phone: '1'.repeat(21) } },
      QR_MSG.invalidPhone,
    ],
    ['an unknown customer type', { customerType: 'VIP' }, QR_MSG.invalidCustomerType],
    ['a quantity of 51', { cartItems: [{ id: 'x', quantity: 51 }] }, POS_MSG.invalidQuantity],
    ['a quantity of 0', { cartItems: [{ id: 'x', quantity: 0 }] }, POS_MSG.invalidQuantity],
    [
      '101 characters of notes',
      { cartItems: [{ id: 'x', quantity: 1, notes: 'n'.repeat(101) }] },
      POS_MSG.notesTooLong,
    ],
    ['an empty cart', { cartItems: [] }, POS_MSG.cartEmpty],
    [
      '51 lines',
      { cartItems: Array.from({ length: 51 }, () => ({ id: 'x', quantity: 1 })) },
      QR_MSG.tooManyLines,
    ],
    ['an unknown dining option', { deliveryType: 'drone' }, POS_MSG.invalidDeliveryType],
  ])('refuses %s with a clear message', async (_name, change, message) => {
    const before = await countQrOrders(store.tenantId);
    const res = await placeQrOrder(diner, store.code, {
      cartItems: [{ id: store.menu.water, quantity: 1 }],
      customerType: 'WALKIN',
      ...change,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await countQrOrders(store.tenantId)).toBe(before);
  });

  it('refuses another store’s item, variant, addon or table, and unknown ones, creating nothing', async () => {
    const other = await openStore('Next Door');
    const { menu } = store;
    const cases: [Record<string, unknown>, string][] = [
      [{ cartItems: [{ id: 'missing', quantity: 1 }] }, POS_MSG.itemNotFound],
      [{ cartItems: [{ id: other.menu.burger, quantity: 1 }] }, POS_MSG.itemNotFound],
      [
        { cartItems: [{ id: menu.coffee, quantity: 1, variant_id: other.menu.espressoDouble }] },
        POS_MSG.variantNotFound,
      ],
      [
        { cartItems: [{ id: menu.burger, quantity: 1, variant_id: menu.espressoDouble }] },
        POS_MSG.variantNotFound,
      ],
      [
        { cartItems: [{ id: menu.burger, quantity: 1, addons_ids: [other.menu.cheese] }] },
        POS_MSG.addonNotFound,
      ],
      [{ cartItems: [{ id: menu.burger, quantity: 1, addons_ids: [menu.oatMilk] }] }, POS_MSG.addonNotFound],
      [
        {
          cartItems: [
            { id: menu.water, quantity: 1 },
            { id: other.menu.water, quantity: 1 },
          ],
        },
        POS_MSG.itemNotFound,
      ],
      [{ cartItems: [{ id: menu.water, quantity: 1 }], tableId: other.table1Public }, QR_MSG.tableNotFound],
      [{ cartItems: [{ id: menu.water, quantity: 1 }], tableId: menu.table1 }, QR_MSG.tableNotFound],
      [
        {
          cartItems: [{ id: menu.water, quantity: 1 }],
          customerType: 'CUSTOMER',
          customer: { name: 'Nobody', phone: '999 000' },
          tableId: 'no-such-table',
        },
        QR_MSG.tableNotFound,
      ],
    ];
    const before = await countQrOrders(store.tenantId);
    for (const [body, message] of cases) {
      const res = await placeQrOrder(diner, store.code, { customerType: 'WALKIN', ...body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect(await countQrOrders(store.tenantId)).toBe(before);
    expect(await countQrOrders(other.tenantId)).toBe(0);
    // no customer is left behind by a refused order
    const ghost = await t.db.selectFrom('customers').select('id').where('phone', '=', '999 000').execute();
    expect(ghost).toEqual([]);
  });

  it('is refused while QR ordering is off, though the menu still reads', async () => {
    const menuOnly = await openStore('Look Dont Touch');
    await setQrFlags(t.db, menuOnly.tenantId, { menu: true, order: false });
    const read = await diner.get<TQrMenuResponse>(menuUrl(menuOnly.code));
    expect(read.status).toBe(200);
    expect(read.body.storeSettings.is_qr_order_enabled).toBe(0);
    const res = await placeQrOrder(diner, menuOnly.code, {
      cartItems: [{ id: menuOnly.menu.water, quantity: 1 }],
      customerType: 'WALKIN',
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(QR_MSG.orderingNotAvailable);
    expect(await countQrOrders(menuOnly.tenantId)).toBe(0);
  });

  it('answers 404 Broken Link! for an unknown code', async () => {
    const res = await placeQrOrder(diner, 'no-such-code', {
      cartItems: [{ id: store.menu.water, quantity: 1 }],
      customerType: 'WALKIN',
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(QR_MSG.brokenLink);
  });

  it('answers 413 for a body over 64 KB, creating nothing', async () => {
    const before = await countQrOrders(store.tenantId);
    const res = await placeQrOrder(diner, store.code, {
      cartItems: [{ id: store.menu.water, quantity: 1, description: 'x'.repeat(70 * 1024) }],
      customerType: 'WALKIN',
    });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(MSG.payloadTooLarge);
    expect(await countQrOrders(store.tenantId)).toBe(before);
  });

  it('keeps the same-origin rule: no Origin, or a JSON-less body, is refused', async () => {
    const url = `/api/v1/qrmenu/${store.code}/place-order`;
    const payload = JSON.stringify({
      cartItems: [{ id: store.menu.water, quantity: 1 }],
      customerType: 'WALKIN',
    });
    const noOrigin = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(noOrigin.statusCode).toBe(403);
    const form = await diner.post(url, undefined, { 'content-type': 'text/plain' });
    expect(form.status).toBe(400);
    expect(form.body.message).toBe(MSG.jsonRequired);
  });

  it('creates one QR order for a retried request with the same Idempotency-Key', async () => {
    const emit = vi.spyOn(t.app.ctx.realtime, 'emitToTenant');
    const before = await countQrOrders(store.tenantId);
    const body = { cartItems: [{ id: store.menu.water, quantity: 2 }], customerType: 'WALKIN' };
    const headers = { 'idempotency-key': `qr-${newId()}` };
    const first = await diner.post(`/api/v1/qrmenu/${store.code}/place-order`, body, headers);
    const retry = await diner.post(`/api/v1/qrmenu/${store.code}/place-order`, body, headers);
    expect([first.status, retry.status]).toEqual([200, 200]);
    expect(retry.body).toEqual(first.body);
    expect(await countQrOrders(store.tenantId)).toBe(before + 1);
    expect(emit.mock.calls.filter((call) => call[1] === 'new_qrorder')).toHaveLength(1);
    emit.mockRestore();
  });
});

describe('QR ordering rate limits', () => {
  const order = (client: TestClient, s: { code: string; menu: TMenuIds }) =>
    placeQrOrder(client, s.code, { cartItems: [{ id: s.menu.water, quantity: 1 }], customerType: 'WALKIN' });

  it(`allows ${QR_ORDER_LIMITS.perIp.max} orders per IP in ${QR_ORDER_LIMITS.perIp.windowMs / 60_000} minutes, then 429`, async () => {
    const s = await openStore('Busy Bar');
    const phone = new TestClient(t.app, '10.77.0.1');
    for (let i = 0; i < QR_ORDER_LIMITS.perIp.max; i++) expect((await order(phone, s)).status).toBe(200);
    const refused = await order(phone, s);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(QR_MSG.tooManyOrdersFromDevice);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await countQrOrders(s.tenantId)).toBe(QR_ORDER_LIMITS.perIp.max);
    // another diner is not held back
    expect((await order(new TestClient(t.app, '10.77.0.2'), s)).status).toBe(200);
  });

  it(`allows ${QR_ORDER_LIMITS.perStore.max} orders per store in the window, whatever the IPs, then 429`, async () => {
    const s = await openStore('Flooded Diner');
    for (let i = 0; i < QR_ORDER_LIMITS.perStore.max; i++) {
      expect(
        (await order(new TestClient(t.app, `10.88.${Math.floor(i / 200)}.${(i % 200) + 1}`), s)).status,
      ).toBe(200);
    }
    const refused = await order(new TestClient(t.app, '10.89.0.1'), s);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(QR_MSG.tooManyOrdersForStore);
    expect(await countQrOrders(s.tenantId)).toBe(QR_ORDER_LIMITS.perStore.max);
    // other stores still take orders
    expect((await order(new TestClient(t.app, '10.89.0.2'), store)).status).toBe(200);
  });
});
