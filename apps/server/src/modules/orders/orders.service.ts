import {
  APPROVAL_MSG,
  fromMinor,
  hasKitchenStarted,
  isServiceCharged,
  MSG,
  OPEN_ORDERS_COUNT_LIMIT,
  OPEN_ORDERS_PAGE_SIZE,
  ORDER_ITEM_STATUSES,
  POS_MSG,
  type TApproval,
  type TCompleteAndPay,
  type TOrderItemStatus,
  type TOrderResponse,
  type TPaymentSummary,
  type TServiceChargeRule,
  type TTransferOrders,
} from '@opentab/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { TAppContext } from '../../context.ts';
import type { TDb } from '../../db/database.ts';
import { billMoney, billOfLines, discountsOfLine } from '../../lib/bill.ts';
import { AppError } from '../../lib/errors.ts';
import { found } from '../../lib/found.ts';
import { groupBy } from '../../lib/group-by.ts';
import { findPageCursor, type TListPage, toListPage } from '../../lib/list-page.ts';
import { chargedLines } from '../../lib/order-lines.ts';
import { presentInvoiceNumber } from '../../presenters/invoice.ts';
import { presentOrder } from '../../presenters/order.ts';
import { presentOrderGroups } from '../../presenters/order-group.ts';
import { presentPaymentSummary } from '../../presenters/payment-summary.ts';
import { presentTendered } from '../../presenters/tendered.ts';
import { approve, refusal, type TApprovalActor, type TApprover } from '../approvals/approvals.service.ts';
import { recordAudit } from '../audit-trail/audit-trail.service.ts';
import { findServiceChargeRule } from '../settings/service-charge.repo.ts';
import { findSaleSettings, findStoreCurrency } from '../settings/store-setting.repo.ts';
import { refuseSaleWithoutShift } from '../shifts/shifts.service.ts';
import { isBillDiscountOverLimit, storeBillDiscount, withBillDiscount } from './bill-discount.ts';
import type { TOrderItemRow } from './orders.repo.ts';
import * as repo from './orders.repo.ts';
import { insertNumberedInvoice } from './placement/invoice-numbers.ts';
import {
  discountValue,
  findPaying,
  logClientTotalsMismatch,
  settlePayment,
  tipOfPayment,
} from './placement/order-rules.ts';
import { changeOrderSales } from './sales-rollup.repo.ts';

export type TOpenOrdersQuery = {
  tenantId: string;
  /** the last order id of the page before */
  after?: string;
  /** only orders with an item in one of these states, listing only those items */
  itemStatuses?: readonly TOrderItemStatus[];
  /** with itemStatuses: items in these states are listed too, though they do not list their order */
  alsoShown?: readonly TOrderItemStatus[];
  /** with itemStatuses: an order with an item cancelled since then is listed too */
  voidedSince?: string;
};

/**
 * One page of open orders, oldest first (what waits longest comes first, and an order left open since an
 * earlier business day is never pushed out of reach), at most OPEN_ORDERS_PAGE_SIZE of them, with how
 * many there are in all and where the next page starts. Bounded at any count of open orders.
 */
export async function listOpenOrders(
  ctx: TAppContext,
  query: TOpenOrdersQuery,
): Promise<{ orders: TOrderResponse[]; page: TListPage }> {
  const { tenantId, itemStatuses, voidedSince } = query;
  // the open or closed order the previous page ended with
  const after = await findPageCursor(ctx.db, tenantId, { table: 'orders', after: query.after });
  const read = { itemStatuses, voidedSince, after, limit: OPEN_ORDERS_PAGE_SIZE + 1 };
  const [currency, rows, items] = await Promise.all([
    findStoreCurrency(ctx.db, tenantId),
    repo.listOpenOrdersPage(ctx.db, tenantId, read),
    repo.listItemsOfOpenOrdersPage(ctx.db, tenantId, read),
  ]);
  const { shown, page } = await toListPage(rows, {
    size: OPEN_ORDERS_PAGE_SIZE,
    isFirstPage: !after,
    count: () =>
      repo.countOpenOrders(ctx.db, tenantId, { itemStatuses, voidedSince, upTo: OPEN_ORDERS_COUNT_LIMIT }),
  });
  const itemsByOrder = groupBy(items, (item) => item.order_id);
  const orders = shown.map((row) => {
    const all = itemsByOrder.get(row.id) ?? [];
    const shown = [...(itemStatuses ?? []), ...(query.alsoShown ?? [])];
    const listed = itemStatuses ? all.filter((item) => shown.includes(item.status)) : all;
    return presentOrder(row, { items: all, shown: listed }, currency);
  });
  return { orders, page };
}

/** The Orders screen: one page of open orders as its cards (one per table, one per order without one). */
export async function listOrderGroups(ctx: TAppContext, tenantId: string, after?: string) {
  const { orders, page } = await listOpenOrders(ctx, { tenantId, after });
  return { groups: presentOrderGroups(orders), page };
}

/**
 * Moves an item of an open order to `status` (a cancel is a void: voidItem); with `from`, only from one of
 * those states (the caller's rule, repeated in the UPDATE so two screens racing cannot both win).
 */
export async function moveItem(
  ctx: TAppContext,
  move: {
    tenantId: string;
    itemId: string;
    status: Exclude<TOrderItemStatus, 'cancelled'>;
    from?: readonly TOrderItemStatus[];
  },
) {
  const { tenantId, itemId, status } = move;
  const item = found(await repo.findItemWithOrder(ctx.db, tenantId, itemId));
  if (item.order_status !== 'created') throw new AppError('CONFLICT', POS_MSG.orderClosed);
  // A line coming back from cancelled changes what its order sold: the sales rollups follow in the same
  // transaction. Any other move leaves a cancelled line alone, even one cancelled since it was read.
  const changesSales = item.status === 'cancelled';
  const moved = changesSales
    ? await ctx.transactions.run((trx) =>
        changeOrderSales(trx, { tenantId, orderIds: [item.order_id] }, () =>
          repo.moveItemStatus(trx, tenantId, { itemId, to: status, from: move.from }),
        ),
      )
    : await repo.moveItemStatus(ctx.db, tenantId, {
        itemId,
        to: status,
        from: move.from ?? ORDER_ITEM_STATUSES.filter((s) => s !== 'cancelled'),
      });
  if (!moved) throw new AppError('CONFLICT', POS_MSG.kitchenMoveRefused);
  ctx.realtime.emitToTenant(tenantId, 'order_update', { orderId: item.order_id });
}

/**
 * Every id must be an open order of the tenant (and with `unpaid`, unpaid): another tenant's id is not found.
 * With `lock` (a write's transaction) they stay locked to its commit, so a second terminal acting on them
 * waits and then finds them closed or paid (409), never charges or closes them twice.
 */
async function loadOpenOrders(
  db: TDb,
  select: {
    tenantId: string;
    orderIds: readonly string[];
    unpaid?: boolean;
    paidMessage?: string;
    lock?: boolean;
  },
) {
  const ids = [...new Set(select.orderIds)];
  const orders = await repo.findOrdersByIds(db, select.tenantId, { ids, lock: select.lock });
  if (orders.length !== ids.length) throw new AppError('NOT_FOUND', MSG.notFound);
  if (orders.some((o) => o.status !== 'created')) throw new AppError('CONFLICT', POS_MSG.orderClosed);
  if (select.unpaid && orders.some((o) => o.payment_status === 'paid')) {
    throw new AppError('CONFLICT', select.paidMessage ?? POS_MSG.orderPaidAlready);
  }
  return orders.sort((a, b) => a.created_at.localeCompare(b.created_at));
}

/** A void as the Orders screen asks it: who, why, and the manager's approval when the actor is none. */
export type TVoidRequest = { actor: TApprovalActor; reason: string | null; approval?: TApproval | undefined };

/**
 * Voids what the kitchen has started only with a reason (400) and a manager's approval (approvals module);
 * what it has not started, as before, with neither. Answers the approving manager, if one was needed.
 */
async function approveVoid(
  ctx: TAppContext,
  request: TVoidRequest & { action: 'order.void' | 'item.void'; subject: string; started: boolean },
): Promise<TApprover | undefined> {
  if (!request.started) return undefined;
  if (!request.reason) throw new AppError('VALIDATION', APPROVAL_MSG.voidReasonRequired);
  return approve(ctx, request);
}

/** What a void's audit entry keeps beside the change: the reason, the amount and who approved. */
function voidValues(
  request: TVoidRequest,
  voided: { amountMinor: number; currency: string; approver: TApprover | undefined },
) {
  return {
    amount: fromMinor(voided.amountMinor, voided.currency),
    reason: request.reason,
    approvedBy: voided.approver?.name ?? null,
  };
}

const tokenSubject = (order: { token_no: number; table_title: string | null }) =>
  order.table_title ? `Token ${order.token_no} (${order.table_title})` : `Token ${order.token_no}`;

/**
 * Cancels (voids) one line of an open, unpaid order from the Orders screen: the rule of approveVoid, then the
 * line leaves the bill and the kitchen's screens refetch (it shows there as void). Audited as `item.void`
 * with its amount. A line already cancelled stays so, and nothing is recorded twice.
 */
export async function voidItem(ctx: TAppContext, request: TVoidRequest & { itemId: string }) {
  const { actor, itemId } = request;
  const { tenantId } = actor;
  const item = found(await repo.findItemForVoid(ctx.db, tenantId, itemId));
  if (item.order_status !== 'created') throw new AppError('CONFLICT', POS_MSG.orderClosed);
  // An order paid at the POS was charged for every line, and its invoice and receipt say so.
  if (item.payment_status === 'paid') throw new AppError('CONFLICT', POS_MSG.paidItemNotCancellable);
  if (item.status === 'cancelled') return;
  const started = hasKitchenStarted(item.status);
  const subject = `${item.quantity} × ${item.item_title}, ${tokenSubject(item)}`;
  const approver = await approveVoid(ctx, { ...request, action: 'item.void', subject, started });
  const currency = await findStoreCurrency(ctx.db, tenantId);
  await ctx.transactions.run((trx) =>
    changeOrderSales(trx, { tenantId, orderIds: [item.order_id] }, async () => {
      // Unstarted when read: only while still unstarted (else it needs the reason and approval it lacks).
      const from = started ? ORDER_ITEM_STATUSES.filter((s) => s !== 'cancelled') : (['created'] as const);
      if (!(await repo.moveItemStatus(trx, tenantId, { itemId, to: 'cancelled', from }))) {
        throw new AppError('CONFLICT', APPROVAL_MSG.kitchenStartedMeanwhile);
      }
      await recordAudit(trx, actor, {
        action: 'item.void',
        subject,
        after: voidValues(request, { amountMinor: item.line_net + item.line_tax, currency, approver }),
      });
    }),
  );
  ctx.realtime.emitToTenant(tenantId, 'order_update', { orderId: item.order_id });
}

/**
 * Cancels (voids) whole open, unpaid orders with their lines: a paid order is refunded, never cancelled. The
 * rule of approveVoid over all of them at once (one reason, one approval). Audited as `order.void` each, with
 * the amount its charged lines came to.
 */
export async function cancelOrders(ctx: TAppContext, request: TVoidRequest & { orderIds: string[] }) {
  const { actor } = request;
  const { tenantId } = actor;
  const read = {
    tenantId,
    orderIds: request.orderIds,
    unpaid: true,
    paidMessage: POS_MSG.paidOrderNotCancellable,
  };
  const orders = await loadOpenOrders(ctx.db, read);
  const started = (await itemsOf(ctx.db, tenantId, orders)).some((item) => hasKitchenStarted(item.status));
  const subject = orders.map(tokenSubject).join(', ');
  const approver = await approveVoid(ctx, { ...request, action: 'order.void', subject, started });
  const currency = await findStoreCurrency(ctx.db, tenantId);
  await ctx.transactions.run(async (trx) => {
    const current = await loadOpenOrders(trx, { ...read, lock: true });
    const items = await itemsOf(trx, tenantId, current);
    if (!started && items.some((item) => hasKitchenStarted(item.status))) {
      throw new AppError('CONFLICT', APPROVAL_MSG.kitchenStartedMeanwhile);
    }
    const ids = current.map((o) => o.id);
    await changeOrderSales(trx, { tenantId, orderIds: ids }, async () => {
      await repo.closeOrders(trx, tenantId, { orderIds: ids, set: { status: 'cancelled' } });
      await repo.cancelItemsOfOrders(trx, tenantId, ids);
    });
    const itemsByOrder = groupBy(items, (item) => item.order_id);
    for (const order of current) {
      // what its lines still to charge came to (after their discounts), before any service charge
      const { total } = billOfLines(itemsByOrder.get(order.id) ?? []);
      await recordAudit(trx, actor, {
        action: 'order.void',
        subject: tokenSubject(order),
        after: voidValues(request, { amountMinor: total, currency, approver }),
      });
    }
  });
  ctx.realtime.emitToTenant(tenantId, 'order_update', {});
}

/**
 * Moves open orders to another table (issue 23): onto a free one, or onto an occupied one, which merges them
 * into its bill; either way they are dine-in there. Paid orders may move too (the party changes tables). Every
 * Orders and Kitchen screen refetches on the announcement. Answers the table's title for the message.
 */
export async function transferOrders(ctx: TAppContext, tenantId: string, move: TTransferOrders) {
  const title = await ctx.transactions.run(async (trx) => {
    const table = await repo.findStoreTable(trx, tenantId, move.tableId);
    if (!table) throw new AppError('NOT_FOUND', POS_MSG.tableNotFound);
    const orders = await loadOpenOrders(trx, { tenantId, orderIds: move.orderIds, lock: true });
    await repo.seatOrdersAt(trx, tenantId, { orderIds: orders.map((o) => o.id), table });
    return table.title;
  });
  ctx.realtime.emitToTenant(tenantId, 'order_update', {});
  return title;
}

export async function completeOrders(ctx: TAppContext, tenantId: string, orderIds: string[]) {
  await ctx.transactions.run(async (trx) => {
    const orders = await loadOpenOrders(trx, { tenantId, orderIds, lock: true });
    await repo.closeOrders(trx, tenantId, {
      orderIds: orders.map((o) => o.id),
      set: { status: 'completed' },
    });
  });
  ctx.realtime.emitToTenant(tenantId, 'order_update', {});
}

function itemsOf(db: TDb, tenantId: string, orders: repo.TOrderRow[]) {
  return repo.listItemsOfOrders(
    db,
    tenantId,
    orders.map((o) => o.id),
  );
}

/** The bill of some orders: their charged lines, with the service charge of those whose delivery type carries it. */
function billOfOrders(
  orders: readonly repo.TOrderRow[],
  items: readonly TOrderItemRow[],
  rule: TServiceChargeRule,
) {
  const charged = new Set(orders.filter((o) => isServiceCharged(rule, o.delivery_type)).map((o) => o.id));
  const lines = chargedLines(items).map((item) => ({
    net: item.line_net,
    tax: item.line_tax,
    discount: discountsOfLine(item),
    isServiceCharged: charged.has(item.order_id),
  }));
  return billMoney(lines, rule);
}

/** What open, unpaid orders owe together, with each order and its charged lines (and a discount given now). */
export async function paymentSummary(ctx: TAppContext, tenantId: string, input: TPaymentSummary) {
  const [currency, rule] = await Promise.all([
    findStoreCurrency(ctx.db, tenantId),
    findServiceChargeRule(ctx.db, tenantId),
  ]);
  const orders = await loadOpenOrders(ctx.db, { tenantId, orderIds: input.orderIds, unpaid: true });
  const { items } = withBillDiscount(await itemsOf(ctx.db, tenantId, orders), input.discount, currency);
  return presentPaymentSummary({ orders, items, bill: billOfOrders(orders, items, rule) }, currency);
}

/**
 * A discount given at payment over the store's limit needs a manager (issue 23), asked before the payment's
 * transaction (a PIN check never holds the table's orders) of the bill as it is now. Answers whether one
 * approved; the transaction checks the bill it locked again.
 */
async function approveBillDiscount(
  ctx: TAppContext,
  input: TCompleteAndPay & { actor: TApprovalActor; currency: string; limitMilli: number },
): Promise<boolean> {
  const { actor, discount, currency } = input;
  if (!discount) return false;
  const orders = await loadOpenOrders(ctx.db, {
    tenantId: actor.tenantId,
    orderIds: input.orderIds,
    unpaid: true,
  });
  const bill = withBillDiscount(await itemsOf(ctx.db, actor.tenantId, orders), discount, currency);
  if (!isBillDiscountOverLimit(bill, input.limitMilli)) return false;
  await approve(ctx, {
    actor,
    approval: input.approval,
    action: 'order.discount',
    subject: `Discount of ${fromMinor(bill.off, currency)} ${currency}`,
    reason: discount.reason,
  });
  return true;
}

/**
 * One invoice for the selected orders with the chosen payment type; the orders become paid and completed.
 * The invoice holds what the orders' stored lines owe; totals the client shows are only compared (and a
 * difference logged). Answers the invoice and the total it charged, so the screen can say when it differs.
 */
export async function completeAndPay(
  ctx: TAppContext,
  input: TCompleteAndPay & { log: FastifyBaseLogger; actor: TApprovalActor },
) {
  const { actor, log } = input;
  const { tenantId, userId } = actor;
  const { currency, shifts_required, discount_limit_milli } = await findSaleSettings(ctx.db, tenantId);
  await refuseSaleWithoutShift(ctx.db, tenantId, { userId, isRequired: shifts_required === 1 });
  const limitMilli = discount_limit_milli;
  const isApproved = await approveBillDiscount(ctx, { ...input, currency, limitMilli });
  const paid = await ctx.transactions.run(async (trx) => {
    const orders = await loadOpenOrders(trx, {
      tenantId,
      orderIds: input.orderIds,
      unpaid: true,
      lock: true,
    });
    const paying = await findPaying(trx, tenantId, input);
    const rule = await findServiceChargeRule(trx, tenantId);
    const discounted = withBillDiscount(await itemsOf(trx, tenantId, orders), input.discount, currency);
    // the bill changed between the approval and its lock (a void, a round added) and now needs one
    if (!isApproved && isBillDiscountOverLimit(discounted, limitMilli))
      throw refusal(APPROVAL_MSG.approvalRequired);
    const bill = billOfOrders(orders, discounted.items, rule);
    const money = (minor: number) => fromMinor(minor, currency);
    logClientTotalsMismatch(
      log,
      { subTotal: input.subTotal, taxTotal: input.taxTotal, total: input.total },
      { subTotal: money(bill.sub_total), taxTotal: money(bill.tax_total), total: money(bill.total) },
    );
    // the tip is paid on top of the bill: the payment covers both
    const tip = tipOfPayment(input.tip, bill.total, currency);
    const { payments, ...paidWith } = settlePayment(paying, { due: bill.total + tip, currency });
    const first = orders[0]!;
    // the same numbered write as an order paid at once (placement/invoice-numbers.ts)
    const invoice = await insertNumberedInvoice(
      trx,
      repo.newInvoiceRow({
        tenant_id: tenantId,
        ...bill,
        tip,
        ...paidWith,
        bill_discount_type: input.discount?.type ?? null,
        bill_discount_value: input.discount ? discountValue(input.discount, currency).value : null,
        bill_discount_reason: input.discount?.reason ?? null,
        delivery_type: first.delivery_type,
        customer_type: first.customer_type,
        customer_id: first.customer_id,
        customer_name: first.customer_name,
        table_id: first.table_id,
        table_title: first.table_title,
        floor: first.floor,
        created_by: userId,
      }),
    );
    await repo.insertInvoicePayments(trx, repo.invoicePaymentRows(invoice, payments));
    const ids = orders.map((o) => o.id);
    await changeOrderSales(trx, { tenantId, orderIds: ids }, async () => {
      if (input.discount)
        await storeBillDiscount(trx, actor, {
          ...discounted,
          discount: input.discount,
          currency,
          invoice: presentInvoiceNumber(invoice) ?? invoice.id,
        });
      await repo.closeOrders(trx, tenantId, {
        orderIds: ids,
        set: { status: 'completed', payment_status: 'paid', invoice_id: invoice.id },
      });
    });
    return {
      invoiceId: invoice.id,
      total: money(bill.total),
      tip: money(tip),
      ...presentTendered(invoice, currency),
    };
  });
  ctx.realtime.emitToTenant(tenantId, 'order_update', {});
  return paid;
}
