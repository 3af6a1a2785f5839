import { ORDER_AMOUNT_MAX_MINOR, scaleFromInteger, scaleToInteger } from './money.ts';

/**
 * The one tax module (DESIGN section 5), shared by the server (which stores the results) and the web
 * (which shows them before sending). All amounts are integer minor units; rates are percent × 1000.
 */

export const TAX_TYPES = ['exclusive', 'inclusive'] as const;
export type TTaxType = (typeof TAX_TYPES)[number];

/** Rates are stored as percent × 1000 ("milli-percent"), so 12.5 % is 12500, exact to three decimals. */
export const TAX_RATE_EXPONENT = 3;
export const TAX_RATE_MAX_PERCENT = 100;

export function percentToMilli(percent: number | string): number {
  return scaleToInteger(percent, TAX_RATE_EXPONENT);
}

export function milliToPercent(rateMilli: number): number {
  return scaleFromInteger(rateMilli, TAX_RATE_EXPONENT);
}

/** The tax of an item; any type other than exclusive or inclusive (or no tax) means untaxed. */
export type TLineTax = { rateMilli: number; type: string } | null | undefined;

export type TLineInput = {
  /** unit price in minor units, variant and addons included (see unitPrice) */
  unitPrice: number;
  quantity: number;
  tax: TLineTax;
  /** minor units off unit price × quantity before tax is worked out (discount.ts), at most that much */
  discount?: number;
};

export type TLinePrice = {
  /** unit price × quantity, as shown on the line (before any discount) */
  amount: number;
  /** the amount without tax */
  net: number;
  tax: number;
  /** what the customer pays for the line: net + tax */
  total: number;
};

export type TCartTotals = {
  itemsTotal: number;
  taxTotal: number;
  payableTotal: number;
};

/** numerator ÷ denominator rounded half up (half away from zero), exact for any integer size. */
function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = (2n * n + d) / (2n * d);
  return negative ? -quotient : quotient;
}

/**
 * rate percent (× 1000) of an amount in minor units, rounded half up: the one rounding rule of every
 * percentage the server charges (exclusive tax, a service charge, a percent discount).
 */
export function percentOf(amount: number, rateMilli: number): number {
  return mulDivHalfUp(amount, rateMilli, PERCENT_SCALE);
}

/** `part` of `whole` of an amount in minor units (amount × part ÷ whole), rounded by the same rule. */
export function proRata(amount: number, { part, whole }: { part: number; whole: number }): number {
  if (whole === 0) return 0;
  return mulDivHalfUp(amount, part, whole);
}

/** 100 % as rates are kept (× 1000) */
const PERCENT_SCALE = TAX_RATE_MAX_PERCENT * 10 ** TAX_RATE_EXPONENT;

/**
 * a × b ÷ d rounded half up, for integers. In plain numbers while every step stays a safe integer (an order's
 * amounts and rates always do: the remainder makes the division exact), else in BigInt: the same result.
 */
function mulDivHalfUp(a: number, b: number, d: number): number {
  const product = a * b;
  const twice = 2 * Math.abs(product) + Math.abs(d);
  if (Number.isSafeInteger(a) && Number.isSafeInteger(b) && Number.isSafeInteger(twice) && d !== 0) {
    const over = 2 * Math.abs(d);
    const quotient = (twice - (twice % over)) / over;
    return product < 0 !== d < 0 && quotient !== 0 ? -quotient : quotient;
  }
  return toSafeNumber(divideHalfUp(BigInt(a) * BigInt(b), BigInt(d)));
}

function toSafeNumber(value: bigint): number {
  const result = Number(value);
  if (!Number.isSafeInteger(result)) throw new RangeError('Amount out of range');
  return result;
}

/** A line's unit price: the variant price replaces the base price when chosen; addon prices add to it. */
export function unitPrice(options: {
  price: number;
  variantPrice?: number | null;
  addonPrices?: readonly number[];
}): number {
  const base = options.variantPrice ?? options.price;
  return (options.addonPrices ?? []).reduce((sum, addon) => sum + addon, base);
}

/**
 * Prices one line exactly, at any size, on its amount less its discount (the charged amount): exclusive adds
 * charged × rate / 100 on top; inclusive takes charged − charged × 100 / (100 + rate) out of it; anything
 * else is untaxed. The tax is rounded half up.
 */
function priceLineExact(line: TLineInput): { amount: bigint; net: bigint; tax: bigint; total: bigint } {
  if (!Number.isSafeInteger(line.unitPrice) || !Number.isSafeInteger(line.quantity)) {
    throw new RangeError('Unit price and quantity must be integers');
  }
  const amount = BigInt(line.unitPrice) * BigInt(line.quantity);
  const charged = amount - BigInt(line.discount ?? 0);
  if (charged < 0n) throw new RangeError('A discount cannot be more than the line');
  const rate = BigInt(line.tax?.rateMilli ?? 0);
  const scale = BigInt(PERCENT_SCALE);
  if (line.tax?.type === 'exclusive') {
    const tax = divideHalfUp(charged * rate, scale);
    return { amount, net: charged, tax, total: charged + tax };
  }
  if (line.tax?.type === 'inclusive') {
    const tax = divideHalfUp(charged * rate, scale + rate);
    return { amount, net: charged - tax, tax, total: charged };
  }
  return { amount, net: charged, tax: 0n, total: charged };
}

/** Prices one line (see priceLineExact); throws a RangeError past the safe integers. */
export function priceLine(line: TLineInput): TLinePrice {
  const exact = priceLineExact(line);
  return {
    amount: toSafeNumber(exact.amount),
    net: toSafeNumber(exact.net),
    tax: toSafeNumber(exact.tax),
    total: toSafeNumber(exact.total),
  };
}

/**
 * Whether every line and the whole cart, tax included, stay within ORDER_AMOUNT_MAX_MINOR. Exact at any
 * size, so it answers before priceCart would leave the safe integers. Amounts are never negative, so the
 * order's cap bounds each line too.
 */
export function isWithinOrderAmountCap(lines: readonly TLineInput[]): boolean {
  let payable = 0n;
  for (const line of lines) {
    payable += priceLineExact(line).total;
    if (payable > BigInt(ORDER_AMOUNT_MAX_MINOR)) return false;
  }
  return true;
}

/** Prices every line and sums them: items total = Σ net, tax total = Σ tax, payable = Σ net + tax. */
export function priceCart(lines: readonly TLineInput[]): TCartTotals & { lines: TLinePrice[] } {
  const priced = lines.map(priceLine);
  const itemsTotal = priced.reduce((sum, line) => sum + line.net, 0);
  const taxTotal = priced.reduce((sum, line) => sum + line.tax, 0);
  return { lines: priced, itemsTotal, taxTotal, payableTotal: itemsTotal + taxTotal };
}

/** A charged line's tax as stored with it: the tax's title, rate and type when ordered, and the tax amount. */
export type TChargedLineTax = {
  title: string | null;
  rateMilli: number | null;
  type: string | null;
  /** the line's tax, minor units (priceLine's `tax`) */
  tax: number;
};

/** One tax of a bill: its title, rate and type as charged, and what it came to over the bill's lines. */
export type TTaxByRate = { title: string; rateMilli: number; type: TTaxType; amount: number };

/**
 * The tax of a bill per tax (issue 22), as a receipt and an invoice print it: one entry per title, rate and
 * type, in the order the lines first use them, each the sum of its lines' taxes (each line priced and rounded
 * by priceLine), so the entries add up to the bill's tax total. Untaxed lines have no entry.
 */
export function taxesByRate(lines: readonly TChargedLineTax[]): TTaxByRate[] {
  const byKey = new Map<string, TTaxByRate>();
  for (const line of lines) {
    const type = TAX_TYPES.find((known) => known === line.type);
    if (!type || line.rateMilli === null) continue;
    const title = line.title ?? '';
    const key = JSON.stringify([title, line.rateMilli, type]);
    const entry = byKey.get(key) ?? { title, rateMilli: line.rateMilli, type, amount: 0 };
    entry.amount += line.tax;
    byKey.set(key, entry);
  }
  return [...byKey.values()];
}
