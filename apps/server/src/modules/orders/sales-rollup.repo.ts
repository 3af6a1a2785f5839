import { type Expression, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import { isPostgres } from '../../db/dialect.ts';
import { type Placeholders, preparedQuery } from '../../db/prepared.ts';
import type { Database } from '../../db/schema.ts';

/*
 * The one owner of the sales rollups (migration 0010): `sales_rollup` (orders, paid orders, and the paid
 * orders' charged lines, net and tax, per tenant, time bucket and payment type) and `item_sales_rollup`
 * (per tenant, time bucket, item and price: how many orders sold the item, each counted once at the lowest
 * price it had in that order). Both are sums over orders, so every write that changes what an order counts
 * for takes the order's part out before the change and puts it back after, in the same transaction:
 * `changeOrderSales`. What an order counts for is read from its stored rows by the statements below, the
 * same ones that build the rollups from scratch, so the increments cannot drift from the definitions in
 * docs/api-dashboard-reports.md.
 *
 * Every order is summed twice, into its UTC quarter hour and into its UTC day (`span`, in seconds). Every
 * time zone's offset is a whole number of quarter hours, so the store's days and hours are whole quarter
 * hours, DST changes included; a month is read as the whole UTC days inside it plus the quarter hours at its
 * two ends (a few hundred rows instead of thousands).
 */

export const QUARTER_HOUR_SPAN = 15 * 60;
const DAY_SPAN = 24 * 60 * 60;

type TOrdersFilter = (eb: ExpressionBuilder<Database, 'orders'>) => Expression<SqlBool>;

/** The start of the span (UTC) a timestamp column falls in, as the column's own type. */
function bucketOf(db: TDb, span: number) {
  const at = sql.ref('counted.created_at');
  const size = sql.lit(span);
  return isPostgres(db)
    ? sql<string>`to_timestamp(floor(extract(epoch from ${at}) / ${size}) * ${size})`
    : sql<string>`strftime('%Y-%m-%dT%H:%M:%S.000Z', cast(strftime('%s', ${at}) as integer) / ${size} * ${size}, 'unixepoch')`;
}

/**
 * A rollup's rows at both spans (quarter hour and day), ordered by their first `keys` columns (the rollup's
 * key): every writer locks rows in one order (PostgreSQL), so two writers cannot wait on each other.
 */
function atBothSpans<DB, TB extends keyof DB, O>(
  grain: (span: number) => SelectQueryBuilder<DB, TB, O>,
  keys: number,
) {
  let rows = grain(QUARTER_HOUR_SPAN).unionAll(grain(DAY_SPAN));
  for (let column = 1; column <= keys; column++) rows = rows.orderBy(sql.raw(String(column)));
  return rows;
}

/**
 * `x × part ÷ whole`, rounded half up (x, part and whole ≥ 0, whole > 0), in integers: PostgreSQL through
 * numeric so a large bill cannot overflow bigint; SQLite turns an overflowing product into a real itself.
 */
function shareOf(
  db: TDb,
  x: Expression<unknown>,
  { part, whole }: { part: Expression<unknown>; whole: Expression<unknown> },
) {
  return isPostgres(db)
    ? sql<number>`cast(div(2 * cast(${x} as numeric) * (${part}) + (${whole}), 2 * cast(${whole} as numeric)) as bigint)`
    : sql<number>`cast((2 * (${x}) * (${part}) + (${whole})) / (2 * (${whole})) as integer)`;
}

/**
 * The parts of the filtered paid orders' invoices (split tender: one per payment type and amount), one row per
 * order and part, with what the invoice's parts paid in all and what its parts before this one paid (parts
 * in id order): what an order's sales are shared out by. Window sums over the invoice's own rows, so each
 * order costs one probe of invoice_payments_invoice_idx, on both databases.
 */
function paymentPartsOf(db: TDb, filter: TOrdersFilter) {
  // per order: an invoice of several orders (Pay & Complete) has its parts once for each of them
  const invoiceParts = sql`partition by orders.id order by part.id`;
  return (
    db
      .selectFrom('orders')
      .innerJoin('invoice_payments as part', (join) =>
        join
          .onRef('part.tenant_id', '=', 'orders.tenant_id')
          .onRef('part.invoice_id', '=', 'orders.invoice_id'),
      )
      .where(filter)
      // a bill being paid in parts (issue 23): shared over what its parts paid so far
      .where('orders.payment_status', 'in', ['paid', 'partial'])
      .select([
        'orders.id as order_id',
        'part.payment_type_title',
        'part.amount',
        sql<number>`sum(part.amount) over (partition by orders.id)`.as('bill_paid'),
        sql<number>`coalesce(sum(part.amount) over (${invoiceParts} rows between unbounded preceding and 1 preceding), 0)`.as(
          'paid_before',
        ),
        sql<number>`row_number() over (${invoiceParts}) - 1`.as('parts_before'),
      ])
  );
}

/**
 * Adds `sign` (+1 or −1) times what the filtered, not cancelled orders count for to `sales_rollup`. A paid
 * order's net and tax are shared out over its invoice's payment types in proportion to what each paid (a bill
 * of 20.00 paid 12.00 by card and 8.00 in cash: 12.00 of it under Card, 8.00 under Cash), by cumulative
 * rounding, so the shares add up to the order's exactly; its counts go under the first part's type. An
 * invoice without parts (written around the app) counts under its own type.
 */
function applySales(db: TDb, filter: TOrdersFilter, sign: unknown) {
  // a bill paid in parts (issue 23) counts from its first part on: its invoice was written, as a whole one's is
  const isPaid = sql`orders.payment_status in ('paid', 'partial')`;
  const isPaidLine = sql`${isPaid} and order_items.status <> 'cancelled'`;
  const perOrder = db
    .selectFrom('orders')
    .leftJoin('invoices', (join) =>
      join
        .onRef('invoices.id', '=', 'orders.invoice_id')
        .onRef('invoices.tenant_id', '=', 'orders.tenant_id'),
    )
    .leftJoin('order_items', (join) =>
      join
        .onRef('order_items.order_id', '=', 'orders.id')
        .onRef('order_items.tenant_id', '=', 'orders.tenant_id'),
    )
    .where(filter)
    .where('orders.status', '<>', 'cancelled')
    .groupBy([
      'orders.id',
      'orders.tenant_id',
      'orders.created_at',
      'orders.payment_status',
      'invoices.payment_type_title',
    ])
    .select([
      'orders.id',
      'orders.tenant_id',
      'orders.created_at',
      sql<string>`case when ${isPaid} then coalesce(invoices.payment_type_title, '') else '' end`.as(
        'payment_type_title',
      ),
      sql<number>`case when ${isPaid} then 1 else 0 end`.as('paid'),
      sql<number>`sum(case when ${isPaidLine} then 1 else 0 end)`.as('paid_lines'),
      sql<number>`sum(case when ${isPaidLine} then order_items.line_net else 0 end)`.as('net'),
      sql<number>`sum(case when ${isPaidLine} then order_items.line_tax else 0 end)`.as('tax'),
    ]);
  const isFirst = sql`coalesce(part.parts_before, 0) = 0`;
  const shared = (column: 'net' | 'tax') => {
    const x = sql.ref(`per_order.${column}`);
    const before = sql.ref('part.paid_before');
    const through = sql`part.paid_before + part.amount`;
    const whole = sql.ref('part.bill_paid');
    return sql<number>`case
      when part.order_id is null then ${x}
      when part.bill_paid = 0 then case when ${isFirst} then ${x} else 0 end
      else ${shareOf(db, x, { part: through, whole })} - ${shareOf(db, x, { part: before, whole })} end`;
  };
  const perPart = db
    .selectFrom(perOrder.as('per_order'))
    .leftJoin(paymentPartsOf(db, filter).as('part'), 'part.order_id', 'per_order.id')
    .select([
      'per_order.tenant_id',
      'per_order.created_at',
      sql<string>`coalesce(part.payment_type_title, per_order.payment_type_title)`.as('payment_type_title'),
      sql<number>`case when ${isFirst} then 1 else 0 end`.as('orders'),
      sql<number>`case when ${isFirst} then per_order.paid else 0 end`.as('paid'),
      sql<number>`case when ${isFirst} then per_order.paid_lines else 0 end`.as('paid_lines'),
      shared('net').as('net'),
      shared('tax').as('tax'),
    ]);
  // Each order's parts are worked out once and summed into both spans: SQLite would run the union's
  // subquery, window sums and all, once per span.
  return db
    .with(
      (cte) => cte('counted').materialized(),
      () => perPart,
    )
    .insertInto('sales_rollup')
    .columns([
      'tenant_id',
      'span',
      'bucket',
      'payment_type_title',
      'orders',
      'paid_orders',
      'paid_lines',
      'net',
      'tax',
    ])
    .expression((eb) =>
      atBothSpans(
        (span) =>
          eb
            .selectFrom('counted')
            .select([
              'counted.tenant_id',
              sql.lit(span).as('span'),
              bucketOf(db, span).as('bucket'),
              'counted.payment_type_title',
              sql<number>`${sign} * sum(counted.orders)`.as('orders'),
              sql<number>`${sign} * sum(counted.paid)`.as('paid_orders'),
              sql<number>`${sign} * sum(counted.paid_lines)`.as('paid_lines'),
              sql<number>`${sign} * sum(counted.net)`.as('net'),
              sql<number>`${sign} * sum(counted.tax)`.as('tax'),
            ])
            .groupBy([sql`1`, sql`3`, sql`4`]),
        4,
      ),
    )
    .onConflict((conflict) =>
      conflict.columns(['tenant_id', 'span', 'bucket', 'payment_type_title']).doUpdateSet((eb) => ({
        orders: eb('sales_rollup.orders', '+', eb.ref('excluded.orders')),
        paid_orders: eb('sales_rollup.paid_orders', '+', eb.ref('excluded.paid_orders')),
        paid_lines: eb('sales_rollup.paid_lines', '+', eb.ref('excluded.paid_lines')),
        net: eb('sales_rollup.net', '+', eb.ref('excluded.net')),
        tax: eb('sales_rollup.tax', '+', eb.ref('excluded.tax')),
      })),
    );
}

/** Adds `sign` times the filtered orders' items (one per order, at its lowest charged price) to `item_sales_rollup`. */
function applyItems(db: TDb, filter: TOrdersFilter, sign: unknown) {
  const perOrder = db
    .selectFrom('orders')
    .innerJoin('order_items', (join) =>
      join
        .onRef('order_items.order_id', '=', 'orders.id')
        .onRef('order_items.tenant_id', '=', 'orders.tenant_id'),
    )
    .where(filter)
    .where('orders.status', '<>', 'cancelled')
    .where('order_items.status', '<>', 'cancelled')
    // Grouped by the coalesced id, not the column: grouping by order_items.item_id made SQLite read the lines
    // through (tenant_id, item_id), every line of the tenant, instead of the order's through its order index.
    .groupBy([
      'orders.id',
      'orders.tenant_id',
      'orders.created_at',
      sql`coalesce(order_items.item_id, '')`,
      'order_items.item_title',
    ])
    .select((eb) => [
      'orders.tenant_id',
      'orders.created_at',
      sql<string>`coalesce(order_items.item_id, '')`.as('item_id'),
      'order_items.item_title',
      eb.fn.min('order_items.unit_price').as('unit_price'),
    ]);
  // As in applySales: each order's items once, summed into both spans.
  return db
    .with(
      (cte) => cte('counted').materialized(),
      () => perOrder,
    )
    .insertInto('item_sales_rollup')
    .columns(['tenant_id', 'span', 'bucket', 'item_id', 'item_title', 'unit_price', 'orders'])
    .expression((eb) =>
      atBothSpans(
        (span) =>
          eb
            .selectFrom('counted')
            .select([
              'counted.tenant_id',
              sql.lit(span).as('span'),
              bucketOf(db, span).as('bucket'),
              'counted.item_id',
              'counted.item_title',
              'counted.unit_price',
              sql<number>`${sign} * count(*)`.as('orders'),
            ])
            .groupBy([sql`1`, sql`3`, sql`4`, sql`5`, sql`6`]),
        6,
      ),
    )
    .onConflict((conflict) =>
      conflict
        .columns(['tenant_id', 'span', 'bucket', 'item_id', 'item_title', 'unit_price'])
        .doUpdateSet((eb) => ({ orders: eb('item_sales_rollup.orders', '+', eb.ref('excluded.orders')) })),
    );
}

type TOrdersOfTenant = { tenantId: string; orderIds: readonly string[] };

type TOneOrder = Placeholders<{ tenantId: string; orderId: string; sign: 1 | -1 }>;
const oneOrder =
  (p: TOneOrder): TOrdersFilter =>
  (eb) =>
    eb.and([eb('orders.tenant_id', '=', p.tenantId), eb('orders.id', '=', p.orderId)]);
// One order at a time is every order's path (create, pay, cancel): compiled once, not per call.
const applyOrderSales = preparedQuery((db, p: TOneOrder) => applySales(db, oneOrder(p), p.sign));
const applyOrderItems = preparedQuery((db, p: TOneOrder) => applyItems(db, oneOrder(p), p.sign));

async function applyOrders(trx: TDb, { tenantId, orderIds }: TOrdersOfTenant, sign: 1 | -1) {
  for (const orderId of orderIds) {
    await applyOrderSales.run(trx, { tenantId, orderId, sign });
    await applyOrderItems.run(trx, { tenantId, orderId, sign });
  }
}

/**
 * Counts orders inserted with their lines and invoice in the rollups, on either database, one statement pair
 * each (the order writers count theirs per batch: recordPlacedOrdersSales, opentab_record_orders_sales).
 */
export async function recordOrderSales(trx: TDb, tenantId: string, orderIds: readonly string[]) {
  await applyOrders(trx, { tenantId, orderIds }, 1);
}

/** JSON arrays of the stores' ids and of the orders' ids: one placeholder each, whatever their number. */
type TPlacedOrders = Placeholders<{ tenantIds: string; orderIds: string }>;
const placedOrders =
  (p: TPlacedOrders): TOrdersFilter =>
  (eb) =>
    eb.and([
      eb('orders.tenant_id', 'in', sql<string>`(select value from json_each(${p.tenantIds}))`),
      eb('orders.id', 'in', sql<string>`(select value from json_each(${p.orderIds}))`),
    ]);
const applyPlacedSales = preparedQuery((db, p: TPlacedOrders) => applySales(db, placedOrders(p), 1));
const applyPlacedItems = preparedQuery((db, p: TPlacedOrders) => applyItems(db, placedOrders(p), 1));

/**
 * Counts the orders SQLite's writer placed together (of one or more stores) in the rollups, with the module's
 * two statements once for all of them, as PostgreSQL's opentab_record_orders_sales does: run per order they
 * took 34 and 21 µs a paid order, most of it their own set-up; per batch 10 and 6. SQLite only (`json_each`).
 */
export async function recordPlacedOrdersSales(
  trx: TDb,
  orders: readonly { tenantId: string; orderId: string }[],
): Promise<void> {
  if (orders.length === 0) return;
  const values = {
    tenantIds: JSON.stringify([...new Set(orders.map((order) => order.tenantId))]),
    orderIds: JSON.stringify(orders.map((order) => order.orderId)),
  };
  await applyPlacedSales.run(trx, values);
  await applyPlacedItems.run(trx, values);
}

/** On PostgreSQL, holds these orders until the commit, so no other writer changes them between out and in. */
async function lockOrders(trx: TDb, tenantId: string, filter: TOrdersFilter) {
  if (!isPostgres(trx)) return; // SQLite runs one write transaction at a time
  await trx
    .selectFrom('orders')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where(filter)
    .orderBy('id')
    .forUpdate()
    .execute();
}

/**
 * Runs `change` (which must run in `trx`) on these orders with their part taken out of the rollups before and
 * put back after: every write to an existing order, its lines or its invoice link goes through here.
 */
export async function changeOrderSales<T>(
  trx: TDb,
  { tenantId, orderIds }: TOrdersOfTenant,
  change: () => Promise<T>,
): Promise<T> {
  const ids = [...new Set(orderIds)].sort();
  await lockOrders(trx, tenantId, (eb) => eb('orders.id', 'in', ids));
  await applyOrders(trx, { tenantId, orderIds: ids }, -1);
  const result = await change();
  await applyOrders(trx, { tenantId, orderIds: ids }, 1);
  return result;
}

/**
 * The same around a change to every order with a line of one menu item (deleting the item sets the lines'
 * item id to null, which regroups them among the top sellers). Selected by a subquery: they may be many.
 */
export async function changeItemSales<T>(
  trx: TDb,
  { tenantId, itemId }: { tenantId: string; itemId: string },
  change: () => Promise<T>,
): Promise<T> {
  const orderIds = trx
    .selectFrom('order_items')
    .select('order_items.order_id')
    .where('order_items.tenant_id', '=', tenantId)
    .where('order_items.item_id', '=', itemId);
  const selected: TOrdersFilter = (eb) =>
    eb.and([eb('orders.tenant_id', '=', tenantId), eb('orders.id', 'in', orderIds)]);
  await lockOrders(trx, tenantId, selected);
  // The lines name the item until `change` runs: the ids are read once, before it, and applied in chunks that
  // stay within a statement's bound variables.
  const ids = (await orderIds.distinct().execute()).map((row) => row.order_id);
  const applyAll = async (sign: 1 | -1) => {
    for (let start = 0; start < ids.length; start += ORDERS_PER_STATEMENT) {
      const chunk = ids.slice(start, start + ORDERS_PER_STATEMENT);
      const byIds: TOrdersFilter = (eb) =>
        eb.and([eb('orders.tenant_id', '=', tenantId), eb('orders.id', 'in', chunk)]);
      await applySales(trx, byIds, sign).execute();
      await applyItems(trx, byIds, sign).execute();
    }
  };
  await applyAll(-1);
  const result = await change();
  await applyAll(1);
  return result;
}

const ORDERS_PER_STATEMENT = 1000;

/** Sums every order (or one tenant's) into empty rollups: for rows seeded straight into the tables (tests). */
export async function rebuildSalesRollup(db: TDb, tenantId?: string): Promise<void> {
  const everyOrder: TOrdersFilter = (eb) =>
    tenantId === undefined ? eb.lit(true) : eb('orders.tenant_id', '=', tenantId);
  for (const table of ['sales_rollup', 'item_sales_rollup'] as const) {
    await db
      .deleteFrom(table)
      .$if(tenantId !== undefined, (query) => query.where('tenant_id', '=', tenantId as string))
      .execute();
  }
  await applySales(db, everyOrder, 1).execute();
  await applyItems(db, everyOrder, 1).execute();
  // PostgreSQL would plan the reads for empty tables until autovacuum samples them
  if (isPostgres(db)) await sql`analyze sales_rollup, item_sales_rollup`.execute(db);
}

/**
 * A UTC range whose ends are quarter hours as the rollup buckets that make it up: the whole UTC days inside
 * it from the day rows, the rest at its ends from the quarter-hour rows (ISO strings, `to` exclusive).
 */
export function rollupSpansOf(range: { from: string; to: string }) {
  const from = Date.parse(range.from);
  const to = Date.parse(range.to);
  const day = DAY_SPAN * 1000;
  const firstDay = Math.ceil(from / day) * day;
  const lastDay = Math.floor(to / day) * day;
  const iso = (ms: number) => new Date(ms).toISOString();
  if (firstDay >= lastDay) return [{ span: QUARTER_HOUR_SPAN, from: range.from, to: range.to }];
  return [
    { span: QUARTER_HOUR_SPAN, from: range.from, to: iso(firstDay) },
    { span: DAY_SPAN, from: iso(firstDay), to: iso(lastDay) },
    { span: QUARTER_HOUR_SPAN, from: iso(lastDay), to: range.to },
  ].filter((part) => part.from < part.to);
}

/**
 * PostgreSQL places orders with one statement (placement/place-orders.sql), so the rollups are added in that
 * statement too: `opentab_record_orders_sales(tenant ids, order ids)` runs this module's own two statements once
 * for all the orders it placed, compiled here into the function's body, so the function cannot drift from
 * SQLite's path. placement/database-functions.ts installs it when the database holds another body.
 */
export function recordOrdersSalesFunction(db: TDb): { source: string; definition: string } {
  const placed: TOrdersFilter = (eb) =>
    eb.and([
      eb('orders.tenant_id', '=', sql<string>`any(p_tenant_ids)`),
      eb('orders.id', '=', sql<string>`any(p_order_ids)`),
    ]);
  const body = [applySales(db, placed, sql.lit(1)), applyItems(db, placed, sql.lit(1))]
    .map((query) => inlineParameters(query.compile()))
    .join(';\n');
  const source = ` begin ${body}; return true; end `;
  return {
    source,
    definition: `create or replace function opentab_record_orders_sales(p_tenant_ids text[], p_order_ids text[])
      returns boolean language plpgsql as $$${source}$$`,
  };
}

/** The compiled SQL with its bound values written in as literals (they are this module's own constants). */
function inlineParameters(query: { sql: string; parameters: readonly unknown[] }): string {
  return query.sql.replace(/\$(\d+)/g, (_, index: string) => {
    const value = query.parameters[Number(index) - 1];
    if (typeof value === 'number') return String(value);
    if (typeof value === 'string') return `'${value.replaceAll("'", "''")}'`;
    throw new Error(`recordOrdersSalesFunction: cannot inline ${typeof value}`);
  });
}
