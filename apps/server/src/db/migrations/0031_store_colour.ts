import type { Kysely } from 'kysely';

/**
 * Issue 26. The store's brand colour (`#rrggbb`, null for OpenTab's own), drawn by the screens guests see: the
 * order-status board and the customer display.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('store_settings').addColumn('brand_color', 'text').execute();
}
