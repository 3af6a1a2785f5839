import type { TCreateOrderResponse } from '@opentab/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids.ts';
import { createTestApp, type TTestApp } from '../../test/harness.ts';
import { burgerAndWater, shopWithMenu } from '../../test/order-shop.ts';
import { createOrderPlacer } from './order-placer.ts';
import { placeOrdersOnPostgres, type TPlaceOrder } from './place-order.repo.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The orders the store's POS sent to the order placer, as the placer received them. */
function recordPlacings() {
  const placings: TPlaceOrder[] = [];
  const placer = t.app.ctx.orderPlacer;
  t.app.ctx.orderPlacer = {
    ...placer,
    run: (key, placing) => {
      placings.push(placing);
      return placer.run(key, placing);
    },
  };
  return placings;
}

/** `placing` as another order of the same cart: new ids for the order, its lines and its invoice. */
function anotherOrder(placing: TPlaceOrder): TPlaceOrder {
  const orderId = newId();
  const invoice = placing.invoice ? { ...placing.invoice, id: newId() } : null;
  return {
    ...placing,
    order: { ...placing.order, id: orderId, invoice_id: invoice?.id ?? null },
    items: placing.items.map((item) => ({ ...item, id: newId(), order_id: orderId })),
    invoice,
    idempotency: null,
  };
}

const tokensOf = (db: TTestApp['db'], tenantId: string) =>
  db
    .selectFrom('orders')
    .select('token_no')
    .where('tenant_id', '=', tenantId)
    .orderBy('token_no')
    .execute()
    .then((rows) => rows.map((row) => row.token_no));

// PostgreSQL gathers a store's concurrent orders into one statement; SQLite has its own group commit.
describe.runIf(process.env.TEST_DATABASE_URL)('orders placed together on PostgreSQL', () => {
  it('gathers a store’s concurrent orders into shared statements, tokens 1..n without gaps', async () => {
    const shop = await shopWithMenu(t, 'Busy Counter');
    const statements: number[] = [];
    const { transactions } = t.app.ctx;
    const placer = t.app.ctx.orderPlacer;
    t.app.ctx.orderPlacer = createOrderPlacer(
      {
        ...transactions,
        runStatement: (work) => {
          statements.push(1);
          return transactions.runStatement(work);
        },
      },
      t.app.ctx.config.pgPoolMax,
    );
    try {
      const answers = await Promise.all(
        Array.from({ length: 30 }, () =>
          shop.client.post<TCreateOrderResponse>('/api/v1/pos/create-order', burgerAndWater(shop.menu)),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(30).fill(200));
      expect(answers.map((answer) => answer.body.tokenNo).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 30 }, (_, i) => i + 1),
      );
      expect(await tokensOf(t.db, shop.tenantId)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
      expect(statements.length).toBeLessThan(30);
    } finally {
      t.app.ctx.orderPlacer = placer;
    }
  });

  it('rolls back only the order that fails in a batch: the others commit, their tokens without a gap', async () => {
    const shop = await shopWithMenu(t, 'One Bad Apple');
    const placings = recordPlacings();
    const first = await shop.order(burgerAndWater(shop.menu));
    expect(first.tokenNo).toBe(1);
    const template = placings[0] as TPlaceOrder;
    const good = anotherOrder(template);
    // a line of a menu item that does not exist: its insert breaks a foreign key
    const broken = anotherOrder(template);
    broken.items = broken.items.map((item, i) => (i === 0 ? { ...item, item_id: 'no-such-item' } : item));
    const last = anotherOrder(template);
    const daySales = () =>
      t.db
        .selectFrom('sales_rollup')
        .select((eb) => eb.fn.sum<string>('orders').as('orders'))
        .where('tenant_id', '=', shop.tenantId)
        .where('span', '=', 24 * 60 * 60)
        .executeTakeFirstOrThrow()
        .then((row) => Number(row.orders));
    expect(await daySales()).toBe(1);

    const results = await t.app.ctx.transactions.runStatement((db) =>
      placeOrdersOnPostgres(db, [good, broken, last]),
    );

    expect(results[0]).toMatchObject({ ok: true, value: { outcome: 'placed', token: 2 } });
    expect(results[1]).toMatchObject({ ok: false, error: { code: '23503' } });
    expect(results[2]).toMatchObject({ ok: true, value: { outcome: 'placed', token: 3 } });
    expect(await tokensOf(t.db, shop.tenantId)).toEqual([1, 2, 3]);
    const brokenRows = await t.db
      .selectFrom('order_items')
      .select('id')
      .where('order_id', '=', broken.order.id)
      .execute();
    expect(brokenRows).toEqual([]);
    // the sales rollups count the placed orders only
    expect(await daySales()).toBe(3);
    // and the next order continues the count
    expect((await shop.order(burgerAndWater(shop.menu))).tokenNo).toBe(4);
  });

  it('refuses an order priced at an old catalog version in a batch without touching its neighbours', async () => {
    const shop = await shopWithMenu(t, 'Menu Changes');
    const placings = recordPlacings();
    await shop.order(burgerAndWater(shop.menu));
    const template = placings[0] as TPlaceOrder;
    const stale = { ...anotherOrder(template), catalogVersion: template.catalogVersion - 1 };
    const fresh = anotherOrder(template);
    const results = await t.app.ctx.transactions.runStatement((db) =>
      placeOrdersOnPostgres(db, [stale, fresh]),
    );
    expect(results.map((result) => (result.ok ? result.value.outcome : 'error'))).toEqual([
      'stale',
      'placed',
    ]);
    expect(await tokensOf(t.db, shop.tenantId)).toEqual([1, 2]);
  });
});
