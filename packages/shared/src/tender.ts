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
