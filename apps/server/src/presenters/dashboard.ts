import {
  fromMinor,
  type TDashboardReservation,
  type TDashboardResponse,
  type TTopSellingItem,
} from '@opentab/shared';
import type { Row } from '../db/schema.ts';

type TReservationRow = Row<'reservations'> & {
  customer_phone: string;
  customer_name: string;
  table_title: string | null;
};

export type TDashboardFigures = {
  reservations: readonly TReservationRow[];
  /** amounts in minor units */
  topSellingItems: readonly TTopSellingItem[];
  ordersCount: number;
  newCustomerCount: number;
  repeatedCustomerCount: number;
  revenueTotal: number;
  salesByHour: readonly number[];
};

export function presentDashboardReservation(row: TReservationRow): TDashboardReservation {
  return {
    id: row.id,
    customer_id: row.customer_phone,
    customer_name: row.customer_name,
    date: row.date,
    table_id: row.table_id,
    table_title: row.table_title,
    status: row.status,
    notes: row.notes,
    people_count: row.people_count,
    unique_code: row.unique_code,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function presentTopSellingItem(item: TTopSellingItem, currency: string): TTopSellingItem {
  return { title: item.title, price: fromMinor(item.price, currency), orders_count: item.orders_count };
}

export function presentDashboard(figures: TDashboardFigures, currency: string): TDashboardResponse {
  return {
    reservations: figures.reservations.map(presentDashboardReservation),
    topSellingItems: figures.topSellingItems.map((item) => presentTopSellingItem(item, currency)),
    ordersCount: figures.ordersCount,
    newCustomerCount: figures.newCustomerCount,
    repeatedCustomerCount: figures.repeatedCustomerCount,
    currency,
    revenueTotal: fromMinor(figures.revenueTotal, currency),
    salesByHour: figures.salesByHour.map((minor) => fromMinor(minor, currency)),
  };
}
