import type { TOrderGroupResponse, TOrderItemResponse, TOrderResponse } from '@opentab/shared';

/** Orders as docs/api-pos.md sends them, for the Orders and Kitchen screen tests. */

export function makeItem(changes: Partial<TOrderItemResponse> = {}): TOrderItemResponse {
  return {
    id: 'i1',
    order_id: 'o1',
    item_id: 'm1',
    item_title: 'Classic Burger',
    variant_id: null,
    variant_title: null,
    variant_price: null,
    addons: [],
    quantity: 1,
    unit_price: 12.5,
    price: 12.5,
    line_total: 12.5,
    notes: null,
    status: 'created',
    date: '2025-03-01T12:00:00.000Z',
    ...changes,
  };
}

export function makeOrder(changes: Partial<TOrderResponse> = {}): TOrderResponse {
  return {
    id: 'o1',
    date: '2025-03-01T12:00:00.000Z',
    token_no: 7,
    provisional_token: null,
    business_day: '2025-03-01',
    delivery_type: 'dinein',
    customer_type: 'WALKIN',
    customer_id: null,
    customer_name: null,
    status: 'created',
    payment_status: 'pending',
    table_id: 't1',
    table_title: 'T1',
    floor: 'Ground Floor',
    items_total: 12.5,
    tax_total: 1.11,
    payable_total: 13.61,
    items: [makeItem()],
    ...changes,
  };
}

export function groupOf(
  orders: TOrderResponse[],
  changes: Partial<TOrderGroupResponse> = {},
): TOrderGroupResponse {
  const first = orders[0];
  return {
    table_id: first?.table_id ?? null,
    table_title: first?.table_title ?? 'Dine Out / Delivery',
    floor: first?.floor ?? null,
    orders,
    order_ids: orders.map((order) => order.id),
    ...changes,
  };
}
