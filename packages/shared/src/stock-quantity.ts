import { readDecimalInput, scaleFromInteger, scaleToInteger } from './money.ts';

/**
 * Issue 27: stock quantities. The database keeps integers of a thousandth of an item's unit (2.5 kg is 2500),
 * so sums never drift; the wire and the screens speak decimals of the unit with at most three places. Every
 * conversion between the two goes through this file, on both ends (docs/inventory.md).
 */

/** Decimal places a quantity may have: a thousandth of the unit (a gram of a kilogram, a millilitre of a litre). */
export const STOCK_QUANTITY_DECIMALS = 3;

/** The largest quantity one movement, count or recipe line may name (in the item's unit). */
export const STOCK_QUANTITY_MAX = 1_000_000_000;

/** A quantity as sent (2.5) to the stored thousandths (2500), through the decimal digits: 0.1 + 0.2 stays exact. */
export function toStockMilli(quantity: number | string): number {
  return scaleToInteger(quantity, STOCK_QUANTITY_DECIMALS);
}

/** Stored thousandths (2500) to the quantity the wire carries (2.5). */
export function fromStockMilli(milli: number): number {
  return scaleFromInteger(Number(milli), STOCK_QUANTITY_DECIMALS);
}

/**
 * A quantity as typed or sent (a number or a numeric string): not negative, at most three decimals and at most
 * STOCK_QUANTITY_MAX. Its value, or undefined when it is not acceptable.
 */
export function readStockQuantity(value: unknown): number | undefined {
  return readDecimalInput(value, STOCK_QUANTITY_DECIMALS, STOCK_QUANTITY_MAX);
}
