import { type Selectable, type SelectQueryBuilder, sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { Database, Row } from '../../db/schema.ts';
import { QUARTER_HOUR_SPAN, rollupSpansOf } from '../orders/sales-rollup.repo.ts';

/**
 * Sales figures of a UTC range, for the dashboard (today) and reports (any filter). Orders, revenue and top
 * sellers are read from the sales rollups (db/sales-rollup.ts keeps them with every order write), whose
 * quarter-hour buckets the range's ends fall on (a store's midnight is a whole quarter hour in UTC);
 * customers from two partial indexes of the orders that count (migration 0010), and new customers from
 * customers_created_idx.
 */
export type TRange = { from: string; to: string };

/**
 * A rollup's rows of the range: whole UTC days from the day rows, the ends from the quarter-hour rows. One
 * SELECT per part, joined by UNION ALL, so each reads its own slice of the primary key (an OR of the parts
 * reads all of the tenant's rows).
 */
function rowsIn<TTable extends 'sales_rollup' | 'item_sales_rollup'>(
  db: TDb,
  tenantId: string,
  { table, range }: { table: TTable; range: TRange },
) {
  const [first, ...rest] = rollupSpansOf(range).map((part) =>
    db
      .selectFrom(table as 'sales_rollup' | 'item_sales_rollup')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('span', '=', part.span)
      .where('bucket', '>=', part.from)
      .where('bucket', '<', part.to),
  );
  if (!first) throw new Error('rowsIn: a range has at least one part');
  return rest.reduce((query, part) => query.unionAll(part), first) as unknown as SelectQueryBuilder<
    Database,
    TTable,
    Selectable<Database[TTable]>
  >;
}

/** A payment type's sums over the range, in the rollup's own columns (db/schema.ts says what each counts). */
export type TSalesByPaymentType = Pick<
  Row<'sales_rollup'>,
  'payment_type_title' | 'orders' | 'paid_orders' | 'paid_lines' | 'net' | 'tax'
>;

/** The range's orders and the paid ones' sales, per payment type. */
export async function sumSalesByPaymentType(
  db: TDb,
  tenantId: string,
  range: TRange,
): Promise<TSalesByPaymentType[]> {
  const rows = await db
    .selectFrom(rowsIn(db, tenantId, { table: 'sales_rollup', range }).as('rollup'))
    .groupBy('payment_type_title')
    .select((eb) => [
      'payment_type_title',
      eb.fn.sum<string | number>('orders').as('orders'),
      eb.fn.sum<string | number>('paid_orders').as('paid_orders'),
      eb.fn.sum<string | number>('paid_lines').as('paid_lines'),
      eb.fn.sum<string | number>('net').as('net'),
      eb.fn.sum<string | number>('tax').as('tax'),
    ])
    .execute();
  return rows.map((row) => ({
    payment_type_title: row.payment_type_title,
    orders: Number(row.orders),
    paid_orders: Number(row.paid_orders),
    paid_lines: Number(row.paid_lines),
    net: Number(row.net),
    tax: Number(row.tax),
  }));
}

/**
 * The paid orders' charged lines of the range summed per quarter hour (at most 96 rows a day), for the
 * store's days and hours: every zone's offset is a whole number of quarter hours, so a quarter hour never
 * straddles a local hour or day, DST changes included.
 */
export async function listPaidSalesByQuarterHour(
  db: TDb,
  tenantId: string,
  range: TRange,
): Promise<{ created_at: string; total: number }[]> {
  const rows = await db
    .selectFrom('sales_rollup')
    .where('tenant_id', '=', tenantId)
    .where('span', '=', QUARTER_HOUR_SPAN)
    .where('bucket', '>=', range.from)
    .where('bucket', '<', range.to)
    // a split bill's share under its second payment type has no lines of its own (the first type counts them)
    .where((eb) => eb.or([eb('paid_lines', '>', 0), eb('net', '<>', 0), eb('tax', '<>', 0)]))
    .groupBy('bucket')
    .select((eb) => ['bucket', eb.fn.sum<string | number>(eb('net', '+', eb.ref('tax'))).as('total')])
    .execute();
  return rows.map((row) => ({ created_at: new Date(row.bucket).toISOString(), total: Number(row.total) }));
}

/** A customer's orders that count: the predicate of migration 0010's partial indexes, word for word. */
const countedCustomerOrder = sql<boolean>`customer_id is not null and status <> 'cancelled'`;

/**
 * Distinct customers with a (not cancelled) order in the range, and how many of them also had one before it
 * (repeat customers). Reads only the two partial indexes: the range's customer orders, then per customer
 * whether an earlier one exists.
 */
export async function countOrderingCustomers(
  db: TDb,
  tenantId: string,
  range: TRange,
): Promise<{ customers: number; repeat: number }> {
  const ordering = db
    .selectFrom('orders')
    .select('customer_id')
    .distinct()
    .where('tenant_id', '=', tenantId)
    .where('created_at', '>=', range.from)
    .where('created_at', '<', range.to)
    .where(countedCustomerOrder);
  const row = await db
    .selectFrom(ordering.as('ordering'))
    .select((eb) => [
      eb.fn.countAll<string | number>().as('customers'),
      eb.fn
        .sum<string | number>(
          eb
            .case()
            .when(
              eb.exists(
                eb
                  .selectFrom('orders as earlier')
                  .select('earlier.customer_id')
                  .where('earlier.tenant_id', '=', tenantId)
                  .whereRef('earlier.customer_id', '=', 'ordering.customer_id')
                  .where('earlier.created_at', '<', range.from)
                  .where(countedCustomerOrder),
              ),
            )
            .then(1)
            .else(0)
            .end(),
        )
        .as('repeat'),
    ])
    .executeTakeFirstOrThrow();
  return { customers: Number(row.customers), repeat: Number(row.repeat ?? 0) };
}

/** The items in the most orders of the range (ties by title), each at the lowest unit price it sold at. */
export async function listTopSellingItems(
  db: TDb,
  tenantId: string,
  { range, limit }: { range: TRange; limit: number },
) {
  const rows = await db
    .selectFrom(rowsIn(db, tenantId, { table: 'item_sales_rollup', range }).as('rollup'))
    .where('orders', '>', 0)
    .groupBy(['item_id', 'item_title'])
    .select((eb) => [
      'item_title as title',
      eb.fn.min<number>('unit_price').as('price'),
      eb.fn.sum<string | number>('orders').as('orders_count'),
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

/**
 * What the range's invoices gave in discounts, charged as service charge and took as tips (issue 23), reported
 * apart from revenue: revenue is the charged lines' (already net of their discounts), the service charge is
 * the bill's, a tip the staff's.
 * One range of invoices_created_idx.
 */
export async function sumBillExtras(db: TDb, tenantId: string, range: TRange) {
  const row = await db
    .selectFrom('invoices')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('discount_total'), eb.lit(0)).as('discounts'),
      eb.fn.coalesce(eb.fn.sum<number>('service_charge'), eb.lit(0)).as('serviceCharge'),
      eb.fn.coalesce(eb.fn.sum<number>('tip'), eb.lit(0)).as('tips'),
    ])
    .where('tenant_id', '=', tenantId)
    .where('created_at', '>=', range.from)
    .where('created_at', '<', range.to)
    .executeTakeFirstOrThrow();
  return {
    discounts: Number(row.discounts),
    serviceCharge: Number(row.serviceCharge),
    tips: Number(row.tips),
  };
}

/**
 * What the range's refunds paid back (issue 23), by each credit note's own time (a refund today of last week's
 * invoice counts today): reported apart, net sales = gross − discounts − refunds. One range of refunds_created.
 */
export async function sumRefunds(db: TDb, tenantId: string, range: TRange): Promise<number> {
  const row = await db
    .selectFrom('refunds')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('refunds'))
    .where('tenant_id', '=', tenantId)
    .where('created_at', '>=', range.from)
    .where('created_at', '<', range.to)
    .executeTakeFirstOrThrow();
  return Number(row.refunds);
}

/**
 * What the range's voids took off bills (issue 23): the cancelled lines, each as it would have been charged (its
 * net and tax), by the time it was cancelled (a cancelled line never changes again). One range of
 * order_items_cancelled_idx, which holds only cancelled lines.
 */
export async function sumVoids(db: TDb, tenantId: string, range: TRange): Promise<number> {
  const row = await db
    .selectFrom('order_items')
    .select((eb) =>
      eb.fn.coalesce(eb.fn.sum<number>(eb('line_net', '+', eb.ref('line_tax'))), eb.lit(0)).as('voids'),
    )
    .where('tenant_id', '=', tenantId)
    .where('status', '=', 'cancelled')
    .where('updated_at', '>=', range.from)
    .where('updated_at', '<', range.to)
    .executeTakeFirstOrThrow();
  return Number(row.voids);
}

/**
 * The range's tips per staff member who took the payment (issue 23: tips are theirs, never revenue), largest
 * first; a user deleted since is "Former staff".
 */
export async function sumTipsByStaff(db: TDb, tenantId: string, range: TRange) {
  // a bill paid in parts (issue 23): each part's tip is the staff member's who took that part
  const rows = await db
    .selectFrom('invoices as i')
    .leftJoin('invoice_parts as p', (join) =>
      join.onRef('p.invoice_id', '=', 'i.id').onRef('p.tenant_id', '=', 'i.tenant_id'),
    )
    .leftJoin('users as u', (join) =>
      join
        .on('u.id', '=', sql<string>`coalesce(p.created_by, i.created_by)`)
        .onRef('u.tenant_id', '=', 'i.tenant_id'),
    )
    .select(['u.name', sql<number>`sum(coalesce(p.tip, i.tip))`.as('total')])
    .where('i.tenant_id', '=', tenantId)
    .where('i.created_at', '>=', range.from)
    .where('i.created_at', '<', range.to)
    .where('i.tip', '>', 0)
    .groupBy([sql`coalesce(p.created_by, i.created_by)`, 'u.name'])
    .having(sql`sum(coalesce(p.tip, i.tip))`, '>', 0)
    .execute();
  return rows
    .map((row) => ({ name: row.name ?? 'Former staff', total: Number(row.total) }))
    .sort((a, b) => b.total - a.total || a.name.localeCompare(b.name));
}
