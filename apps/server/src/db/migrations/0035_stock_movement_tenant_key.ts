import { type Kysely, sql } from 'kysely';
import { isPostgres } from './dialect.ts';

/**
 * Issue 27. PostgreSQL: a stock movement no longer checks its store's row on insert. The check was one more
 * query per movement inside an order batch (four per order with recipes), and it guarded nothing the movement's
 * stock item does not: the item belongs to the store, is never deleted but with it (items are only marked
 * deleted), and its own key deletes its movements with it. SQLite keeps its key: there the check is one
 * primary-key lookup in the writer's own connection, and dropping it means rebuilding the table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`alter table stock_movements drop constraint stock_movements_tenant_id_fkey`.execute(db);
}
