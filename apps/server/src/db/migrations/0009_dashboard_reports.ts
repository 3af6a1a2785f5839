import type { Kysely } from 'kysely';

/**
 * The dashboard and reports count a repeat customer as one who ordered in the range and also before it:
 * that earlier order is found per customer through this index instead of a scan of the tenant's orders.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('orders_customer_idx')
    .on('orders')
    .columns(['tenant_id', 'customer_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_customer_idx').execute();
}
