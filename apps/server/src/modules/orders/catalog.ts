import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import { isPostgres } from '../../db/dialect.ts';
import { type Placeholders, preparedQuery } from '../../db/prepared.ts';

export type TCatalogItem = {
  id: string;
  title: string;
  price: number;
  taxTitle: string | null;
  taxRateMilli: number | null;
  taxType: 'exclusive' | 'inclusive' | null;
};
export type TCatalogOption = { id: string; itemId: string; title: string; price: number };
export type TCatalogTable = { id: string; title: string; floor: string };

/** What an order is priced and placed from: the store's money settings, menu, taxes and tables. */
export type TCatalog = {
  version: number;
  currency: string;
  timeZone: string;
  items: ReadonlyMap<string, TCatalogItem>;
  variants: ReadonlyMap<string, TCatalogOption>;
  addons: ReadonlyMap<string, TCatalogOption>;
  tables: ReadonlyMap<string, TCatalogTable>;
};

export interface CatalogCache {
  /** The tenant's catalog as of `trx`: cached while tenants.catalog_version is unchanged. */
  get(trx: TDb, tenantId: string): Promise<TCatalog>;
}

const MAX_CACHED_TENANTS = 1000;

const catalogVersion = preparedQuery((db, p: Placeholders<'tenantId'>) =>
  db.selectFrom('tenants').select('catalog_version').where('id', '=', p.tenantId),
);

async function loadCatalog(trx: TDb, tenantId: string, version: number): Promise<TCatalog> {
  const [store, items, variants, addons, tables] = await Promise.all([
    trx
      .selectFrom('store_settings')
      .select(['currency', 'time_zone'])
      .where('tenant_id', '=', tenantId)
      .executeTakeFirstOrThrow(),
    trx
      .selectFrom('menu_items as mi')
      .leftJoin('taxes as t', (join) =>
        join.onRef('t.id', '=', 'mi.tax_id').onRef('t.tenant_id', '=', 'mi.tenant_id'),
      )
      .select(['mi.id', 'mi.title', 'mi.price', 't.title as tax_title', 't.rate_milli', 't.type as tax_type'])
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
  ]);
  const option = (row: (typeof variants)[number]): [string, TCatalogOption] => [
    row.id,
    { id: row.id, itemId: row.item_id, title: row.title, price: row.price },
  ];
  return {
    version,
    currency: store.currency,
    timeZone: store.time_zone,
    items: new Map(
      items.map((row) => [
        row.id,
        {
          id: row.id,
          title: row.title,
          price: row.price,
          taxTitle: row.tax_title ?? null,
          taxRateMilli: row.rate_milli ?? null,
          taxType: row.tax_type ?? null,
        },
      ]),
    ),
    variants: new Map(variants.map(option)),
    addons: new Map(addons.map(option)),
    tables: new Map(tables.map((row) => [row.id, row])),
  };
}

/**
 * On PostgreSQL an order and a change of the tenant's currency exclude each other: an order reads its catalog
 * under a shared per-tenant lock, a currency change rescales prices under the exclusive one. So the change
 * sees every order placed before it (and refuses to rescale under them), and no order priced in the old
 * currency's minor units commits after it. SQLite runs one write transaction at a time: nothing to lock.
 */
async function lockCatalog(trx: TDb, tenantId: string, mode: 'shared' | 'exclusive'): Promise<void> {
  if (!isPostgres(trx)) return;
  const key = `opentab.catalog:${tenantId}`;
  if (mode === 'shared')
    await sql`select pg_advisory_xact_lock_shared(hashtextextended(${key}, 0))`.execute(trx);
  else await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
}

/** Taken by a currency change before it looks for orders (settings/store-setting.service.ts). */
export const lockCatalogForCurrencyChange = (trx: TDb, tenantId: string) =>
  lockCatalog(trx, tenantId, 'exclusive');

/**
 * One query per order (the tenant's version) instead of five. The version is bumped by database triggers
 * in the same transaction as any catalog change (migration 0002), so a copy is never used after a change
 * committed, whichever process made it. Reading the version inside the order's transaction keeps the
 * price and the order consistent. Order transactions never write catalog tables, so what gets cached is
 * always committed data (a rolled-back change could otherwise leave a copy labelled with a version that a
 * later, different change reuses).
 */
export function createCatalogCache(): CatalogCache {
  const cached = new Map<string, TCatalog>();
  return {
    async get(trx, tenantId) {
      await lockCatalog(trx, tenantId, 'shared');
      const row = await catalogVersion.first(trx, { tenantId });
      const version = Number(row?.catalog_version ?? -1);
      const hit = cached.get(tenantId);
      if (hit?.version === version) return hit;
      const catalog = await loadCatalog(trx, tenantId, version);
      // Map order is insertion order: re-inserting keeps the most recently loaded last; the oldest goes first.
      cached.delete(tenantId);
      if (cached.size >= MAX_CACHED_TENANTS) cached.delete(cached.keys().next().value as string);
      cached.set(tenantId, catalog);
      return catalog;
    },
  };
}
