import { type Kysely, sql } from 'kysely';
import { isPostgres } from './dialect.ts';

/**
 * Issue 23, the money on a bill beyond its lines. The store's service charge (percent × 1000, the tax it is
 * charged with, whether only dine-in bills carry it) and the discount a cashier may give without a manager
 * (percent × 1000, 20 % by default). A line keeps the discount it was given (percent × 1000 or minor units,
 * with its reason) and what it took off the line, and its share of the order's discount; line_net and
 * line_tax stay what the line is charged, after both. An order keeps its own discount and the sum of every
 * discount of its lines. An invoice keeps its discounts and its service charge and that charge's tax (its
 * tax_total includes the latter; sub_total stays its lines' net), with the rate and the tax it was charged at,
 * and the tip paid with it (outside its total).
 *
 * An invoice's payments (split tender): one row per payment type and amount it was paid with (what each paid of
 * the bill and its tip; cash handed over beyond it is the invoice's change). Every invoice written before has
 * one, its whole total by its payment type.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('store_settings')
    .addColumn('service_charge_milli', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('store_settings').addColumn('service_charge_tax_id', 'text').execute();
  await db.schema
    .alterTable('store_settings')
    .addColumn('is_service_charge_dine_in_only', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('store_settings')
    .addColumn('discount_limit_milli', 'integer', (c) => c.notNull().defaultTo(20_000))
    .execute();

  for (const table of ['orders', 'order_items']) {
    await db.schema.alterTable(table).addColumn('discount_type', 'text').execute();
    await db.schema.alterTable(table).addColumn('discount_value', 'bigint').execute();
    await db.schema.alterTable(table).addColumn('discount_reason', 'text').execute();
  }
  await db.schema
    .alterTable('order_items')
    .addColumn('line_discount', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('order_items')
    .addColumn('order_discount_share', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('discount_total', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();

  for (const column of ['discount_total', 'service_charge', 'service_charge_tax']) {
    await db.schema
      .alterTable('invoices')
      .addColumn(column, 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
  }
  // a tip added at payment: paid with the bill, never part of its total, revenue or tax
  await db.schema
    .alterTable('invoices')
    .addColumn('tip', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  // the rule as charged, for the receipt's "Service charge 10 %" and its tax line
  await db.schema
    .alterTable('invoices')
    .addColumn('service_charge_milli', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('invoices').addColumn('service_charge_tax_title', 'text').execute();
  await db.schema.alterTable('invoices').addColumn('service_charge_tax_milli', 'integer').execute();

  const ts = isPostgres(db) ? sql`timestamptz` : sql`text`;
  await db.schema
    .createTable('invoice_payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('invoice_id', 'text', (c) => c.notNull().references('invoices.id').onDelete('cascade'))
    .addColumn('payment_type_id', 'text')
    .addColumn('payment_type_title', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('invoice_payments_invoice_idx')
    .on('invoice_payments')
    .columns(['tenant_id', 'invoice_id'])
    .execute();
  await db.schema
    .createIndex('invoice_payments_created_idx')
    .on('invoice_payments')
    .columns(['tenant_id', 'created_at'])
    .execute();
  await sql`
    insert into invoice_payments (id, tenant_id, invoice_id, payment_type_id, payment_type_title, amount, created_at)
    select id || '.1', tenant_id, id, payment_type_id, coalesce(payment_type_title, ''), total, created_at
    from invoices`.execute(db);
}
