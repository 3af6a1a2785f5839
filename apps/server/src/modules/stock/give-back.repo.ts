import type { TDb } from '../../db/database.ts';
import { preparedInsert } from '../../db/prepared.ts';
import type { Row } from '../../db/schema.ts';

const insertMovementRows = preparedInsert('stock_movements');

/** The movements of these order lines that moved what they use: a sale's OUT and a give-back's IN. */
export function listUsageOfLines(trx: TDb, tenantId: string, orderItemIds: readonly string[]) {
  return trx
    .selectFrom('stock_movements')
    .select(['order_item_id', 'stock_item_id', 'type', 'quantity'])
    .where('tenant_id', '=', tenantId)
    .where('order_item_id', 'in', orderItemIds)
    .where('type', 'in', ['OUT', 'IN'])
    .orderBy('created_at')
    .execute();
}

export async function insertMovements(trx: TDb, rows: readonly Row<'stock_movements'>[]): Promise<void> {
  await insertMovementRows(trx, rows);
}
