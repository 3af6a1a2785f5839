import type { TDb } from '../db/database.ts';
import { newId, newSecretToken } from '../lib/ids.ts';

/**
 * A small menu written straight into a tenant (prices in minor units): a burger with an exclusive 10 % tax
 * and addons, a coffee with an inclusive 5 % tax and variants, an untaxed water; two tables; Cash (active:
 * the one every store starts with, added when the tenant has none) and Voucher (inactive).
 */
async function findCash(db: TDb, tenantId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('payment_types')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('title', '=', 'Cash')
    .executeTakeFirst();
  return row?.id;
}

export async function seedMenu(db: TDb, tenantId: string, options: { currency?: string } = {}) {
  const now = new Date().toISOString();
  const ts = { created_at: now, updated_at: now };
  if (options.currency) {
    await db
      .updateTable('store_settings')
      .set({ currency: options.currency })
      .where('tenant_id', '=', tenantId)
      .execute();
  }
  const ids = {
    taxExclusive: newId(),
    taxInclusive: newId(),
    burger: newId(),
    coffee: newId(),
    water: newId(),
    espressoSingle: newId(),
    espressoDouble: newId(),
    cheese: newId(),
    bacon: newId(),
    oatMilk: newId(),
    table1: newId(),
    table2: newId(),
    cash: (await findCash(db, tenantId)) ?? newId(),
    voucher: newId(),
  };
  await db
    .insertInto('taxes')
    .values([
      {
        id: ids.taxExclusive,
        tenant_id: tenantId,
        title: 'Sales 10',
        rate_milli: 10_000,
        type: 'exclusive',
        ...ts,
      },
      {
        id: ids.taxInclusive,
        tenant_id: tenantId,
        title: 'VAT 5',
        rate_milli: 5_000,
        type: 'inclusive',
        ...ts,
      },
    ])
    .execute();
  await db
    .insertInto('menu_items')
    .values([
      {
        id: ids.burger,
        tenant_id: tenantId,
        title: 'Burger',
        price: 1000,
        net_price: null,
        image: null,
        category_id: null,
        tax_id: ids.taxExclusive,
        ...ts,
      },
      {
        id: ids.coffee,
        tenant_id: tenantId,
        title: 'Coffee',
        price: 300,
        net_price: null,
        image: null,
        category_id: null,
        tax_id: ids.taxInclusive,
        ...ts,
      },
      {
        id: ids.water,
        tenant_id: tenantId,
        title: 'Water',
        price: 150,
        net_price: null,
        image: null,
        category_id: null,
        tax_id: null,
        ...ts,
      },
    ])
    .execute();
  await db
    .insertInto('menu_item_variants')
    .values([
      {
        id: ids.espressoSingle,
        tenant_id: tenantId,
        item_id: ids.coffee,
        title: 'Single',
        price: 250,
        ...ts,
      },
      {
        id: ids.espressoDouble,
        tenant_id: tenantId,
        item_id: ids.coffee,
        title: 'Double',
        price: 420,
        ...ts,
      },
    ])
    .execute();
  await db
    .insertInto('menu_item_addons')
    .values([
      { id: ids.cheese, tenant_id: tenantId, item_id: ids.burger, title: 'Cheese', price: 150, ...ts },
      { id: ids.bacon, tenant_id: tenantId, item_id: ids.burger, title: 'Bacon', price: 225, ...ts },
      { id: ids.oatMilk, tenant_id: tenantId, item_id: ids.coffee, title: 'Oat milk', price: 60, ...ts },
    ])
    .execute();
  await db
    .insertInto('store_tables')
    .values([
      {
        id: ids.table1,
        tenant_id: tenantId,
        title: 'T1',
        floor: 'Ground',
        seating_capacity: 4,
        public_id: newSecretToken(12),
        ...ts,
      },
      {
        id: ids.table2,
        tenant_id: tenantId,
        title: 'R1',
        floor: 'Roof',
        seating_capacity: 2,
        public_id: newSecretToken(12),
        ...ts,
      },
    ])
    .execute();
  const hasCash = (await findCash(db, tenantId)) === ids.cash;
  await db
    .insertInto('payment_types')
    .values([
      ...(hasCash
        ? []
        : [{ id: ids.cash, tenant_id: tenantId, title: 'Cash', is_active: 1, is_cash: 1, ...ts }]),
      { id: ids.voucher, tenant_id: tenantId, title: 'Voucher', is_active: 0, ...ts },
    ])
    .execute();
  return ids;
}

export type TMenuIds = Awaited<ReturnType<typeof seedMenu>>;
