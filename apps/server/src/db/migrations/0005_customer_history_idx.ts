import type { Kysely } from 'kysely';

/**
 * `(tenant_id, customer_id)` on the tables that point at a customer besides orders (0009's
 * orders_customer_idx serves those): deleting a customer checks for their invoices and QR orders and removes
 * their reservations, which without an index reads every row of the store. The names are this migration's
 * own, so another migration indexing the same columns cannot collide with them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['invoices', 'qr_orders', 'reservations']) {
    await db.schema
      .createIndex(`${table}_customer_history_idx`)
      .on(table)
      .columns(['tenant_id', 'customer_id'])
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['invoices', 'qr_orders', 'reservations']) {
    await db.schema.dropIndex(`${table}_customer_history_idx`).execute();
  }
}
