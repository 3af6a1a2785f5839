import { z } from 'zod';

/** One of the store's reservations for today, as the dashboard card lists it (spec 02 section 3 fields). */
export const ZDashboardReservationSchema = z.object({
  id: z.string(),
  /** the customer's phone, their id across the back office */
  customer_id: z.string(),
  customer_name: z.string(),
  date: z.string(),
  table_id: z.string().nullable(),
  table_title: z.string().nullable(),
  status: z.enum(['booked', 'paid', 'cancelled']),
  notes: z.string().nullable(),
  people_count: z.number(),
  unique_code: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TDashboardReservation = z.infer<typeof ZDashboardReservationSchema>;

/** A top selling item: how many orders had it, at its lowest unit price sold (amounts in major units). */
export const ZTopSellingItemSchema = z.object({
  title: z.string(),
  price: z.number(),
  orders_count: z.number(),
});
export type TTopSellingItem = z.infer<typeof ZTopSellingItemSchema>;

/** GET /dashboard: today's figures in the store's time zone (docs/api-dashboard-reports.md defines each). */
export const ZDashboardResponseSchema = z.object({
  reservations: z.array(ZDashboardReservationSchema),
  topSellingItems: z.array(ZTopSellingItemSchema),
  ordersCount: z.number(),
  newCustomerCount: z.number(),
  repeatedCustomerCount: z.number(),
  currency: z.string(),
  revenueTotal: z.number(),
  /** revenue per local hour of the day, index 0 is 00:00–00:59 */
  salesByHour: z.array(z.number()).length(24),
});
export type TDashboardResponse = z.infer<typeof ZDashboardResponseSchema>;
