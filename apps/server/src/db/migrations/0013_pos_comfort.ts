import { type Kysely, sql } from 'kysely';
import { isPostgres } from './dialect.ts';

/**
 * Issue 16. A cash payment's amount tendered and the change given back, kept on its invoice (both null when
 * the cashier typed no amount) so the receipt can print them; and the day an owner dismissed the dashboard's
 * setup checklist (null while it shows).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('invoices').addColumn('amount_tendered', 'bigint').execute();
  await db.schema.alterTable('invoices').addColumn('change_due', 'bigint').execute();
  const ts = isPostgres(db) ? sql`timestamptz` : sql`text`;
  await db.schema.alterTable('store_settings').addColumn('setup_dismissed_at', ts).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('store_settings').dropColumn('setup_dismissed_at').execute();
  await db.schema.alterTable('invoices').dropColumn('change_due').execute();
  await db.schema.alterTable('invoices').dropColumn('amount_tendered').execute();
}
