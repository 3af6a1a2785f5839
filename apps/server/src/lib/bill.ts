import {
  discountBill,
  NO_SERVICE_CHARGE,
  serviceChargeOf,
  type TDiscountValue,
  type TServiceChargeRule,
} from '@opentab/shared';
import type { Row } from '../db/schema.ts';
import { chargedLines } from './order-lines.ts';

/** A charged line as a bill reads it, and whether its order carries the service charge. */
export type TBillLine = {
  net: number;
  tax: number;
  /** its own discount and its share of its order's, minor units */
  discount: number;
  isServiceCharged: boolean;
};

/** The money columns of an invoice. */
export type TBillMoney = Pick<
  Row<'invoices'>,
  | 'sub_total'
  | 'tax_total'
  | 'total'
  | 'discount_total'
  | 'service_charge'
  | 'service_charge_tax'
  | 'service_charge_milli'
  | 'service_charge_tax_title'
  | 'service_charge_tax_milli'
>;

/**
 * What a bill comes to (issue 23, docs/money.md): its lines' net and tax as stored (after their discounts),
 * plus the service charge on the net of the lines whose order carries it, taxed on top. The one place an
 * invoice's money is added up: an order paid at once, Pay & Complete and its summary all call it.
 */
export function billMoney(lines: readonly TBillLine[], rule: TServiceChargeRule): TBillMoney {
  const sum = (pick: (line: TBillLine) => number, of = lines) =>
    of.reduce((total, line) => total + pick(line), 0);
  const net = sum((line) => line.net);
  const tax = sum((line) => line.tax);
  const charged = lines.filter((line) => line.isServiceCharged);
  const service =
    charged.length > 0
      ? serviceChargeOf(
          sum((line) => line.net, charged),
          rule,
        )
      : { charge: 0, tax: 0 };
  const isCharged = service.charge > 0;
  return {
    sub_total: net,
    tax_total: tax + service.tax,
    total: net + tax + service.charge + service.tax,
    discount_total: sum((line) => line.discount),
    service_charge: service.charge,
    service_charge_tax: service.tax,
    service_charge_milli: isCharged ? rule.rateMilli : 0,
    service_charge_tax_title: isCharged && rule.tax ? rule.tax.title : null,
    service_charge_tax_milli: isCharged && rule.tax ? rule.tax.rateMilli : null,
  };
}

type TDiscountedLine = Pick<
  Row<'order_items'>,
  | 'status'
  | 'unit_price'
  | 'quantity'
  | 'tax_rate_milli'
  | 'tax_type'
  | 'line_net'
  | 'line_tax'
  | 'line_discount'
  | 'order_discount_share'
  | 'bill_discount_share'
>;

/** Every discount a stored line carries: its own, its share of its order's and of its bill's. */
export const discountsOfLine = (item: TDiscountedLine) =>
  item.line_discount + item.order_discount_share + item.bill_discount_share;

/**
 * A bill's lines with a discount given at payment (issue 23) shared over its charged lines (shared
 * discountBill), each taxed again on what is left: the rows as they will be stored, what it took off and what
 * it discounted. Cancelled lines are left as they are. Throws DiscountTooLargeError.
 */
export function discountBillLines<T extends TDiscountedLine>(items: readonly T[], discount: TDiscountValue) {
  const charged = chargedLines(items);
  const billed = discountBill(
    charged.map((item) => ({
      unitPrice: item.unit_price,
      quantity: item.quantity,
      tax:
        item.tax_rate_milli !== null && item.tax_type
          ? { rateMilli: item.tax_rate_milli, type: item.tax_type }
          : null,
      discount: discountsOfLine(item),
    })),
    discount,
  );
  const byLine = new Map(charged.map((item, index) => [item, billed.lines[index]!]));
  return {
    off: billed.off,
    base: billed.base,
    items: items.map((item) => {
      const line = byLine.get(item);
      return line
        ? {
            ...item,
            line_net: line.net,
            line_tax: line.tax,
            bill_discount_share: item.bill_discount_share + line.share,
          }
        : item;
    }),
  };
}

/** What stored lines came to without any service charge: part of a paid bill, or lines not billed yet. */
export function billOfLines(
  items: readonly Pick<
    Row<'order_items'>,
    'status' | 'line_net' | 'line_tax' | 'line_discount' | 'order_discount_share' | 'bill_discount_share'
  >[],
): TBillMoney {
  const lines = chargedLines(items).map((item) => ({
    net: item.line_net,
    tax: item.line_tax,
    discount: item.line_discount + item.order_discount_share + item.bill_discount_share,
    isServiceCharged: false,
  }));
  return billMoney(lines, NO_SERVICE_CHARGE);
}
