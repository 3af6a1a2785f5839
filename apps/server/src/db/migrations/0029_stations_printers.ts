import { type Kysely, sql } from 'kysely';
import { isPostgres } from './dialect.ts';

/**
 * Issue 26. Kitchen stations, network printers and the durable print queue.
 *
 * - `kitchen_stations`: a store's stations (grill, bar, ...). At most one is the default (a partial unique index):
 *   an item whose category no station prepares goes there. `printer_id` is the station's ticket printer; the one
 *   link between stations and printers, read from both sides (a printer's `prints.stationIds` are the stations
 *   whose printer it is).
 * - `kitchen_station_categories`: which categories a station prepares. A category belongs to at most one station
 *   (unique per store), so every item has exactly one station. Items are routed when read, by their menu item's
 *   category now: a category moved to another station moves its open items with it.
 * - `categories.prep_minutes`: the category's target preparation time; a kitchen ticket's age turns amber then red
 *   against it (null: the kitchen's default).
 * - `printers`: network ESC/POS printers (host and port, reached only from the server), their paper and what they
 *   print, and their last known status.
 * - `print_jobs`: the queue. A job keeps the bytes it prints (rendered when queued, so a reprint is the same
 *   ticket), per printer in `seq` order; `status` queued → sending → printed, or failed after its retries, and a
 *   job found `sending` after a restart is not sent again (the printer may have printed it): it shows as
 *   `uncertain` for a person to reprint.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  const ts = pg ? sql`timestamptz` : sql`text`;
  const bytes = pg ? sql`bytea` : sql`blob`;

  await db.schema.alterTable('categories').addColumn('prep_minutes', 'integer').execute();

  await db.schema
    .createTable('printers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('host', 'text', (c) => c.notNull())
    .addColumn('port', 'integer', (c) => c.notNull())
    .addColumn('paper_width', 'integer', (c) => c.notNull())
    .addColumn('chars_per_line', 'integer', (c) => c.notNull())
    .addColumn('prints_receipts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('auto_print', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('has_drawer', 'integer', (c) => c.notNull().defaultTo(0))
    // 'unknown' | 'online' | 'offline' | 'paper_error'
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('unknown'))
    .addColumn('status_at', ts)
    // since when every attempt has failed (null while it prints); 60 s of it raises the POS's alert
    .addColumn('failing_since', ts)
    .addColumn('last_job_at', ts)
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('printers_tenant').on('printers').columns(['tenant_id']).execute();

  await db.schema
    .createTable('kitchen_stations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('printer_id', 'text', (c) => c.references('printers.id').onDelete('set null'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('kitchen_stations_tenant')
    .on('kitchen_stations')
    .columns(['tenant_id'])
    .execute();
  await sql`
    create unique index kitchen_stations_one_default on kitchen_stations (tenant_id)
    where is_default = 1`.execute(db);

  await db.schema
    .createTable('kitchen_station_categories')
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('station_id', 'text', (c) => c.notNull().references('kitchen_stations.id').onDelete('cascade'))
    .addColumn('category_id', 'text', (c) => c.notNull().references('categories.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('kitchen_station_categories_pk', ['station_id', 'category_id'])
    .execute();
  await db.schema
    .createIndex('kitchen_station_categories_one_station')
    .unique()
    .on('kitchen_station_categories')
    .columns(['tenant_id', 'category_id'])
    .execute();

  await db.schema
    .createTable('print_jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('printer_id', 'text', (c) => c.notNull().references('printers.id').onDelete('cascade'))
    // the printer's order: jobs print in seq order, one at a time
    .addColumn('seq', 'bigint', (c) => c.notNull())
    // 'receipt' | 'kitchen' | 'test'
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text')
    .addColumn('invoice_id', 'text')
    .addColumn('station_id', 'text')
    .addColumn('token_no', 'integer')
    // what the Orders screen names the job by ("Receipt #12", "Grill · token 7")
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('payload', bytes, (c) => c.notNull())
    // 'queued' | 'sending' | 'printed' | 'failed' | 'uncertain'
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', ts, (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('reprint_of', 'text')
    .addColumn('created_by', 'text')
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('printed_at', ts)
    .execute();
  await db.schema
    .createIndex('print_jobs_printer_seq')
    .unique()
    .on('print_jobs')
    .columns(['printer_id', 'seq'])
    .execute();
  // the worker's scan: what is left to print, by when it is due
  await sql`
    create index print_jobs_pending on print_jobs (next_attempt_at)
    where status in ('queued', 'sending')`.execute(db);
  await db.schema
    .createIndex('print_jobs_order')
    .on('print_jobs')
    .columns(['tenant_id', 'order_id'])
    .execute();
  await db.schema
    .createIndex('print_jobs_tenant_created')
    .on('print_jobs')
    .columns(['tenant_id', 'created_at'])
    .execute();
}
