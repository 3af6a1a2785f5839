import { fromMinor, priceCart, type TCartTotals, type TLineTax } from '@opentab/shared';
import { formatPrice as formatMajor } from '../lib/format';

/**
 * Money on the QR pages: prices arrive in major units, are turned into minor units and priced by the
 * shared tax module, so the Order Summary is the server's arithmetic. Shown through the web's formatter, which
 * follows the diner's language.
 */
export function formatPrice(major: number, currency: string): string {
  return formatMajor(major, currency);
}

export function formatMinor(minor: number, currency: string): string {
  return formatMajor(fromMinor(minor, currency), currency);
}

export const minorToMajor = (minor: number, currency: string) => fromMinor(minor, currency);

type TPricedLine = { unitPrice: number; quantity: number; tax: TLineTax };

/** Items Total (Σ net), Tax Total and Payable Total in minor units, with each line's amount. */
export function summarize(lines: readonly TPricedLine[]): TCartTotals & { amounts: number[] } {
  const totals = priceCart(lines);
  return {
    itemsTotal: totals.itemsTotal,
    taxTotal: totals.taxTotal,
    payableTotal: totals.payableTotal,
    amounts: totals.lines.map((line) => line.amount),
  };
}
