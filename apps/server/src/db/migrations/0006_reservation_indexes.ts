import type { Kysely } from 'kysely';

/**
 * Reservations are found by their unique code (search), by customer (search by name or phone) and by table
 * and time (the two-hour rule); each lookup gets its index so it stays fast with years of bookings. The
 * code is unique per store.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('reservations_code_idx')
    .unique()
    .on('reservations')
    .columns(['tenant_id', 'unique_code'])
    .execute();
  await db.schema
    .createIndex('reservations_customer_idx')
    .on('reservations')
    .columns(['tenant_id', 'customer_id', 'date'])
    .execute();
  await db.schema
    .createIndex('reservations_table_date_idx')
    .on('reservations')
    .columns(['tenant_id', 'table_id', 'date'])
    .execute();
}
