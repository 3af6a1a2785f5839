import { POS_MSG } from '@opentab/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_TABLES } from '../../../db/migrations/0002_catalog_version.ts';
import { newId } from '../../../lib/ids.ts';
import { createTestApp, signUpTenant, type TestClient, type TTestApp } from '../../../test/harness.ts';
import { seedMenu, type TMenuIds } from '../../../test/menu-fixture.ts';
import { changeCurrency } from '../../settings/store-setting.service.ts';

let t: TTestApp;
let shop: { client: TestClient; tenantId: string };
let other: { client: TestClient; tenantId: string };
let menu: TMenuIds;

beforeAll(async () => {
  t = await createTestApp();
  shop = await signUpTenant(t.app, 'Catalog Cafe');
  other = await signUpTenant(t.app, 'Next Door');
  menu = await seedMenu(t.db, shop.tenantId);
  await seedMenu(t.db, other.tenantId);
});
afterAll(async () => {
  await t.close();
});

const versionOf = async (tenantId: string) =>
  (
    await t.db
      .selectFrom('tenants')
      .select('catalog_version')
      .where('id', '=', tenantId)
      .executeTakeFirstOrThrow()
  ).catalog_version;

type TOrderAnswer = { payableTotal: number };
const order = (body: Record<string, unknown>) =>
  shop.client.post<TOrderAnswer & { message: string }>('/api/v1/pos/create-order', {
    customerType: 'WALKIN',
    ...body,
  });

describe('catalog version triggers', () => {
  // categories joined the catalog with their is_enabled flag (migration 0004), payment types in 0036
  it.each([
    ...CATALOG_TABLES,
    'categories',
    'payment_types',
  ] as const)('an insert, update and delete on %s each bump only that tenant’s version', async (table) => {
    const now = new Date().toISOString();
    type TTable = (typeof CATALOG_TABLES)[number] | 'categories' | 'payment_types';
    const rows: Record<TTable, () => Record<string, unknown>> = {
      categories: () => ({ title: 'Tmp' }),
      payment_types: () => ({ title: 'Tmp', is_active: 1, is_cash: 0 }),
      store_settings: () => ({}),
      store_tables: () => ({ title: 'T9', floor: 'Patio', seating_capacity: 2, public_id: newId() }),
      taxes: () => ({ title: 'Tmp', rate_milli: 1000, type: 'exclusive' }),
      menu_items: () => ({ title: 'Tmp', price: 100 }),
      menu_item_variants: () => ({ item_id: menu.coffee, title: 'Tmp', price: 100 }),
      menu_item_addons: () => ({ item_id: menu.burger, title: 'Tmp', price: 100 }),
    };
    const theirs = await versionOf(other.tenantId);
    let mine = await versionOf(shop.tenantId);
    const db = t.db as unknown as import('kysely').Kysely<Record<string, Record<string, unknown>>>;
    if (table === 'store_settings') {
      await db
        .updateTable(table)
        .set({ store_name: 'Renamed' })
        .where('tenant_id', '=', shop.tenantId)
        .execute();
      expect(await versionOf(shop.tenantId)).toBe(mine + 1);
    } else {
      const id = newId();
      await db
        .insertInto(table)
        .values({ id, tenant_id: shop.tenantId, created_at: now, updated_at: now, ...rows[table]() })
        .execute();
      expect(await versionOf(shop.tenantId)).toBe(++mine);
      await db.updateTable(table).set({ title: 'Tmp 2' }).where('id', '=', id).execute();
      expect(await versionOf(shop.tenantId)).toBe(++mine);
      await db.deleteFrom(table).where('id', '=', id).execute();
      expect(await versionOf(shop.tenantId)).toBe(++mine);
    }
    expect(await versionOf(other.tenantId)).toBe(theirs);
  });
});

describe('orders priced from the cached catalog', () => {
  it('pay only with a payment type still active: one turned off or on since the last paid order is seen', async () => {
    const paid = (paymentTypeId: string) =>
      shop.client.post<{ message: string }>('/api/v1/pos/create-order-and-invoice', {
        cart: [{ id: menu.water, quantity: 1 }],
        customerType: 'WALKIN',
        paymentTypeId,
      });
    expect((await paid(menu.cash)).status).toBe(200);
    // written straight to the database, as another server process would
    await t.db.updateTable('payment_types').set({ is_active: 0 }).where('id', '=', menu.cash).execute();
    const refused = await paid(menu.cash);
    expect([refused.status, refused.body.message]).toEqual([400, POS_MSG.paymentTypeNotFound]);
    await t.db.updateTable('payment_types').set({ is_active: 1 }).where('id', '=', menu.voucher).execute();
    expect((await paid(menu.voucher)).status).toBe(200);
    await t.db.updateTable('payment_types').set({ is_active: 1 }).where('id', '=', menu.cash).execute();
    await t.db.updateTable('payment_types').set({ is_active: 0 }).where('id', '=', menu.voucher).execute();
  });

  it('use a change written straight to the database (as another server process would) on the next order', async () => {
    const first = await order({ cart: [{ id: menu.water, quantity: 1 }] });
    expect(first.body.payableTotal).toBe(1.5);

    await t.db.updateTable('menu_items').set({ price: 275 }).where('id', '=', menu.water).execute();
    const repriced = await order({ cart: [{ id: menu.water, quantity: 1 }] });
    expect(repriced.body.payableTotal).toBe(2.75);

    await t.db.updateTable('menu_items').set({ price: 150 }).where('id', '=', menu.water).execute();
  });

  it('refuse an addon, variant or item deleted since the last order, and see a tax change', async () => {
    const burgerWithCheese = { cart: [{ id: menu.burger, quantity: 1, addons_ids: [menu.cheese] }] };
    const before = await order(burgerWithCheese);
    expect(before.status).toBe(200);

    await t.db.updateTable('taxes').set({ rate_milli: 20000 }).where('id', '=', menu.taxExclusive).execute();
    const taxed = await order(burgerWithCheese);
    expect(taxed.body.payableTotal).toBeGreaterThan(before.body.payableTotal);

    await t.db.deleteFrom('menu_item_addons').where('id', '=', menu.cheese).execute();
    const refused = await order(burgerWithCheese);
    expect([refused.status, refused.body.message]).toEqual([400, POS_MSG.addonNotFound]);

    await t.db.deleteFrom('menu_item_variants').where('id', '=', menu.espressoSingle).execute();
    const noVariant = await order({
      cart: [{ id: menu.coffee, quantity: 1, variant_id: menu.espressoSingle }],
    });
    expect([noVariant.status, noVariant.body.message]).toEqual([400, POS_MSG.variantNotFound]);
  });

  it('see tables added and removed: Dine-In needs a table only while the store has one', async () => {
    const dineIn = { cart: [{ id: menu.water, quantity: 1 }], deliveryType: 'dinein' };
    expect((await order(dineIn)).body.message).toBe(POS_MSG.tableRequired);
    await t.db.deleteFrom('store_tables').where('tenant_id', '=', shop.tenantId).execute();
    expect((await order(dineIn)).status).toBe(200);
    expect((await order({ ...dineIn, tableId: menu.table1 })).body.message).toBe(POS_MSG.tableNotFound);
  });
});

// PostgreSQL runs an order and a settings change side by side; SQLite runs one write transaction at a time.
describe.runIf(process.env.TEST_DATABASE_URL)('a currency change while a first order is placed', () => {
  it('holds the order until the change commits, then prices it in the new currency', async () => {
    const fresh = await signUpTenant(t.app, 'Fresh Start');
    const ids = await seedMenu(t.db, fresh.tenantId);
    let placed: Promise<{ status: number; body: TOrderAnswer & { orderId: string } }> | undefined;
    await t.db.transaction().execute(async (trx) => {
      // USD → KWD (2 decimals → 3: every price × 10), not yet committed...
      await changeCurrency(trx, fresh.tenantId, 'KWD');
      // ...while the store's first order comes in: it waits instead of storing cents.
      placed = fresh.client.post('/api/v1/pos/create-order', {
        customerType: 'WALKIN',
        deliveryType: 'takeaway',
        cart: [{ id: ids.water, quantity: 1 }],
      });
      await new Promise((resolve) => setTimeout(resolve, 150));
    });
    const answer = await placed;
    expect(answer?.status).toBe(200);
    const [water, order] = await Promise.all([
      t.db.selectFrom('menu_items').select('price').where('id', '=', ids.water).executeTakeFirstOrThrow(),
      t.db
        .selectFrom('orders')
        .select('payable_total')
        .where('id', '=', answer?.body.orderId ?? '')
        .executeTakeFirstOrThrow(),
    ]);
    expect(order.payable_total).toBe(water.price);
  });

  it('holds an order priced from a cached catalog until the change commits, then prices it again', async () => {
    const shopOf = await signUpTenant(t.app, 'Second Thoughts');
    const ids = await seedMenu(t.db, shopOf.tenantId);
    const body = { customerType: 'WALKIN', deliveryType: 'takeaway', cart: [{ id: ids.water, quantity: 1 }] };
    // A refused order leaves the catalog (in USD) cached in the server, and no order history to block the change.
    const refused = await shopOf.client.post<TOrderAnswer>('/api/v1/pos/create-order', {
      ...body,
      cart: [{ id: 'no-such-item', quantity: 1 }],
    });
    expect(refused.status).toBe(400);
    let placed:
      | Promise<{ status: number; body: TOrderAnswer & { orderId: string; tokenNo: number } }>
      | undefined;
    await t.db.transaction().execute(async (trx) => {
      await changeCurrency(trx, shopOf.tenantId, 'KWD');
      placed = shopOf.client.post('/api/v1/pos/create-order', body);
      await new Promise((resolve) => setTimeout(resolve, 150));
    });
    const answer = await placed;
    expect(answer?.status).toBe(200);
    const [water, order] = await Promise.all([
      t.db.selectFrom('menu_items').select('price').where('id', '=', ids.water).executeTakeFirstOrThrow(),
      t.db
        .selectFrom('orders')
        .select('payable_total')
        .where('id', '=', answer?.body.orderId ?? '')
        .executeTakeFirstOrThrow(),
    ]);
    expect(order.payable_total).toBe(water.price);
    expect(answer?.body.tokenNo).toBe(1);
  });
});
