import { SHIFT_MSG } from '@opentab/shared';
import { describe, expect, it } from 'vitest';
import { closeShiftFigures, computeShiftFigures, type TShiftFiguresInput } from './shift-figures.ts';

const cash = { id: 'cash', title: 'Cash', isCash: true };
const card = { id: 'card', title: 'Card', isCash: false };

const input = (over: Partial<TShiftFiguresInput> = {}): TShiftFiguresInput => ({
  openingFloat: 10_000,
  sales: {
    payments: [
      { paymentTypeId: 'cash', title: 'Cash', isCash: true, invoiceCount: 2, sales: 2_350 },
      { paymentTypeId: 'card', title: 'Card', isCash: false, invoiceCount: 1, sales: 1_100 },
    ],
    invoiceCount: 3,
    salesTotal: 3_450,
    taxTotal: 300,
  },
  movements: [
    { type: 'in', amount: 500 },
    { type: 'out', amount: 1_200 },
    { type: 'out', amount: 300 },
  ],
  paymentTypes: [card, cash],
  refunds: [],
  ...over,
});

describe('computeShiftFigures (X report)', () => {
  it('expects float + cash sales + cash in − cash out in the drawer, the sales of every other type', () => {
    const figures = computeShiftFigures(input());
    expect(figures).toMatchObject({
      openingFloat: 10_000,
      cashSales: 2_350,
      cashIn: 500,
      cashOut: 1_500,
      expectedCash: 10_000 + 2_350 + 500 - 1_500,
      invoiceCount: 3,
      salesTotal: 3_450,
      taxTotal: 300,
    });
    expect(figures.payments.map((line) => [line.paymentTypeId, line.sales, line.expected])).toEqual([
      ['card', 1_100, 1_100],
      ['cash', 2_350, 11_350],
    ]);
  });

  it('lists every active type even without sales, then the types the shift used that are no longer active', () => {
    const figures = computeShiftFigures(
      input({
        sales: {
          payments: [{ paymentTypeId: 'old', title: 'Cheque', isCash: false, invoiceCount: 1, sales: 700 }],
          invoiceCount: 1,
          salesTotal: 700,
          taxTotal: 0,
        },
        movements: [],
      }),
    );
    expect(figures.payments.map((line) => [line.title, line.invoiceCount, line.expected])).toEqual([
      ['Card', 0, 0],
      ['Cash', 0, 10_000],
      ['Cheque', 1, 700],
    ]);
    expect(figures.expectedCash).toBe(10_000);
  });

  it('puts the drawer on the first cash type only; every cash type counts as cash sales', () => {
    const tips = { id: 'cash2', title: 'Cash (EUR notes)', isCash: true };
    const figures = computeShiftFigures(
      input({
        paymentTypes: [cash, tips],
        sales: {
          payments: [
            { paymentTypeId: 'cash', title: 'Cash', isCash: true, invoiceCount: 1, sales: 100 },
            { paymentTypeId: 'cash2', title: 'Cash (EUR notes)', isCash: true, invoiceCount: 1, sales: 200 },
          ],
          invoiceCount: 2,
          salesTotal: 300,
          taxTotal: 0,
        },
        movements: [],
      }),
    );
    expect(figures.cashSales).toBe(300);
    expect(figures.expectedCash).toBe(10_300);
    expect(figures.payments.map((line) => line.expected)).toEqual([10_100, 200]);
  });
});

describe('computeShiftFigures with refunds (issue 23)', () => {
  it('takes refunds off what each type holds: cash refunds leave the drawer', () => {
    const figures = computeShiftFigures(
      input({
        refunds: [
          { paymentTypeId: 'cash', title: 'Cash', isCash: true, amount: 400 },
          { paymentTypeId: 'card', title: 'Card', isCash: false, amount: 100 },
          { paymentTypeId: 'gift', title: 'Gift card', isCash: false, amount: 50 },
        ],
      }),
    );
    expect([figures.cashRefunds, figures.refundTotal]).toEqual([400, 550]);
    expect(figures.expectedCash).toBe(10_000 + 2_350 + 500 - 1_500 - 400);
    expect(figures.payments.map((line) => [line.title, line.sales, line.refunds, line.expected])).toEqual([
      ['Card', 1_100, 100, 1_000],
      ['Cash', 2_350, 400, 10_950],
      ['Gift card', 0, 50, -50],
    ]);
  });
});

describe('closeShiftFigures (Z report)', () => {
  it('answers counted − expected per type and in total (below zero is short)', () => {
    const closed = closeShiftFigures(
      computeShiftFigures(input()),
      new Map([
        ['cash', 11_000],
        ['card', 1_150],
      ]),
    );
    expect(
      closed.lines.map((line) => [line.paymentTypeId, line.expected, line.counted, line.variance]),
    ).toEqual([
      ['card', 1_100, 1_150, 50],
      ['cash', 11_350, 11_000, -350],
    ]);
    expect([closed.totalExpected, closed.totalCounted, closed.totalVariance]).toEqual([12_450, 12_150, -300]);
  });

  it('counts a type left out as 0 when nothing is expected of it', () => {
    const figures = computeShiftFigures(
      input({ sales: { payments: [], invoiceCount: 0, salesTotal: 0, taxTotal: 0 }, movements: [] }),
    );
    const closed = closeShiftFigures(figures, new Map([['cash', 10_000]]));
    expect(closed.lines.map((line) => [line.title, line.counted, line.variance])).toEqual([
      ['Card', 0, 0],
      ['Cash', 10_000, 0],
    ]);
  });

  it('refuses a count that leaves out a type with money expected, or names a type not in the shift', () => {
    const figures = computeShiftFigures(input());
    expect(() => closeShiftFigures(figures, new Map([['cash', 1]]))).toThrow(
      expect.objectContaining({ message: SHIFT_MSG.countMissing, values: { title: 'Card' } }),
    );
    expect(() =>
      closeShiftFigures(
        figures,
        new Map([
          ['cash', 1],
          ['card', 1],
          ['other', 1],
        ]),
      ),
    ).toThrow(SHIFT_MSG.countUnknownType);
  });
});
