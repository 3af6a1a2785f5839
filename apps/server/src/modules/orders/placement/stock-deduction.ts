import type { Row } from '../../../db/schema.ts';
import { newId } from '../../../lib/ids.ts';
import type { TOrderItemRow } from '../orders.repo.ts';
import type { TPricedLine } from './cart-pricing.ts';
import type { TCatalog } from './catalog.ts';

/*
 * Issue 27: what an order sent to the kitchen takes from stock, planned with the order and written in its
 * transaction by both writers (docs/stock.md).
 */

type TDeductionInput = {
  tenantId: string;
  orderId: string;
  /** when the order was made: its movements are dated with it */
  at: string;
  /** who placed it, as the movement logs name them */
  by: { userId: string; name: string };
};

/**
 * What one unit of a line uses, per stock item (thousandths of its unit): its item's recipe, its variant's and
 * each chosen addon's, added up.
 */
function unitUsage(recipes: TCatalog['recipes'], line: TPricedLine): Map<string, number> {
  const owners = [line.itemId, line.variantId, ...line.addons.map((addon) => addon.id)];
  const usage = new Map<string, number>();
  for (const owner of owners) {
    for (const recipeLine of (owner && recipes.get(owner)) || []) {
      usage.set(recipeLine.stockItemId, (usage.get(recipeLine.stockItemId) ?? 0) + recipeLine.quantity);
    }
  }
  return usage;
}

/**
 * One OUT movement per line and stock item: the line's unit usage times its quantity, tied to the order and the
 * line, so a void gives back exactly what that line took. Sorted by stock item, so two orders touch their rows in
 * one order. No note: the logs name the order by its token, read with them (inventory.repo.ts).
 */
export function stockMovementRows(
  recipes: TCatalog['recipes'],
  { lines, items }: { lines: readonly TPricedLine[]; items: readonly TOrderItemRow[] },
  { tenantId, orderId, at, by }: TDeductionInput,
): Row<'stock_movements'>[] {
  const rows: Row<'stock_movements'>[] = [];
  lines.forEach((line, index) => {
    const item = items[index];
    if (!item) return;
    for (const [stockItemId, quantity] of unitUsage(recipes, line)) {
      rows.push({
        id: newId(),
        tenant_id: tenantId,
        stock_item_id: stockItemId,
        type: 'OUT',
        quantity: -quantity * line.quantity,
        note: '',
        order_id: orderId,
        order_item_id: item.id,
        created_by: by.userId,
        created_by_name: by.name,
        created_at: at,
      });
    }
  });
  return rows.sort((a, b) => a.stock_item_id.localeCompare(b.stock_item_id));
}
