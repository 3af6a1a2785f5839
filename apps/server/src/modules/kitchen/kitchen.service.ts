import {
  KITCHEN_ITEM_STATUSES,
  KITCHEN_VOID_SHOWN_MINUTES,
  kitchenMoveFrom,
  type TKitchenStatus,
} from '@opentab/shared';
import type { TAppContext } from '../../context.ts';
import { MINUTE } from '../../lib/time.ts';
import { listOpenOrders, moveItem } from '../orders/orders.service.ts';

/**
 * The Kitchen screen: one page of open orders that still have something to make, oldest first (the ticket
 * waiting longest comes first), each with the items still to make. Issue 23: voided lines show too, struck
 * through, so the cook stops making them; an order whose last line to make was voided stays listed for
 * KITCHEN_VOID_SHOWN_MINUTES, so its void is seen rather than the ticket silently gone.
 */
export async function listKitchenOrders(ctx: TAppContext, tenantId: string, after?: string) {
  const { orders, page } = await listOpenOrders(ctx, {
    tenantId,
    after,
    itemStatuses: KITCHEN_ITEM_STATUSES,
    alsoShown: ['cancelled'],
    voidedSince: new Date(Date.now() - KITCHEN_VOID_SHOWN_MINUTES * MINUTE).toISOString(),
  });
  // an item that moved on between the page's two reads leaves its order nothing to show
  return { orders: orders.filter((order) => order.items.length > 0), page };
}

/** Start Making and Complete: one step forward (the shared rule), from the state before it only. */
export async function moveKitchenItem(
  ctx: TAppContext,
  move: { tenantId: string; itemId: string; status: TKitchenStatus },
) {
  await moveItem(ctx, { ...move, from: [kitchenMoveFrom(move.status)] });
}
