import type { TStockShortage } from '@opentab/shared';
import type { TDb } from '../../../db/database.ts';
import { type Placeholders, preparedInsert, preparedQuery } from '../../../db/prepared.ts';
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

/** One stock item's on hand, as the order's check reads it (compiled once: it runs per touched item). */
const stockOnHand = preparedQuery((db, p: Placeholders<{ tenantId: string; id: string }>) =>
  db
    .selectFrom('stock_items')
    .select(['title', 'unit', 'on_hand'])
    .where('tenant_id', '=', p.tenantId)
    .where('id', '=', p.id)
    .where('deleted_at', 'is', null),
);

/**
 * The stock items `movements` would leave below zero (deleted items never count), by title: asked before the
 * order writes anything. SQLite has one writer, so what it reads is what the movements will find.
 */
export async function findStockShortages(
  trx: TDb,
  tenantId: string,
  movements: readonly Row<'stock_movements'>[],
): Promise<TStockShortage[]> {
  if (movements.length === 0) return [];
  const change = new Map<string, number>();
  for (const m of movements) change.set(m.stock_item_id, (change.get(m.stock_item_id) ?? 0) + m.quantity);
  const shortages: TStockShortage[] = [];
  for (const [id, quantity] of change) {
    const row = await stockOnHand.first(trx, { tenantId, id });
    if (row && Number(row.on_hand) + quantity < 0) shortages.push({ title: row.title, unit: row.unit });
  }
  return shortages.sort((a, b) => a.title.localeCompare(b.title));
}
