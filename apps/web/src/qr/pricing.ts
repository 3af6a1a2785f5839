import {
  formatMoney,
  fromMinor,
  percentToMilli,
  priceCart,
  type TCartTotals,
  type TLineTax,
  toMinor,
  unitPrice,
} from '@opentab/shared';
import type { TQrMenuItem, TQrOption } from './api';

/**
 * Money on the QR pages: prices arrive in major units, are turned into minor units and priced by the
 * shared tax module, so the Order Summary is the server's arithmetic.
 */
export function formatPrice(major: number, currency: string): string {
  return formatMoney(toMinor(major, currency), currency);
}

export function formatMinor(minor: number, currency: string): string {
  return formatMoney(minor, currency);
}

export function itemTax(item: Pick<TQrMenuItem, 'tax_rate' | 'tax_type'>): TLineTax {
  if (item.tax_type !== 'exclusive' && item.tax_type !== 'inclusive') return null;
  return { rateMilli: percentToMilli(item.tax_rate ?? 0), type: item.tax_type };
}

/** Unit price in minor units: the variant's price replaces the item's, addon prices add to it. */
export function unitPriceMinor(
  item: Pick<TQrMenuItem, 'price'>,
  variant: TQrOption | null,
  addons: readonly TQrOption[],
  currency: string,
): number {
  return unitPrice({
    price: toMinor(item.price, currency),
    variantPrice: variant ? toMinor(variant.price, currency) : null,
    addonPrices: addons.map((addon) => toMinor(addon.price, currency)),
  });
}

export const minorToMajor = (minor: number, currency: string) => fromMinor(minor, currency);

export type TPricedLine = { unitPrice: number; quantity: number; tax: TLineTax };

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
