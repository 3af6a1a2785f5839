import { type Kysely, sql } from 'kysely';
import { isPostgres } from './dialect.ts';

/**
 * The superadmin area: `currency_rates` holds what one unit of a store currency is worth in USD, which the
 * operator edits, so sales of stores in every currency add up to one USD volume (only USD = 1 is known up
 * front). `orders_created_at_idx` lets the operator's figures (orders and sales of a day across all
 * tenants) read one range of orders instead of scanning the table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ts = isPostgres(db) ? sql`timestamptz` : sql`text`;
  await db.schema
    .createTable('currency_rates')
    .addColumn('currency', 'text', (c) => c.primaryKey())
    .addColumn('usd_per_unit', 'double precision', (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db
    .insertInto('currency_rates' as never)
    .values({ currency: 'USD', usd_per_unit: 1, updated_at: new Date().toISOString() } as never)
    .execute();
  await db.schema.createIndex('orders_created_at_idx').on('orders').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_created_at_idx').execute();
  await db.schema.dropTable('currency_rates').execute();
}
