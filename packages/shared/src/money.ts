import { getCurrency } from './currencies.ts';
import { directionOf } from './i18n/languages.ts';

/**
 * Money is integer minor units everywhere except at the edges (API payloads, form inputs), which speak
 * decimal major units. Conversions go through the decimal digits, never through float arithmetic, so
 * 19.99 is 1999 cents and 1.005 rounds to 101, not 100.
 */

/**
 * Upper bound of a price in major units: at most 10^12 minor units in any currency (three decimals), so one
 * item at the highest price, taxed 100 % on top, still fits in ORDER_AMOUNT_MAX_MINOR.
 */
export const MONEY_MAX_MAJOR = 1_000_000_000;

/**
 * The most a line or an order may come to, tax included, in minor units (10^13: 100 billion dollars, 10
 * billion dinars). A cart passes it easily (999 × many addons × the highest prices), so it is checked
 * exactly before pricing. Under it every sum the server makes stays an exact safe integer (< 2^53 ≈ 9.007 ×
 * 10^15): a payment or bill over MAX_ORDERS_PER_ACTION (100) orders is at most 10^15, and a report may sum
 * 900 orders at the cap before JavaScript numbers stop being exact (PostgreSQL's bigint holds 9.2 × 10^18).
 */
export const ORDER_AMOUNT_MAX_MINOR = 10 ** 13;

type TDecimal = { negative: boolean; digits: string; scale: number };

const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/** Reads a number or numeric string as digits × 10^-scale; undefined when it is not a finite decimal. */
export function parseDecimal(value: number | string): TDecimal | undefined {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined;
    return parsePlainNumber(value) ?? parseDecimalText(String(value));
  }
  return parseDecimalText(value.trim());
}

/**
 * A number as JavaScript writes it without an exponent (below 10^21 and not tiny): its digits read straight
 * from that text, which never has a sign but '-', leading zeros but one before the point, or trailing zeros
 * after it. Every amount and percent of an order is such a number, and each is read a few times an order.
 * Undefined for an exponent form (1e-7), which the general reader below takes.
 */
function parsePlainNumber(value: number): TDecimal | undefined {
  if (value === 0) return { negative: false, digits: '0', scale: 0 };
  const text = String(value < 0 ? -value : value);
  if (text.includes('e')) return undefined;
  const point = text.indexOf('.');
  if (point === -1) return { negative: value < 0, digits: text, scale: 0 };
  const whole = text.slice(0, point);
  const fraction = text.slice(point + 1);
  const digits = whole + fraction;
  let start = 0;
  while (start < digits.length - 1 && digits.charCodeAt(start) === 48) start++;
  return { negative: value < 0, digits: digits.slice(start), scale: fraction.length };
}

function parseDecimalText(text: string): TDecimal | undefined {
  const match = DECIMAL.exec(text);
  if (!match) return undefined;
  const [, sign, whole = '', fraction = '', exp = '0'] = match;
  if (whole === '' && fraction === '') return undefined;
  let digits = (whole + fraction).replace(/^0+(?=\d)/, '');
  let scale = fraction.length - Number(exp);
  if (scale < 0) {
    digits += '0'.repeat(-scale);
    scale = 0;
  }
  // Trailing zeros after the point carry no value: 1.50 has one decimal.
  while (scale > 0 && digits.length > 1 && digits.endsWith('0')) {
    digits = digits.slice(0, -1);
    scale -= 1;
  }
  if (/^0+$/.test(digits)) return { negative: false, digits: '0', scale: 0 };
  return { negative: sign === '-', digits, scale };
}

/** Decimal places of a value (1.5 → 1, 2 → 0); undefined when it is not a number. */
export function decimalPlaces(value: number | string): number | undefined {
  return parseDecimal(value)?.scale;
}

/** value × 10^exponent as an integer, rounding half away from zero past the exponent. */
export function scaleToInteger(value: number | string, exponent: number): number {
  const decimal = parseDecimal(value);
  if (!decimal) throw new RangeError(`Not a decimal number: ${String(value)}`);
  const { negative, digits, scale } = decimal;
  // Up to 15 digits a number holds exactly (10^15 < 2^53): no BigInt needed, the same result.
  if (digits.length + Math.max(exponent - scale, 0) <= 15) {
    let magnitude: number;
    if (scale <= exponent) magnitude = Number(digits) * 10 ** (exponent - scale);
    else {
      const cut = scale - exponent;
      const kept = digits.length > cut ? Number(digits.slice(0, digits.length - cut)) : 0;
      const next = digits.length >= cut ? digits.charCodeAt(digits.length - cut) - 48 : 0;
      magnitude = next >= 5 ? kept + 1 : kept;
    }
    return negative && magnitude !== 0 ? -magnitude : magnitude;
  }
  let magnitude: bigint;
  if (scale <= exponent) {
    magnitude = BigInt(digits + '0'.repeat(exponent - scale));
  } else {
    const cut = scale - exponent;
    const padded = digits.padStart(cut + 1, '0');
    const kept = BigInt(padded.slice(0, padded.length - cut));
    magnitude = Number(padded[padded.length - cut]) >= 5 ? kept + 1n : kept;
  }
  const result = Number(negative ? -magnitude : magnitude);
  if (!Number.isSafeInteger(result)) throw new RangeError(`Amount out of range: ${String(value)}`);
  return result === 0 ? 0 : result;
}

/** integer ÷ 10^exponent as the nearest number, built from the digits (1999, 2 → 19.99). */
export function scaleFromInteger(integer: number, exponent: number): number {
  if (!Number.isSafeInteger(integer)) throw new RangeError(`Not a safe integer: ${integer}`);
  if (exponent === 0) return integer;
  const digits = Math.abs(integer)
    .toString()
    .padStart(exponent + 1, '0');
  const text = `${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`;
  return integer < 0 ? -Number(text) : Number(text);
}

export function currencyExponent(currency: string): number {
  return getCurrency(currency).exponent;
}

/** Major units (a payload's 12.5) to integer minor units of the currency (1250 for USD, 13 for JPY). */
export function toMinor(major: number | string, currency: string): number {
  return scaleToInteger(major, currencyExponent(currency));
}

/** Integer minor units to major units, for API answers (1250 USD → 12.5). */
export function fromMinor(minor: number, currency: string): number {
  return scaleFromInteger(minor, currencyExponent(currency));
}

/**
 * A decimal as typed or sent (a number or a numeric string): non-negative, at most `exponent` decimals
 * and at most `max`. Answers its value, or undefined when it is not acceptable.
 */
export function readDecimalInput(value: unknown, exponent: number, max: number): number | undefined {
  if (typeof value !== 'number' && typeof value !== 'string') return undefined;
  const decimal = parseDecimal(value);
  if (!decimal || decimal.negative || decimal.scale > exponent) return undefined;
  const number = Number(String(value).trim());
  return number <= max ? number : undefined;
}

/** A price as typed or sent: a non-negative decimal within range with at most the currency's decimals. */
export function isValidMoneyInput(major: number | string, currency: string): boolean {
  return readDecimalInput(major, currencyExponent(currency), MONEY_MAX_MAJOR) !== undefined;
}

const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, exponent: number): Intl.NumberFormat {
  const key = `${locale}|${exponent}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: exponent,
      maximumFractionDigits: exponent,
    });
    formatters.set(key, format);
  }
  return format;
}

/**
 * The one money formatter. In English, the currency symbol before the amount with the currency's decimals
 * ($1,234.50, ¥1,235, KD1.250; a symbol ending in a letter gets a space: CHF 12.00, kr 45.00), as the spec
 * shows it. In another language (issue 24), as that language writes the currency: `1.234,50 €` in German,
 * with the currency's decimals still, and Arabic-Indic digits only where the locale asks for them.
 */
export function formatMoney(minor: number, currencyCode: string, locale = 'en-US'): string {
  const currency = getCurrency(currencyCode);
  const major = scaleFromInteger(minor, currency.exponent);
  if (!locale.startsWith('en')) {
    const localized = currencyFormat(locale, currencyCode, currency.exponent);
    // a left-to-right mark ends the amount, so in right-to-left text "US$" stays one word ("$US" otherwise)
    if (localized)
      return directionOf(locale.split('-')[0] ?? locale) === 'rtl'
        ? `${localized.format(major)}\u200e`
        : localized.format(major);
  }
  const amount = numberFormat(locale, currency.exponent).format(Math.abs(major));
  const separator = /\p{L}$/u.test(currency.symbol) ? ' ' : '';
  return `${minor < 0 ? '-' : ''}${currency.symbol}${separator}${amount}`;
}

const currencyFormats = new Map<string, Intl.NumberFormat | null>();

/** Intl's own currency format for the locale; null where the runtime does not know the currency. */
function currencyFormat(locale: string, code: string, exponent: number): Intl.NumberFormat | null {
  const key = `${locale}|${code}`;
  let format = currencyFormats.get(key);
  if (format === undefined) {
    try {
      format = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: code,
        currencyDisplay: 'narrowSymbol',
        minimumFractionDigits: exponent,
        maximumFractionDigits: exponent,
      });
    } catch {
      format = null;
    }
    currencyFormats.set(key, format);
  }
  return format;
}
