import { describe, expect, it } from 'vitest';
import { refundOfLine, taxOfRefundAmount } from './refund.ts';

describe('refundOfLine', () => {
  const line = { quantity: 3, net: 1000, tax: 100 };

  it('gives back what a unit was charged, rounded half up', () => {
    // 1100 × 1 ÷ 3 = 366.67 → 367; tax 100 ÷ 3 = 33.3 → 33
    expect(refundOfLine(line, { refunded: 0, quantity: 1 })).toEqual({ amount: 367, tax: 33 });
  });

  it('adds up to exactly what the line was charged, refunded in parts or at once', () => {
    const parts = [0, 1, 2].map((refunded) => refundOfLine(line, { refunded, quantity: 1 }));
    expect(parts.map((part) => part.amount)).toEqual([367, 366, 367]);
    expect(parts.reduce((sum, part) => sum + part.amount, 0)).toBe(1100);
    expect(parts.reduce((sum, part) => sum + part.tax, 0)).toBe(100);
    expect(refundOfLine(line, { refunded: 0, quantity: 3 })).toEqual({ amount: 1100, tax: 100 });
  });

  it('refunds a free (comped) line as nothing', () => {
    expect(refundOfLine({ quantity: 2, net: 0, tax: 0 }, { refunded: 0, quantity: 1 })).toEqual({
      amount: 0,
      tax: 0,
    });
  });

  it('rounds an exact half up', () => {
    // 5 × 1 ÷ 2 = 2.5 → 3, then the second unit gets the 2 left
    const odd = { quantity: 2, net: 5, tax: 0 };
    expect(refundOfLine(odd, { refunded: 0, quantity: 1 }).amount).toBe(3);
    expect(refundOfLine(odd, { refunded: 1, quantity: 1 }).amount).toBe(2);
  });
});

describe('taxOfRefundAmount', () => {
  it("is the invoice's share of tax in its total", () => {
    expect(taxOfRefundAmount(550, { total: 1100, taxTotal: 100 })).toBe(50);
    expect(taxOfRefundAmount(1, { total: 1100, taxTotal: 100 })).toBe(0);
    expect(taxOfRefundAmount(500, { total: 1000, taxTotal: 0 })).toBe(0);
    expect(taxOfRefundAmount(0, { total: 0, taxTotal: 0 })).toBe(0);
  });
});
