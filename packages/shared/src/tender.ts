import { ORDER_AMOUNT_MAX_MINOR } from './money.ts';

/**
 * The cash a customer hands over ("amount tendered") and the change due, one rule for the payment dialogs
 * and the server. Amounts are minor units. Tendering is optional; when given it must cover the total.
 */

/** The most a tendered amount may be, in major units: with three decimals still within ORDER_AMOUNT_MAX_MINOR. */
export const AMOUNT_TENDERED_MAX_MAJOR = ORDER_AMOUNT_MAX_MINOR / 1000;

/** Change due for `tenderedMinor` against `payableMinor`; null when the amount does not cover the total. */
export function changeDue(tenderedMinor: number, payableMinor: number): number | null {
  return tenderedMinor >= payableMinor ? tenderedMinor - payableMinor : null;
}

/** A payment split over several types (issue 23): each entry's amount, minor units, and whether it is cash. */
export type TTenderEntry = { amount: number; isCash: boolean };

/**
 * Split tender: the entries must cover `due` (the bill and its tip); only cash may go over it, and the change
 * comes out of the cash entries, the last first. Answers what each entry paid of `due` and the change; 'short'
 * when they do not cover it, 'overpaid' when more than the cash given would have to come back.
 */
export function settleTender(
  entries: readonly TTenderEntry[],
  due: number,
): { paid: number[]; change: number } | 'short' | 'overpaid' {
  const total = entries.reduce((sum, entry) => sum + entry.amount, 0);
  if (total < due) return 'short';
  const cash = entries.reduce((sum, entry) => sum + (entry.isCash ? entry.amount : 0), 0);
  const change = total - due;
  if (change > cash) return 'overpaid';
  let left = change;
  const paid = [...entries].reverse().map((entry) => {
    if (!entry.isCash || left === 0) return entry.amount;
    const back = Math.min(left, entry.amount);
    left -= back;
    return entry.amount - back;
  });
  return { paid: paid.reverse(), change };
}
