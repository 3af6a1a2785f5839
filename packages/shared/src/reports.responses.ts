import { z } from 'zod';
import { ZTopSellingItemSchema } from './dashboard.responses.ts';
import { REPORT_DATE_FILTERS, ZDateFilterQuerySchema } from './date-filters.ts';
import { MSG } from './messages.ts';

/** GET /reports?type=&from=&to=: the date filter without Tomorrow (reports look back only). */
export const ZReportQuerySchema = ZDateFilterQuerySchema.refine(
  (query) => (REPORT_DATE_FILTERS as readonly string[]).includes(query.type),
  { message: MSG.invalidRequest },
);

const ZPaymentTypeTotalSchema = z.object({ title: z.string(), total: z.number() });
const ZDayTotalSchema = z.object({ day: z.string(), total: z.number() });

/** GET /reports: figures of the filter's range in the store's time zone (docs/api-dashboard-reports.md defines each). */
export const ZReportResponseSchema = z.object({
  ordersCount: z.number(),
  newCustomers: z.number(),
  repeatedCustomers: z.number(),
  currency: z.string(),
  averageOrderValue: z.number(),
  totalCustomers: z.number(),
  netRevenue: z.number(),
  taxTotal: z.number(),
  revenueTotal: z.number(),
  /** issue 23: what the range's invoices gave in discounts and charged as service charge, apart from revenue */
  discountTotal: z.number(),
  serviceChargeTotal: z.number(),
  /** issue 23: the tips paid with the range's bills, and per staff member who took the payment, largest first */
  tipTotal: z.number(),
  tipsByStaff: z.array(z.object({ name: z.string(), total: z.number() })),
  /** issue 23: what the range's refunds paid back, by the credit notes' time; net sales = gross − discounts − refunds */
  refundTotal: z.number(),
  /** issue 23: what the range's voids (cancelled lines) would have charged, by the time they were cancelled */
  voidTotal: z.number(),
  /** issue 23: net sales, gross − discounts − refunds: revenueTotal (already after its discounts) − refundTotal */
  netSalesTotal: z.number(),
  topSellingItems: z.array(ZTopSellingItemSchema),
  /** revenue per payment type of the invoices, largest first ("Other" when paid without a type) */
  totalPaymentsByPaymentTypes: z.array(ZPaymentTypeTotalSchema),
  /** revenue per business day of the range (every day, zeros included), oldest first */
  revenueByDay: z.array(ZDayTotalSchema),
  /** revenue per local hour of the day over the range, index 0 is 00:00–00:59 */
  revenueByHour: z.array(z.number()).length(24),
  /** the store's time zone, in which the filter's days were taken */
  timeZone: z.string(),
});
export type TReportResponse = z.infer<typeof ZReportResponseSchema>;
