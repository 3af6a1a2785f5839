import { z } from 'zod';
import { ZPageFormatSchema } from './settings.responses.ts';
import { CASH_MOVEMENT_TYPES } from './shifts.schemas.ts';

/** One payment type's part of a shift: what the shift's invoices took with it, and what should be there. */
const ZShiftPaymentSchema = z.object({
  paymentTypeId: z.string(),
  title: z.string(),
  isCash: z.boolean(),
  invoiceCount: z.number(),
  sales: z.number(),
  /** issue 23: refunds the shift's user paid back with this type */
  refunds: z.number(),
  /** sales − refunds; for the drawer's cash type also the float, plus cash in, minus cash out */
  expected: z.number(),
});

const ZCashMovementResponseSchema = z.object({
  type: z.enum(CASH_MOVEMENT_TYPES),
  amount: z.number(),
  reason: z.string(),
  userName: z.string(),
  createdAt: z.string(),
});

/** The figures an X report and a Z report share (amounts in the store currency's major units). */
const ZShiftFigures = {
  /** the store currency the amounts are in */
  currency: z.string(),
  /** issue 23: the store's IANA zone, in which the report shows and prints its times */
  timeZone: z.string(),
  /** issue 23: the store the printed report heads with */
  store: z.object({ storeName: z.string(), address: z.string().nullable() }),
  openedAt: z.string(),
  openedBy: z.string(),
  openingFloat: z.number(),
  cashSales: z.number(),
  cashIn: z.number(),
  cashOut: z.number(),
  /** issue 23: refunds paid back in cash (they leave the drawer), and with every type */
  cashRefunds: z.number(),
  refundTotal: z.number(),
  /** opening float + cash sales + cash in − cash out − cash refunds */
  expectedCash: z.number(),
  invoiceCount: z.number(),
  salesTotal: z.number(),
  taxTotal: z.number(),
  movements: z.array(ZCashMovementResponseSchema),
};

/** GET /shifts/current: the caller's open shift as it stands (X report), or null when none is open. */
export const ZCurrentShiftResponseSchema = z
  .object({ id: z.string(), ...ZShiftFigures, payments: z.array(ZShiftPaymentSchema) })
  .nullable();
export type TCurrentShiftResponse = z.infer<typeof ZCurrentShiftResponseSchema>;
export type TXReport = NonNullable<TCurrentShiftResponse>;

const ZZReportLineSchema = ZShiftPaymentSchema.extend({ counted: z.number(), variance: z.number() });

/** POST /shifts/close and GET /z-reports/:number: the Z report as it was at close, with the paper width. */
export const ZZReportResponseSchema = z.object({
  number: z.number(),
  ...ZShiftFigures,
  closedAt: z.string(),
  closedBy: z.string(),
  lines: z.array(ZZReportLineSchema),
  totalExpected: z.number(),
  totalCounted: z.number(),
  /** counted − expected: below zero is short, above is over */
  totalVariance: z.number(),
  /** the print settings' receipt width (mm) the thermal print uses */
  pageFormat: ZPageFormatSchema,
});
export type TZReportResponse = z.infer<typeof ZZReportResponseSchema>;

/** GET /z-reports: newest first, a bare array. */
export const ZZReportListResponseSchema = z.array(
  z.object({
    number: z.number(),
    openedAt: z.string(),
    closedAt: z.string(),
    openedBy: z.string(),
    salesTotal: z.number(),
    totalVariance: z.number(),
    currency: z.string(),
    /** issue 23: the store's IANA zone, in which the list shows the times */
    timeZone: z.string(),
  }),
);
export type TZReportListResponse = z.infer<typeof ZZReportListResponseSchema>;
