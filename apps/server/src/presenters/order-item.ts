import { fromMinor, type TOrderItemResponse } from '@opentab/shared';
import type { Row } from '../db/schema.ts';
import { readAddonsSnapshot } from '../lib/addons-snapshot.ts';

/** An order line as the Orders and Kitchen screens read it (spec 01 "Order item"), money in major units. */
export function presentOrderItem(row: Row<'order_items'>, currency: string): TOrderItemResponse {
  const money = (minor: number) => fromMinor(minor, currency);
  return {
    id: row.id,
    order_id: row.order_id,
    item_id: row.item_id,
    item_title: row.item_title,
    variant_id: row.variant_id,
    variant_title: row.variant_title,
    variant_price: row.variant_price === null ? null : money(row.variant_price),
    addons: readAddonsSnapshot(row.addons).map((a) => ({ id: a.id, title: a.title, price: money(a.price) })),
    quantity: row.quantity,
    unit_price: money(row.unit_price),
    price: money(row.unit_price),
    line_total: money(row.unit_price * row.quantity),
    notes: row.notes,
    status: row.status,
    date: row.created_at,
  };
}
