import { KITCHEN_ITEM_STATUSES, kitchenMoveFrom, type TKitchenStatus } from '@opentab/shared';
import type { TAppContext } from '../../context.ts';
import { listOpenOrders, moveItem } from '../orders/orders.service.ts';

/**
 * The Kitchen screen: one page of open orders that still have something to make, oldest first (the ticket
 * waiting longest comes first), each with the items still to make and the voided ones (issue 23: the cook
 * sees a void at once, struck through, rather than a line silently gone).
 */
export async function listKitchenOrders(ctx: TAppContext, tenantId: string, after?: string) {
  const { orders, page } = await listOpenOrders(ctx, {
    tenantId,
    after,
    itemStatuses: KITCHEN_ITEM_STATUSES,
    alsoShown: ['cancelled'],
  });
  // an item that moved on between the page's two reads leaves its order nothing to make
  const toMake = (order: (typeof orders)[number]) => order.items.some((item) => item.status !== 'cancelled');
  return { orders: orders.filter(toMake), page };
}

/** Start Making and Complete: one step forward (the shared rule), from the state before it only. */
export async function moveKitchenItem(
  ctx: TAppContext,
  move: { tenantId: string; itemId: string; status: TKitchenStatus },
) {
  await moveItem(ctx, { ...move, from: [kitchenMoveFrom(move.status)] });
}
