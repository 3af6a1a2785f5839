import type { TDb } from '../../db/database.ts';

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

export type TPaidOrder = {
  created_at: string;
  /** net, tax and total of its charged lines, in minor units */
  net: number;
  tax: number;
  total: number;
  /** the payment type stored on its invoice (null when paid without one) */
  payment_type_title: string | null;
};

/** Each paid order of the range with what its charged lines came to and how it was paid. */
export async function listPaidOrders(db: TDb, tenantId: string, range: TRange): Promise<TPaidOrder[]> {
  const rows = await chargedLinesIn(db, tenantId, range)
    .where('orders.payment_status', '=', 'paid')
    .leftJoin('invoices', (join) =>
      join.onRef('invoices.id', '=', 'orders.invoice_id').on('invoices.tenant_id', '=', tenantId),
    )
    .groupBy(['orders.id', 'orders.created_at', 'invoices.payment_type_title'])
    .select((eb) => [
      'orders.created_at',
      'invoices.payment_type_title',
      eb.fn.sum<string | number>('order_items.line_net').as('net'),
      eb.fn.sum<string | number>('order_items.line_tax').as('tax'),
    ])
    .execute();
  return rows.map((row) => ({
    created_at: row.created_at,
    net: Number(row.net),
    tax: Number(row.tax),
    total: Number(row.net) + Number(row.tax),
    payment_type_title: row.payment_type_title,
  }));
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

/** Reservations of the range, earliest first, with the customer's phone and name and the table's title. */
export function listReservations(db: TDb, tenantId: string, range: TRange) {
  return db
    .selectFrom('reservations')
    .innerJoin('customers', (join) =>
      join.onRef('customers.id', '=', 'reservations.customer_id').on('customers.tenant_id', '=', tenantId),
    )
    .leftJoin('store_tables', (join) =>
      join.onRef('store_tables.id', '=', 'reservations.table_id').on('store_tables.tenant_id', '=', tenantId),
    )
    .where('reservations.tenant_id', '=', tenantId)
    .where('reservations.date', '>=', range.from)
    .where('reservations.date', '<', range.to)
    .selectAll('reservations')
    .select([
      'customers.phone as customer_phone',
      'customers.name as customer_name',
      'store_tables.title as table_title',
    ])
    .orderBy('reservations.date')
    .orderBy('reservations.id')
    .execute();
}
export type TReservationRow = Awaited<ReturnType<typeof listReservations>>[number];
