import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import { isPostgres } from '../../db/dialect.ts';

/**
 * Sales figures of a UTC range, for the dashboard (today) and reports (any filter). Every read starts from
 * an index on (tenant_id, time): orders_created_idx, customers_created_idx, reservations_date_idx, and
 * orders_customer_idx for the earlier order of a repeat customer (migration 0009).
 */
export type TRange = { from: string; to: string };

/** Orders rung up in the range that were not cancelled. */
function ordersIn(db: TDb, tenantId: string, range: TRange) {
  return db
    .selectFrom('orders')
    .where('orders.tenant_id', '=', tenantId)
    .where('orders.created_at', '>=', range.from)
    .where('orders.created_at', '<', range.to)
    .where('orders.status', '!=', 'cancelled');
}

/** Their charged lines: a cancelled line is neither revenue nor a sale. */
function chargedLinesIn(db: TDb, tenantId: string, range: TRange) {
  return ordersIn(db, tenantId, range)
    .innerJoin('order_items', (join) =>
      join.onRef('order_items.order_id', '=', 'orders.id').on('order_items.tenant_id', '=', tenantId),
    )
    .where('order_items.status', '!=', 'cancelled');
}

export async function countOrders(db: TDb, tenantId: string, range: TRange): Promise<number> {
  const row = await ordersIn(db, tenantId, range)
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export type TPaidSales = {
  /** the start of the quarter hour these paid orders were rung up in (ISO, UTC) */
  created_at: string;
  /** the payment type stored on their invoices (null when paid without one) */
  payment_type_title: string | null;
  /** net, tax and total of their charged lines, in minor units */
  net: number;
  tax: number;
  total: number;
};

const QUARTER_HOUR_S = 15 * 60;

/**
 * The paid orders of the range summed per quarter hour and payment type. Summing in SQL keeps a month of a
 * busy store to a few thousand rows (one per order took over a second); callers bucket these rows into the
 * store's days and hours. Every zone's offset is a whole number of quarter hours, so a quarter hour never
 * straddles a local hour or day, DST changes included.
 */
export async function listPaidSales(db: TDb, tenantId: string, range: TRange): Promise<TPaidSales[]> {
  const quarter = isPostgres(db)
    ? sql<string>`floor(extract(epoch from orders.created_at) / ${sql.lit(QUARTER_HOUR_S)})`
    : sql<string>`cast(strftime('%s', orders.created_at) as integer) / ${sql.lit(QUARTER_HOUR_S)}`;
  const rows = await chargedLinesIn(db, tenantId, range)
    .where('orders.payment_status', '=', 'paid')
    .leftJoin('invoices', (join) =>
      join.onRef('invoices.id', '=', 'orders.invoice_id').on('invoices.tenant_id', '=', tenantId),
    )
    .groupBy([quarter, 'invoices.payment_type_title'])
    .select((eb) => [
      quarter.as('quarter'),
      'invoices.payment_type_title',
      eb.fn.sum<string | number>('order_items.line_net').as('net'),
      eb.fn.sum<string | number>('order_items.line_tax').as('tax'),
    ])
    .execute();
  return rows.map((row) => ({
    created_at: new Date(Number(row.quarter) * QUARTER_HOUR_S * 1000).toISOString(),
    payment_type_title: row.payment_type_title,
    net: Number(row.net),
    tax: Number(row.tax),
    total: Number(row.net) + Number(row.tax),
  }));
}

/** Paid, not cancelled orders rung up in the range: what the average order value divides by. */
export async function countPaidOrders(db: TDb, tenantId: string, range: TRange): Promise<number> {
  const row = await ordersIn(db, tenantId, range)
    .where('orders.payment_status', '=', 'paid')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Distinct customers with a (not cancelled) order in the range. */
export async function countOrderingCustomers(db: TDb, tenantId: string, range: TRange): Promise<number> {
  const row = await ordersIn(db, tenantId, range)
    .where('orders.customer_id', 'is not', null)
    .select((eb) => eb.fn.count<string | number>('orders.customer_id').distinct().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The items in the most orders of the range (ties by title), each at the lowest unit price it sold at. */
export async function listTopSellingItems(db: TDb, tenantId: string, range: TRange, limit: number) {
  const rows = await chargedLinesIn(db, tenantId, range)
    .groupBy(['order_items.item_id', 'order_items.item_title'])
    .select((eb) => [
      'order_items.item_title as title',
      eb.fn.min<number>('order_items.unit_price').as('price'),
      eb.fn.count<string | number>('order_items.order_id').distinct().as('orders_count'),
    ])
    .orderBy('orders_count', 'desc')
    .orderBy('title')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    title: row.title,
    price: Number(row.price),
    orders_count: Number(row.orders_count),
  }));
}

/** Customers whose record was created in the range. */
export async function countNewCustomers(db: TDb, tenantId: string, range: TRange): Promise<number> {
  const row = await db
    .selectFrom('customers')
    .where('tenant_id', '=', tenantId)
    .where('created_at', '>=', range.from)
    .where('created_at', '<', range.to)
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Customers with an order in the range who also had a (not cancelled) order before it. */
export async function countRepeatCustomers(db: TDb, tenantId: string, range: TRange): Promise<number> {
  const row = await ordersIn(db, tenantId, range)
    .where('orders.customer_id', 'is not', null)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('orders as earlier')
          .select('earlier.id')
          .where('earlier.tenant_id', '=', tenantId)
          .whereRef('earlier.customer_id', '=', 'orders.customer_id')
          .where('earlier.created_at', '<', range.from)
          .where('earlier.status', '!=', 'cancelled'),
      ),
    )
    .select((eb) => eb.fn.count<string | number>('orders.customer_id').distinct().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
