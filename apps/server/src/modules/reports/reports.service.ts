import { businessDay, dateFilterRange, type TDateFilterQuery } from '@opentab/shared';
import type { TAppContext } from '../../context.ts';
import { presentReport } from '../../presenters/report.ts';
import { salesByLocalHour } from '../dashboard/dashboard.service.ts';
import * as sales from '../dashboard/sales.repo.ts';
import { getStoreSettings } from '../settings/store-setting.service.ts';

export const REPORT_TOP_SELLING_LIMIT = 10;

/** The figures of a filter's range, its days taken in the store's time zone (docs/api-dashboard-reports.md). */
export async function getReport(
  ctx: TAppContext,
  tenantId: string,
  query: TDateFilterQuery,
  now = new Date(),
) {
  const store = await getStoreSettings(ctx, tenantId);
  const days = dateFilterRange(query, store.time_zone, now);
  const range = { from: days.from.toISOString(), to: days.to.toISOString() };
  const [topSellingItems, ordersCount, newCustomers, repeatedCustomers, totalCustomers, paidOrders, paid] =
    await Promise.all([
      sales.listTopSellingItems(ctx.db, tenantId, range, REPORT_TOP_SELLING_LIMIT),
      sales.countOrders(ctx.db, tenantId, range),
      sales.countNewCustomers(ctx.db, tenantId, range),
      sales.countRepeatCustomers(ctx.db, tenantId, range),
      sales.countOrderingCustomers(ctx.db, tenantId, range),
      sales.countPaidOrders(ctx.db, tenantId, range),
      sales.listPaidSales(ctx.db, tenantId, range),
    ]);
  const sum = (pick: (sales: sales.TPaidSales) => number) =>
    paid.reduce((total, sales) => total + pick(sales), 0);
  const revenueTotal = sum((row) => row.total);
  return presentReport(
    {
      ordersCount,
      newCustomers,
      repeatedCustomers,
      totalCustomers,
      revenueTotal,
      netRevenue: sum((row) => row.net),
      taxTotal: sum((row) => row.tax),
      averageOrderValue: paidOrders === 0 ? 0 : Math.round(revenueTotal / paidOrders),
      topSellingItems,
      totalPaymentsByPaymentTypes: byPaymentType(paid),
      revenueByDay: byBusinessDay(paid, days, store.time_zone),
      revenueByHour: salesByLocalHour(paid, store.time_zone),
    },
    store.currency,
    store.time_zone,
  );
}

/** Revenue per payment type, largest first then by title. */
function byPaymentType(paid: readonly sales.TPaidSales[]) {
  const totals = new Map<string, number>();
  for (const row of paid) {
    const title = row.payment_type_title ?? 'Other';
    totals.set(title, (totals.get(title) ?? 0) + row.total);
  }
  return [...totals]
    .map(([title, total]) => ({ title, total }))
    .sort((a, b) => b.total - a.total || a.title.localeCompare(b.title));
}

/** Revenue per business day of the range, every day listed (zeros too), oldest first. */
function byBusinessDay(paid: readonly sales.TPaidSales[], range: { from: Date; to: Date }, timeZone: string) {
  const totals = new Map<string, number>();
  const last = businessDay(new Date(range.to.getTime() - 1), timeZone);
  for (let day = businessDay(range.from, timeZone); day <= last; day = nextDay(day)) totals.set(day, 0);
  for (const row of paid) {
    const day = businessDay(new Date(row.created_at), timeZone);
    totals.set(day, (totals.get(day) ?? 0) + row.total);
  }
  return [...totals].map(([day, total]) => ({ day, total }));
}

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
