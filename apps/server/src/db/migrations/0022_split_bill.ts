import { type Kysely, sql } from 'kysely';
import { isPostgres } from './dialect.ts';

/**
 * Issue 23, split bill. A table's bill may be paid in parts (some lines, or one of N equal shares): the first
 * part writes the invoice of the whole bill, as a whole payment does, and each part after pays some of what it
 * still owes. An invoice keeps `balance`, what is still owed (0 for every invoice paid whole, so 0 for every
 * invoice before), and, once a part paid a share, the split it follows (`split_shares` and `split_base`, the
 * balance when its first share was paid). Its payment rows carry the part they paid (`part`, 1 for every row
 * before) and who took them (`created_by`, the invoice's before). `invoice_parts` keeps each part's facts (its
 * amount, tip, share, cash handed over and change, who and when) and `invoice_part_lines` what a part paid of
 * each line; one part number of an invoice is written once (unique), so two terminals cannot both write it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ts = isPostgres(db) ? sql`timestamptz` : sql`text`;

  await db.schema
    .alterTable('invoices')
    .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('invoices').addColumn('split_shares', 'integer').execute();
  await db.schema.alterTable('invoices').addColumn('split_base', 'bigint').execute();

  await db.schema
    .alterTable('invoice_payments')
    .addColumn('part', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('invoice_payments').addColumn('created_by', 'text').execute();
  await sql`
    update invoice_payments set created_by = (
      select invoices.created_by from invoices
      where invoices.id = invoice_payments.invoice_id and invoices.tenant_id = invoice_payments.tenant_id
    )`.execute(db);
  await db.schema
    .createIndex('invoice_payments_created_by_idx')
    .on('invoice_payments')
    .columns(['tenant_id', 'created_by', 'created_at'])
    .execute();

  await db.schema
    .createTable('invoice_parts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('invoice_id', 'text', (c) => c.notNull().references('invoices.id').onDelete('cascade'))
    .addColumn('part', 'integer', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('tip', 'bigint', (c) => c.notNull())
    .addColumn('share_no', 'integer')
    .addColumn('shares', 'integer')
    .addColumn('amount_tendered', 'bigint')
    .addColumn('change_due', 'bigint')
    .addColumn('created_by', 'text')
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('invoice_parts_part_uq')
    .unique()
    .on('invoice_parts')
    .columns(['tenant_id', 'invoice_id', 'part'])
    .execute();

  await db.schema
    .createTable('invoice_part_lines')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('invoice_id', 'text', (c) => c.notNull().references('invoices.id').onDelete('cascade'))
    .addColumn('part', 'integer', (c) => c.notNull())
    .addColumn('order_item_id', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('invoice_part_lines_invoice_idx')
    .on('invoice_part_lines')
    .columns(['tenant_id', 'invoice_id', 'part'])
    .execute();
}
