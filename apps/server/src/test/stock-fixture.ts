import type { TDb } from '../db/database.ts';
import { newId } from '../lib/ids.ts';

/*
 * Issue 27: stock items and recipes written straight into a tenant, for the tests of what orders take from stock
 * (quantities in thousandths of the unit).
 */

const stamp = () => {
  const now = new Date().toISOString();
  return { created_at: now, updated_at: now };
};

/** A stock item with `onHand` received (an IN movement, so on_hand is the sum of its movements). */
export async function addStockItem(
  db: TDb,
  tenantId: string,
  { title, unit = 'pcs', onHand = 0 }: { title: string; unit?: string; onHand?: number },
): Promise<string> {
  const id = newId();
  await db
    .insertInto('stock_items')
    .values({ id, tenant_id: tenantId, title, unit, ...stamp() })
    .execute();
  if (onHand) await receiveStock(db, tenantId, { stockItemId: id, quantity: onHand });
  return id;
}

/** Stock received: an IN movement. */
export async function receiveStock(
  db: TDb,
  tenantId: string,
  { stockItemId, quantity }: { stockItemId: string; quantity: number },
): Promise<void> {
  await db
    .insertInto('stock_movements')
    .values({
      id: newId(),
      tenant_id: tenantId,
      stock_item_id: stockItemId,
      type: 'IN',
      quantity,
      note: 'delivery',
      created_at: new Date().toISOString(),
    })
    .execute();
}

/** A recipe line: what one unit of the item (or of its variant, or addon) takes of a stock item. */
export async function addRecipeLine(
  db: TDb,
  tenantId: string,
  line: { menuItemId: string; variantId?: string; addonId?: string; stockItemId: string; quantity: number },
): Promise<void> {
  await db
    .insertInto('recipe_items')
    .values({
      id: newId(),
      tenant_id: tenantId,
      menu_item_id: line.menuItemId,
      variant_id: line.variantId ?? null,
      addon_id: line.addonId ?? null,
      stock_item_id: line.stockItemId,
      quantity: line.quantity,
      ...stamp(),
    })
    .execute();
}

export async function onHandOf(db: TDb, stockItemId: string): Promise<number> {
  const row = await db
    .selectFrom('stock_items')
    .select('on_hand')
    .where('id', '=', stockItemId)
    .executeTakeFirstOrThrow();
  return Number(row.on_hand);
}

/** An item's movements, oldest first, as the tests compare them. */
export async function movementsOf(db: TDb, stockItemId: string) {
  const rows = await db
    .selectFrom('stock_movements')
    .select(['type', 'quantity', 'note', 'order_id', 'order_item_id'])
    .where('stock_item_id', '=', stockItemId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, quantity: Number(row.quantity) }));
}
