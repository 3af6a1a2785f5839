import { businessDay, type TDateFilterQuery, wallClock } from '@opentab/shared';
import type { TAppContext } from '../../context.ts';
import { presentReport } from '../../presenters/report.ts';
import { getSalesFigures, getStoreRange, salesByLocalHour } from '../dashboard/dashboard.service.ts';

const REPORT_TOP_SELLING_LIMIT = 10;

/** The figures of a filter's range, its days taken in the store's time zone (docs/api-dashboard-reports.md). */
export async function getReport(
  ctx: TAppContext,
  tenantId: string,
  { query, now = new Date() }: { query: TDateFilterQuery; now?: Date },
) {
  const { store, days, range } = await getStoreRange(ctx, tenantId, { query, now });
  const figures = await getSalesFigures(ctx, tenantId, {
    range,
    topSelling: REPORT_TOP_SELLING_LIMIT,
  });
  const { topSellingItems, totals, customers, quarters, extras, tipsByStaff } = figures;
  return presentReport(
    {
      ordersCount: totals.orders,
      // Issue 22: of the customers who ordered in the range, those with no order before it (new) and those
      // with one (repeat), so New + Repeat = Total. Counting customer records created in the range instead
      // showed "New Customers 11" beside "Total Customers 10": a record added at the POS, by a reservation
      // or the QR cart is created whether or not it ever orders.
      newCustomers: customers.customers - customers.repeat,
      repeatedCustomers: customers.repeat,
      totalCustomers: customers.customers,
      revenueTotal: totals.revenue,
      netRevenue: totals.net,
      taxTotal: totals.tax,
      discountTotal: extras.discounts,
      serviceChargeTotal: extras.serviceCharge,
      tipTotal: extras.tips,
      refundTotal: extras.refunds,
      voidTotal: extras.voids,
      netSalesTotal: totals.revenue - extras.refunds,
      tipsByStaff,
      averageOrderValue: totals.paidOrders === 0 ? 0 : Math.round(totals.revenue / totals.paidOrders),
      topSellingItems,
      totalPaymentsByPaymentTypes: totals.byPaymentType,
      revenueByDay: byBusinessDay(quarters, days, store.time_zone),
      revenueByHour: salesByLocalHour(quarters, store.time_zone),
    },
    store.currency,
    store.time_zone,
  );
}

/** Revenue per business day of the range, every day listed (zeros too), oldest first. */
function byBusinessDay(
  paid: readonly { created_at: string; total: number }[],
  range: { from: Date; to: Date },
  timeZone: string,
) {
  const totals = new Map<string, number>();
  const last = businessDay(new Date(range.to.getTime() - 1), timeZone);
  for (let day = businessDay(range.from, timeZone); day <= last; day = nextDay(day)) totals.set(day, 0);
  const clock = wallClock(timeZone);
  for (const row of paid) {
    const day = clock(new Date(row.created_at)).toISOString().slice(0, 10);
    totals.set(day, (totals.get(day) ?? 0) + row.total);
  }
  return [...totals].map(([day, total]) => ({ day, total }));
}

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
