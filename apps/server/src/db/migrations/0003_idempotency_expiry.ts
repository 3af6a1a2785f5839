import type { Kysely } from 'kysely';

/**
 * Idempotency keys expire after 24 hours and an hourly sweep deletes them oldest first
 * (modules/orders/placement/idempotency.ts): without this index each sweep would scan every stored key.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('idempotency_keys_created_idx')
    .on('idempotency_keys')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('idempotency_keys_created_idx').execute();
}
