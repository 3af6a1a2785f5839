import { type Kysely, sql } from 'kysely';
import { isPostgres } from './dialect.ts';

/** The tables an order is priced and placed from; any change to one of their rows bumps the tenant's version. */
export const CATALOG_TABLES = [
  'store_settings',
  'store_tables',
  'taxes',
  'menu_items',
  'menu_item_variants',
  'menu_item_addons',
] as const;

/**
 * `tenants.catalog_version`, kept by the database itself: triggers on every catalog table bump it in the
 * same transaction as the change, whichever code path or server process made it. Order creation keeps a
 * per-process copy of each tenant's catalog and trusts it only while the version it reads is unchanged
 * (modules/orders/placement/catalog.ts), so no write path can forget to invalidate it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('tenants')
    .addColumn('catalog_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  if (isPostgres(db)) {
    await sql`
      create function opentab_bump_catalog_version() returns trigger language plpgsql as $$
      begin
        update tenants set catalog_version = catalog_version + 1
        where id = case when tg_op = 'DELETE' then old.tenant_id else new.tenant_id end;
        return null;
      end $$`.execute(db);
  }
  for (const table of CATALOG_TABLES) await addCatalogVersionTriggers(db, table);
}

/** Makes every insert, update and delete on `table` bump its tenant's catalog version. */
export async function addCatalogVersionTriggers(db: Kysely<unknown>, table: string): Promise<void> {
  if (isPostgres(db)) {
    await sql`
      create trigger ${sql.id(`${table}_catalog_version`)}
      after insert or update or delete on ${sql.table(table)}
      for each row execute function opentab_bump_catalog_version()`.execute(db);
    return;
  }
  for (const [event, row] of [
    ['insert', 'new'],
    ['update', 'new'],
    ['delete', 'old'],
  ] as const) {
    await sql`
      create trigger ${sql.id(`${table}_catalog_version_${event}`)}
      after ${sql.raw(event)} on ${sql.table(table)}
      begin
        update tenants set catalog_version = catalog_version + 1 where id = ${sql.raw(row)}.tenant_id;
      end`.execute(db);
  }
}
