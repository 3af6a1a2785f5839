import { fromMinor, type TOrderResponse } from '@opentab/shared';
import type { Row } from '../db/schema.ts';
import { chargedLines, sumLines } from '../lib/order-lines.ts';
import { presentOrderItem } from './order-item.ts';

/**
 * An order with the given lines (spec 01 "Order"); its totals are what the order owes now, from all of
 * its stored `items` but the cancelled ones, whichever lines are `shown` (all of them unless said).
 */
export function presentOrder(
  row: Row<'orders'>,
  { items, shown = items }: { items: readonly Row<'order_items'>[]; shown?: readonly Row<'order_items'>[] },
  currency: string,
): TOrderResponse {
  const owed = sumLines(chargedLines(items));
  return {
    id: row.id,
    date: row.created_at,
    token_no: row.token_no,
    business_day: row.business_day,
    provisional_token: row.provisional_token,
    delivery_type: row.delivery_type,
    customer_type: row.customer_type,
    customer_id: row.customer_id,
    customer_name: row.customer_name,
    status: row.status,
    payment_status: row.payment_status,
    table_id: row.table_id,
    table_title: row.table_title,
    floor: row.floor,
    items_total: fromMinor(owed.subtotal, currency),
    tax_total: fromMinor(owed.taxTotal, currency),
    payable_total: fromMinor(owed.total, currency),
    items: shown.map((item) => presentOrderItem(item, currency)),
  };
}
