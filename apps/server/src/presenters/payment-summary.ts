import {
  fromMinor,
  milliToPercent,
  type TPaymentSummaryResponse,
  type TTaxByRateResponse,
  taxesByRate,
} from '@opentab/shared';
import type { Row } from '../db/schema.ts';
import type { TBillMoney } from '../lib/bill.ts';
import type { TBillState } from '../lib/bill-parts.ts';
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

/** What is paid of a bill being paid in parts, and what the asked part comes to (issue 23, split bill). */
export type TSummaryParts = {
  invoiceId: string | null;
  /** the tips its parts paid so far */
  tip: number;
  state: Pick<TBillState, 'total' | 'balance' | 'lines' | 'split' | 'sharesPaid'>;
  amountDue: number;
  shares: number[] | null;
};

/**
 * What some orders owe together (Pay & Complete's summary), with each order and its charged lines: cancelled
 * lines are neither charged nor listed, so a bill can be printed from it. `bill` is what billMoney made of
 * them (service charge included), or their invoice as charged. `parts` says what is paid of it (split bill):
 * without it, nothing is (tip 0, paid 0, balance the total), as for a past bill shown as it was charged.
 */
export function presentPaymentSummary(
  source: {
    orders: readonly Row<'orders'>[];
    items: readonly Row<'order_items'>[];
    bill: TBillMoney;
    parts?: TSummaryParts;
    /** issue 27: the member points redeemed on the bill and what they took off it (minor units) */
    points?: { redeemed: number; discount: number; memberBalance?: number | null };
  },
  currency: string,
): TPaymentSummaryResponse {
  const { orders, bill } = source;
  const charged = chargedLines(source.items);
  const byOrder = groupBy(charged, (item) => item.order_id);
  const money = (minor: number) => fromMinor(minor, currency);
  const lineOf = new Map((source.parts?.state.lines ?? []).map((line) => [line.id, line]));
  const balance = source.parts?.state.balance ?? bill.total;
  return {
    subtotal: money(bill.sub_total),
    taxTotal: money(bill.tax_total),
    total: money(bill.total),
    taxes: presentTaxesByRate(charged, currency, bill),
    orders: orders.map((order) => {
      const items = byOrder.get(order.id) ?? [];
      const presented = presentOrder(order, { items }, currency);
      return {
        ...presented,
        items: presented.items.map((item, index) => {
          const line = lineOf.get(item.id);
          const stored = items[index]!;
          return {
            ...item,
            paidQuantity: line?.paid ?? 0,
            billAmount: money(line?.gross ?? stored.line_net + stored.line_tax),
          };
        }),
      };
    }),
    discountTotal: money(bill.discount_total),
    serviceChargeTotal: money(bill.service_charge),
    serviceChargeRate: milliToPercent(bill.service_charge_milli),
    tip: money(source.parts?.tip ?? 0),
    paid: money(bill.total - balance),
    balance: money(balance),
    invoiceId: source.parts?.invoiceId ?? null,
    amountDue: money(source.parts?.amountDue ?? balance),
    shares: source.parts?.shares?.map(money) ?? null,
    splitShares: source.parts?.state.split?.shares ?? null,
    sharesPaid: source.parts?.state.sharesPaid ?? 0,
    pointsRedeemed: source.points?.redeemed ?? 0,
    pointsDiscount: money(source.points?.discount ?? 0),
    memberPoints: source.points?.memberBalance ?? null,
  };
}
