import type { TDb } from '../../../db/database.ts';
import { type Placeholders, preparedQuery } from '../../../db/prepared.ts';
import { listActivePaymentTypes } from '../../settings/payment-types.repo.ts';
import { findServiceChargeRule } from '../../settings/service-charge.repo.ts';

/** The tenant's catalog version: one primary-key lookup per order (the hot path, so compiled once). */
const catalogVersion = preparedQuery((db, p: Placeholders<{ tenantId: string }>) =>
  db.selectFrom('tenants').select('catalog_version').where('id', '=', p.tenantId),
);

export async function findCatalogVersion(trx: TDb, tenantId: string): Promise<number> {
  const row = await catalogVersion.first(trx, { tenantId });
  return Number(row?.catalog_version ?? -1);
}

/**
 * Everything an order is priced and placed from: money settings (the service charge with its tax), items with
 * their taxes, options, tables, the recipes its lines take from stock (with the store's short-stock policy) and
 * the active payment types a paid order may use.
 */
export async function listCatalogRows(trx: TDb, tenantId: string) {
  const [store, serviceCharge, items, variants, addons, tables, recipes, paymentTypes] = await Promise.all([
    trx
      .selectFrom('store_settings')
      .select(['currency', 'time_zone', 'discount_limit_milli', 'shifts_required', 'stock_short_policy'])
      .where('tenant_id', '=', tenantId)
      .executeTakeFirstOrThrow(),
    findServiceChargeRule(trx, tenantId),
    trx
      .selectFrom('menu_items as mi')
      .leftJoin('taxes as t', (join) =>
        join.onRef('t.id', '=', 'mi.tax_id').onRef('t.tenant_id', '=', 'mi.tenant_id'),
      )
      .leftJoin('categories as c', (join) =>
        join.onRef('c.id', '=', 'mi.category_id').onRef('c.tenant_id', '=', 'mi.tenant_id'),
      )
      .select(['mi.id', 'mi.title', 'mi.price', 't.title as tax_title', 't.rate_milli', 't.type as tax_type'])
      .select(['mi.is_enabled', 'c.is_enabled as category_is_enabled'])
      .where('mi.tenant_id', '=', tenantId)
      .execute(),
    trx
      .selectFrom('menu_item_variants')
      .select(['id', 'item_id', 'title', 'price'])
      .where('tenant_id', '=', tenantId)
      .execute(),
    trx
      .selectFrom('menu_item_addons')
      .select(['id', 'item_id', 'title', 'price'])
      .where('tenant_id', '=', tenantId)
      .execute(),
    trx
      .selectFrom('store_tables')
      .select(['id', 'title', 'floor'])
      .where('tenant_id', '=', tenantId)
      .execute(),
    // issue 27: what each item, variant and addon takes from stock (a catalog table, so cached with the menu)
    trx
      .selectFrom('recipe_items')
      .select(['menu_item_id', 'variant_id', 'addon_id', 'stock_item_id', 'quantity'])
      .where('tenant_id', '=', tenantId)
      .orderBy('stock_item_id')
      .execute(),
    listActivePaymentTypes(trx, tenantId),
  ]);
  return { store, serviceCharge, items, variants, addons, tables, recipes, paymentTypes };
}
