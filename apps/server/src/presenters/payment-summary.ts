import {
  fromMinor,
  milliToPercent,
  type TPaymentSummaryResponse,
  type TTaxByRateResponse,
  taxesByRate,
} from '@opentab/shared';
import type { Row } from '../db/schema.ts';
import { groupBy } from '../lib/group-by.ts';
import { chargedLines, sumLines } from '../lib/order-lines.ts';
import { presentOrder } from './order.ts';

/** The tax of charged lines per tax and rate (shared tax.ts), as a receipt and an invoice print it. */
export function presentTaxesByRate(
  charged: readonly Pick<Row<'order_items'>, 'tax_title' | 'tax_rate_milli' | 'tax_type' | 'line_tax'>[],
  currency: string,
): TTaxByRateResponse[] {
  const lines = charged.map((item) => ({
    title: item.tax_title,
    rateMilli: item.tax_rate_milli,
    type: item.tax_type,
    tax: item.line_tax,
  }));
  return taxesByRate(lines).map((tax) => ({
    title: tax.title,
    rate: milliToPercent(tax.rateMilli),
    type: tax.type,
    amount: fromMinor(tax.amount, currency),
  }));
}

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
    taxes: presentTaxesByRate(charged, currency),
    orders: orders.map((order) => presentOrder(order, { items: byOrder.get(order.id) ?? [] }, currency)),
  };
}
