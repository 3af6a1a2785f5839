import { POS_MSG, type TCreateOrderAndInvoiceResponse, type TCreateOrderResponse } from '@opentab/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../lib/ids.ts';
import { createTestApp, type TTestApp } from '../../../test/harness.ts';
import { burgerAndWater, shopWithMenu } from '../../../test/order-shop.ts';
import { insertQrOrder } from '../../../test/orders.ts';
import { rebuildSalesRollup } from '../sales-rollup.repo.ts';
import type { TOrderPlan } from './order-plan.ts';
import type { OrderWriter } from './order-writer.ts';
import { createPostgresOrderWriter } from './postgres-order-writer.ts';

/*
 * The one suite both order writers pass: this file runs on SQLite (`npm test`) and again on PostgreSQL
 * (`npm run test:pg`), against whichever writer the database gets (order-writer.ts). Every rule of placing an
 * order is asserted here once: through the HTTP call, and through the writer itself where a rule is about
 * orders written together (a failing or stale neighbour).
 */

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type TShop = Awaited<ReturnType<typeof shopWithMenu>>;

const writer = (): OrderWriter => t.app.ctx.orders.writer;

/** The plans the app hands its writer while `during` runs, as the writer received them. */
async function recordPlans(during: () => Promise<unknown>): Promise<TOrderPlan[]> {
  const plans: TOrderPlan[] = [];
  const original = t.app.ctx.orders.writer;
  t.app.ctx.orders.writer = {
    place: (plan) => {
      plans.push(plan);
      return original.place(plan);
    },
  };
  try {
    await during();
  } finally {
    t.app.ctx.orders.writer = original;
  }
  return plans;
}

/**
 * `plan` as another order of the same cart: new ids for the order, its lines, its invoice, its payments and its
 * discounts' audit entry; no key.
 */
function anotherOrder(plan: TOrderPlan): TOrderPlan {
  const orderId = newId();
  const invoice = plan.invoice ? { ...plan.invoice, id: newId(), public_token: newId() } : null;
  return {
    ...plan,
    order: { ...plan.order, id: orderId, invoice_id: invoice?.id ?? null },
    items: plan.items.map((item, i) => ({
      ...item,
      id: `${orderId}.${String(i).padStart(3, '0')}`,
      order_id: orderId,
    })),
    invoice,
    payments: invoice
      ? plan.payments.map((payment, i) => ({
          ...payment,
          id: `${invoice.id}.${i + 1}`,
          invoice_id: invoice.id,
        }))
      : [],
    discountAudit: plan.discountAudit ? { ...plan.discountAudit, id: newId() } : null,
    idempotency: null,
    answer: { ...plan.answer, orderId },
  };
}

/** One order through the HTTP call, its plan recorded: the template the writer-level tests copy. */
async function templatePlan(shop: TShop): Promise<TOrderPlan> {
  const [plan] = await recordPlans(() => shop.order(burgerAndWater(shop.menu)));
  if (!plan) throw new Error('no order reached the writer');
  return plan;
}

const tokensOf = (tenantId: string) =>
  t.db
    .selectFrom('orders')
    .select('token_no')
    .where('tenant_id', '=', tenantId)
    .orderBy('token_no')
    .execute()
    .then((rows) => rows.map((row) => Number(row.token_no)));

const countRows = (table: 'orders' | 'order_items' | 'invoices' | 'idempotency_keys', tenantId: string) =>
  t.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('tenant_id', '=', tenantId)
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.n));

/** The store's orders as the day rollup counts them (placed orders only). */
const rolledUpOrders = (tenantId: string) =>
  t.db
    .selectFrom('sales_rollup')
    .select((eb) => eb.fn.sum<string>('orders').as('orders'))
    .where('tenant_id', '=', tenantId)
    .where('span', '=', 24 * 60 * 60)
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.orders ?? 0));

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('placing orders (the same rules on SQLite and PostgreSQL)', () => {
  it('numbers concurrent orders 1..n per store and business day, without gaps or repeats', async () => {
    const shop = await shopWithMenu(t, 'Busy Counter');
    const other = await shopWithMenu(t, 'Next Door');
    const send = (s: TShop) =>
      s.client.post<TCreateOrderResponse>('/api/v1/pos/create-order', burgerAndWater(s.menu));
    const answers = await Promise.all([
      ...range(30).map(() => send(shop)),
      ...range(10).map(() => send(other)),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(Array(40).fill(200));
    const tokens = (s: TShop) =>
      answers
        .filter((_, i) => (s === shop ? i < 30 : i >= 30))
        .map((answer) => answer.body.tokenNo)
        .sort((a, b) => a - b);
    expect(tokens(shop)).toEqual(range(30));
    expect(tokens(other)).toEqual(range(10));
    expect(await tokensOf(shop.tenantId)).toEqual(range(30));
    expect(await rolledUpOrders(shop.tenantId)).toBe(30);
  });

  it('starts a new count on a new business day', async () => {
    const shop = await shopWithMenu(t, 'Night Owl');
    const plan = await templatePlan(shop);
    const next = anotherOrder(plan);
    const tomorrow = { ...next, order: { ...next.order, business_day: '2099-01-01' } };
    const today = anotherOrder(plan);
    expect(await writer().place(tomorrow)).toEqual({ outcome: 'placed', token: 1, shortages: [] });
    expect(await writer().place(today)).toEqual({ outcome: 'placed', token: 2, shortages: [] });
  });

  it('accepts a QR order once: of two concurrent acceptances one places the order, the other answers 409', async () => {
    const shop = await shopWithMenu(t, 'QR Corner');
    const qrOrderId = await insertQrOrder(t.db, shop.tenantId, shop.menu.table1);
    const accept = () =>
      shop.client.post<TCreateOrderResponse>('/api/v1/pos/create-order', {
        ...burgerAndWater(shop.menu, shop.menu.table1),
        selectedQrOrderItem: qrOrderId,
      });
    const answers = await Promise.all([accept(), accept()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body).toEqual({
      message: expect.any(String),
    });
    const orders = await t.db
      .selectFrom('orders')
      .select(['qr_order_id', 'token_no'])
      .where('tenant_id', '=', shop.tenantId)
      .execute();
    expect(orders).toEqual([{ qr_order_id: qrOrderId, token_no: 1 }]);
    const qr = await t.db
      .selectFrom('qr_orders')
      .select('status')
      .where('id', '=', qrOrderId)
      .executeTakeFirst();
    expect(qr?.status).toBe('completed');
    expect(await rolledUpOrders(shop.tenantId)).toBe(1);
  });

  it('places a QR guest loaded at the POS as a walk-in; refuses that guest as a customer and another store’s customer', async () => {
    const shop = await shopWithMenu(t, 'Guest Corner');
    const rival = await shopWithMenu(t, 'Guest Rival');
    const regular = { phone: '5550007777', name: 'Rita Rival' };
    expect((await rival.client.post('/api/v1/customers/add', regular)).status).toBe(200);
    const qrOrderId = await insertQrOrder(t.db, shop.tenantId, shop.menu.table1);
    // what the spec source client sends for a guest QR order it loaded
    const guest = { phone: null, name: 'Guest' };
    const accept = await shop.client.post<TCreateOrderResponse>('/api/v1/pos/create-order', {
      ...burgerAndWater(shop.menu, shop.menu.table1),
      customerType: 'WALKIN',
      customerId: guest,
      selectedQrOrderItem: qrOrderId,
    });
    expect(accept.status, JSON.stringify(accept.body)).toBe(200);
    const paid = await shop.client.post<TCreateOrderAndInvoiceResponse>(
      '/api/v1/pos/create-order-and-invoice',
      {
        ...burgerAndWater(shop.menu),
        customerType: 'WALKIN',
        customerId: guest,
        paymentTypeId: shop.menu.cash,
      },
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const placed = await t.db
      .selectFrom('orders')
      .select(['id', 'customer_type', 'customer_id', 'customer_name', 'qr_order_id'])
      .where('tenant_id', '=', shop.tenantId)
      .orderBy('token_no')
      .execute();
    expect(placed).toEqual([
      {
        id: accept.body.orderId,
        customer_type: 'WALKIN',
        customer_id: null,
        customer_name: null,
        qr_order_id: qrOrderId,
      },
      {
        id: paid.body.orderId,
        customer_type: 'WALKIN',
        customer_id: null,
        customer_name: null,
        qr_order_id: null,
      },
    ]);

    const refusals: [Record<string, unknown>, string][] = [
      // the guest names no customer: it is not a customer's order
      [{ customerType: 'CUSTOMER', customerId: guest }, 'Please select customer!'],
      // another store's customer, sent as the picked customer object, is not this store's
      [{ customerType: 'CUSTOMER', customerId: regular }, 'Customer not found!'],
      // only that shape: a phone, or anything beside phone and name, is not a guest
      [
        { customerType: 'WALKIN', customerId: { phone: null, name: 'Guest', email: 'x@example.com' } },
        'Customer not found!',
      ],
      [{ customerType: 'WALKIN', customerId: { phone: 5550007777, name: 'Guest' } }, 'Customer not found!'],
    ];
    for (const [customer, message] of refusals) {
      const res = await shop.client.post('/api/v1/pos/create-order', {
        ...burgerAndWater(shop.menu),
        ...customer,
      });
      expect([res.status, res.body], JSON.stringify(customer)).toEqual([400, { message }]);
    }
    expect(await tokensOf(shop.tenantId)).toEqual([1, 2]);
  });

  it('replays an Idempotency-Key: retries (also concurrent ones) get the first answer and write nothing', async () => {
    const shop = await shopWithMenu(t, 'Retry Bar');
    const body = { ...burgerAndWater(shop.menu), paymentTypeId: shop.menu.cash, amountTendered: 100 };
    const send = (key: string, payload: object = body) =>
      shop.client.post<TCreateOrderAndInvoiceResponse>('/api/v1/pos/create-order-and-invoice', payload, {
        'idempotency-key': key,
      });
    const together = await Promise.all([send('k-1'), send('k-1'), send('k-1')]);
    expect(together.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(new Set(together.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    const later = await send('k-1');
    expect(later.body).toEqual(together[0]?.body);
    expect(await countRows('orders', shop.tenantId)).toBe(1);
    expect(await countRows('invoices', shop.tenantId)).toBe(1);
    expect(await countRows('idempotency_keys', shop.tenantId)).toBe(1);

    // the same key with another body is refused, and writes nothing
    const other = await send('k-1', { ...body, cart: [{ id: shop.menu.water, quantity: 1 }] });
    expect(other.status).toBe(422);
    expect(await countRows('orders', shop.tenantId)).toBe(1);
    // another key is another order, with the next token
    expect((await send('k-2')).body.tokenNo).toBe(2);
    expect(await rolledUpOrders(shop.tenantId)).toBe(2);
  });

  it('refuses an order priced at an old catalog version alone; its neighbour is placed', async () => {
    const shop = await shopWithMenu(t, 'Menu Changes');
    const plan = await templatePlan(shop);
    const stale = { ...anotherOrder(plan), catalogVersion: plan.catalogVersion - 1 };
    const fresh = anotherOrder(plan);
    const outcomes = await Promise.all([writer().place(stale), writer().place(fresh)]);
    expect(outcomes).toEqual([{ outcome: 'stale' }, { outcome: 'placed', token: 2, shortages: [] }]);
    expect(await tokensOf(shop.tenantId)).toEqual([1, 2]);
    expect(await countRows('order_items', shop.tenantId)).toBe(2 * plan.items.length);
    expect(await rolledUpOrders(shop.tenantId)).toBe(2);
  });

  it('prices an order again when the menu changed after the catalog was cached', async () => {
    const shop = await shopWithMenu(t, 'Price Rise');
    const first = await shop.order({ cart: [{ id: shop.menu.water, quantity: 1 }] });
    await t.db
      .updateTable('menu_items')
      .set({ price: 1234 })
      .where('tenant_id', '=', shop.tenantId)
      .where('id', '=', shop.menu.water)
      .execute();
    const plans = await recordPlans(() => shop.order({ cart: [{ id: shop.menu.water, quantity: 1 }] }));
    const second = await t.db
      .selectFrom('orders')
      .select(['payable_total', 'token_no'])
      .where('id', '=', plans.at(-1)?.order.id ?? '')
      .executeTakeFirstOrThrow();
    expect(first.payableTotal).not.toBe(12.34);
    expect(Number(second.payable_total)).toBe(1234);
    expect(Number(second.token_no)).toBe(2);
    // the write refused the cached price and the order was priced again at the new version
    expect(plans.map((p) => p.catalogVersion)).toHaveLength(2);
    expect(new Set(plans.map((p) => p.catalogVersion)).size).toBe(2);
  });

  it('rolls back an order that fails alone: its neighbours commit, tokens without a gap, rollups count them only', async () => {
    const shop = await shopWithMenu(t, 'One Bad Apple');
    const plan = await templatePlan(shop);
    const good = anotherOrder(plan);
    // a line of a menu item that does not exist: its insert breaks a foreign key
    const broken = anotherOrder(plan);
    broken.items = broken.items.map((item, i) => (i === 0 ? { ...item, item_id: 'no-such-item' } : item));
    const last = anotherOrder(plan);

    const results = await Promise.allSettled([good, broken, last].map((p) => writer().place(p)));

    expect(results[0]).toEqual({
      status: 'fulfilled',
      value: { outcome: 'placed', token: 2, shortages: [] },
    });
    expect(results[1]?.status).toBe('rejected');
    expect(String((results[1] as PromiseRejectedResult).reason)).toMatch(/foreign key/i);
    expect(results[2]).toEqual({
      status: 'fulfilled',
      value: { outcome: 'placed', token: 3, shortages: [] },
    });
    expect(await tokensOf(shop.tenantId)).toEqual([1, 2, 3]);
    const brokenRows = await t.db
      .selectFrom('orders')
      .select('id')
      .where('id', '=', broken.order.id)
      .execute();
    expect(brokenRows).toEqual([]);
    expect(await countRows('order_items', shop.tenantId)).toBe(3 * plan.items.length);
    expect(await rolledUpOrders(shop.tenantId)).toBe(3);
    // and the next order continues the count
    expect((await shop.order(burgerAndWater(shop.menu))).tokenNo).toBe(4);
  });

  it('writes the payment rows and discount entries of orders placed together, none of one that fails among them (issue 23)', async () => {
    const shop = await shopWithMenu(t, 'Split Batch');
    const card = await shop.client.post<{ id: string }>('/api/v1/settings/payment-types/add', {
      title: 'Card',
    });
    const [plan] = await recordPlans(() =>
      shop.client.post('/api/v1/pos/create-order-and-invoice', {
        ...burgerAndWater(shop.menu),
        cart: [
          { id: shop.menu.burger, quantity: 1, discount: { type: 'percent', value: 10, reason: 'Regular' } },
          { id: shop.menu.water, quantity: 2 },
        ],
        payments: [
          { paymentTypeId: card.body.id, amount: 5 },
          { paymentTypeId: shop.menu.cash, amount: 100 },
        ],
      }),
    );
    if (!plan) throw new Error('no order reached the writer');
    const broken = anotherOrder(plan);
    broken.items = broken.items.map((item, i) => (i === 0 ? { ...item, item_id: 'no-such-item' } : item));
    const together = [anotherOrder(plan), broken, anotherOrder(plan)];

    const results = await Promise.allSettled(together.map((p) => writer().place(p)));

    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const payments = await t.db
      .selectFrom('invoice_payments')
      .select(['invoice_id', 'payment_type_title'])
      .where('tenant_id', '=', shop.tenantId)
      .orderBy('id')
      .execute();
    expect(payments).toHaveLength(6);
    expect(payments.map((row) => row.invoice_id)).not.toContain(broken.invoice?.id);
    const entries = await t.db
      .selectFrom('audit_log')
      .select('subject')
      .where('tenant_id', '=', shop.tenantId)
      .where('action', '=', 'order.discount')
      .orderBy('subject')
      .execute();
    expect(entries.map((entry) => entry.subject)).toEqual(['Token 1', 'Token 2', 'Token 3']);
    // what the writers added up is what the rollups' own definition counts from the stored rows
    const rollup = () =>
      t.db
        .selectFrom('sales_rollup')
        .select(['span', 'bucket', 'payment_type_title', 'orders', 'paid_orders', 'net', 'tax'])
        .where('tenant_id', '=', shop.tenantId)
        .orderBy(['span', 'bucket', 'payment_type_title'])
        .execute()
        .then((rows) => rows.map((row) => ({ ...row, bucket: String(row.bucket) })));
    const added = await rollup();
    expect(added.map((row) => row.payment_type_title)).toEqual(['Card', 'Cash', 'Card', 'Cash']);
    await rebuildSalesRollup(t.db, shop.tenantId);
    expect(await rollup()).toEqual(added);
  });

  it('writes a QR acceptance that is no longer open as nothing at all', async () => {
    const shop = await shopWithMenu(t, 'Taken Table');
    const plan = await templatePlan(shop);
    const qrOrderId = await insertQrOrder(t.db, shop.tenantId, shop.menu.table1);
    const first = { ...anotherOrder(plan), qrOrderId };
    const second = { ...anotherOrder(plan), qrOrderId };
    expect(await writer().place(first)).toEqual({ outcome: 'placed', token: 2, shortages: [] });
    expect(await writer().place(second)).toEqual({ outcome: 'qr_taken' });
    expect(await tokensOf(shop.tenantId)).toEqual([1, 2]);
    expect(await rolledUpOrders(shop.tenantId)).toBe(2);
  });

  it('answers a stored key from the writer itself, with what was stored', async () => {
    const shop = await shopWithMenu(t, 'Key Writer');
    const [plan] = await recordPlans(() =>
      shop.client.post('/api/v1/pos/create-order', burgerAndWater(shop.menu), { 'idempotency-key': 'w-1' }),
    );
    if (!plan?.idempotency) throw new Error('the keyed order did not reach the writer with its key');
    const again = await writer().place({ ...anotherOrder(plan), idempotency: plan.idempotency });
    expect(again).toMatchObject({
      outcome: 'replay',
      stored: { request_hash: plan.idempotency.requestHash },
    });
    if (again.outcome !== 'replay') return;
    expect(JSON.parse(again.stored.response_body)).toMatchObject({ orderId: plan.order.id, tokenNo: 1 });
    expect(await tokensOf(shop.tenantId)).toEqual([1]);
  });

  it('numbers invoices 1..n per store without gaps or repeats: POS payments and Orders payments together (issue 22)', async () => {
    const shop = await shopWithMenu(t, 'Numbered Bistro');
    const other = await shopWithMenu(t, 'Numbered Cafe');
    await shop.client.post('/api/v1/settings/store-setting', {
      storeName: 'Numbered Bistro',
      currency: 'USD',
      isQRMenuEnabled: false,
      isQROrderEnabled: false,
      invoicePrefix: 'INV-',
    });
    const open = await Promise.all(range(6).map(() => shop.order(burgerAndWater(shop.menu))));
    const payNow = (s: TShop) =>
      s.client.post<TCreateOrderAndInvoiceResponse>('/api/v1/pos/create-order-and-invoice', {
        ...burgerAndWater(s.menu),
        paymentTypeId: s.menu.cash,
      });
    const payOpen = (orderId: string) =>
      shop.client.post<{ invoiceId: string }>('/api/v1/orders/complete-and-pay-order', {
        orderIds: [orderId],
        paymentTypeId: shop.menu.cash,
      });
    const answers = await Promise.all([
      ...range(12).map(() => payNow(shop)),
      ...open.map((order) => payOpen(order.orderId)),
      ...range(5).map(() => payNow(other)),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(Array(23).fill(200));
    const numbers = (tenantId: string) =>
      t.db
        .selectFrom('invoices')
        .select(['invoice_no', 'invoice_prefix'])
        .where('tenant_id', '=', tenantId)
        .orderBy('invoice_no')
        .execute()
        .then((rows) => rows.map((row) => `${row.invoice_prefix}${row.invoice_no}`));
    expect(await numbers(shop.tenantId)).toEqual(range(18).map((n) => `INV-${n}`));
    expect(await numbers(other.tenantId)).toEqual(range(5).map(String));
  });

  it("gives a failed order's invoice number to the next one, and never a deleted invoice's again (issue 22)", async () => {
    const shop = await shopWithMenu(t, 'Careful Counter');
    const [plan] = await recordPlans(() =>
      shop.client.post('/api/v1/pos/create-order-and-invoice', {
        ...burgerAndWater(shop.menu),
        paymentTypeId: shop.menu.cash,
      }),
    );
    if (!plan?.invoice) throw new Error('the paid order did not reach the writer with its invoice');
    const broken = anotherOrder(plan);
    broken.items = broken.items.map((item, i) => (i === 0 ? { ...item, item_id: 'no-such-item' } : item));
    const results = await Promise.allSettled([broken, anotherOrder(plan)].map((p) => writer().place(p)));
    expect(results.map((result) => result.status)).toEqual(['rejected', 'fulfilled']);
    const numbers = () =>
      t.db
        .selectFrom('invoices')
        .select('invoice_no')
        .where('tenant_id', '=', shop.tenantId)
        .orderBy('invoice_no')
        .execute()
        .then((rows) => rows.map((row) => Number(row.invoice_no)));
    expect(await numbers()).toEqual([1, 2]);

    // the newest invoice goes (as only the database can do it): its number stays used
    await t.db
      .updateTable('orders')
      .set({ invoice_id: null })
      .where('invoice_id', '=', plan.invoice.id)
      .execute();
    await t.db
      .deleteFrom('invoices')
      .where('tenant_id', '=', shop.tenantId)
      .where('invoice_no', '=', 2)
      .execute();
    const next = await shop.client.post<TCreateOrderAndInvoiceResponse>(
      '/api/v1/pos/create-order-and-invoice',
      {
        ...burgerAndWater(shop.menu),
        paymentTypeId: shop.menu.cash,
      },
    );
    expect(next.status).toBe(200);
    expect(await numbers()).toEqual([1, 3]);
  });

  it('takes an amount tendered with a cash payment type only, on both paying calls (issue 22)', async () => {
    const shop = await shopWithMenu(t, 'Cash Only Till');
    const card = await shop.client.post<{ id: string }>('/api/v1/settings/payment-types/add', {
      title: 'Card',
    });
    const payNow = (paymentTypeId: string) =>
      shop.client.post<TCreateOrderAndInvoiceResponse>('/api/v1/pos/create-order-and-invoice', {
        ...burgerAndWater(shop.menu),
        paymentTypeId,
        amountTendered: 100,
      });
    const refused = await payNow(card.body.id);
    expect([refused.status, refused.body]).toEqual([400, { message: POS_MSG.amountTenderedCashOnly }]);
    const open = await shop.order(burgerAndWater(shop.menu));
    const refusedLater = await shop.client.post('/api/v1/orders/complete-and-pay-order', {
      orderIds: [open.orderId],
      paymentTypeId: card.body.id,
      amountTendered: 100,
    });
    expect([refusedLater.status, refusedLater.body]).toEqual([
      400,
      { message: POS_MSG.amountTenderedCashOnly },
    ]);
    expect(await countRows('invoices', shop.tenantId)).toBe(0);
    expect(await countRows('orders', shop.tenantId)).toBe(1);

    // by card without an amount, and in cash with one
    const byCard = await shop.client.post('/api/v1/orders/complete-and-pay-order', {
      orderIds: [open.orderId],
      paymentTypeId: card.body.id,
    });
    expect(byCard.body).toMatchObject({ amountTendered: null, changeDue: null });
    const inCash = await payNow(shop.menu.cash);
    expect(inCash.status).toBe(200);
    expect(inCash.body.amountTendered).toBe(100);
    expect(await countRows('invoices', shop.tenantId)).toBe(2);
  });
});

// How a writer gathers orders is its own business; on PostgreSQL it is the reason the writer exists.
describe.runIf(process.env.TEST_DATABASE_URL)('the PostgreSQL writer', () => {
  it('gathers a store’s concurrent orders into shared statements', async () => {
    const shop = await shopWithMenu(t, 'Batch Counter');
    const statements: number[] = [];
    const { transactions, config } = t.app.ctx;
    const original = t.app.ctx.orders.writer;
    t.app.ctx.orders.writer = createPostgresOrderWriter(
      {
        ...transactions,
        runStatement: (work) => {
          statements.push(1);
          return transactions.runStatement(work);
        },
      },
      config.pgPoolMax,
    );
    try {
      const answers = await Promise.all(
        range(30).map(() =>
          shop.client.post<TCreateOrderResponse>('/api/v1/pos/create-order', burgerAndWater(shop.menu)),
        ),
      );
      expect(answers.map((answer) => answer.body.tokenNo).sort((a, b) => a - b)).toEqual(range(30));
      expect(statements.length).toBeLessThan(30);
    } finally {
      t.app.ctx.orders.writer = original;
    }
  });
});
