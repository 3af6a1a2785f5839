import { describe, expect, it } from 'vitest';
import {
  decimalPlaces,
  formatMoney,
  fromMinor,
  isValidMoneyInput,
  MONEY_MAX_MAJOR,
  parseDecimal,
  readDecimalInput,
  toMinor,
} from './money.ts';
import { fixedSequence } from './testing/fixed-sequence.ts';

describe('toMinor / fromMinor', () => {
  it.each([
    [19.99, 'USD', 1999],
    ['19.99', 'USD', 1999],
    [0.1 + 0.2, 'USD', 30],
    [1.005, 'USD', 101],
    [1.15, 'USD', 115],
    [4.35, 'USD', 435],
    [12, 'USD', 1200],
    ['0.5', 'USD', 50],
    ['.5', 'USD', 50],
    [0, 'USD', 0],
    [1500, 'JPY', 1500],
    [1500.5, 'JPY', 1501],
    [1500.4, 'JPY', 1500],
    [1.234, 'KWD', 1234],
    ['1.2', 'KWD', 1200],
    [0.001, 'BHD', 1],
    [1e-7, 'USD', 0],
    [1e6, 'USD', 100_000_000],
    ['2.5e2', 'USD', 25_000],
    [-3.456, 'USD', -346],
  ])('toMinor(%s, %s) = %i', (major, currency, minor) => {
    expect(toMinor(major, currency)).toBe(minor);
  });

  it.each([
    [1999, 'USD', 19.99],
    [5, 'USD', 0.05],
    [1200, 'USD', 12],
    [1500, 'JPY', 1500],
    [1234, 'KWD', 1.234],
    [1, 'OMR', 0.001],
    [-346, 'USD', -3.46],
    [0, 'EUR', 0],
  ])('fromMinor(%i, %s) = %s', (minor, currency, major) => {
    expect(fromMinor(minor, currency)).toBe(major);
  });

  it('round-trips every cent of a range without drift', () => {
    for (let minor = 0; minor < 20_000; minor += 7) {
      expect(toMinor(fromMinor(minor, 'USD'), 'USD')).toBe(minor);
      expect(toMinor(fromMinor(minor, 'KWD'), 'KWD')).toBe(minor);
    }
  });

  it('refuses what is not a number or out of the safe range', () => {
    expect(() => toMinor('abc', 'USD')).toThrow(RangeError);
    expect(() => toMinor(Number.NaN, 'USD')).toThrow(RangeError);
    expect(() => toMinor(Number.POSITIVE_INFINITY, 'USD')).toThrow(RangeError);
    expect(() => toMinor('1e30', 'USD')).toThrow(RangeError);
    expect(() => fromMinor(1.5, 'USD')).toThrow(RangeError);
  });
});

describe('parseDecimal', () => {
  it('ignores trailing zeros and reads exponents', () => {
    expect(parseDecimal('1.50')).toEqual({ negative: false, digits: '15', scale: 1 });
    expect(parseDecimal('0.00')).toEqual({ negative: false, digits: '0', scale: 0 });
    expect(parseDecimal('-0')).toEqual({ negative: false, digits: '0', scale: 0 });
    expect(decimalPlaces(1.25e-3)).toBe(5);
    expect(decimalPlaces('100')).toBe(0);
    expect(parseDecimal('')).toBeUndefined();
    expect(parseDecimal('1,5')).toBeUndefined();
    expect(parseDecimal('0x10')).toBeUndefined();
  });
});

describe('isValidMoneyInput', () => {
  it.each([
    [12.5, 'USD', true],
    ['12.50', 'USD', true],
    [12.55, 'USD', true],
    [12.555, 'USD', false],
    ['12.550', 'USD', true],
    [0, 'USD', true],
    [-1, 'USD', false],
    [-0.01, 'USD', false],
    [1500, 'JPY', true],
    [1500.5, 'JPY', false],
    ['1500.0', 'JPY', true],
    [1.234, 'KWD', true],
    [1.2345, 'KWD', false],
    ['abc', 'USD', false],
    ['', 'USD', false],
    [MONEY_MAX_MAJOR, 'USD', true],
    [MONEY_MAX_MAJOR + 1, 'USD', false],
  ])('isValidMoneyInput(%s, %s) is %s', (major, currency, valid) => {
    expect(isValidMoneyInput(major, currency)).toBe(valid);
  });

  it('reads only numbers and numeric strings', () => {
    expect(readDecimalInput(true, 2, 100)).toBeUndefined();
    expect(readDecimalInput(null, 2, 100)).toBeUndefined();
    expect(readDecimalInput(' 7.5 ', 2, 100)).toBe(7.5);
  });
});

describe('formatMoney', () => {
  it.each([
    [123450, 'USD', '$1,234.50'],
    [5, 'USD', '$0.05'],
    [0, 'EUR', '€0.00'],
    [99900, 'INR', '₹999.00'],
    [1235, 'JPY', '¥1,235'],
    [1500000, 'KRW', '₩1,500,000'],
    [1250, 'KWD', 'KD 1.250'],
    [1, 'BHD', 'BD 0.001'],
    [1200, 'CHF', 'CHF 12.00'],
    [4500, 'SEK', 'kr 45.00'],
    [-346, 'USD', '-$3.46'],
    [1999, 'XYZ', 'XYZ 19.99'],
  ])('formatMoney(%i, %s) = %s', (minor, currency, text) => {
    expect(formatMoney(minor, currency)).toBe(text);
  });

  it("writes another language's money as that language does, with the currency's decimals (issue 24)", () => {
    // Intl puts a no-break space between the amount and the symbol
    expect(formatMoney(123450, 'EUR', 'de-DE').replace(/\s/g, ' ')).toBe('1.234,50 €');
    expect(formatMoney(123450, 'EUR', 'de').replace(/\s/g, ' ')).toBe('1.234,50 €');
    expect(formatMoney(1235, 'JPY', 'ja')).toBe('￥1,235');
    expect(formatMoney(-950, 'EUR', 'fr').replace(/\s/g, ' ')).toBe('-9,50 €');
    // English keeps the spec's symbol first
    expect(formatMoney(123450, 'EUR', 'en')).toBe('€1,234.50');
    // a right-to-left language's amount ends with a left-to-right mark, so "US$" stays one word in Arabic text
    expect(formatMoney(380, 'USD', 'ar').endsWith('\u200e')).toBe(true);
    expect(formatMoney(380, 'USD', 'ar-EG').endsWith('\u200e')).toBe(true);
    expect(formatMoney(380, 'USD', 'de').endsWith('\u200e')).toBe(false);
  });
});

describe('numbers read without the text reader or BigInt', () => {
  const numbers = (count: number) => {
    const next = fixedSequence(12_345);
    return Array.from({ length: count }, () => {
      const digits = Math.floor(next() * 18);
      const magnitude = Math.round(next() * 10 ** digits) / 10 ** Math.floor(next() * 8);
      return next() < 0.2 ? -magnitude : magnitude;
    });
  };
  /** value × 10^exponent rounded half away from zero, all in BigInt: what scaleToInteger answered before */
  const scaledExactly = (value: number, exponent: number) => {
    const { negative, digits, scale } = parseDecimal(String(value))!;
    const padded = digits.padStart(Math.max(scale - exponent, 0) + 1, '0');
    const cut = Math.max(scale - exponent, 0);
    const kept = BigInt(padded.slice(0, padded.length - cut) + '0'.repeat(Math.max(exponent - scale, 0)));
    const rounded = cut > 0 && Number(padded[padded.length - cut]) >= 5 ? kept + 1n : kept;
    return Number(negative ? -rounded : rounded) || 0;
  };

  it('reads a number as its text reads, exponent forms and negative zero included', () => {
    for (const value of [...numbers(3000), 0, -0, 1e21, 1.5e-7, 123.456, 0.05, 100, -7.5])
      expect(parseDecimal(value)).toEqual(parseDecimal(String(value)));
  });

  it('scales amounts and percents to integers exactly as BigInt does, rounding half away from zero', () => {
    for (const value of numbers(3000))
      for (const exponent of [0, 2, 3]) {
        const expected = scaledExactly(value, exponent);
        if (Number.isSafeInteger(expected)) expect(toMinorAt(value, exponent)).toBe(expected);
      }
    expect(toMinor(1.005, 'USD')).toBe(101);
    expect(toMinor(-1.005, 'USD')).toBe(-101);
    expect(toMinor(0.004, 'USD')).toBe(0);
    expect(toMinor(0.005, 'USD')).toBe(1);
    expect(toMinor(-0.004, 'USD')).toBe(0);
    expect(toMinor(123_456_789_012.345, 'KWD')).toBe(123_456_789_012_345);
  });
});

/** toMinor at a given currency exponent */
const toMinorAt = (value: number, exponent: number) =>
  toMinor(value, ({ 0: 'JPY', 2: 'USD', 3: 'KWD' } as Record<number, string>)[exponent]!);
