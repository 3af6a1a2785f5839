import type { Kysely } from 'kysely';

/**
 * Issue 24. Each user's language (null: the store's), and the store's own, which new users, receipts and
 * kitchen tokens follow. Stores and users from before speak English, as they did.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('language', 'text').execute();
  await db.schema
    .alterTable('store_settings')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
}
