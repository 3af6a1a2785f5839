import { type Kysely, sql } from 'kysely';
import { isPostgres } from './dialect.ts';
import { SALES_ROLLUP_BACKFILL } from './frozen-sql.ts';

/**
 * Sales summed ahead of time for the dashboard and reports (modules/orders/sales-rollup.repo.ts keeps them): a month of a busy
 * store is a few thousand rollup rows instead of a join over ~100,000 order lines. Both tables are keyed by
 * the quarter hour (UTC) the orders were rung up in, so any store time zone's days and hours are whole
 * buckets. Customer counts read two partial indexes of the orders they count (customer set, not cancelled),
 * which the database keeps exact by itself. Existing orders are summed here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  const ts = pg ? sql`timestamptz` : sql`text`;
  // On SQLite the rows are stored in key order (no rowid), so a range of buckets is read without lookups.
  const clustered = pg ? sql`` : sql`without rowid`;

  await db.schema
    .createTable('sales_rollup')
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('span', 'integer', (c) => c.notNull())
    .addColumn('bucket', ts, (c) => c.notNull())
    // the paid orders' invoice payment type; '' for unpaid orders and for paid ones without a type
    .addColumn('payment_type_title', 'text', (c) => c.notNull())
    .addColumn('orders', 'integer', (c) => c.notNull())
    .addColumn('paid_orders', 'integer', (c) => c.notNull())
    .addColumn('paid_lines', 'integer', (c) => c.notNull())
    .addColumn('net', 'bigint', (c) => c.notNull())
    .addColumn('tax', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('sales_rollup_pk', ['tenant_id', 'span', 'bucket', 'payment_type_title'])
    .modifyEnd(clustered)
    .execute();

  await db.schema
    .createTable('item_sales_rollup')
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('span', 'integer', (c) => c.notNull())
    .addColumn('bucket', ts, (c) => c.notNull())
    // the lines' menu item id ('' once it has none), as the top sellers group them
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('item_title', 'text', (c) => c.notNull())
    // the lowest unit price of the item's charged lines in each counted order
    .addColumn('unit_price', 'bigint', (c) => c.notNull())
    .addColumn('orders', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('item_sales_rollup_pk', [
      'tenant_id',
      'span',
      'bucket',
      'item_id',
      'item_title',
      'unit_price',
    ])
    .modifyEnd(clustered)
    .execute();

  // A customer's not cancelled orders: by time (who ordered in a range) and by customer (who ordered before).
  // The status is a column too, so the queries, which repeat the predicate, read only the index.
  const counted = sql<boolean>`customer_id is not null and status <> 'cancelled'`;
  await db.schema
    .createIndex('orders_customer_visits_idx')
    .on('orders')
    .columns(['tenant_id', 'created_at', 'customer_id', 'status'])
    .where(counted)
    .execute();
  await db.schema
    .createIndex('orders_customer_first_idx')
    .on('orders')
    .columns(['tenant_id', 'customer_id', 'created_at', 'status'])
    .where(counted)
    .execute();

  for (const statement of pg ? SALES_ROLLUP_BACKFILL.postgres : SALES_ROLLUP_BACKFILL.sqlite)
    await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // (migration 0015 replaced this migration's opentab_record_order_sales; an older database may still hold it)
  if (isPostgres(db)) await sql`drop function if exists opentab_record_order_sales`.execute(db);
  await db.schema.dropIndex('orders_customer_first_idx').execute();
  await db.schema.dropIndex('orders_customer_visits_idx').execute();
  await db.schema.dropTable('item_sales_rollup').execute();
  await db.schema.dropTable('sales_rollup').execute();
}
