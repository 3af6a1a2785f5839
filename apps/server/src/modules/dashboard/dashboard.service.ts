import { dateFilterRange } from '@opentab/shared';
import type { TAppContext } from '../../context.ts';
import { presentDashboard } from '../../presenters/dashboard.ts';
import { listReservationsBetween } from '../reservations/reservations.repo.ts';
import { getStoreSettings } from '../settings/store-setting.service.ts';
import * as sales from './sales.repo.ts';

export const TOP_SELLING_LIMIT = 5;

/** Today's figures of a store, "today" being its own calendar day in its time zone (docs/api-dashboard-reports.md). */
export async function getDashboard(ctx: TAppContext, tenantId: string, now: Date = new Date()) {
  const store = await getStoreSettings(ctx, tenantId);
  const today = dateFilterRange({ type: 'today' }, store.time_zone, now);
  const range = { from: today.from.toISOString(), to: today.to.toISOString() };
  const [reservations, topSellingItems, ordersCount, newCustomerCount, repeatedCustomerCount, paid] =
    await Promise.all([
      listReservationsBetween(ctx.db, tenantId, range.from, range.to),
      sales.listTopSellingItems(ctx.db, tenantId, range, TOP_SELLING_LIMIT),
      sales.countOrders(ctx.db, tenantId, range),
      sales.countNewCustomers(ctx.db, tenantId, range),
      sales.countRepeatCustomers(ctx.db, tenantId, range),
      sales.listPaidSales(ctx.db, tenantId, range),
    ]);
  return presentDashboard(
    {
      reservations,
      topSellingItems,
      ordersCount,
      newCustomerCount,
      repeatedCustomerCount,
      revenueTotal: paid.reduce((sum, row) => sum + row.total, 0),
      salesByHour: salesByLocalHour(paid, store.time_zone),
    },
    store,
  );
}

/** Paid totals per hour of the store's clock (0–23); an hour a DST change repeats adds into one slot. */
export function salesByLocalHour(orders: readonly { created_at: string; total: number }[], timeZone: string) {
  const hours = new Array<number>(24).fill(0);
  const format = hourFormatter(timeZone);
  for (const order of orders) {
    const hour = Number(format.format(new Date(order.created_at))) % 24;
    hours[hour] = (hours[hour] ?? 0) + order.total;
  }
  return hours;
}

const hourFormatters = new Map<string, Intl.DateTimeFormat>();
function hourFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = hourFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' });
    hourFormatters.set(timeZone, formatter);
  }
  return formatter;
}
