import { type Kysely, sql } from 'kysely';
import { isPostgres } from './dialect.ts';

/**
 * Issue 23. Refunds and their credit notes: a refund of a paid invoice is a row of its own (`refunds`, the
 * credit note) with the lines it gives back (`refund_lines`), never a change to the invoice. Each credit note
 * has the store's next number from a per-store counter row taken in the refund's transaction (as invoice and Z
 * report numbers), so numbers are sequential and gapless. A trigger refuses UPDATE always and DELETE while the
 * store exists on both tables, on both databases, as for the audit log (0017): deleting a store takes them with
 * it through the foreign keys.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  const ts = pg ? sql`timestamptz` : sql`text`;

  await db.schema
    .createTable('refund_counters')
    .addColumn('tenant_id', 'text', (c) => c.primaryKey().references('tenants.id').onDelete('cascade'))
    .addColumn('last_no', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('refunds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('invoice_id', 'text', (c) => c.notNull().references('invoices.id').onDelete('cascade'))
    .addColumn('credit_note_no', 'integer', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('tax_amount', 'bigint', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('payment_type_id', 'text', (c) => c.notNull())
    .addColumn('payment_type_title', 'text', (c) => c.notNull())
    .addColumn('is_cash', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_by_name', 'text', (c) => c.notNull())
    .addColumn('approved_by_name', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('refunds_credit_note_no_uq')
    .unique()
    .on('refunds')
    .columns(['tenant_id', 'credit_note_no'])
    .execute();
  await db.schema.createIndex('refunds_invoice').on('refunds').columns(['tenant_id', 'invoice_id']).execute();
  await db.schema
    .createIndex('refunds_created')
    .on('refunds')
    .columns(['tenant_id', 'created_at', 'created_by'])
    .execute();

  await db.schema
    .createTable('refund_lines')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('refund_id', 'text', (c) => c.notNull().references('refunds.id').onDelete('cascade'))
    .addColumn('order_item_id', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('tax_amount', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('refund_lines_refund')
    .on('refund_lines')
    .columns(['tenant_id', 'refund_id'])
    .execute();

  for (const table of ['refunds', 'refund_lines']) {
    if (pg) {
      await sql`
        create function ${sql.raw(`opentab_${table}_immutable`)}() returns trigger
        language plpgsql as $$
        begin
          if tg_op = 'DELETE' and not exists (select 1 from tenants where id = old.tenant_id) then
            return old;
          end if;
          raise exception 'credit notes cannot be changed or deleted' using errcode = 'P0001';
        end
        $$`.execute(db);
      await sql`
        create trigger ${sql.raw(`${table}_immutable`)} before update or delete on ${sql.raw(table)}
        for each row execute function ${sql.raw(`opentab_${table}_immutable`)}()`.execute(db);
      continue;
    }
    await sql`
      create trigger ${sql.raw(`${table}_no_update`)} before update on ${sql.raw(table)}
      begin
        select raise(abort, 'credit notes cannot be changed or deleted');
      end`.execute(db);
    await sql`
      create trigger ${sql.raw(`${table}_no_delete`)} before delete on ${sql.raw(table)}
      when exists (select 1 from tenants where id = old.tenant_id)
      begin
        select raise(abort, 'credit notes cannot be changed or deleted');
      end`.execute(db);
  }
}
