import { SHIFT_MSG, type TCashMovementType } from '@opentab/shared';
import { AppError } from '../../lib/errors.ts';

/*
 * The arithmetic of the X and Z reports (issue 23), in minor units, pure: the repo gathers the rows, this adds
 * them up. What counts toward the expected amounts is written down in docs/decisions.md ("Shifts").
 */

/** What the shift's invoices took with one payment type (shifts.repo.ts listShiftPayments). */
type TShiftPayment = {
  paymentTypeId: string;
  title: string;
  isCash: boolean;
  invoiceCount: number;
  sales: number;
};

export type TShiftSales = {
  payments: TShiftPayment[];
  invoiceCount: number;
  salesTotal: number;
  taxTotal: number;
};

type TPaymentTypeRef = { id: string; title: string; isCash: boolean };

export type TShiftFiguresInput = {
  openingFloat: number;
  sales: TShiftSales;
  movements: { type: TCashMovementType; amount: number }[];
  /** the store's active payment types, in the order the reports list them */
  paymentTypes: TPaymentTypeRef[];
};

type TShiftLine = TShiftPayment & { expected: number };

export type TShiftFigures = {
  openingFloat: number;
  cashSales: number;
  cashIn: number;
  cashOut: number;
  expectedCash: number;
  invoiceCount: number;
  salesTotal: number;
  taxTotal: number;
  payments: TShiftLine[];
};

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/**
 * The running figures of a shift (its X report): sales per payment type, the drawer's cash in and out, and what
 * each payment type should hold. Every active payment type is listed (a count may find money where no sale was
 * recorded), then any other type the shift's invoices used. The drawer (float + cash in − cash out) belongs to
 * the first cash type listed, so the drawer's expected cash is that type's expected amount.
 */
export function computeShiftFigures(input: TShiftFiguresInput): TShiftFigures {
  const { openingFloat, sales, movements } = input;
  const byId = new Map(sales.payments.map((payment) => [payment.paymentTypeId, payment]));
  const listed = new Set<string>();
  const lines: TShiftPayment[] = [];
  for (const type of input.paymentTypes) {
    listed.add(type.id);
    lines.push(
      byId.get(type.id) ?? {
        paymentTypeId: type.id,
        title: type.title,
        isCash: type.isCash,
        invoiceCount: 0,
        sales: 0,
      },
    );
  }
  for (const payment of sales.payments) if (!listed.has(payment.paymentTypeId)) lines.push(payment);

  const cashIn = sum(movements.filter((m) => m.type === 'in').map((m) => m.amount));
  const cashOut = sum(movements.filter((m) => m.type === 'out').map((m) => m.amount));
  const cashSales = sum(lines.filter((line) => line.isCash).map((line) => line.sales));
  const drawer = openingFloat + cashIn - cashOut;
  const drawerLine = lines.find((line) => line.isCash);
  return {
    openingFloat,
    cashSales,
    cashIn,
    cashOut,
    expectedCash: drawer + cashSales,
    invoiceCount: sales.invoiceCount,
    salesTotal: sales.salesTotal,
    taxTotal: sales.taxTotal,
    payments: lines.map((line) => ({ ...line, expected: line.sales + (line === drawerLine ? drawer : 0) })),
  };
}

type TZReportLine = TShiftLine & { counted: number; variance: number };

export type TClosedFigures = TShiftFigures & {
  lines: TZReportLine[];
  totalExpected: number;
  totalCounted: number;
  totalVariance: number;
};

/**
 * The count against the figures: variance = counted − expected per payment type (below zero is short). A type
 * the count leaves out counts as 0 when nothing is expected of it, and is refused when something is; a type
 * that is not one of the shift's lines is refused.
 */
export function closeShiftFigures(figures: TShiftFigures, counted: Map<string, number>): TClosedFigures {
  const lineIds = new Set(figures.payments.map((line) => line.paymentTypeId));
  for (const id of counted.keys()) {
    if (!lineIds.has(id)) throw new AppError('VALIDATION', SHIFT_MSG.countUnknownType);
  }
  const lines = figures.payments.map((line) => {
    const amount = counted.get(line.paymentTypeId);
    if (amount === undefined && line.expected !== 0) {
      throw new AppError('VALIDATION', SHIFT_MSG.countMissing(line.title));
    }
    const value = amount ?? 0;
    return { ...line, counted: value, variance: value - line.expected };
  });
  return {
    ...figures,
    lines,
    totalExpected: sum(lines.map((line) => line.expected)),
    totalCounted: sum(lines.map((line) => line.counted)),
    totalVariance: sum(lines.map((line) => line.variance)),
  };
}
