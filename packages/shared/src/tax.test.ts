import { describe, expect, it } from 'vitest';
import { MAX_CURRENCY_EXPONENT } from './currencies.ts';
import { MONEY_MAX_MAJOR, ORDER_AMOUNT_MAX_MINOR } from './money.ts';
import { MAX_ORDERS_PER_ACTION, QUANTITY_MAX } from './pos.schemas.ts';
import {
  isWithinOrderAmountCap,
  milliToPercent,
  percentOf,
  percentToMilli,
  priceCart,
  priceLine,
  proRata,
  TAX_RATE_MAX_PERCENT,
  taxesByRate,
  unitPrice,
} from './tax.ts';
import { fixedSequence, wholeNumbers } from './testing/fixed-sequence.ts';

const exclusive = (percent: number) => ({ rateMilli: percentToMilli(percent), type: 'exclusive' });
const inclusive = (percent: number) => ({ rateMilli: percentToMilli(percent), type: 'inclusive' });

describe('rates', () => {
  it('stores percents exactly as milli-percent', () => {
    expect(percentToMilli(12.5)).toBe(12_500);
    expect(percentToMilli('7.125')).toBe(7_125);
    expect(percentToMilli(0.1 + 0.2)).toBe(300);
    expect(milliToPercent(12_500)).toBe(12.5);
    expect(milliToPercent(5)).toBe(0.005);
  });
});

describe('unitPrice', () => {
  it('uses the base price, or the variant price instead, plus the addons', () => {
    expect(unitPrice({ price: 500 })).toBe(500);
    expect(unitPrice({ price: 500, variantPrice: 700 })).toBe(700);
    expect(unitPrice({ price: 500, variantPrice: null, addonPrices: [50, 25] })).toBe(575);
    expect(unitPrice({ price: 500, variantPrice: 0, addonPrices: [50] })).toBe(50);
  });
});

describe('priceLine', () => {
  it('adds exclusive tax on top of price × quantity', () => {
    expect(priceLine({ unitPrice: 1000, quantity: 3, tax: exclusive(5) })).toEqual({
      amount: 3000,
      net: 3000,
      tax: 150,
      total: 3150,
    });
  });

  it('rounds the exclusive tax half up per line', () => {
    // 1.10 × 5% = 0.055 → 0.06 ; 1.30 × 5% = 0.065 → 0.07 ; 1.29 × 5% = 0.0645 → 0.06
    expect(priceLine({ unitPrice: 110, quantity: 1, tax: exclusive(5) }).tax).toBe(6);
    expect(priceLine({ unitPrice: 130, quantity: 1, tax: exclusive(5) }).tax).toBe(7);
    expect(priceLine({ unitPrice: 129, quantity: 1, tax: exclusive(5) }).tax).toBe(6);
    expect(priceLine({ unitPrice: 333, quantity: 1, tax: exclusive(12.5) }).tax).toBe(42);
  });

  it('takes inclusive tax out of the amount', () => {
    // 10.50 incl. 5%: tax = 1050 × 5 / 105 = 50 exactly
    expect(priceLine({ unitPrice: 1050, quantity: 1, tax: inclusive(5) })).toEqual({
      amount: 1050,
      net: 1000,
      tax: 50,
      total: 1050,
    });
    // 10.00 incl. 18%: 1000 × 18 / 118 = 152.54 → 153 ; net 847
    expect(priceLine({ unitPrice: 1000, quantity: 1, tax: inclusive(18) })).toEqual({
      amount: 1000,
      net: 847,
      tax: 153,
      total: 1000,
    });
    // 3 × 0.21 incl. 5%: 63 × 5 / 105 = 3
    expect(priceLine({ unitPrice: 21, quantity: 3, tax: inclusive(5) }).tax).toBe(3);
  });

  it('rounds the inclusive tax half up', () => {
    // 0.42 incl. 10%: 42 × 10 / 110 = 3.818 → 4
    expect(priceLine({ unitPrice: 42, quantity: 1, tax: inclusive(10) }).tax).toBe(4);
    // 1 unit incl. 100%: 1 × 100 / 200 = 0.5 → 1
    expect(priceLine({ unitPrice: 1, quantity: 1, tax: inclusive(100) }).tax).toBe(1);
  });

  it('does not tax untaxed lines or unknown types', () => {
    const untaxed = { amount: 1998, net: 1998, tax: 0, total: 1998 };
    expect(priceLine({ unitPrice: 999, quantity: 2, tax: null })).toEqual(untaxed);
    expect(priceLine({ unitPrice: 999, quantity: 2, tax: undefined })).toEqual(untaxed);
    expect(priceLine({ unitPrice: 999, quantity: 2, tax: { rateMilli: 5000, type: 'other' } })).toEqual(
      untaxed,
    );
  });

  it('stays exact for large amounts and refuses fractions', () => {
    expect(priceLine({ unitPrice: 100_000_000_000, quantity: 10, tax: exclusive(12.345) }).tax).toBe(
      123_450_000_000,
    );
    expect(() => priceLine({ unitPrice: 1.5, quantity: 1, tax: null })).toThrow(RangeError);
  });
});

describe('priceCart', () => {
  it('sums the per-line rounded figures', () => {
    const totals = priceCart([
      { unitPrice: 110, quantity: 1, tax: exclusive(5) },
      { unitPrice: 110, quantity: 1, tax: exclusive(5) },
      { unitPrice: 1000, quantity: 1, tax: inclusive(18) },
      { unitPrice: 250, quantity: 2, tax: null },
    ]);
    expect(totals.lines.map((l) => l.tax)).toEqual([6, 6, 153, 0]);
    expect(totals.itemsTotal).toBe(110 + 110 + 847 + 500);
    expect(totals.taxTotal).toBe(6 + 6 + 153);
    expect(totals.payableTotal).toBe(totals.itemsTotal + totals.taxTotal);
    expect(totals.payableTotal).toBe(110 + 6 + 110 + 6 + 1000 + 500);
  });

  it('answers zeros for an empty cart', () => {
    expect(priceCart([])).toEqual({ lines: [], itemsTotal: 0, taxTotal: 0, payableTotal: 0 });
  });
});

describe('isWithinOrderAmountCap', () => {
  const cap = ORDER_AMOUNT_MAX_MINOR;

  it('accepts an order up to the cap, tax included, and refuses one minor unit more', () => {
    expect(isWithinOrderAmountCap([{ unitPrice: cap / 10, quantity: 10, tax: null }])).toBe(true);
    expect(
      isWithinOrderAmountCap([
        { unitPrice: cap / 10, quantity: 10, tax: null },
        { unitPrice: 1, quantity: 1, tax: null },
      ]),
    ).toBe(false);
    // 10 % on top takes it over; the same amount with the tax inside stays at the cap.
    expect(isWithinOrderAmountCap([{ unitPrice: cap / 10, quantity: 10, tax: exclusive(10) }])).toBe(false);
    expect(isWithinOrderAmountCap([{ unitPrice: cap / 10, quantity: 10, tax: inclusive(10) }])).toBe(true);
  });

  it('refuses a single line over the cap', () => {
    expect(isWithinOrderAmountCap([{ unitPrice: cap, quantity: 2, tax: null }])).toBe(false);
  });

  it('answers exactly where priceCart would leave the safe integers (999 × a unit price of many addons)', () => {
    const line = { unitPrice: 51 * 10 ** 12, quantity: QUANTITY_MAX, tax: exclusive(100) };
    expect(() => priceCart([line])).toThrow(RangeError);
    expect(isWithinOrderAmountCap([line])).toBe(false);
    expect(isWithinOrderAmountCap(Array.from({ length: 200 }, () => line))).toBe(false);
  });

  it('lets one item at the highest price with the highest tax through in every currency', () => {
    const highest = MONEY_MAX_MAJOR * 10 ** MAX_CURRENCY_EXPONENT;
    expect(
      isWithinOrderAmountCap([{ unitPrice: highest, quantity: 1, tax: exclusive(TAX_RATE_MAX_PERCENT) }]),
    ).toBe(true);
  });

  it('keeps a payment over the most orders one action covers a safe integer', () => {
    expect(Number.isSafeInteger(cap * MAX_ORDERS_PER_ACTION)).toBe(true);
    expect(cap * MAX_ORDERS_PER_ACTION).toBeLessThan(Number.MAX_SAFE_INTEGER);
  });
});

describe('taxesByRate (issue 22)', () => {
  it('gives one entry per tax and rate, in first use order, adding up to the tax total; untaxed lines none', () => {
    const lines = [
      { title: 'Sales Tax', rateMilli: 8875, type: 'exclusive', tax: 89 },
      { title: 'VAT', rateMilli: 5000, type: 'inclusive', tax: 29 },
      { title: null, rateMilli: null, type: null, tax: 0 },
      { title: 'Sales Tax', rateMilli: 8875, type: 'exclusive', tax: 44 },
      { title: 'VAT', rateMilli: 5000, type: 'inclusive', tax: 14 },
      // the same title at another rate (a rate changed between two rounds of one bill) is another line
      { title: 'VAT', rateMilli: 7000, type: 'inclusive', tax: 20 },
    ];
    const taxes = taxesByRate(lines);
    expect(taxes).toEqual([
      { title: 'Sales Tax', rateMilli: 8875, type: 'exclusive', amount: 133 },
      { title: 'VAT', rateMilli: 5000, type: 'inclusive', amount: 43 },
      { title: 'VAT', rateMilli: 7000, type: 'inclusive', amount: 20 },
    ]);
    expect(taxes.reduce((sum, tax) => sum + tax.amount, 0)).toBe(lines.reduce((sum, l) => sum + l.tax, 0));
  });
});

describe('percentOf and proRata in plain numbers', () => {
  const next = fixedSequence(4242);
  const integer = wholeNumbers(next);
  /** a × b ÷ d rounded half away from zero, all in BigInt */
  const exactly = (a: number, b: number, d: number) => {
    const n = BigInt(a) * BigInt(b);
    const negative = n < 0n !== d < 0;
    const [abs, den] = [n < 0n ? -n : n, BigInt(Math.abs(d))];
    const q = (2n * abs + den) / (2n * den);
    return Number(negative ? -q : q) || 0;
  };

  it('rounds as BigInt does, halves and amounts past the safe integers included', () => {
    for (let round = 0; round < 3000; round++) {
      const amount = (next() < 0.2 ? -1 : 1) * integer(round % 2 === 0 ? 7 : 13);
      const rate = integer(5);
      expect(percentOf(amount, rate)).toBe(exactly(amount, rate, 100_000));
      const whole = 1 + integer(round % 3 === 0 ? 4 : 12);
      const part = Math.floor(next() * whole);
      expect(proRata(amount, { part, whole })).toBe(exactly(amount, part, whole));
    }
    expect(percentOf(5, 10_000)).toBe(1); // 0.5 rounds up
    expect(percentOf(-5, 10_000)).toBe(-1); // and away from zero
    expect(percentOf(10 ** 13, 99_999)).toBe(exactly(10 ** 13, 99_999, 100_000));
  });
});
