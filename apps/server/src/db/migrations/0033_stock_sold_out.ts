import type { Kysely } from 'kysely';

/**
 * Issue 27. The menu items each store last announced as sold out (their own recipe cannot be made even once
 * from what is on hand), so the announcement is sent once per change whichever server process notices it: a
 * process writes the set it computed only when it differs from this row, under the row's lock, and announces
 * only then (modules/stock/sold-out.ts). `item_ids` is the sorted ids joined by commas.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('stock_sold_out')
    .addColumn('tenant_id', 'text', (c) => c.primaryKey().references('tenants.id').onDelete('cascade'))
    .addColumn('item_ids', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}
