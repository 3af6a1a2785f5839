import type { Kysely } from 'kysely';

/**
 * Issue 23. A discount given at payment on a whole bill (Pay & Complete): each line keeps its share of it
 * (`bill_discount_share`, beside its own discount and its share of its order's), and the invoice keeps the
 * discount as given and its reason. Lines and invoices written before carry none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('order_items')
    .addColumn('bill_discount_share', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('invoices').addColumn('bill_discount_type', 'text').execute();
  await db.schema.alterTable('invoices').addColumn('bill_discount_value', 'bigint').execute();
  await db.schema.alterTable('invoices').addColumn('bill_discount_reason', 'text').execute();
}
