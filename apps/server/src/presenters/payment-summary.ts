import { fromMinor, type TPaymentSummaryResponse } from '@opentab/shared';
import type { Row } from '../db/schema.ts';
import { groupBy } from '../lib/group-by.ts';
import { chargedLines, sumLines } from '../lib/order-lines.ts';
import { presentOrder } from './order.ts';

/**
 * What some orders owe together (Pay & Complete's summary; later the invoice of orders), with each order and
 * its charged lines: cancelled lines are neither charged nor listed, so a bill can be printed from it.
 */
export function presentPaymentSummary(
  orders: readonly Row<'orders'>[],
  items: readonly Row<'order_items'>[],
  currency: string,
): TPaymentSummaryResponse {
  const charged = chargedLines(items);
  const owed = sumLines(charged);
  const byOrder = groupBy(charged, (item) => item.order_id);
  return {
    subtotal: fromMinor(owed.subtotal, currency),
    taxTotal: fromMinor(owed.taxTotal, currency),
    total: fromMinor(owed.total, currency),
    orders: orders.map((order) => presentOrder(order, { items: byOrder.get(order.id) ?? [] }, currency)),
  };
}
