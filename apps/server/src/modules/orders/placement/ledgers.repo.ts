import type { TDb } from '../../../db/database.ts';
import { preparedInsert } from '../../../db/prepared.ts';
import type { Row } from '../../../db/schema.ts';

/*
 * The ledgers an order writes with itself (issue 27), SQLite's writer's statements (place-orders.sql inserts the
 * same rows on PostgreSQL). Both are append-only: the database sums them into stock_items.on_hand and
 * customers.points in the insert's own transaction.
 */

const insertStockMovementRows = preparedInsert('stock_movements');
const insertMemberPointRows = preparedInsert('member_points');

export async function insertStockMovements(trx: TDb, rows: readonly Row<'stock_movements'>[]): Promise<void> {
  await insertStockMovementRows(trx, rows);
}

export async function insertMemberPoints(trx: TDb, rows: readonly Row<'member_points'>[]): Promise<void> {
  await insertMemberPointRows(trx, rows);
}
