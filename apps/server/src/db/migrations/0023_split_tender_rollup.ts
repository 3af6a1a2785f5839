import { type Kysely, sql } from 'kysely';
import { isPostgres } from './dialect.ts';
import { SPLIT_TENDER_ROLLUP } from './frozen-sql.ts';

/*
 * Issue 23: the sales rollup shares a split bill's revenue out over its payment types by what each part paid
 * (modules/orders/sales-rollup.repo.ts), where it counted it under the invoice's joined title ("Card + Cash").
 * The stores that took split bills before get their `sales_rollup` summed again; no other store has a row that
 * changes, and item_sales_rollup does not hold payment types.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of isPostgres(db) ? SPLIT_TENDER_ROLLUP.postgres : SPLIT_TENDER_ROLLUP.sqlite)
    await sql.raw(statement).execute(db);
}
