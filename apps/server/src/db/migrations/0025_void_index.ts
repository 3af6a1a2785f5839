import { type Kysely, sql } from 'kysely';

/**
 * Issue 23. The reports count voids (cancelled lines) by the time they were cancelled: an index of only the
 * cancelled lines, by store and time, so the sum reads the range's voids and nothing else. Partial indexes
 * read the same on both databases.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('order_items_cancelled_idx')
    .on('order_items')
    .columns(['tenant_id', 'updated_at'])
    .where(sql.ref('status'), '=', 'cancelled')
    .execute();
}
