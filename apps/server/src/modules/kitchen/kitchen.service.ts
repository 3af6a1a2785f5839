import {
  KITCHEN_ITEM_STATUSES,
  KITCHEN_VOID_SHOWN_MINUTES,
  kitchenMoveFrom,
  MSG,
  POS_MSG,
  STATION_MSG,
  type TKitchenStatus,
  type TOrderItemStatus,
} from '@opentab/shared';
import type { TAppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { MINUTE } from '../../lib/time.ts';
import { presentKitchenOrders } from '../../presenters/kitchen-order.ts';
import { findOrdersByIds } from '../orders/orders.repo.ts';
import { listOpenOrders, moveItem } from '../orders/orders.service.ts';
import { listRoutedItems } from '../stations/station-routing.ts';
import { getStation, listStationChoices } from '../stations/stations.service.ts';
import * as repo from './kitchen.repo.ts';

/**
 * The Kitchen screen: one page of open orders that still have something to make, oldest first (the ticket
 * waiting longest comes first), each with the items still to make. Issue 23: voided lines show too, struck
 * through, so the cook stops making them; an order whose last line to make was voided stays listed for
 * KITCHEN_VOID_SHOWN_MINUTES, so its void is seen rather than the ticket silently gone. Issue 26: of one
 * station (`station`: its items only), or of all (the expo view, where a ticket just finished stays listed as
 * long, every station done); routed by each item's category now (modules/stations/station-routing.ts).
 */
export async function listKitchenOrders(
  ctx: TAppContext,
  tenantId: string,
  query: { after?: string | undefined; station?: string | undefined },
) {
  if (query.station) await getStation(ctx.db, tenantId, query.station);
  const voidedSince = new Date(Date.now() - KITCHEN_VOID_SHOWN_MINUTES * MINUTE).toISOString();
  const { orders, page } = await listOpenOrders(ctx, {
    tenantId,
    after: query.after,
    itemStatuses: KITCHEN_ITEM_STATUSES,
    alsoShown: ['cancelled', 'completed'],
    voidedSince,
    recentStatuses: ['cancelled', 'completed'],
  });
  const [routed, stations] = await Promise.all([
    listRoutedItems(
      ctx.db,
      tenantId,
      orders.map((order) => order.id),
    ),
    listStationChoices(ctx, tenantId),
  ]);
  // an order with nothing of this view (or an item that moved on between the reads) is left out
  return {
    orders: presentKitchenOrders(orders, { routed, stations, station: query.station, voidedSince }),
    page,
  };
}

/** Start Making and Complete: one step forward (the shared rule), from the state before it only. */
export async function moveKitchenItem(
  ctx: TAppContext,
  move: { tenantId: string; itemId: string; status: TKitchenStatus },
) {
  await moveItem(ctx, { ...move, from: [kitchenMoveFrom(move.status)] });
}

type TTicketMove = { tenantId: string; orderId: string; station?: string | undefined };

/**
 * Moves a ticket's items (of one station, when given) from `from` to `to` in one statement: the ticket's
 * items another screen moved meanwhile stay as they are; nothing to move is a conflict with `nothing`.
 */
async function moveTicket(
  ctx: TAppContext,
  move: TTicketMove & { from: readonly TOrderItemStatus[]; to: TOrderItemStatus; nothing: string },
) {
  const { tenantId, orderId, station } = move;
  if (station) await getStation(ctx.db, tenantId, station);
  const [order] = await findOrdersByIds(ctx.db, tenantId, { ids: [orderId] });
  if (!order) throw new AppError('NOT_FOUND', MSG.notFound);
  if (order.status !== 'created') throw new AppError('CONFLICT', POS_MSG.orderClosed);
  const itemIds = (await listRoutedItems(ctx.db, tenantId, [orderId]))
    .filter((item) => move.from.includes(item.status) && (!station || item.stationId === station))
    .map((item) => item.id);
  const moved = await ctx.transactions.runStatement((db) =>
    repo.moveOrderItems(db, tenantId, { orderId, itemIds, from: move.from, to: move.to }),
  );
  if (moved === 0) throw new AppError('CONFLICT', move.nothing);
  ctx.realtime.emitToTenant(tenantId, 'order_update', { orderId });
}

/** Bump: every item of the ticket still to make (not started or on the stove) is made, in one tap. */
export function bumpTicket(ctx: TAppContext, move: TTicketMove) {
  return moveTicket(ctx, {
    ...move,
    from: KITCHEN_ITEM_STATUSES,
    to: 'completed',
    nothing: STATION_MSG.nothingToBump,
  });
}

/** Recall: the ticket's items made and not served yet go back on the stove (the KDS's "recall last bumped"). */
export function recallTicket(ctx: TAppContext, move: TTicketMove) {
  return moveTicket(ctx, {
    ...move,
    from: ['completed'],
    to: 'preparing',
    nothing: STATION_MSG.nothingToRecall,
  });
}
