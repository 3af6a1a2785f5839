import type { TKitchenOrderResponse, TOrderItemResponse } from '@opentab/shared';
import { makeItem, makeOrder } from './order-fixtures';

/** A ticket as GET /kitchen answers it (issue 26): an order with its items' stations and its target time. */
export function makeTicket(
  changes: Partial<Omit<TKitchenOrderResponse, 'items'>> & {
    items?: (TOrderItemResponse & { station_id?: string | null })[];
  } = {},
): TKitchenOrderResponse {
  const { items = [makeItem()], ...rest } = changes;
  return {
    ...makeOrder(),
    stations: [],
    target_minutes: 15,
    ...rest,
    items: items.map((item) => ({ station_id: null, ...item })),
  };
}
