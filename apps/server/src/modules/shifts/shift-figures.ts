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

/** What the shift's refunds paid back with one payment type (shifts.repo.ts listShiftRefunds). */
export type TShiftRefund = { paymentTypeId: string; title: string; isCash: boolean; amount: number };

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
  /** the refunds the shift's user paid back during it, per payment type: they leave what each type holds */
  refunds: TShiftRefund[];
  /** the store's active payment types, in the order the reports list them */
  paymentTypes: TPaymentTypeRef[];
};

type TShiftLine = TShiftPayment & { refunds: number; expected: number };

export type TShiftFigures = {
  openingFloat: number;
  cashSales: number;
  cashIn: number;
  cashOut: number;
  /** refunds paid back in cash, and with every type */
  cashRefunds: number;
  refundTotal: number;
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
 * the first cash type listed, so the drawer's expected cash is that type's expected amount. A refund paid back
 * with a type is taken off what that type should hold (cash refunds leave the drawer).
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
  for (const payment of sales.payments) {
    if (listed.has(payment.paymentTypeId)) continue;
    listed.add(payment.paymentTypeId);
    lines.push(payment);
  }
  const refunded = new Map<string, number>();
  for (const refund of input.refunds) {
    refunded.set(refund.paymentTypeId, (refunded.get(refund.paymentTypeId) ?? 0) + refund.amount);
    if (listed.has(refund.paymentTypeId)) continue;
    listed.add(refund.paymentTypeId);
    lines.push({
      paymentTypeId: refund.paymentTypeId,
      title: refund.title,
      isCash: refund.isCash,
      invoiceCount: 0,
      sales: 0,
    });
  }
  const refundsOf = (line: TShiftPayment) => refunded.get(line.paymentTypeId) ?? 0;

  const cashIn = sum(movements.filter((m) => m.type === 'in').map((m) => m.amount));
  const cashOut = sum(movements.filter((m) => m.type === 'out').map((m) => m.amount));
  const cashSales = sum(lines.filter((line) => line.isCash).map((line) => line.sales));
  const cashRefunds = sum(lines.filter((line) => line.isCash).map(refundsOf));
  const drawer = openingFloat + cashIn - cashOut;
  const drawerLine = lines.find((line) => line.isCash);
  return {
    openingFloat,
    cashSales,
    cashIn,
    cashOut,
    cashRefunds,
    refundTotal: sum(lines.map(refundsOf)),
    expectedCash: drawer + cashSales - cashRefunds,
    invoiceCount: sales.invoiceCount,
    salesTotal: sales.salesTotal,
    taxTotal: sales.taxTotal,
    payments: lines.map((line) => ({
      ...line,
      refunds: refundsOf(line),
      expected: line.sales - refundsOf(line) + (line === drawerLine ? drawer : 0),
    })),
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
      throw new AppError('VALIDATION', SHIFT_MSG.countMissing, { values: { title: line.title } });
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
