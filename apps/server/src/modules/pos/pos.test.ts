import { businessDay, MSG, POS_MSG, type TCreateOrderResponse } from '@opentab/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addStaff, createTestApp, signUpTenant, type TestClient, type TTestApp } from '../../test/harness.ts';
import { seedMenu, type TMenuIds } from '../../test/menu-fixture.ts';

let t: TTestApp;
let owner: { client: TestClient; tenantId: string };
let menu: TMenuIds;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpTenant(t.app, 'Pos Place');
  menu = await seedMenu(t.db, owner.tenantId);
});
afterAll(async () => {
  await t.close();
});

type TOrderAnswer = TCreateOrderResponse & { invoiceId?: string };

const orderRow = (orderId: string) =>
  t.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();

/** Burger ×2 with cheese and bacon (exclusive 10 %), a double coffee with oat milk (inclusive 5 %), 3 waters. */
const fullCart = (ids: TMenuIds) => [
  { id: ids.burger, quantity: 2, addons_ids: [ids.cheese, ids.bacon], notes: 'no onions' },
  { id: ids.coffee, quantity: 1, variant_id: ids.espressoDouble, addons_ids: [ids.oatMilk] },
  { id: ids.water, quantity: 3 },
];

const countOrders = async (tenantId: string) =>
  Number(
    (
      await t.db
        .selectFrom('orders')
        .select(t.db.fn.countAll().as('n'))
        .where('tenant_id', '=', tenantId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('GET /pos/init', () => {
  it('answers everything the POS needs, in the store currency, active payment types only', async () => {
    const res = await owner.client.get<{
      menuItems: {
        id: string;
        price: number;
        variants: unknown[];
        addons: unknown[];
        tax_type: string | null;
        tax_rate: number | null;
      }[];
      paymentTypes: { title: string }[];
      storeTables: { table_title: string; seating_capacity: number; floor: string }[];
      printSettings: Record<string, unknown>;
      storeSettings: Record<string, unknown>;
      categories: unknown[];
    }>('/api/v1/pos/init');
    expect(res.status).toBe(200);
    const burger = res.body.menuItems.find((i) => i.id === menu.burger)!;
    expect(burger).toMatchObject({ price: 10, tax_type: 'exclusive', tax_rate: 10 });
    expect(burger.addons).toHaveLength(2);
    expect(res.body.paymentTypes.map((p) => p.title)).toEqual(['Cash']);
    expect(res.body.storeTables).toContainEqual(
      expect.objectContaining({ table_title: 'T1', seating_capacity: 4, floor: 'Ground' }),
    );
    expect(res.body.printSettings).toMatchObject({ page_format: 80, is_enable_print: 1 });
    expect(res.body.storeSettings).toMatchObject({ currency: 'USD' });
    expect(res.body.storeSettings).not.toHaveProperty('uniqueQRCode');
  });

  it('needs the POS scope', async () => {
    const kitchen = await addStaff(t, owner.tenantId, 'KITCHEN');
    expect((await kitchen.client.get('/api/v1/pos/init')).status).toBe(403);
    const cashier = await addStaff(t, owner.tenantId, 'POS');
    expect((await cashier.client.get('/api/v1/pos/init')).status).toBe(200);
  });
});

describe('POST /pos/create-order', () => {
  it('prices every line from the menu, ignores client prices and totals, and stores the snapshots', async () => {
    const emit = vi.spyOn(t.app.ctx.realtime, 'emitToTenant');
    const tampered = fullCart(menu).map((line) => ({ ...line, price: 0.01, unit_price: 0.01 }));
    const res = await owner.client.post<TOrderAnswer>('/api/v1/pos/create-order', {
      cart: tampered,
      deliveryType: 'dinein',
      customerType: 'WALKIN',
      customerId: null,
      tableId: menu.table1,
      itemsTotal: 0.01,
      taxTotal: 0,
      payableTotal: 0.01,
    });
    expect(res.status).toBe(200);
    // Burger (10 + 1.50 + 2.25) × 2 = 27.50 + 10 % = 2.75; coffee 4.20 + 0.60 = 4.80 incl. 5 % → tax 0.23;
    // water 1.50 × 3 = 4.50 untaxed. Items 27.50 + 4.57 + 4.50 = 36.57; tax 2.98; payable 39.55.
    // The spec's answer (message, tokenNo, orderId), what was charged and (issue 25) the lines' ids: nothing else.
    expect(res.body).toEqual({
      message: POS_MSG.orderSent,
      tokenNo: expect.any(Number),
      orderId: expect.any(String),
      payableTotal: 39.55,
      itemIds: expect.any(Array),
    });
    const stored = await orderRow(res.body.orderId);
    expect([stored.items_total, stored.tax_total, stored.payable_total]).toEqual([3657, 298, 3955]);
    expect(stored.table_title).toBe('T1');
    const lines = await t.db
      .selectFrom('order_items')
      .selectAll()
      .where('order_id', '=', res.body.orderId)
      .orderBy('item_title')
      .execute();
    const burger = lines.find((l) => l.item_title === 'Burger')!;
    // the item ids answered are the stored lines', in the cart's order (burger, coffee, water)
    const idOf = (title: string) => lines.find((l) => l.item_title === title)?.id;
    expect(res.body.itemIds).toEqual([idOf('Burger'), idOf('Coffee'), idOf('Water')]);
    expect(burger).toMatchObject({
      unit_price: 1375,
      quantity: 2,
      line_net: 2750,
      line_tax: 275,
      tax_type: 'exclusive',
      tax_rate_milli: 10000,
      notes: 'no onions',
    });
    expect(JSON.parse(burger.addons)).toEqual([
      { id: menu.cheese, title: 'Cheese', price: 150 },
      { id: menu.bacon, title: 'Bacon', price: 225 },
    ]);
    const coffee = lines.find((l) => l.item_title === 'Coffee')!;
    expect(coffee).toMatchObject({
      variant_title: 'Double',
      variant_price: 420,
      unit_price: 480,
      line_net: 457,
      line_tax: 23,
    });
    expect(emit).toHaveBeenCalledWith(owner.tenantId, 'new_order', {
      tokenNo: res.body.tokenNo,
      orderId: res.body.orderId,
    });
    emit.mockRestore();
  });

  it('keeps the snapshot when the menu changes later', async () => {
    const res = await owner.client.post<TOrderAnswer>('/api/v1/pos/create-order', {
      cart: [{ id: menu.water, quantity: 1 }],
      customerType: 'WALKIN',
    });
    await t.db
      .updateTable('menu_items')
      .set({ price: 999, title: 'Renamed' })
      .where('id', '=', menu.water)
      .execute();
    const line = await t.db
      .selectFrom('order_items')
      .selectAll()
      .where('order_id', '=', res.body.orderId)
      .executeTakeFirstOrThrow();
    expect([line.item_title, line.unit_price]).toEqual(['Water', 150]);
    await t.db
      .updateTable('menu_items')
      .set({ price: 150, title: 'Water' })
      .where('id', '=', menu.water)
      .execute();
  });

  it.each([
    ['an empty cart', { cart: [] }, POS_MSG.cartEmpty],
    ['no cart', {}, POS_MSG.cartEmpty],
    ['a zero quantity', { cart: [{ id: 'x', quantity: 0 }] }, POS_MSG.invalidQuantity],
    ['a quantity over 999', { cart: [{ id: 'x', quantity: 1000 }] }, POS_MSG.invalidQuantity],
    ['a fractional quantity', { cart: [{ id: 'x', quantity: 1.5 }] }, POS_MSG.invalidQuantity],
    [
      '101 characters of notes',
      { cart: [{ id: 'x', quantity: 1, notes: 'n'.repeat(101) }] },
      POS_MSG.notesTooLong,
    ],
    [
      'an unknown dining option',
      { cart: [{ id: 'x', quantity: 1 }], deliveryType: 'drone' },
      POS_MSG.invalidDeliveryType,
    ],
  ])('refuses %s with a clear message', async (_name, body, message) => {
    const before = await countOrders(owner.tenantId);
    const res = await owner.client.post('/api/v1/pos/create-order', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await countOrders(owner.tenantId)).toBe(before);
  });

  it('refuses items, variants, addons, tables and customers that are not this store’s, changing nothing', async () => {
    const other = await signUpTenant(t.app, 'Other Place');
    const theirs = await seedMenu(t.db, other.tenantId);
    const cases: [Record<string, unknown>, string][] = [
      [{ cart: [{ id: 'missing', quantity: 1 }] }, POS_MSG.itemNotFound],
      [{ cart: [{ id: theirs.burger, quantity: 1 }] }, POS_MSG.itemNotFound],
      [
        { cart: [{ id: menu.coffee, quantity: 1, variant_id: theirs.espressoDouble }] },
        POS_MSG.variantNotFound,
      ],
      [
        { cart: [{ id: menu.burger, quantity: 1, variant_id: menu.espressoDouble }] },
        POS_MSG.variantNotFound,
      ],
      [{ cart: [{ id: menu.burger, quantity: 1, addons_ids: [menu.oatMilk] }] }, POS_MSG.addonNotFound],
      [{ cart: [{ id: menu.burger, quantity: 1, addons_ids: [theirs.cheese] }] }, POS_MSG.addonNotFound],
      [{ cart: [{ id: menu.water, quantity: 1 }], tableId: theirs.table1 }, POS_MSG.tableNotFound],
      [{ cart: [{ id: menu.water, quantity: 1 }], deliveryType: 'dinein' }, POS_MSG.tableRequired],
      [
        { cart: [{ id: menu.water, quantity: 1 }], customerType: 'CUSTOMER', customerId: '+1 555 0000' },
        POS_MSG.customerNotFound,
      ],
      [{ cart: [{ id: menu.water, quantity: 1 }], customerType: 'CUSTOMER' }, POS_MSG.customerRequired],
    ];
    const before = await countOrders(owner.tenantId);
    for (const [body, message] of cases) {
      const res = await owner.client.post('/api/v1/pos/create-order', body);
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
    expect(await countOrders(owner.tenantId)).toBe(before);
  });

  it('attaches a customer picked by phone, and needs no table for Dine-In when the store has none', async () => {
    const shop = await signUpTenant(t.app, 'Tableless');
    const ids = await seedMenu(t.db, shop.tenantId);
    await t.db.deleteFrom('store_tables').where('tenant_id', '=', shop.tenantId).execute();
    await shop.client.post('/api/v1/customers/add', { phone: '+1 555 0101', name: 'Ada' });
    const res = await shop.client.post<TOrderAnswer>('/api/v1/pos/create-order', {
      cart: [{ id: ids.water, quantity: 1 }],
      deliveryType: 'dinein',
      customerType: 'CUSTOMER',
      customerId: '+1 555 0101',
    });
    expect(res.status).toBe(200);
    expect(await orderRow(res.body.orderId)).toMatchObject({
      customer_type: 'CUSTOMER',
      customer_name: 'Ada',
      table_id: null,
      token_no: 1,
    });
  });

  it('takes the customer as the spec clients send it: the phone, { phone, name } or our own id', async () => {
    const shop = await signUpTenant(t.app, 'Customer Forms');
    const ids = await seedMenu(t.db, shop.tenantId);
    await shop.client.post('/api/v1/customers/add', { phone: '+1 555 0102', name: 'Grace' });
    const grace = await t.db
      .selectFrom('customers')
      .select('id')
      .where('tenant_id', '=', shop.tenantId)
      .executeTakeFirstOrThrow();
    for (const customerId of ['+1 555 0102', { phone: '+1 555 0102', name: 'Grace H.' }, grace.id]) {
      const res = await shop.client.post<TOrderAnswer>('/api/v1/pos/create-order', {
        cart: [{ id: ids.water, quantity: 1 }],
        customerType: 'CUSTOMER',
        customerId,
      });
      expect(res.status, JSON.stringify(customerId)).toBe(200);
      expect(await orderRow(res.body.orderId)).toMatchObject({
        customer_id: grace.id,
        customer_name: 'Grace',
      });
    }
  });

  it.each([
    ['a number', 42, POS_MSG.customerNotFound],
    ['an object without a phone', { name: 'Grace' }, POS_MSG.customerNotFound],
    ['an object with a blank phone', { phone: ' ', name: 'Grace' }, MSG.invalidRequest],
    ['a phone of another store', { phone: '+1 555 0999', name: 'Stranger' }, POS_MSG.customerNotFound],
  ])('refuses a customer given as %s, changing nothing', async (_name, customerId, message) => {
    const other = await signUpTenant(t.app);
    await other.client.post('/api/v1/customers/add', { phone: '+1 555 0999', name: 'Stranger' });
    const before = await countOrders(owner.tenantId);
    const res = await owner.client.post('/api/v1/pos/create-order', {
      cart: [{ id: menu.water, quantity: 1 }],
      customerType: 'CUSTOMER',
      customerId,
    });
    expect([res.status, res.body.message]).toEqual([400, message]);
    expect(await countOrders(owner.tenantId)).toBe(before);
  });

  it.each([
    ['the spec text names', { itemsTotal: 1.5, taxTotal: 0, payableTotal: 1.5 }],
    ['the call table names', { netTotal: 1.5, taxTotal: 0, total: 1.5 }],
    ['totals that differ from the server', { itemsTotal: 99, taxTotal: 9, payableTotal: 108 }],
  ])('accepts client totals under %s and charges its own', async (_name, totals) => {
    const res = await owner.client.post<TOrderAnswer>('/api/v1/pos/create-order', {
      cart: [{ id: menu.water, quantity: 1 }],
      ...totals,
    });
    expect([res.status, res.body.payableTotal]).toEqual([200, 1.5]);
    expect((await orderRow(res.body.orderId)).payable_total).toBe(150);
  });

  it.each([
    ['payableTotal', { payableTotal: '1.50' }],
    ['netTotal', { netTotal: null }],
    ['itemsTotal', { itemsTotal: { amount: 1 } }],
  ])('refuses a client total %s that is not a number, with a message', async (_name, totals) => {
    const before = await countOrders(owner.tenantId);
    const res = await owner.client.post('/api/v1/pos/create-order', {
      cart: [{ id: menu.water, quantity: 1 }],
      ...totals,
    });
    expect([res.status, res.body.message]).toEqual([400, POS_MSG.invalidTotal]);
    expect(await countOrders(owner.tenantId)).toBe(before);
  });

  it('needs the POS scope and a session', async () => {
    const kitchen = await addStaff(t, owner.tenantId, 'KITCHEN,ORDERS');
    const body = { cart: [{ id: menu.water, quantity: 1 }] };
    expect((await kitchen.client.post('/api/v1/pos/create-order', body)).status).toBe(403);
    const anonymous = new (owner.client.constructor as typeof TestClient)(t.app);
    expect((await anonymous.post('/api/v1/pos/create-order', body)).status).toBe(401);
  });
});

describe('POST /pos/create-order-and-invoice', () => {
  it('creates the order, its daily token and a paid invoice with the server totals in one go', async () => {
    const res = await owner.client.post<TOrderAnswer>('/api/v1/pos/create-order-and-invoice', {
      cart: fullCart(menu),
      deliveryType: 'takeaway',
      customerType: 'WALKIN',
      paymentTypeId: menu.cash,
      netTotal: 1,
      taxTotal: 1,
      total: 2,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: POS_MSG.orderSent,
      tokenNo: expect.any(Number),
      orderId: expect.any(String),
      invoiceId: expect.any(String),
      payableTotal: 39.55,
      itemIds: expect.any(Array),
      amountTendered: null,
      changeDue: null,
      // issue 23: no tip was added
      tip: 0,
    });
    const invoice = await t.db
      .selectFrom('invoices')
      .selectAll()
      .where('id', '=', res.body.invoiceId!)
      .executeTakeFirstOrThrow();
    expect([invoice.sub_total, invoice.tax_total, invoice.total, invoice.payment_type_title]).toEqual([
      3657,
      298,
      3955,
      'Cash',
    ]);
    const order = await t.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', res.body.orderId)
      .executeTakeFirstOrThrow();
    expect([order.payment_status, order.invoice_id, order.status]).toEqual([
      'paid',
      res.body.invoiceId,
      'created',
    ]);
  });

  it('needs an active payment type of this store', async () => {
    const body = { cart: [{ id: menu.water, quantity: 1 }] };
    const missing = await owner.client.post('/api/v1/pos/create-order-and-invoice', body);
    expect([missing.status, missing.body.message]).toEqual([400, POS_MSG.paymentTypeRequired]);
    const inactive = await owner.client.post('/api/v1/pos/create-order-and-invoice', {
      ...body,
      paymentTypeId: menu.voucher,
    });
    expect([inactive.status, inactive.body.message]).toEqual([400, POS_MSG.paymentTypeNotFound]);
    const other = await signUpTenant(t.app);
    const theirs = await seedMenu(t.db, other.tenantId);
    const foreign = await owner.client.post('/api/v1/pos/create-order-and-invoice', {
      ...body,
      paymentTypeId: theirs.cash,
    });
    expect([foreign.status, foreign.body.message]).toEqual([400, POS_MSG.paymentTypeNotFound]);
  });

  it('takes the payment type as selectedPaymentType too, an id or { id }', async () => {
    for (const selectedPaymentType of [menu.cash, { id: menu.cash }]) {
      const res = await owner.client.post<TOrderAnswer>('/api/v1/pos/create-order-and-invoice', {
        cart: [{ id: menu.water, quantity: 1 }],
        selectedPaymentType,
      });
      expect(res.status, JSON.stringify(selectedPaymentType)).toBe(200);
      const invoice = await t.db
        .selectFrom('invoices')
        .select('payment_type_id')
        .where('id', '=', res.body.invoiceId ?? '')
        .executeTakeFirstOrThrow();
      expect(invoice.payment_type_id).toBe(menu.cash);
    }
  });

  it.each([
    ['a number', () => 7, POS_MSG.paymentTypeNotFound],
    ['an object without an id', () => ({ title: 'Cash' }), POS_MSG.paymentTypeNotFound],
    ['a blank id', () => ({ id: ' ' }), POS_MSG.paymentTypeRequired],
    ['blank', () => '', POS_MSG.paymentTypeRequired],
    ['an inactive type', (ids: TMenuIds) => ({ id: ids.voucher }), POS_MSG.paymentTypeNotFound],
  ])('refuses selectedPaymentType as %s, changing nothing', async (_name, selectedPaymentType, message) => {
    const before = await countOrders(owner.tenantId);
    const res = await owner.client.post('/api/v1/pos/create-order-and-invoice', {
      cart: [{ id: menu.water, quantity: 1 }],
      selectedPaymentType: selectedPaymentType(menu),
    });
    expect([res.status, res.body.message]).toEqual([400, message]);
    expect(await countOrders(owner.tenantId)).toBe(before);
  });
});

describe('idempotency and tokens', () => {
  it('answers a retried request with the first result and creates one order', async () => {
    const shop = await signUpTenant(t.app);
    const ids = await seedMenu(t.db, shop.tenantId);
    const body = { cart: [{ id: ids.burger, quantity: 1 }], paymentTypeId: ids.cash };
    const headers = { 'idempotency-key': 'retry-me-123' };
    const first = await shop.client.post<TOrderAnswer>('/api/v1/pos/create-order-and-invoice', body, headers);
    const retry = await shop.client.post<TOrderAnswer>('/api/v1/pos/create-order-and-invoice', body, headers);
    expect(retry.status).toBe(200);
    expect(retry.body.orderId).toBe(first.body.orderId);
    expect(retry.body.tokenNo).toBe(first.body.tokenNo);
    expect(await countOrders(shop.tenantId)).toBe(1);
    const invoices = await t.db
      .selectFrom('invoices')
      .select('id')
      .where('tenant_id', '=', shop.tenantId)
      .execute();
    expect(invoices).toHaveLength(1);

    const reused = await shop.client.post(
      '/api/v1/pos/create-order-and-invoice',
      { ...body, cart: [{ id: ids.water, quantity: 1 }] },
      headers,
    );
    expect([reused.status, reused.body.message]).toEqual([422, POS_MSG.idempotencyMismatch]);
    expect(await countOrders(shop.tenantId)).toBe(1);
  });

  it('replays an answer stored before payableTotal existed with the total its order was charged', async () => {
    const shop = await signUpTenant(t.app);
    const ids = await seedMenu(t.db, shop.tenantId);
    const body = { cart: [{ id: ids.water, quantity: 2 }] };
    const headers = { 'idempotency-key': 'stored-by-1.2' };
    const first = await shop.client.post<TOrderAnswer>('/api/v1/pos/create-order', body, headers);
    const { payableTotal, ...older } = first.body;
    await t.db
      .updateTable('idempotency_keys')
      .set({ response_body: JSON.stringify({ ...older, order: { payable_total: payableTotal } }) })
      .where('tenant_id', '=', shop.tenantId)
      .where('key', '=', 'stored-by-1.2')
      .execute();
    const retry = await shop.client.post<TOrderAnswer>('/api/v1/pos/create-order', body, headers);
    expect([retry.status, retry.body]).toEqual([200, first.body]);
    expect(await countOrders(shop.tenantId)).toBe(1);
  });

  it('creates one order when the same key races with itself', async () => {
    const shop = await signUpTenant(t.app);
    const ids = await seedMenu(t.db, shop.tenantId);
    const body = { cart: [{ id: ids.water, quantity: 2 }] };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        shop.client.post<TOrderAnswer>('/api/v1/pos/create-order', body, { 'idempotency-key': 'race-key' }),
      ),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(new Set(answers.map((a) => a.body.orderId)).size).toBe(1);
    expect(await countOrders(shop.tenantId)).toBe(1);
  });

  it('keeps keys apart between tenants', async () => {
    const a = await signUpTenant(t.app);
    const b = await signUpTenant(t.app);
    const [ma, mb] = [await seedMenu(t.db, a.tenantId), await seedMenu(t.db, b.tenantId)];
    const headers = { 'idempotency-key': 'shared-key' };
    const ra = await a.client.post<TOrderAnswer>(
      '/api/v1/pos/create-order',
      { cart: [{ id: ma.water, quantity: 1 }] },
      headers,
    );
    const rb = await b.client.post<TOrderAnswer>(
      '/api/v1/pos/create-order',
      { cart: [{ id: mb.water, quantity: 1 }] },
      headers,
    );
    expect(rb.status).toBe(200);
    expect(rb.body.orderId).not.toBe(ra.body.orderId);
  });

  it('gives 50 concurrent orders 50 distinct consecutive tokens, starting at 1 for a new tenant', async () => {
    const shop = await signUpTenant(t.app);
    const ids = await seedMenu(t.db, shop.tenantId);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        shop.client.post<TOrderAnswer>('/api/v1/pos/create-order', {
          cart: [{ id: ids.water, quantity: 1 }],
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    const tokens = answers.map((a) => a.body.tokenNo).sort((x, y) => x - y);
    expect(tokens).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });

  it('does not burn a token on a failed order', async () => {
    const shop = await signUpTenant(t.app);
    const ids = await seedMenu(t.db, shop.tenantId);
    await shop.client.post('/api/v1/pos/create-order', { cart: [{ id: ids.water, quantity: 1 }] });
    await shop.client.post('/api/v1/pos/create-order-and-invoice', {
      cart: [{ id: ids.water, quantity: 1 }],
      paymentTypeId: ids.voucher,
    });
    const next = await shop.client.post<TOrderAnswer>('/api/v1/pos/create-order', {
      cart: [{ id: ids.water, quantity: 1 }],
    });
    expect(next.body.tokenNo).toBe(2);
  });

  it("starts each business day at token 1, in the store's time zone", async () => {
    const shop = await signUpTenant(t.app);
    const ids = await seedMenu(t.db, shop.tenantId);
    // UTC+14: its "today" is often a different date from the server's.
    const zone = 'Pacific/Kiritimati';
    await t.db
      .updateTable('store_settings')
      .set({ time_zone: zone })
      .where('tenant_id', '=', shop.tenantId)
      .execute();
    const today = businessDay(new Date(), zone);
    const yesterday = businessDay(new Date(Date.now() - 86_400_000), zone);
    await t.db
      .insertInto('daily_token_counters')
      .values({ tenant_id: shop.tenantId, day: yesterday, last_token: 41 })
      .execute();
    const res = await shop.client.post<TOrderAnswer>('/api/v1/pos/create-order', {
      cart: [{ id: ids.water, quantity: 1 }],
    });
    expect(res.body.tokenNo).toBe(1);
    expect((await orderRow(res.body.orderId)).business_day).toBe(today);
    const second = await shop.client.post<TOrderAnswer>('/api/v1/pos/create-order', {
      cart: [{ id: ids.water, quantity: 1 }],
    });
    expect(second.body.tokenNo).toBe(2);
  });

  it('prices a 0-decimal and a 3-decimal currency exactly', async () => {
    const yen = await signUpTenant(t.app);
    const yenMenu = await seedMenu(t.db, yen.tenantId, { currency: 'JPY' });
    // Burger 1000 yen + 10 % → 100; coffee 300 incl. 5 % → 14.29 → 14.
    const jp = await yen.client.post<TOrderAnswer>('/api/v1/pos/create-order', {
      cart: [
        { id: yenMenu.burger, quantity: 1 },
        { id: yenMenu.coffee, quantity: 1 },
      ],
    });
    expect(jp.body.payableTotal).toBe(1400);
    expect(await orderRow(jp.body.orderId)).toMatchObject({
      items_total: 1286,
      tax_total: 114,
      payable_total: 1400,
    });

    const dinar = await signUpTenant(t.app);
    const kwdMenu = await seedMenu(t.db, dinar.tenantId, { currency: 'KWD' });
    // Minor units are fils: burger 1.000 KWD + 10 % = 0.100; coffee 0.300 incl. 5 % → 0.014.
    const kw = await dinar.client.post<TOrderAnswer>('/api/v1/pos/create-order', {
      cart: [
        { id: kwdMenu.burger, quantity: 1 },
        { id: kwdMenu.coffee, quantity: 1 },
      ],
    });
    expect(kw.body.payableTotal).toBe(1.4);
    expect(await orderRow(kw.body.orderId)).toMatchObject({
      items_total: 1286,
      tax_total: 114,
      payable_total: 1400,
    });
  });

  it('refuses a malformed key', async () => {
    const res = await owner.client.post(
      '/api/v1/pos/create-order',
      { cart: [{ id: menu.water, quantity: 1 }] },
      { 'idempotency-key': 'x'.repeat(101) },
    );
    expect([res.status, res.body.message]).toEqual([400, MSG.invalidRequest]);
  });
});
