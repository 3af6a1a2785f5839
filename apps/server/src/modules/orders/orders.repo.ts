import type { TDb } from '../../db/database.ts';
import { preparedInsert } from '../../db/prepared.ts';
import type { Row } from '../../db/schema.ts';
import { lineId, newId } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';
import { lineSnapshot, type TPricedLine } from './cart-pricing.ts';

export type TOrderRow = Row<'orders'>;
export type TOrderItemRow = Row<'order_items'>;

const insertOrderRows = preparedInsert('orders');
const insertOrderItemRows = preparedInsert('order_items');
const insertInvoiceRows = preparedInsert('invoices');

export async function insertOrder(trx: TDb, order: TOrderRow): Promise<void> {
  await insertOrderRows(trx, [order]);
}

export async function insertOrderItems(
  trx: TDb,
  tenantId: string,
  orderId: string,
  lines: TPricedLine[],
  at: string,
): Promise<TOrderItemRow[]> {
  const rows = lines.map(
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
    }),
  );
  await insertOrderItemRows(trx, rows);
  return rows;
}

export async function insertInvoice(
  trx: TDb,
  invoice: Omit<Row<'invoices'>, 'id' | 'created_at'>,
): Promise<string> {
  const id = newId();
  await insertInvoiceRows(trx, [{ id, ...invoice, created_at: nowIso() }]);
  return id;
}

export function listOpenOrders(db: TDb, tenantId: string) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('status', '=', 'created')
    .orderBy('created_at')
    .orderBy('token_no')
    .execute();
}

export function findOrdersByIds(db: TDb, tenantId: string, ids: readonly string[]) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', ids)
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
    .select(['oi.id', 'oi.status', 'oi.order_id', 'o.status as order_status', 'o.payment_status'])
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
  itemId: string,
  to: TOrderItemRow['status'],
  from?: readonly TOrderItemRow['status'][],
): Promise<boolean> {
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

export async function closeOrders(
  trx: TDb,
  tenantId: string,
  orderIds: readonly string[],
  set: Partial<Pick<TOrderRow, 'status' | 'payment_status' | 'invoice_id'>>,
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
