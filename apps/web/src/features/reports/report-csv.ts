import { type TReportResponse, toCsv } from '@opentab/shared';
import { exportCsv } from '../../lib/download';

const HEADER = ['Section', 'Name', 'Amount', 'Orders'];

/**
 * The report as one CSV: tiles (the spec's, then issue 23's money apart from revenue), top sellers, tips by
 * staff, payments by type, revenue by day (amounts in the currency's units).
 */
function reportCsv(data: TReportResponse): string {
  return toCsv(HEADER, [
    ['Tile', 'Orders', null, data.ordersCount],
    ['Tile', 'Avg. Order Value', data.averageOrderValue, null],
    ['Tile', 'Total Customers', data.totalCustomers, null],
    ['Tile', 'New Customers', data.newCustomers, null],
    ['Tile', 'Repeat Customers', data.repeatedCustomers, null],
    ['Tile', 'Revenue', data.revenueTotal, null],
    ['Tile', 'Net Sales', data.netRevenue, null],
    ['Tile', 'Tax', data.taxTotal, null],
    ['Tile', 'Discounts', data.discountTotal, null],
    ['Tile', 'Service Charge', data.serviceChargeTotal, null],
    ['Tile', 'Tips', data.tipTotal, null],
    ['Tile', 'Refunds', data.refundTotal, null],
    ['Tile', 'Sales net of Refunds', data.netSalesTotal, null],
    ['Tile', 'Voids', data.voidTotal, null],
    ...data.topSellingItems.map((item) => ['Top selling item', item.title, item.price, item.orders_count]),
    ...data.tipsByStaff.map((staff) => ['Tips by staff', staff.name, staff.total, null]),
    ...data.totalPaymentsByPaymentTypes.map((type) => ['Payment type', type.title, type.total, null]),
    ...data.revenueByDay.map((day) => ['Revenue by day', day.day, day.total, null]),
  ]);
}

/** Downloads the report's CSV. */
export function exportReportCsv(data: TReportResponse): Promise<void> {
  return exportCsv('report.csv', () => reportCsv(data));
}
