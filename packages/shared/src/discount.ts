import { currencyExponent, decimalPlaces, toMinor } from './money.ts';
import {
  percentOf,
  percentToMilli,
  priceCart,
  priceLine,
  TAX_RATE_EXPONENT,
  TAX_RATE_MAX_PERCENT,
  type TCartTotals,
  type TLineInput,
  type TLinePrice,
} from './tax.ts';

/**
 * Discounts (issue 23): on a line or on a whole order, a percent (0 < p ≤ 100, three decimals, kept × 1000 like
 * tax rates) or an amount (minor units, never more than what it discounts), always with a reason. A line's
 * discount comes off its amount (unit price × quantity); the order's comes off what the lines come to after
 * their own, shared out over them in proportion (shareOut), so each line is then taxed on what is left of it:
 * exclusive tax on top of the discounted amount, inclusive tax taken out of it (the discount is a part of
 * the price the guest sees, tax included). docs/money.md tells the whole model.
 */
export const DISCOUNT_TYPES = ['percent', 'amount'] as const;
export type TDiscountType = (typeof DISCOUNT_TYPES)[number];
export const DISCOUNT_REASON_MAX_LENGTH = 200;
/** percent × 1000 */
const DISCOUNT_PERCENT_MAX_MILLI = TAX_RATE_MAX_PERCENT * 10 ** TAX_RATE_EXPONENT;

/** A discount as kept: percent × 1000, or an amount in minor units. */
export type TDiscountValue = { type: TDiscountType; value: number };

/**
 * A discount as sent (a percent, or an amount in major units) as kept: percent × 1000, or minor units of the
 * currency; undefined when the amount has more decimals than the currency.
 */
export function discountValueOf(
  discount: { type: TDiscountType; value: number },
  currency: string,
): TDiscountValue | undefined {
  if (discount.type === 'percent') return { type: 'percent', value: percentToMilli(discount.value) };
  if ((decimalPlaces(discount.value) ?? Number.POSITIVE_INFINITY) > currencyExponent(currency))
    return undefined;
  return { type: 'amount', value: toMinor(discount.value, currency) };
}

/** What a discount takes off `base` (minor units); an amount larger than the base is the caller's to refuse. */
export function discountOff(base: number, discount: TDiscountValue | null | undefined): number {
  if (!discount) return 0;
  return discount.type === 'percent' ? percentOf(base, discount.value) : discount.value;
}

/** Whether `off` of `base` is more than `limitMilli` percent (× 1000) of it: a manager must approve. */
export function isOverDiscountLimit(off: number, base: number, limitMilli: number): boolean {
  const offScaled = off * DISCOUNT_PERCENT_MAX_MILLI;
  const limitScaled = limitMilli * base;
  // exact in plain numbers while both products are safe integers (any order's are), else in BigInt
  if (Number.isSafeInteger(offScaled) && Number.isSafeInteger(limitScaled)) return offScaled > limitScaled;
  return BigInt(off) * BigInt(DISCOUNT_PERCENT_MAX_MILLI) > BigInt(limitMilli) * BigInt(base);
}

/**
 * `total` shared out over `weights` in proportion, in whole minor units that add up to it exactly: each gets
 * the floor of its exact share, and the units left go one each to the largest remainders (the earlier line
 * on a tie). All weights 0: nothing to share over, everything 0.
 */
export function shareOut(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0 || total === 0) return weights.map(() => 0);
  // In plain numbers while total × sum is a safe integer (every weight's product is then too), else in BigInt.
  if (Number.isSafeInteger(total * sum)) return shareOutExact(total, weights, sum);
  const exact = weights.map((weight) => BigInt(total) * BigInt(weight));
  const shares = exact.map((value) => value / BigInt(sum));
  let left = total - shares.reduce((a, b) => a + Number(b), 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value % BigInt(sum) }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0n) + 1n;
    left -= 1;
  }
  return shares.map(Number);
}

/** shareOut in plain numbers: the same floors, remainders and tie order, each division exact. */
function shareOutExact(total: number, weights: readonly number[], sum: number): number[] {
  const remainders = weights.map((weight) => (total * weight) % sum);
  const shares = weights.map((weight, index) => (total * weight - remainders[index]!) / sum);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const byRemainder = remainders
    .map((remainder, index) => ({ index, remainder }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : b.remainder - a.remainder));
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index] = shares[index]! + 1;
    left -= 1;
  }
  return shares;
}

/** Which discount gave more than it discounts: a line's (with its index) or the order's. */
export class DiscountTooLargeError extends RangeError {
  constructor(readonly on: { line: number } | 'order') {
    super('A discount cannot be more than what it discounts');
  }
}

export type TDiscountedLineInput = Omit<TLineInput, 'discount'> & { discount?: TDiscountValue | null };

export type TDiscountedLinePrice = TLinePrice & { lineDiscount: number; orderDiscountShare: number };

/**
 * A cart or a bill priced with its discounts: each line's own off its amount, then the order's off what the
 * lines come to after theirs, shared out (shareOut), then every line taxed on what is left (priceLine). Throws
 * DiscountTooLargeError when a discount is more than what it discounts.
 */
export function priceDiscountedCart(
  lines: readonly TDiscountedLineInput[],
  orderDiscount: TDiscountValue | null | undefined,
): TCartTotals & { lines: TDiscountedLinePrice[]; discountTotal: number } {
  const own = lines.map((line, index) => {
    const amount = line.unitPrice * line.quantity;
    const off = discountOff(amount, line.discount);
    if (off > amount) throw new DiscountTooLargeError({ line: index });
    return { amount, off };
  });
  const afterOwn = own.map((line) => line.amount - line.off);
  const orderOff = discountOff(
    afterOwn.reduce((a, b) => a + b, 0),
    orderDiscount,
  );
  if (orderOff > afterOwn.reduce((a, b) => a + b, 0)) throw new DiscountTooLargeError('order');
  const shares = shareOut(orderOff, afterOwn);
  const priced = priceCart(
    lines.map((line, index) => ({
      unitPrice: line.unitPrice,
      quantity: line.quantity,
      tax: line.tax,
      discount: own[index]!.off + shares[index]!,
    })),
  );
  return {
    itemsTotal: priced.itemsTotal,
    taxTotal: priced.taxTotal,
    payableTotal: priced.payableTotal,
    lines: priced.lines.map((line, index) => ({
      lineDiscount: own[index]!.off,
      orderDiscountShare: shares[index]!,
      ...line,
    })),
    discountTotal: own.reduce((sum, line) => sum + line.off, 0) + orderOff,
  };
}

/** A line of a bill as stored: its price, tax and what its discounts already took off (minor units). */
export type TBilledLineInput = Omit<TLineInput, 'discount'> & { discount: number };

/**
 * A discount given at payment on a whole bill (issue 23, Pay & Complete): it comes off what the bill's lines
 * come to after the discounts they already carry, shared out over them in proportion (shareOut), and each line
 * is taxed again on what is left, by the same rule as an order's discount. `base` is what it discounted (for
 * the store's limit). Throws DiscountTooLargeError('order') when it is more than the bill's lines come to.
 */
export function discountBill(
  lines: readonly TBilledLineInput[],
  discount: TDiscountValue,
): { off: number; base: number; lines: (TLinePrice & { share: number })[] } {
  const left = lines.map((line) => line.unitPrice * line.quantity - line.discount);
  const base = left.reduce((a, b) => a + b, 0);
  const off = discountOff(base, discount);
  if (off > base) throw new DiscountTooLargeError('order');
  const shares = shareOut(off, left);
  return {
    off,
    base,
    lines: lines.map((line, index) => ({
      ...priceLine({ ...line, discount: line.discount + shares[index]! }),
      share: shares[index]!,
    })),
  };
}

/**
 * A tip (issue 23) is added at payment: a percent of what the bill comes to, or an amount, by the same rounding
 * rule; it is paid with the bill and never part of its total, revenue or tax.
 */
export function tipAmount(payable: number, tip: TDiscountValue | null | undefined): number {
  return discountOff(payable, tip);
}
