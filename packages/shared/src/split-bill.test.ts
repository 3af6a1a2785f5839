import { describe, expect, it } from 'vitest';
import { amountOfShare, grossOfLines, partOfLine, shareAmounts } from './split-bill.ts';

describe('grossOfLines', () => {
  it('adds each line its share of the service charge and its tax, adding up to the bill exactly', () => {
    const lines = [
      { net: 1000, tax: 100, quantity: 1, isServiceCharged: true },
      { net: 300, tax: 0, quantity: 2, isServiceCharged: true },
      { net: 500, tax: 50, quantity: 1, isServiceCharged: false },
    ];
    // 10 % of 1300 = 130, taxed 10 % = 13; shared over 1000 and 300 by net
    const gross = grossOfLines(lines, { charge: 130, tax: 13 });
    expect(gross).toEqual([1000 + 100 + 100 + 10, 300 + 30 + 3, 550]);
    expect(gross.reduce((a, b) => a + b, 0)).toBe(1100 + 300 + 550 + 130 + 13);
  });

  it('gives the units that do not divide to the largest remainders', () => {
    const lines = [1, 1, 1].map(() => ({ net: 100, tax: 0, quantity: 1, isServiceCharged: true }));
    expect(grossOfLines(lines, { charge: 10, tax: 0 })).toEqual([104, 103, 103]);
  });

  it('is each line net and tax without a service charge', () => {
    expect(
      grossOfLines([{ net: 250, tax: 25, quantity: 3, isServiceCharged: true }], { charge: 0, tax: 0 }),
    ).toEqual([275]);
  });
});

describe('partOfLine', () => {
  it('floors each part cumulatively, so the parts of a line add up to its gross', () => {
    const line = { gross: 1100, units: 3 };
    const parts = [
      partOfLine(line, { paid: 0, quantity: 1 }),
      partOfLine(line, { paid: 1, quantity: 1 }),
      partOfLine(line, { paid: 2, quantity: 1 }),
    ];
    expect(parts).toEqual([366, 367, 367]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(1100);
    expect(partOfLine(line, { paid: 0, quantity: 3 })).toBe(1100);
    expect(partOfLine(line, { paid: 1, quantity: 2 })).toBe(734);
  });

  it('is exact where gross × units passes 2^53', () => {
    const gross = 4_000_000_000_000_000;
    const firstThree = Number((BigInt(gross) * 3n) / 7n);
    expect(partOfLine({ gross, units: 7 }, { paid: 3, quantity: 4 })).toBe(gross - firstThree);
  });
});

describe('shareAmounts and amountOfShare', () => {
  it('splits in N, the last taking the remainder', () => {
    expect(shareAmounts(1000, 3)).toEqual([333, 333, 334]);
    expect(shareAmounts(1001, 2)).toEqual([500, 501]);
    expect(shareAmounts(1, 3)).toEqual([0, 0, 1]);
    expect(shareAmounts(1400, 50).reduce((a, b) => a + b, 0)).toBe(1400);
  });

  it('charges a share of the base, the last share the whole balance', () => {
    const split = { base: 1000, shares: 3 };
    expect(amountOfShare(split, { shareNo: 1, balance: 1000 })).toBe(333);
    expect(amountOfShare(split, { shareNo: 2, balance: 667 })).toBe(333);
    expect(amountOfShare(split, { shareNo: 3, balance: 334 })).toBe(334);
  });

  it('never asks more than the balance', () => {
    expect(amountOfShare({ base: 1000, shares: 3 }, { shareNo: 2, balance: 100 })).toBe(100);
  });
});
