import type { TOrderGroupResponse, TOrderResponse } from './orders.responses.ts';

const DINE_OUT_TITLE = 'Dine Out / Delivery';

const collator = new Intl.Collator(undefined, { numeric: true });

/**
 * The Orders screen's cards (spec 01 "Kitchen order group"): one per table (by floor, then title), then one
 * per order without a table, in the orders' order. A table's rounds share one bill; take-away and delivery
 * orders are different customers, so a card's Cancel, Complete and Pay & Complete never reach past one.
 * The server groups a page with it, and the web the orders of every page it has loaded.
 */
export function groupOrdersByTable(orders: readonly TOrderResponse[]): TOrderGroupResponse[] {
  const group = (list: TOrderResponse[], tableTitle: string): TOrderGroupResponse => ({
    table_id: list[0]?.table_id ?? null,
    table_title: tableTitle,
    floor: list[0]?.floor ?? null,
    orders: list,
    order_ids: list.map((o) => o.id),
  });
  const byTable = new Map<string, TOrderResponse[]>();
  for (const order of orders) {
    if (!order.table_id) continue;
    const list = byTable.get(order.table_id);
    if (list) list.push(order);
    else byTable.set(order.table_id, [order]);
  }
  const tableGroups = [...byTable.values()]
    .map((list) => group(list, list[0]?.table_title ?? ''))
    .sort(
      (a, b) =>
        collator.compare(a.floor ?? '', b.floor ?? '') || collator.compare(a.table_title, b.table_title),
    );
  const dineOutGroups = orders
    .filter((order) => !order.table_id)
    .map((order) => group([order], DINE_OUT_TITLE));
  return [...tableGroups, ...dineOutGroups];
}
