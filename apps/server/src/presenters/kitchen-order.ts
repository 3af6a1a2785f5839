import {
  KITCHEN_DEFAULT_PREP_MINUTES,
  KITCHEN_ITEM_STATUSES,
  type TKitchenOrderResponse,
  type TOrderItemStatus,
  type TOrderResponse,
} from '@opentab/shared';
import { groupBy } from '../lib/group-by.ts';

/** An order item as the kitchen routes it (modules/stations/station-routing.ts). */
type TRoutedItem = {
  id: string;
  orderId: string;
  status: TOrderItemStatus;
  updatedAt: string;
  prepMinutes: number | null;
  stationId: string | null;
};

type TKitchenView = {
  /** every item of the page's orders, routed */
  routed: readonly TRoutedItem[];
  /** the store's stations, in the order the screens list them (the default first, then by name) */
  stations: readonly { id: string; name: string }[];
  /** one station's view; absent for the expo (all) view */
  station?: string | undefined;
  /** a void (cancelled) since then is still shown */
  voidedSince: string;
};

const toMake = (status: TOrderItemStatus) => (KITCHEN_ITEM_STATUSES as readonly string[]).includes(status);
const isMade = (status: TOrderItemStatus) => status === 'completed' || status === 'delivered';

/**
 * Issue 26: the Kitchen screen's tickets from the open orders' page. Each item carries its station; each ticket
 * the stations of its items still in play (done when all of one's items are made) and its target prep time.
 *
 * - The expo view (no station) lists what is left to make with the fresh voids, as before; a ticket with
 *   nothing left to make (its last item just completed, or voided) shows its made and voided lines, every
 *   station done, so the expeditor sees it finished.
 * - A station's view lists only its items to make and its fresh voids; a ticket it has finished drops at once.
 */
export function presentKitchenOrders(
  orders: readonly TOrderResponse[],
  view: TKitchenView,
): TKitchenOrderResponse[] {
  const routes = new Map(view.routed.map((item) => [item.id, item]));
  const stationOf = (itemId: string) => routes.get(itemId)?.stationId ?? null;
  const routedByOrder = groupBy(view.routed, (item) => item.orderId);
  const tickets: TKitchenOrderResponse[] = [];
  for (const order of orders) {
    const routed = (routedByOrder.get(order.id) ?? []).filter((item) => item.status !== 'cancelled');
    const inView = view.station
      ? order.items.filter((item) => {
          if (stationOf(item.id) !== view.station) return false;
          const fresh = (routes.get(item.id)?.updatedAt ?? '') >= view.voidedSince;
          return toMake(item.status) || (item.status === 'cancelled' && fresh);
        })
      : order.items.some((item) => toMake(item.status))
        ? order.items.filter((item) => item.status !== 'completed')
        : order.items;
    if (inView.length === 0) continue;
    const stations = view.stations
      .filter((station) => routed.some((item) => item.stationId === station.id))
      .map((station) => ({
        id: station.id,
        name: station.name,
        done: routed.filter((item) => item.stationId === station.id).every((item) => isMade(item.status)),
      }));
    const timed = routed.filter((item) => !view.station || item.stationId === view.station);
    const targets = timed.map((item) => item.prepMinutes).filter((minutes) => minutes !== null);
    tickets.push({
      ...order,
      items: inView.map((item) => ({ ...item, station_id: stationOf(item.id) })),
      stations,
      target_minutes: targets.length > 0 ? Math.max(...targets) : KITCHEN_DEFAULT_PREP_MINUTES,
    });
  }
  return tickets;
}
