import type { TDb } from '../../db/database.ts';
import { isPostgres } from '../../db/dialect.ts';
import { preparedInsert } from '../../db/prepared.ts';
import type { Row } from '../../db/schema.ts';
import { lineId, newId, newSecretToken } from '../../lib/ids.ts';
import { keysetPage, type TPageCursor } from '../../lib/list-page.ts';
import { nowIso } from '../../lib/time.ts';
import { lineSnapshot, type TPricedLine } from './placement/cart-pricing.ts';

export type TOrderRow = Row<'orders'>;
export type TOrderItemRow = Row<'order_items'>;

const insertOrderRows = preparedInsert('orders');
const insertOrderItemRows = preparedInsert('order_items');
const insertInvoiceRows = preparedInsert('invoices');
const insertInvoicePaymentRows = preparedInsert('invoice_payments');

export async function insertOrder(trx: TDb, order: TOrderRow): Promise<void> {
  await insertOrderRows(trx, [order]);
}

/** The line rows of an order: the priced cart's snapshots, in cart order. */
export function orderItemRows(
  { tenantId, orderId, at }: { tenantId: string; orderId: string; at: string },
  lines: readonly TPricedLine[],
): TOrderItemRow[] {
  return lines.map(
    (line, index): TOrderItemRow => ({
      id: lineId(orderId, index),
      tenant_id: tenantId,
      order_id: orderId,
      ...lineSnapshot(line),
      tax_title: line.taxTitle,
      tax_rate_milli: line.taxRateMilli,
      tax_type: line.taxType,
      line_net: line.lineNet,
      line_tax: line.lineTax,
      status: 'created',
      created_at: at,
      updated_at: at,
      discount_type: line.discount?.type ?? null,
      discount_value: line.discount?.value ?? null,
      discount_reason: line.discount?.reason ?? null,
      line_discount: line.lineDiscount,
      order_discount_share: line.orderDiscountShare,
      bill_discount_share: 0,
    }),
  );
}

export async function insertOrderItems(trx: TDb, rows: readonly TOrderItemRow[]): Promise<void> {
  await insertOrderItemRows(trx, rows);
}

type TBillDiscountFields = 'bill_discount_type' | 'bill_discount_value' | 'bill_discount_reason';

/**
 * What a writer may leave out of an invoice: a discount given at payment (only Pay & Complete gives one) and
 * what a bill paid in parts adds (0022), none for a bill paid whole.
 */
type TOptionalInvoiceFields =
  | TBillDiscountFields
  | 'balance'
  | 'split_shares'
  | 'split_base'
  | TPointsFields
  | 'public_token';

/** What member points did to an invoice (issue 27): none unless its customer is a member. */
type TPointsFields = 'points_earned' | 'points_redeemed' | 'points_discount';

/** An invoice's fields as its writer gives them. */
type TInvoiceFields = Omit<
  Row<'invoices'>,
  'id' | 'created_at' | 'invoice_no' | 'invoice_prefix' | TOptionalInvoiceFields
> &
  Partial<Pick<Row<'invoices'>, TOptionalInvoiceFields>>;

/** An invoice as planned: everything but its number and the prefix it prints with, which the write takes. */
export type TUnnumberedInvoice = Omit<Row<'invoices'>, 'invoice_no' | 'invoice_prefix'>;

/**
 * A new invoice row (its id and time), but its number, which the write takes (placement/invoice-numbers.ts):
 * to insert now or with the order.
 */
export function newInvoiceRow(invoice: TInvoiceFields, at = nowIso()): TUnnumberedInvoice {
  return {
    id: newId(),
    bill_discount_type: null,
    bill_discount_value: null,
    bill_discount_reason: null,
    balance: 0,
    split_shares: null,
    split_base: null,
    points_earned: 0,
    points_redeemed: 0,
    points_discount: 0,
    // the receipt's feedback link names the invoice by this, never by its id: 128 random bits
    public_token: newSecretToken(16),
    ...invoice,
    created_at: at,
  };
}

type TPaymentRowInput = { payment_type_id: string; payment_type_title: string; amount: number };

/**
 * An invoice's payment rows (split tender: one per payment type and amount), dated with it and taken by its
 * writer: its first part (of one, for a bill paid at once).
 */
export function invoicePaymentRows(
  invoice: Pick<TUnnumberedInvoice, 'id' | 'tenant_id' | 'created_at' | 'created_by'>,
  payments: readonly TPaymentRowInput[],
): Row<'invoice_payments'>[] {
  return payments.map((payment, index) => ({
    id: `${invoice.id}.${index + 1}`,
    tenant_id: invoice.tenant_id,
    invoice_id: invoice.id,
    ...payment,
    created_at: invoice.created_at,
    part: 1,
    created_by: invoice.created_by,
  }));
}

/** The payment rows of a later part of a bill paid in parts (split bill), dated and taken as that part. */
export function partPaymentRows(
  part: Pick<Row<'invoice_parts'>, 'invoice_id' | 'tenant_id' | 'part' | 'created_at' | 'created_by'>,
  payments: readonly TPaymentRowInput[],
): Row<'invoice_payments'>[] {
  return payments.map((payment, index) => ({
    id: `${part.invoice_id}.p${part.part}.${index + 1}`,
    tenant_id: part.tenant_id,
    invoice_id: part.invoice_id,
    ...payment,
    created_at: part.created_at,
    part: part.part,
    created_by: part.created_by,
  }));
}

export async function insertInvoicePayments(
  trx: TDb,
  rows: readonly Row<'invoice_payments'>[],
): Promise<void> {
  await insertInvoicePaymentRows(trx, rows);
}

/** Rows that already hold their numbers: only placement/invoice-numbers.ts writes invoices. */
export async function insertInvoices(trx: TDb, rows: readonly Row<'invoices'>[]): Promise<void> {
  await insertInvoiceRows(trx, rows);
}

/**
 * Which open orders a screen lists: all of them, or only those with an item in one of these states (and,
 * with `voidedSince`, those with an item cancelled since then: the kitchen sees a fresh void; with
 * `recentStatuses`, an item moved to one of those states since then instead: issue 26's expo view keeps a
 * ticket just finished).
 */
export type TOpenOrdersFilter = {
  itemStatuses?: readonly TOrderItemRow['status'][];
  voidedSince?: string;
  recentStatuses?: readonly TOrderItemRow['status'][];
};

/** A page of open orders, oldest first: at most `limit`, after the order `after` (the previous page's last). */
export type TOpenOrdersPage = TOpenOrdersFilter & { after?: TPageCursor; limit: number };

function openOrders(db: TDb, tenantId: string, filter: TOpenOrdersFilter) {
  const query = db
    .selectFrom('orders')
    .where('orders.tenant_id', '=', tenantId)
    .where('orders.status', '=', 'created');
  const { itemStatuses, voidedSince, recentStatuses = ['cancelled'] } = filter;
  if (!itemStatuses) return query;
  return query.where(({ exists, selectFrom }) =>
    exists(
      selectFrom('order_items')
        .select('order_items.id')
        .whereRef('order_items.order_id', '=', 'orders.id')
        .where('order_items.tenant_id', '=', tenantId)
        .where((eb) => {
          const listed = eb('order_items.status', 'in', itemStatuses);
          if (!voidedSince) return listed;
          const freshVoid = eb.and([
            eb('order_items.status', 'in', recentStatuses),
            eb('order_items.updated_at', '>=', voidedSince),
          ]);
          return eb.or([listed, freshVoid]);
        }),
    ),
  );
}

/**
 * The page as a query, so the items are read through it (a subquery) instead of a bound list of its ids:
 * a statement's variables are limited (32,766 on SQLite, 65,535 on PostgreSQL), a page is not.
 */
function openOrdersPage(db: TDb, tenantId: string, page: TOpenOrdersPage) {
  return keysetPage(openOrders(db, tenantId, page), 'orders', {
    after: page.after,
    limit: page.limit,
    order: 'asc',
  });
}

export function listOpenOrdersPage(db: TDb, tenantId: string, page: TOpenOrdersPage): Promise<TOrderRow[]> {
  return openOrdersPage(db, tenantId, page).selectAll('orders').execute();
}

/** Every item of the orders of that page (whatever the item's state), in the order they were rung up. */
export function listItemsOfOpenOrdersPage(db: TDb, tenantId: string, page: TOpenOrdersPage) {
  return db
    .selectFrom('order_items')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('order_id', 'in', openOrdersPage(db, tenantId, page).select('orders.id'))
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** How many open orders match, counting no further than `upTo` (a count reads every row it counts). */
export async function countOpenOrders(
  db: TDb,
  tenantId: string,
  filter: TOpenOrdersFilter & { upTo: number },
): Promise<number> {
  const row = await db
    .selectFrom(openOrders(db, tenantId, filter).select('orders.id').limit(filter.upTo).as('counted'))
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * The tenant's orders of these ids. With `lock`, on PostgreSQL inside a transaction, they stay locked to its
 * commit, taken in id order (two terminals paying one table wait on each other, never deadlock): the one
 * that waited then reads them as the first left them, paid. SQLite writes one transaction at a time.
 */
export function findOrdersByIds(
  db: TDb,
  tenantId: string,
  { ids, lock = false }: { ids: readonly string[]; lock?: boolean },
) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', ids)
    .$if(lock && isPostgres(db), (query) => query.orderBy('id').forUpdate())
    .execute();
}

export function findOrdersByInvoice(db: TDb, tenantId: string, invoiceId: string) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('invoice_id', '=', invoiceId)
    .orderBy('token_no')
    .execute();
}

export function listItemsOfOrders(db: TDb, tenantId: string, orderIds: readonly string[]) {
  if (orderIds.length === 0) return Promise.resolve([] as TOrderItemRow[]);
  return db
    .selectFrom('order_items')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('order_id', 'in', orderIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** An item with the state of its order, for status moves. */
export function findItemWithOrder(db: TDb, tenantId: string, itemId: string) {
  return db
    .selectFrom('order_items as oi')
    .innerJoin('orders as o', (join) =>
      join.onRef('o.id', '=', 'oi.order_id').onRef('o.tenant_id', '=', 'oi.tenant_id'),
    )
    .select([
      'oi.id',
      'oi.status',
      'oi.order_id',
      'o.status as order_status',
      'o.payment_status',
      'o.token_no',
    ])
    .where('oi.tenant_id', '=', tenantId)
    .where('oi.id', '=', itemId)
    .executeTakeFirst();
}

/** An item with what its void's audit entry tells: its line, its amount and its order's token and table. */
export function findItemForVoid(db: TDb, tenantId: string, itemId: string) {
  return db
    .selectFrom('order_items as oi')
    .innerJoin('orders as o', (join) =>
      join.onRef('o.id', '=', 'oi.order_id').onRef('o.tenant_id', '=', 'oi.tenant_id'),
    )
    .select([
      'oi.id',
      'oi.status',
      'oi.order_id',
      'oi.item_title',
      'oi.quantity',
      'oi.line_net',
      'oi.line_tax',
      'o.status as order_status',
      'o.payment_status',
      'o.token_no',
      'o.table_title',
    ])
    .where('oi.tenant_id', '=', tenantId)
    .where('oi.id', '=', itemId)
    .executeTakeFirst();
}

/**
 * Moves an item only while its order is open and, with `from`, only if the item is still in one of those
 * states: the checks the caller made are repeated in the UPDATE, so two screens racing cannot both win.
 */
export async function moveItemStatus(
  db: TDb,
  tenantId: string,
  move: { itemId: string; to: TOrderItemRow['status']; from?: readonly TOrderItemRow['status'][] },
): Promise<boolean> {
  const { itemId, to, from } = move;
  let query = db
    .updateTable('order_items')
    .set({ status: to, updated_at: nowIso() })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', itemId)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('orders')
          .select('orders.id')
          .whereRef('orders.id', '=', 'order_items.order_id')
          .where('orders.tenant_id', '=', tenantId)
          .where('orders.status', '=', 'created'),
      ),
    );
  if (from) query = query.where('status', 'in', from);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The lines of a bill re-priced by a discount given at payment (lib/bill.ts discountBillLines). */
export async function updateLineMoney(
  trx: TDb,
  tenantId: string,
  items: readonly Pick<TOrderItemRow, 'id' | 'line_net' | 'line_tax' | 'bill_discount_share'>[],
): Promise<void> {
  for (const item of items)
    await trx
      .updateTable('order_items')
      .set({
        line_net: item.line_net,
        line_tax: item.line_tax,
        bill_discount_share: item.bill_discount_share,
      })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', item.id)
      .execute();
}

export async function closeOrders(
  trx: TDb,
  tenantId: string,
  {
    orderIds,
    set,
  }: {
    orderIds: readonly string[];
    set: Partial<Pick<TOrderRow, 'status' | 'payment_status' | 'invoice_id'>>;
  },
) {
  await trx
    .updateTable('orders')
    .set({ ...set, updated_at: nowIso() })
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', orderIds)
    .execute();
}

export async function cancelItemsOfOrders(trx: TDb, tenantId: string, orderIds: readonly string[]) {
  await trx
    .updateTable('order_items')
    .set({ status: 'cancelled', updated_at: nowIso() })
    .where('tenant_id', '=', tenantId)
    .where('order_id', 'in', orderIds)
    .execute();
}

/** A table of the store, as an order copies it (title and floor are kept on the order for its history). */
export function findStoreTable(db: TDb, tenantId: string, tableId: string) {
  return db
    .selectFrom('store_tables')
    .select(['id', 'title', 'floor'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', tableId)
    .executeTakeFirst();
}

/** Seats orders at a table: it becomes their table, and they become dine-in there. */
export async function seatOrdersAt(
  trx: TDb,
  tenantId: string,
  move: { orderIds: readonly string[]; table: { id: string; title: string; floor: string } },
) {
  await trx
    .updateTable('orders')
    .set({
      table_id: move.table.id,
      table_title: move.table.title,
      floor: move.table.floor,
      delivery_type: 'dinein',
      updated_at: nowIso(),
    })
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', move.orderIds)
    .execute();
}
