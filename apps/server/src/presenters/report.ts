import { fromMinor, type TReportResponse, type TTopSellingItem } from '@opentab/shared';
import { presentTopSellingItem } from './dashboard.ts';

/** A report's figures with every amount in minor units. */
export type TReportFigures = Omit<TReportResponse, 'currency' | 'timeZone'>;

export function presentReport(figures: TReportFigures, currency: string, timeZone: string): TReportResponse {
  const money = (minor: number) => fromMinor(minor, currency);
  return {
    ordersCount: figures.ordersCount,
    newCustomers: figures.newCustomers,
    repeatedCustomers: figures.repeatedCustomers,
    currency,
    averageOrderValue: money(figures.averageOrderValue),
    totalCustomers: figures.totalCustomers,
    netRevenue: money(figures.netRevenue),
    taxTotal: money(figures.taxTotal),
    revenueTotal: money(figures.revenueTotal),
    discountTotal: money(figures.discountTotal),
    serviceChargeTotal: money(figures.serviceChargeTotal),
    tipTotal: money(figures.tipTotal),
    refundTotal: money(figures.refundTotal),
    voidTotal: money(figures.voidTotal),
    netSalesTotal: money(figures.netSalesTotal),
    tipsByStaff: figures.tipsByStaff.map((staff) => ({ name: staff.name, total: money(staff.total) })),
    topSellingItems: figures.topSellingItems.map((item: TTopSellingItem) =>
      presentTopSellingItem(item, currency),
    ),
    totalPaymentsByPaymentTypes: figures.totalPaymentsByPaymentTypes.map((type) => ({
      title: type.title,
      total: money(type.total),
    })),
    revenueByDay: figures.revenueByDay.map((day) => ({ day: day.day, total: money(day.total) })),
    revenueByHour: figures.revenueByHour.map(money),
    timeZone,
  };
}
