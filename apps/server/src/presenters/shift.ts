import {
  fromMinor,
  type TCurrentShiftResponse,
  type TXReport,
  type TZReportListResponse,
  type TZReportResponse,
} from '@opentab/shared';
import type { Row } from '../db/schema.ts';

type TMovementRow = {
  type: 'in' | 'out';
  amount: number;
  reason: string;
  user_name: string;
  created_at: string;
};
type TLine = {
  paymentTypeId: string;
  title: string;
  isCash: boolean;
  invoiceCount: number;
  sales: number;
  /** absent from a Z report closed before refunds existed (0021) */
  refunds?: number;
  expected: number;
};
type TFigures = {
  openingFloat: number;
  cashSales: number;
  cashIn: number;
  cashOut: number;
  /** absent from a Z report closed before refunds existed (0021) */
  cashRefunds?: number;
  refundTotal?: number;
  expectedCash: number;
  invoiceCount: number;
  salesTotal: number;
  taxTotal: number;
  payments: TLine[];
};
type TClosedFigures = TFigures & {
  lines: (TLine & { counted: number; variance: number })[];
  totalExpected: number;
  totalCounted: number;
  totalVariance: number;
};
/** The store a shift report heads with and shows its times in (today's settings, not frozen with a Z report). */
export type TShiftReportStore = Pick<Row<'store_settings'>, 'store_name' | 'address' | 'time_zone'>;

/** A shift's report as modules/shifts gathers it: the shift, its figures and movements, in minor units. */
export type TShiftReportInput = {
  shift: { id: string; openedAt: string; openedBy: string };
  figures: TFigures;
  movements: TMovementRow[];
  currency: string;
  store: TShiftReportStore;
};
/** What a Z report row keeps in `figures`: the report as it was at close (amounts in minor units). */
export type TZReportSnapshot = {
  openedAt: string;
  openedBy: string;
  closedAt: string;
  closedBy: string;
  figures: TClosedFigures;
  movements: TMovementRow[];
};

function sharedFigures(
  figures: TFigures,
  { movements, currency, store }: { movements: TMovementRow[]; currency: string; store: TShiftReportStore },
) {
  const money = (minor: number) => fromMinor(minor, currency);
  return {
    currency,
    timeZone: store.time_zone,
    store: { storeName: store.store_name, address: store.address },
    openingFloat: money(figures.openingFloat),
    cashSales: money(figures.cashSales),
    cashIn: money(figures.cashIn),
    cashOut: money(figures.cashOut),
    cashRefunds: money(figures.cashRefunds ?? 0),
    refundTotal: money(figures.refundTotal ?? 0),
    expectedCash: money(figures.expectedCash),
    invoiceCount: figures.invoiceCount,
    salesTotal: money(figures.salesTotal),
    taxTotal: money(figures.taxTotal),
    movements: movements.map((m) => ({
      type: m.type,
      amount: money(m.amount),
      reason: m.reason,
      userName: m.user_name,
      createdAt: m.created_at,
    })),
  };
}

const presentLine = (line: TLine, currency: string) => ({
  paymentTypeId: line.paymentTypeId,
  title: line.title,
  isCash: line.isCash,
  invoiceCount: line.invoiceCount,
  sales: fromMinor(line.sales, currency),
  refunds: fromMinor(line.refunds ?? 0, currency),
  expected: fromMinor(line.expected, currency),
});

/** GET /shifts/current: the X report of the caller's open shift, null when none. */
export function presentXReport(report: TShiftReportInput | null): TCurrentShiftResponse {
  if (!report) return null;
  const { shift, figures, movements, currency, store } = report;
  const answer: TXReport = {
    id: shift.id,
    openedAt: shift.openedAt,
    openedBy: shift.openedBy,
    ...sharedFigures(figures, { movements, currency, store }),
    payments: figures.payments.map((line) => presentLine(line, currency)),
  };
  return answer;
}

/**
 * A Z report from its stored snapshot, as it was at close; `pageFormat` is today's receipt width, and the store
 * (its name, address and time zone) today's.
 */
export function presentZReport(
  row: Row<'z_reports'>,
  { pageFormat, store }: { pageFormat: number | null; store: TShiftReportStore },
): TZReportResponse {
  const snapshot = JSON.parse(row.figures) as TZReportSnapshot;
  const { figures } = snapshot;
  const money = (minor: number) => fromMinor(minor, row.currency);
  return {
    number: row.number,
    openedAt: snapshot.openedAt,
    openedBy: snapshot.openedBy,
    ...sharedFigures(figures, { movements: snapshot.movements, currency: row.currency, store }),
    closedAt: snapshot.closedAt,
    closedBy: snapshot.closedBy,
    lines: figures.lines.map((line) => ({
      ...presentLine(line, row.currency),
      counted: money(line.counted),
      variance: money(line.variance),
    })),
    totalExpected: money(figures.totalExpected),
    totalCounted: money(figures.totalCounted),
    totalVariance: money(figures.totalVariance),
    pageFormat: pageFormat === 57 ? 57 : 80,
  };
}

type TZReportListRow = Pick<
  Row<'z_reports'>,
  'number' | 'opened_at' | 'closed_at' | 'opened_by_name' | 'sales_total' | 'total_variance' | 'currency'
>;

export function presentZReportList(rows: TZReportListRow[], timeZone: string): TZReportListResponse {
  return rows.map((row) => ({
    number: row.number,
    openedAt: row.opened_at,
    closedAt: row.closed_at,
    openedBy: row.opened_by_name,
    salesTotal: fromMinor(row.sales_total, row.currency),
    totalVariance: fromMinor(row.total_variance, row.currency),
    currency: row.currency,
    timeZone,
  }));
}
