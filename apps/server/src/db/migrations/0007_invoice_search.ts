import type { Kysely } from 'kysely';

/**
 * Invoice search finds an invoice by the token number of one of its orders: without this index that reads
 * every order of the tenant (a year of a busy store is a few hundred thousand).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('orders_token_idx').on('orders').columns(['tenant_id', 'token_no']).execute();
}
