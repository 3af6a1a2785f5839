import { type DialectAdapter, PostgresAdapter } from 'kysely';

/** Takes any Kysely instance or transaction, whatever its table types. */
export function isPostgres(db: { getExecutor(): { readonly adapter: DialectAdapter } }): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
