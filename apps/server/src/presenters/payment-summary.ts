import {
  fromMinor,
  milliToPercent,
  type TPaymentSummaryResponse,
  type TTaxByRateResponse,
  taxesByRate,
} from '@opentab/shared';
import type { Row } from '../db/schema.ts';
import type { TBillMoney } from '../lib/bill.ts';
import { groupBy } from '../lib/group-by.ts';
import { chargedLines } from '../lib/order-lines.ts';
import { presentOrder } from './order.ts';

/**
 * The tax of a bill per tax and rate (shared tax.ts), as a receipt and an invoice print it: its charged lines'
 * and its service charge's (taxed on top, so as an exclusive tax), adding up to the bill's tax total.
 */
export function presentTaxesByRate(
  charged: readonly Pick<Row<'order_items'>, 'tax_title' | 'tax_rate_milli' | 'tax_type' | 'line_tax'>[],
  currency: string,
  serviceCharge?: Pick<
    TBillMoney,
    'service_charge_tax' | 'service_charge_tax_title' | 'service_charge_tax_milli'
  >,
): TTaxByRateResponse[] {
  const lines = charged.map((item) => ({
    title: item.tax_title,
    rateMilli: item.tax_rate_milli,
    type: item.tax_type,
    tax: item.line_tax,
  }));
  if (serviceCharge && serviceCharge.service_charge_tax > 0) {
    lines.push({
      title: serviceCharge.service_charge_tax_title,
      rateMilli: serviceCharge.service_charge_tax_milli,
      type: 'exclusive',
      tax: serviceCharge.service_charge_tax,
    });
  }
  return taxesByRate(lines).map((tax) => ({
    title: tax.title,
    rate: milliToPercent(tax.rateMilli),
    type: tax.type,
    amount: fromMinor(tax.amount, currency),
  }));
}

/**
 * What some orders owe together (Pay & Complete's summary), with each order and its charged lines: cancelled
 * lines are neither charged nor listed, so a bill can be printed from it. `bill` is what billMoney made of
 * them (service charge included). Nothing is paid of a bill before it is paid whole (tip 0, paid 0, balance
 * the total) until part payments land.
 */
export function presentPaymentSummary(
  source: { orders: readonly Row<'orders'>[]; items: readonly Row<'order_items'>[]; bill: TBillMoney },
  currency: string,
): TPaymentSummaryResponse {
  const { orders, bill } = source;
  const charged = chargedLines(source.items);
  const byOrder = groupBy(charged, (item) => item.order_id);
  const money = (minor: number) => fromMinor(minor, currency);
  return {
    subtotal: money(bill.sub_total),
    taxTotal: money(bill.tax_total),
    total: money(bill.total),
    taxes: presentTaxesByRate(charged, currency, bill),
    orders: orders.map((order) => presentOrder(order, { items: byOrder.get(order.id) ?? [] }, currency)),
    discountTotal: money(bill.discount_total),
    serviceChargeTotal: money(bill.service_charge),
    serviceChargeRate: milliToPercent(bill.service_charge_milli),
    tip: 0,
    paid: 0,
    balance: money(bill.total),
  };
}
