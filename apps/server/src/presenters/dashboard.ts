import { fromMinor, type TDashboardResponse, type TTopSellingItem } from '@opentab/shared';
import { presentReservation } from './reservation.ts';

export type TDashboardFigures = {
  reservations: readonly Parameters<typeof presentReservation>[0][];
  /** amounts in minor units */
  topSellingItems: readonly TTopSellingItem[];
  ordersCount: number;
  newCustomerCount: number;
  repeatedCustomerCount: number;
  revenueTotal: number;
  /**
   * the bills' discounts, service charge and tips (sales.repo sumBillExtras), the refunds (sumRefunds) and the
   * voids (sumVoids)
   */
  extras: { discounts: number; serviceCharge: number; tips: number; refunds: number; voids: number };
  salesByHour: readonly number[];
};

export function presentTopSellingItem(item: TTopSellingItem, currency: string): TTopSellingItem {
  return { title: item.title, price: fromMinor(item.price, currency), orders_count: item.orders_count };
}

export function presentDashboard(
  figures: TDashboardFigures,
  store: { currency: string; time_zone: string },
): TDashboardResponse {
  const { currency } = store;
  return {
    reservations: figures.reservations.map(presentReservation),
    topSellingItems: figures.topSellingItems.map((item) => presentTopSellingItem(item, currency)),
    ordersCount: figures.ordersCount,
    newCustomerCount: figures.newCustomerCount,
    repeatedCustomerCount: figures.repeatedCustomerCount,
    currency,
    timeZone: store.time_zone,
    revenueTotal: fromMinor(figures.revenueTotal, currency),
    discountTotal: fromMinor(figures.extras.discounts, currency),
    serviceChargeTotal: fromMinor(figures.extras.serviceCharge, currency),
    tipTotal: fromMinor(figures.extras.tips, currency),
    refundTotal: fromMinor(figures.extras.refunds, currency),
    voidTotal: fromMinor(figures.extras.voids, currency),
    netSalesTotal: fromMinor(figures.revenueTotal - figures.extras.refunds, currency),
    salesByHour: figures.salesByHour.map((minor) => fromMinor(minor, currency)),
  };
}
