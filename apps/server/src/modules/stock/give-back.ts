import type { TDb } from '../../db/database.ts';
import type { Row } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';
import { insertMovements, listUsageOfLines } from './give-back.repo.ts';

/*
 * Issue 27: what a voided order line does to stock, in the void's own transaction (both databases; docs/stock.md).
 * A line the kitchen had not started gives back exactly what its sale took (IN, by order_item_id). A line it had
 * started was made: what it took is given back as usage (IN) and recorded as wastage (WASTAGE) of the same amount,
 * so on_hand does not change and the reports count it as wasted, not used. A line that comes back from cancelled
 * takes again what its sale took.
 */

type TVoidedLine = {
  id: string;
  orderId: string;
  /** the kitchen had started it (preparing or further) */
  isStarted: boolean;
};

type TBy = { userId: string | null; name: string };

/** What a line's sale takes from each stock item (its first OUT), and what it still uses (OUTs less INs). */
async function usageOf(trx: TDb, tenantId: string, lineIds: readonly string[]) {
  const rows = lineIds.length ? await listUsageOfLines(trx, tenantId, lineIds) : [];
  const usage = new Map<string, Map<string, { sale: number; using: number }>>();
  for (const row of rows) {
    if (!row.order_item_id) continue;
    const line = usage.get(row.order_item_id) ?? new Map<string, { sale: number; using: number }>();
    const item = line.get(row.stock_item_id) ?? { sale: 0, using: 0 };
    if (row.type === 'OUT' && item.sale === 0) item.sale = -Number(row.quantity);
    item.using -= Number(row.quantity);
    line.set(row.stock_item_id, item);
    usage.set(row.order_item_id, line);
  }
  return usage;
}

function movement(
  tenantId: string,
  { line, stockItemId, by, at }: { line: TVoidedLine; stockItemId: string; by: TBy; at: string },
  { type, quantity }: Pick<Row<'stock_movements'>, 'type' | 'quantity'>,
): Row<'stock_movements'> {
  return {
    id: newId(),
    tenant_id: tenantId,
    stock_item_id: stockItemId,
    type,
    quantity,
    // no words stored: the logs name the order by its token, in the reader's language
    note: '',
    order_id: line.orderId,
    order_item_id: line.id,
    created_by: by.userId,
    created_by_name: by.name,
    created_at: at,
  };
}

/**
 * The give-back (and, for a started line, the wastage) of voided lines. Answers whether it moved any stock (the
 * caller then announces the change after its commit).
 */
export async function giveBackVoidedLines(
  trx: TDb,
  tenantId: string,
  { lines, by }: { lines: readonly TVoidedLine[]; by: TBy },
): Promise<boolean> {
  const usage = await usageOf(
    trx,
    tenantId,
    lines.map((line) => line.id),
  );
  const at = nowIso();
  const rows: Row<'stock_movements'>[] = [];
  for (const line of lines) {
    for (const [stockItemId, { using }] of usage.get(line.id) ?? []) {
      if (using <= 0) continue;
      const of = { line, stockItemId, by, at };
      rows.push(movement(tenantId, of, { type: 'IN', quantity: using }));
      if (line.isStarted) rows.push(movement(tenantId, of, { type: 'WASTAGE', quantity: -using }));
    }
  }
  await insertMovements(trx, rows);
  return rows.length > 0;
}

/** A line moved back from cancelled takes again what its sale took, where it was given back. */
export async function retakeRestoredLine(
  trx: TDb,
  tenantId: string,
  { line, by }: { line: Omit<TVoidedLine, 'isStarted'>; by: TBy },
): Promise<boolean> {
  const usage = await usageOf(trx, tenantId, [line.id]);
  const at = nowIso();
  const rows: Row<'stock_movements'>[] = [];
  for (const [stockItemId, { sale, using }] of usage.get(line.id) ?? []) {
    if (using >= sale) continue;
    rows.push(
      movement(
        tenantId,
        { line: { ...line, isStarted: false }, stockItemId, by, at },
        { type: 'OUT', quantity: -(sale - using) },
      ),
    );
  }
  await insertMovements(trx, rows);
  return rows.length > 0;
}
