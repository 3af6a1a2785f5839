import { z } from 'zod';
import { ZReservationResponseSchema } from './reservations.responses.ts';

/** A top selling item: how many orders had it, at its lowest unit price sold (amounts in major units). */
export const ZTopSellingItemSchema = z.object({
  title: z.string(),
  price: z.number(),
  orders_count: z.number(),
});
export type TTopSellingItem = z.infer<typeof ZTopSellingItemSchema>;

/** GET /dashboard: today's figures in the store's time zone (docs/api-dashboard-reports.md defines each). */
export const ZDashboardResponseSchema = z.object({
  reservations: z.array(ZReservationResponseSchema),
  topSellingItems: z.array(ZTopSellingItemSchema),
  ordersCount: z.number(),
  newCustomerCount: z.number(),
  repeatedCustomerCount: z.number(),
  currency: z.string(),
  /** the store's IANA time zone: the reservations' times are shown on its clock */
  timeZone: z.string(),
  revenueTotal: z.number(),
  /** issue 23: today's discounts, service charge and tips, apart from revenue (as the report's) */
  discountTotal: z.number(),
  serviceChargeTotal: z.number(),
  tipTotal: z.number(),
  /** issue 23: what today's refunds (credit notes) paid back */
  refundTotal: z.number(),
  /** issue 23: what today's voids (cancelled lines) would have charged, apart from revenue */
  voidTotal: z.number(),
  /** issue 23: net sales, gross − discounts − refunds: revenue (already after its discounts) − refunds */
  netSalesTotal: z.number(),
  /** revenue per local hour of the day, index 0 is 00:00–00:59 */
  salesByHour: z.array(z.number()).length(24),
});
export type TDashboardResponse = z.infer<typeof ZDashboardResponseSchema>;
