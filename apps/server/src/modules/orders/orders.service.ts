import { fromMinor, MSG, POS_MSG, type TOrderItemStatus } from '@opentab/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { TAppContext } from '../../context.ts';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import { found } from '../../lib/found.ts';
import { findStoreCurrency } from '../settings/store-setting.repo.ts';
import { chargedLines, findActivePaymentType, logClientTotalsMismatch, sumLines } from './order-rules.ts';
import { groupBy, toOrderView } from './order-views.ts';
import * as repo from './orders.repo.ts';

export const DINE_OUT_TITLE = 'Dine Out / Delivery';

/** Open orders with their items, as views in the store currency. */
async function openOrderViews(ctx: TAppContext, tenantId: string) {
  const [currency, orders] = await Promise.all([
    findStoreCurrency(ctx.db, tenantId),
    repo.listOpenOrders(ctx.db, tenantId),
  ]);
  const items = await repo.listItemsOfOrders(
    ctx.db,
    tenantId,
    orders.map((o) => o.id),
  );
  const itemsByOrder = groupBy(items, (item) => item.order_id);
  return orders.map((order) => toOrderView(order, itemsByOrder.get(order.id) ?? [], currency));
}

/**
 * The Orders screen: one group per table (by floor, then title), then one group per order without a table,
 * oldest first. A table's rounds share one bill; take-away and delivery orders are different customers, so
 * a card's Cancel, Complete and Pay & Complete must never reach past one of them.
 */
export async function listOrderGroups(ctx: TAppContext, tenantId: string) {
  const views = await openOrderViews(ctx, tenantId);
  const byTable = groupBy(
    views.filter((order) => order.table_id),
    (order) => order.table_id,
  );
  const collator = new Intl.Collator(undefined, { numeric: true });
  const tableGroups = [...byTable.values()]
    .map((orders) => ({
      table_id: orders[0]?.table_id ?? null,
      table_title: orders[0]?.table_title ?? '',
      floor: orders[0]?.floor ?? null,
      orders,
      order_ids: orders.map((o) => o.id),
    }))
    .sort(
      (a, b) =>
        collator.compare(a.floor ?? '', b.floor ?? '') || collator.compare(a.table_title, b.table_title),
    );
  const dineOutGroups = views
    .filter((order) => !order.table_id)
    .map((order) => ({
      table_id: null,
      table_title: DINE_OUT_TITLE,
      floor: null,
      orders: [order],
      order_ids: [order.id],
    }));
  return [...tableGroups, ...dineOutGroups];
}

const KITCHEN_STATES: readonly TOrderItemStatus[] = ['created', 'preparing'];

/** The Kitchen screen: open orders that still have something to make, oldest first, only those items. */
export async function listKitchenOrders(ctx: TAppContext, tenantId: string) {
  const views = await openOrderViews(ctx, tenantId);
  return views
    .map((order) => ({ ...order, items: order.items.filter((item) => KITCHEN_STATES.includes(item.status)) }))
    .filter((order) => order.items.length > 0);
}

/** The allowed moves per screen: the kitchen only goes forward; the Orders screen may set any state. */
const KITCHEN_MOVES: Record<string, TOrderItemStatus> = { preparing: 'created', completed: 'preparing' };

export async function updateItemStatus(
  ctx: TAppContext,
  tenantId: string,
  itemId: string,
  status: TOrderItemStatus,
  screen: 'orders' | 'kitchen',
) {
  const item = found(await repo.findItemWithOrder(ctx.db, tenantId, itemId));
  if (item.order_status !== 'created') throw new AppError('CONFLICT', POS_MSG.orderClosed);
  // An order paid at the POS was charged for every line, and its invoice and receipt say so.
  if (status === 'cancelled' && item.payment_status === 'paid')
    throw new AppError('CONFLICT', POS_MSG.paidItemNotCancellable);
  const from = screen === 'kitchen' ? [KITCHEN_MOVES[status] as TOrderItemStatus] : undefined;
  const moved = await repo.moveItemStatus(ctx.db, tenantId, itemId, status, from);
  if (!moved) throw new AppError('CONFLICT', POS_MSG.kitchenMoveRefused);
  ctx.realtime.emitToTenant(tenantId, 'order_update', { orderId: item.order_id });
}

/** Every id must be an open order of the tenant: another tenant's id is simply not found. */
async function loadOpenOrders(
  db: TDb,
  tenantId: string,
  orderIds: string[],
  options: { unpaid?: boolean } = {},
) {
  const ids = [...new Set(orderIds)];
  const orders = await repo.findOrdersByIds(db, tenantId, ids);
  if (orders.length !== ids.length) throw new AppError('NOT_FOUND', MSG.notFound);
  if (orders.some((o) => o.status !== 'created')) throw new AppError('CONFLICT', POS_MSG.orderClosed);
  if (options.unpaid && orders.some((o) => o.payment_status === 'paid')) {
    throw new AppError('CONFLICT', POS_MSG.orderPaidAlready);
  }
  return orders.sort((a, b) => a.created_at.localeCompare(b.created_at));
}

export async function cancelOrders(ctx: TAppContext, tenantId: string, orderIds: string[]) {
  await ctx.transactions.run(async (trx) => {
    const orders = await loadOpenOrders(trx, tenantId, orderIds);
    const ids = orders.map((o) => o.id);
    await repo.closeOrders(trx, tenantId, ids, { status: 'cancelled' });
    await repo.cancelItemsOfOrders(trx, tenantId, ids);
  });
  ctx.realtime.emitToTenant(tenantId, 'order_update', {});
}

export async function completeOrders(ctx: TAppContext, tenantId: string, orderIds: string[]) {
  await ctx.transactions.run(async (trx) => {
    const orders = await loadOpenOrders(trx, tenantId, orderIds);
    await repo.closeOrders(
      trx,
      tenantId,
      orders.map((o) => o.id),
      { status: 'completed' },
    );
  });
  ctx.realtime.emitToTenant(tenantId, 'order_update', {});
}

/** What the orders owe: their charged lines' snapshots. */
async function sumOwed(db: TDb, tenantId: string, orders: repo.TOrderRow[]) {
  const items = await repo.listItemsOfOrders(
    db,
    tenantId,
    orders.map((o) => o.id),
  );
  return sumLines(chargedLines(items));
}

export async function paymentSummary(ctx: TAppContext, tenantId: string, orderIds: string[]) {
  const currency = await findStoreCurrency(ctx.db, tenantId);
  const orders = await loadOpenOrders(ctx.db, tenantId, orderIds, { unpaid: true });
  const owed = await sumOwed(ctx.db, tenantId, orders);
  return {
    subtotal: fromMinor(owed.subtotal, currency),
    taxTotal: fromMinor(owed.taxTotal, currency),
    total: fromMinor(owed.total, currency),
    orders: orders.map((o) => ({ id: o.id, token_no: o.token_no })),
  };
}

/**
 * One invoice for the selected orders with the chosen payment type; the orders become paid and completed.
 * The invoice holds what the orders' stored lines owe; totals the client shows are only compared (and a
 * difference logged). Answers the invoice and the total it charged, so the screen can say when it differs.
 */
export async function completeAndPay(
  ctx: TAppContext,
  log: FastifyBaseLogger,
  session: { tenantId: string; userId: string },
  input: { orderIds: string[]; paymentTypeId: string; subTotal?: number; taxTotal?: number; total?: number },
) {
  const { tenantId, userId } = session;
  const currency = await findStoreCurrency(ctx.db, tenantId);
  const paid = await ctx.transactions.run(async (trx) => {
    const orders = await loadOpenOrders(trx, tenantId, input.orderIds, { unpaid: true });
    const paymentType = await findActivePaymentType(trx, tenantId, input.paymentTypeId);
    const owed = await sumOwed(trx, tenantId, orders);
    const money = (minor: number) => fromMinor(minor, currency);
    logClientTotalsMismatch(
      log,
      { subTotal: input.subTotal, taxTotal: input.taxTotal, total: input.total },
      { subTotal: money(owed.subtotal), taxTotal: money(owed.taxTotal), total: money(owed.total) },
    );
    const first = orders[0]!;
    const id = await repo.insertInvoice(trx, {
      tenant_id: tenantId,
      sub_total: owed.subtotal,
      tax_total: owed.taxTotal,
      total: owed.total,
      payment_type_id: paymentType.id,
      payment_type_title: paymentType.title,
      delivery_type: first.delivery_type,
      customer_type: first.customer_type,
      customer_id: first.customer_id,
      customer_name: first.customer_name,
      table_id: first.table_id,
      table_title: first.table_title,
      floor: first.floor,
      created_by: userId,
    });
    await repo.closeOrders(
      trx,
      tenantId,
      orders.map((o) => o.id),
      {
        status: 'completed',
        payment_status: 'paid',
        invoice_id: id,
      },
    );
    return { invoiceId: id, total: money(owed.total) };
  });
  ctx.realtime.emitToTenant(tenantId, 'order_update', {});
  return paid;
}
