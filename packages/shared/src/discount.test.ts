import { describe, expect, it } from 'vitest';
import {
  DiscountTooLargeError,
  discountBill,
  discountOff,
  isOverDiscountLimit,
  priceDiscountedCart,
  shareOut,
} from './discount.ts';
import { isServiceCharged, serviceChargeOf } from './service-charge.ts';
import { settleTender } from './tender.ts';
import { fixedSequence, wholeNumbers } from './testing/fixed-sequence.ts';

const exclusive10 = { rateMilli: 10_000, type: 'exclusive' };
const inclusive20 = { rateMilli: 20_000, type: 'inclusive' };

describe('shareOut', () => {
  it('shares in proportion and gives the units left to the largest remainders, the earlier on a tie', () => {
    expect(shareOut(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareOut(10, [300, 700])).toEqual([3, 7]);
    expect(shareOut(7, [1, 2])).toEqual([2, 5]);
    expect(shareOut(5, [0, 0])).toEqual([0, 0]);
  });

  it('always adds up to the total', () => {
    for (const [total, weights] of [
      [999, [333, 1, 7, 12_000]],
      [1, [5, 5, 5]],
      [123_456, [1, 2, 3, 4, 5, 6, 7]],
    ] as const) {
      expect(shareOut(total, weights).reduce((a, b) => a + b, 0)).toBe(total);
    }
  });
});

describe('discountOff and the limit', () => {
  it('takes a percent (rounded half up) or an amount', () => {
    expect(discountOff(999, { type: 'percent', value: 10_000 })).toBe(100);
    expect(discountOff(999, { type: 'amount', value: 250 })).toBe(250);
    expect(discountOff(999, null)).toBe(0);
  });

  it('is over the limit only past it', () => {
    expect(isOverDiscountLimit(200, 1000, 20_000)).toBe(false);
    expect(isOverDiscountLimit(201, 1000, 20_000)).toBe(true);
  });
});

describe('priceDiscountedCart', () => {
  it('taxes a discounted exclusive line on what is left', () => {
    const cart = priceDiscountedCart(
      [{ unitPrice: 1000, quantity: 2, tax: exclusive10, discount: { type: 'percent', value: 50_000 } }],
      null,
    );
    expect(cart.lines[0]).toMatchObject({
      amount: 2000,
      lineDiscount: 1000,
      net: 1000,
      tax: 100,
      total: 1100,
    });
    expect([cart.itemsTotal, cart.taxTotal, cart.payableTotal, cart.discountTotal]).toEqual([
      1000, 100, 1100, 1000,
    ]);
  });

  it('takes inclusive tax out of the discounted price', () => {
    const cart = priceDiscountedCart(
      [{ unitPrice: 1200, quantity: 1, tax: inclusive20, discount: { type: 'amount', value: 600 } }],
      null,
    );
    expect(cart.lines[0]).toMatchObject({ net: 500, tax: 100, total: 600 });
  });

  it("shares the order's discount over the lines after their own, and the totals add up", () => {
    const cart = priceDiscountedCart(
      [
        { unitPrice: 1000, quantity: 1, tax: exclusive10, discount: { type: 'amount', value: 500 } },
        { unitPrice: 500, quantity: 1, tax: null },
      ],
      { type: 'amount', value: 100 },
    );
    expect(cart.lines.map((line) => line.orderDiscountShare)).toEqual([50, 50]);
    expect(cart.lines.map((line) => line.net)).toEqual([450, 450]);
    expect(cart.discountTotal).toBe(600);
    expect(cart.payableTotal).toBe(450 + 45 + 450);
  });

  it('refuses a discount larger than what it discounts', () => {
    expect(() =>
      priceDiscountedCart(
        [{ unitPrice: 100, quantity: 1, tax: null, discount: { type: 'amount', value: 101 } }],
        null,
      ),
    ).toThrow(DiscountTooLargeError);
    expect(() =>
      priceDiscountedCart([{ unitPrice: 100, quantity: 1, tax: null }], { type: 'amount', value: 101 }),
    ).toThrow(DiscountTooLargeError);
  });

  it('a 100 % discount makes the line free', () => {
    const cart = priceDiscountedCart(
      [{ unitPrice: 999, quantity: 3, tax: exclusive10, discount: { type: 'percent', value: 100_000 } }],
      null,
    );
    expect(cart.payableTotal).toBe(0);
  });
});

describe('discountBill (a discount given at payment)', () => {
  it('comes off what the lines come to after their own discounts, shared in proportion, and taxes again', () => {
    // 10.00 exclusive 10 % with 2.00 already off (8.00 left), and 12.00 inclusive 20 % (12.00 left): 20.00
    const bill = discountBill(
      [
        { unitPrice: 500, quantity: 2, tax: exclusive10, discount: 200 },
        { unitPrice: 1200, quantity: 1, tax: inclusive20, discount: 0 },
      ],
      { type: 'percent', value: 10_000 },
    );
    expect([bill.off, bill.base]).toEqual([200, 2000]);
    expect(bill.lines.map((line) => line.share)).toEqual([80, 120]);
    // 8.00 − 0.80 = 7.20 net, 0.72 tax on top; 12.00 − 1.20 = 10.80 with 1.80 tax inside
    expect(bill.lines.map((line) => [line.net, line.tax])).toEqual([
      [720, 72],
      [900, 180],
    ]);
  });

  it('takes an amount exactly, the units left to the largest remainders', () => {
    const bill = discountBill(
      [
        { unitPrice: 100, quantity: 1, tax: null, discount: 0 },
        { unitPrice: 100, quantity: 1, tax: null, discount: 0 },
        { unitPrice: 100, quantity: 1, tax: null, discount: 0 },
      ],
      { type: 'amount', value: 100 },
    );
    expect(bill.lines.map((line) => line.share)).toEqual([34, 33, 33]);
    expect(bill.lines.reduce((sum, line) => sum + line.net, 0)).toBe(200);
  });

  it('refuses more than the lines come to after their own discounts', () => {
    expect(() =>
      discountBill([{ unitPrice: 500, quantity: 1, tax: null, discount: 100 }], {
        type: 'amount',
        value: 401,
      }),
    ).toThrow(DiscountTooLargeError);
    expect(
      discountBill([{ unitPrice: 500, quantity: 1, tax: null, discount: 100 }], {
        type: 'amount',
        value: 400,
      }).off,
    ).toBe(400);
  });
});

describe('the service charge', () => {
  const rule = { rateMilli: 12_500, isDineInOnly: true, tax: { title: 'VAT', rateMilli: 20_000 } };

  it('charges a percent of the net, taxed on top', () => {
    expect(serviceChargeOf(1000, rule)).toEqual({ charge: 125, tax: 25 });
    expect(serviceChargeOf(1003, { ...rule, tax: null })).toEqual({ charge: 125, tax: 0 });
  });

  it('applies to dine-in bills unless the store charges every bill', () => {
    expect(isServiceCharged(rule, 'dinein')).toBe(true);
    expect(isServiceCharged(rule, 'takeaway')).toBe(false);
    expect(isServiceCharged({ ...rule, isDineInOnly: false }, 'takeaway')).toBe(true);
    expect(isServiceCharged({ ...rule, rateMilli: 0 }, 'dinein')).toBe(false);
  });
});

describe('split tender', () => {
  it('covers the bill: card exact, cash over-tendered gives change from the cash only', () => {
    expect(
      settleTender(
        [
          { amount: 1000, isCash: false },
          { amount: 2000, isCash: true },
        ],
        2500,
      ),
    ).toEqual({
      paid: [1000, 1500],
      change: 500,
    });
    expect(
      settleTender(
        [
          { amount: 1000, isCash: true },
          { amount: 1500, isCash: true },
        ],
        2000,
      ),
    ).toEqual({
      paid: [1000, 1000],
      change: 500,
    });
  });

  it('refuses short of the bill, and card over it', () => {
    expect(settleTender([{ amount: 1000, isCash: true }], 1001)).toBe('short');
    expect(
      settleTender(
        [
          { amount: 3000, isCash: false },
          { amount: 100, isCash: true },
        ],
        2500,
      ),
    ).toBe('overpaid');
  });
});

describe('discount sums in plain numbers', () => {
  const next = fixedSequence(777);
  const integer = wholeNumbers(next);
  /** shareOut all in BigInt: floors, then one unit each to the largest remainders, the earlier on a tie */
  const sharedExactly = (total: number, weights: number[]) => {
    const sum = BigInt(weights.reduce((a, b) => a + b, 0));
    if (sum === 0n || total === 0) return weights.map(() => 0);
    const exact = weights.map((weight) => BigInt(total) * BigInt(weight));
    const shares = exact.map((value) => value / sum);
    let left = BigInt(total) - shares.reduce((a, b) => a + b, 0n);
    const order = exact
      .map((value, index) => ({ index, remainder: value % sum }))
      .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
    for (const { index } of order) if (left-- > 0n) shares[index]! += 1n;
    return shares.map(Number);
  };

  it('shares out as BigInt does, small and past the safe integers, ties included', () => {
    for (let round = 0; round < 2000; round++) {
      const total = integer(round % 2 === 0 ? 6 : 13);
      const weights = Array.from({ length: 1 + Math.floor(next() * 5) }, () =>
        integer(round % 3 === 0 ? 2 : 9),
      );
      expect(shareOut(total, weights)).toEqual(sharedExactly(total, weights));
    }
    expect(shareOut(3, [1, 1, 1, 1])).toEqual([1, 1, 1, 0]);
    expect(shareOut(10 ** 13, [10 ** 13 - 1, 3])).toEqual(sharedExactly(10 ** 13, [10 ** 13 - 1, 3]));
  });

  it('compares a discount with the limit as BigInt does', () => {
    for (let round = 0; round < 2000; round++) {
      const [off, base, limit] = [integer(round % 2 === 0 ? 5 : 14), integer(14), integer(5)];
      expect(isOverDiscountLimit(off, base, limit)).toBe(
        BigInt(off) * 100_000n > BigInt(limit) * BigInt(base),
      );
    }
    // 20 % of 10^13 exactly is not over; one unit more is, though the products pass 2^53
    expect(isOverDiscountLimit(2 * 10 ** 12, 10 ** 13, 20_000)).toBe(false);
    expect(isOverDiscountLimit(2 * 10 ** 12 + 1, 10 ** 13, 20_000)).toBe(true);
  });
});
