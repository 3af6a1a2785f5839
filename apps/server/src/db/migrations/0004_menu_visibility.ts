import type { Kysely } from 'kysely';
import { addCatalogVersionTriggers } from './0002_catalog_version.ts';

/**
 * `is_enabled` (1/0) on menu items and categories: a hidden item ("86'd", sold out), or any item of a hidden
 * category, stays in the back office and in past orders but leaves the POS, the QR menu and new orders.
 * Hiding a category changes what orders may contain, so categories join the catalog tables whose changes
 * bump the tenant's catalog version (the order-side cache must not keep selling its items).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['menu_items', 'categories']) {
    await db.schema
      .alterTable(table)
      .addColumn('is_enabled', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
  }
  await addCatalogVersionTriggers(db, 'categories');
}
