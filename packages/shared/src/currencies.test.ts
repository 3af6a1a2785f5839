import { describe, expect, it } from 'vitest';
import {
  CURRENCIES,
  findCurrency,
  getCurrency,
  isCurrencyCode,
  MAX_CURRENCY_EXPONENT,
} from './currencies.ts';

describe('currency list', () => {
  it('holds about 160 distinct ISO 4217 codes, each with a symbol and a name', () => {
    expect(CURRENCIES.length).toBeGreaterThanOrEqual(150);
    expect(new Set(CURRENCIES.map((c) => c.cc)).size).toBe(CURRENCIES.length);
    for (const currency of CURRENCIES) {
      expect(currency.cc).toMatch(/^[A-Z]{3}$/);
      expect(currency.symbol.length).toBeGreaterThan(0);
      expect(currency.name.length).toBeGreaterThan(0);
      expect([0, 2, 3]).toContain(currency.exponent);
    }
  });

  it.each([
    ['JPY', 0],
    ['KRW', 0],
    ['VND', 0],
    ['CLP', 0],
    ['ISK', 0],
    ['UGX', 0],
    ['XOF', 0],
    ['BHD', 3],
    ['KWD', 3],
    ['OMR', 3],
    ['JOD', 3],
    ['TND', 3],
    ['IQD', 3],
    ['LYD', 3],
    ['USD', 2],
    ['EUR', 2],
    ['INR', 2],
  ])('%s has exponent %i', (cc, exponent) => {
    expect(findCurrency(cc)?.exponent).toBe(exponent);
  });

  it('knows the symbols shown before prices', () => {
    expect(findCurrency('USD')?.symbol).toBe('$');
    expect(findCurrency('EUR')?.symbol).toBe('€');
    expect(findCurrency('INR')?.symbol).toBe('₹');
    expect(findCurrency('GBP')?.symbol).toBe('£');
  });

  it('never has more decimals than the money shapes allow', () => {
    expect(Math.max(...CURRENCIES.map((c) => c.exponent))).toBe(MAX_CURRENCY_EXPONENT);
  });

  it('reads unknown codes as 2-decimal currencies showing the code', () => {
    expect(isCurrencyCode('XYZ')).toBe(false);
    expect(isCurrencyCode('usd')).toBe(false);
    expect(getCurrency('XYZ')).toEqual({ cc: 'XYZ', symbol: 'XYZ', name: 'XYZ', exponent: 2 });
  });
});
