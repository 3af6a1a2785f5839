import { dateFilterRange, type TDateFilterQuery, wallClock } from '@opentab/shared';
import type { TAppContext } from '../../context.ts';
import { presentDashboard } from '../../presenters/dashboard.ts';
import { listReservationsBetween } from '../reservations/reservations.repo.ts';
import { getStoreSettings } from '../settings/store-setting.service.ts';
import * as sales from './sales.repo.ts';

const TOP_SELLING_LIMIT = 5;

/** Today's figures of a store, "today" being its own calendar day in its time zone (docs/api-dashboard-reports.md). */
export async function getDashboard(ctx: TAppContext, tenantId: string, now: Date = new Date()) {
  const { store, range } = await getStoreRange(ctx, tenantId, { query: { type: 'today' }, now });
  const [reservations, figures, newCustomerCount] = await Promise.all([
    listReservationsBetween(ctx.db, tenantId, range),
    getSalesFigures(ctx, tenantId, { range, topSelling: TOP_SELLING_LIMIT }),
    // the dashboard's "New Registered Customers": records created today, whether they ordered or not
    sales.countNewCustomers(ctx.db, tenantId, range),
  ]);
  return presentDashboard(
    {
      reservations,
      topSellingItems: figures.topSellingItems,
      ordersCount: figures.totals.orders,
      newCustomerCount,
      repeatedCustomerCount: figures.customers.repeat,
      revenueTotal: figures.totals.revenue,
      extras: figures.extras,
      salesByHour: salesByLocalHour(figures.quarters, store.time_zone),
    },
    store,
  );
}

/** A date filter's range, its days taken in the store's time zone, with the store's settings. */
export async function getStoreRange(
  ctx: TAppContext,
  tenantId: string,
  { query, now }: { query: TDateFilterQuery; now: Date },
) {
  const store = await getStoreSettings(ctx, tenantId);
  const days = dateFilterRange(query, store.time_zone, now);
  return { store, days, range: { from: days.from.toISOString(), to: days.to.toISOString() } };
}

/** The sales of a range that the dashboard and the reports both show (docs/api-dashboard-reports.md). */
export async function getSalesFigures(
  ctx: TAppContext,
  tenantId: string,
  { range, topSelling }: { range: sales.TRange; topSelling: number },
) {
  const [topSellingItems, sums, customers, quarters, bill, refunds, voids, tipsByStaff] = await Promise.all([
    sales.listTopSellingItems(ctx.db, tenantId, { range, limit: topSelling }),
    sales.sumSalesByPaymentType(ctx.db, tenantId, range),
    sales.countOrderingCustomers(ctx.db, tenantId, range),
    sales.listPaidSalesByQuarterHour(ctx.db, tenantId, range),
    sales.sumBillExtras(ctx.db, tenantId, range),
    sales.sumRefunds(ctx.db, tenantId, range),
    sales.sumVoids(ctx.db, tenantId, range),
    sales.sumTipsByStaff(ctx.db, tenantId, range),
  ]);
  const extras = { ...bill, refunds, voids };
  return { topSellingItems, totals: totalSales(sums), customers, quarters, extras, tipsByStaff };
}

/**
 * A range's totals from its sums per payment type: orders, paid orders, net, tax and revenue, and revenue per
 * payment type (those with a charged line or a share of a split bill's; without a type it is "Other"),
 * largest first, then by title.
 */
function totalSales(sums: readonly sales.TSalesByPaymentType[]) {
  const totals = { orders: 0, paidOrders: 0, net: 0, tax: 0, revenue: 0 };
  const byType = new Map<string, number>();
  for (const row of sums) {
    totals.orders += row.orders;
    totals.paidOrders += row.paid_orders;
    totals.net += row.net;
    totals.tax += row.tax;
    totals.revenue += row.net + row.tax;
    // a split bill's second type holds a share of its revenue but none of its lines (the first type counts them)
    if (row.paid_lines === 0 && row.net + row.tax === 0) continue;
    const title = row.payment_type_title === '' ? 'Other' : row.payment_type_title;
    byType.set(title, (byType.get(title) ?? 0) + row.net + row.tax);
  }
  const byPaymentType = [...byType]
    .map(([title, total]) => ({ title, total }))
    .sort((a, b) => b.total - a.total || a.title.localeCompare(b.title));
  return { ...totals, byPaymentType };
}

/** Paid totals per hour of the store's clock (0–23); an hour a DST change repeats adds into one slot. */
export function salesByLocalHour(orders: readonly { created_at: string; total: number }[], timeZone: string) {
  const hours = new Array<number>(24).fill(0);
  const clock = wallClock(timeZone);
  for (const order of orders) {
    const hour = clock(new Date(order.created_at)).getUTCHours();
    hours[hour] = (hours[hour] ?? 0) + order.total;
  }
  return hours;
}
