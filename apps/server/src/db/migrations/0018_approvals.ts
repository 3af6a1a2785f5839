import type { Kysely } from 'kysely';

/**
 * Issue 23. A user's approval PIN (4 to 6 digits), hashed like passwords; null while the user has set none.
 * A manager approves with it what a cashier may not do alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('pin_hash', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('pin_hash').execute();
}
