import type { TDb } from '../../db/database.ts';
import type { Row } from '../../db/schema.ts';
import { nowIso } from '../../lib/time.ts';

type TItemStatus = Row<'order_items'>['status'];

/**
 * Issue 26's bump and recall: these items of one open order move from one of `from` to `to`, in one
 * statement (its own transaction), so a ticket moves whole or not at all, and an item another screen moved
 * (or voided) meanwhile is left as it is. Answers how many moved.
 */
export async function moveOrderItems(
  db: TDb,
  tenantId: string,
  move: { orderId: string; itemIds: readonly string[]; from: readonly TItemStatus[]; to: TItemStatus },
): Promise<number> {
  if (move.itemIds.length === 0) return 0;
  const result = await db
    .updateTable('order_items')
    .set({ status: move.to, updated_at: nowIso() })
    .where('tenant_id', '=', tenantId)
    .where('order_id', '=', move.orderId)
    .where('id', 'in', move.itemIds)
    .where('status', 'in', move.from)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('orders')
          .select('orders.id')
          .whereRef('orders.id', '=', 'order_items.order_id')
          .where('orders.tenant_id', '=', tenantId)
          .where('orders.status', '=', 'created'),
      ),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
