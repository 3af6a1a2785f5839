import { type DialectAdapter, PostgresAdapter } from 'kysely';

/**
 * The migrations' own copy of db/dialect.ts's test: migrations import nothing outside this folder but kysely
 * (migrations.test.ts), so no later change to live code can change what an old migration does.
 */
export function isPostgres(db: { getExecutor(): { readonly adapter: DialectAdapter } }): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
