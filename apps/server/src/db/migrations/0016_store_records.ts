import { type Kysely, sql } from 'kysely';

/**
 * Issue 22. Payment types get a cash flag (only cash takes an amount tendered and gives change), and the store
 * a default payment type the payment dialogs preselect; the existing types titled like "Cash" become cash, and
 * each store's default becomes its oldest active cash type, else its oldest active type. The default has no
 * foreign key (SQLite cannot drop a column that has one): deleting a payment type clears it where it is the
 * default, and the dialogs only preselect a default that is still one of the store's active types.
 *
 * Invoices get a sequential number per store (invoice_no, with the store's prefix of that moment kept beside it
 * in invoice_prefix), taken from a per-store counter (invoice_counters) in the transaction that writes the
 * invoice: a rolled-back invoice gives its number back, a deleted one never does. The existing invoices are
 * numbered 1..n per store in the order they were written.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('payment_types')
    .addColumn('is_cash', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`
    update payment_types set is_cash = 1
    where lower(title) like '%cash%' and lower(title) not like '%cashless%'`.execute(db);

  await db.schema.alterTable('store_settings').addColumn('default_payment_type_id', 'text').execute();
  await db.schema
    .alterTable('store_settings')
    .addColumn('invoice_prefix', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql`
    update store_settings set default_payment_type_id = (
      select p.id from payment_types p
      where p.tenant_id = store_settings.tenant_id and p.is_active = 1
      order by p.is_cash desc, p.created_at, p.id
      limit 1
    )`.execute(db);

  await db.schema.alterTable('invoices').addColumn('invoice_no', 'integer').execute();
  await db.schema
    .alterTable('invoices')
    .addColumn('invoice_prefix', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql`
    update invoices set invoice_no = numbered.n
    from (
      select id, row_number() over (partition by tenant_id order by created_at, id) as n from invoices
    ) as numbered
    where numbered.id = invoices.id`.execute(db);
  await db.schema
    .createIndex('invoices_number_uq')
    .unique()
    .on('invoices')
    .columns(['tenant_id', 'invoice_no'])
    .execute();

  await db.schema
    .createTable('invoice_counters')
    .addColumn('tenant_id', 'text', (c) => c.primaryKey().references('tenants.id').onDelete('cascade'))
    .addColumn('last_no', 'integer', (c) => c.notNull())
    .execute();
  await sql`
    insert into invoice_counters (tenant_id, last_no)
    select tenant_id, max(invoice_no) from invoices group by tenant_id`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('invoice_counters').execute();
  await db.schema.dropIndex('invoices_number_uq').execute();
  await db.schema.alterTable('invoices').dropColumn('invoice_prefix').execute();
  await db.schema.alterTable('invoices').dropColumn('invoice_no').execute();
  await db.schema.alterTable('store_settings').dropColumn('invoice_prefix').execute();
  await db.schema.alterTable('store_settings').dropColumn('default_payment_type_id').execute();
  await db.schema.alterTable('payment_types').dropColumn('is_cash').execute();
}
