import { proRata } from './tax.ts';

/*
 * Issue 23: what a refund by lines gives back (docs/money.md, "Refunds and credit notes"). A line is refunded
 * at what it was charged: its net + tax after its discounts (its stored snapshot), shared pro rata by quantity
 * with the one rounding rule. The share is taken cumulatively (what the first r + q units come to, less what
 * the first r did), so refunding a line in parts gives back exactly what refunding it at once would: a line
 * refunded whole always gives back exactly what it was charged, never a unit more or less.
 */

export const REFUND_REASON_MAX_LENGTH = 200;

/** An invoice line as charged, minor units: its quantity, net and tax after its discounts. */
export type TRefundableLine = { quantity: number; net: number; tax: number };

/** What a refund gives back, minor units: the amount paid back and the tax inside it. */
export type TRefundMoney = { amount: number; tax: number };

function firstUnits(line: TRefundableLine, units: number): TRefundMoney {
  const whole = line.quantity;
  return {
    amount: proRata(line.net + line.tax, { part: units, whole }),
    tax: proRata(line.tax, { part: units, whole }),
  };
}

/**
 * What refunding `quantity` more units of a line gives back when `refunded` units of it were refunded before.
 * The caller checks refunded + quantity ≤ the line's quantity.
 */
export function refundOfLine(
  line: TRefundableLine,
  { refunded, quantity }: { refunded: number; quantity: number },
): TRefundMoney {
  const after = firstUnits(line, refunded + quantity);
  const before = firstUnits(line, refunded);
  return { amount: after.amount - before.amount, tax: after.tax - before.tax };
}

/**
 * The tax inside a free amount refunded off an invoice: the invoice's share of tax in its total, by the one
 * rounding rule (an invoice without tax gives none).
 */
export function taxOfRefundAmount(amount: number, invoice: { total: number; taxTotal: number }): number {
  return proRata(invoice.taxTotal, { part: amount, whole: invoice.total });
}
