import {
  APPROVAL_MSG,
  fromMinor,
  hasKitchenStarted,
  isServiceCharged,
  MEMBER_MSG,
  MSG,
  OPEN_ORDERS_COUNT_LIMIT,
  OPEN_ORDERS_PAGE_SIZE,
  ORDER_ITEM_STATUSES,
  POS_MSG,
  SPLIT_MSG,
  type TApproval,
  type TCompleteAndPay,
  type TDiscountInput,
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
import { billLines, planPart, sharesOf, type TBillState, type TPlannedPart } from '../../lib/bill-parts.ts';
import { AppError } from '../../lib/errors.ts';
import { found } from '../../lib/found.ts';
import { groupBy } from '../../lib/group-by.ts';
import { findPageCursor, type TListPage, toListPage } from '../../lib/list-page.ts';
import { chargedLines } from '../../lib/order-lines.ts';
import { nowIso } from '../../lib/time.ts';
import { presentInvoiceNumber } from '../../presenters/invoice.ts';
import { presentOrder } from '../../presenters/order.ts';
import { presentOrderGroups } from '../../presenters/order-group.ts';
import { presentPaymentSummary } from '../../presenters/payment-summary.ts';
import { presentTendered } from '../../presenters/tendered.ts';
import { approve, refusal, type TApprovalActor, type TApprover } from '../approvals/approvals.service.ts';
import { recordAudit } from '../audit-trail/audit-trail.service.ts';
import {
  invoicePointFields,
  planEarning,
  planRedemption,
  storePaymentPoints,
  type TPaymentPoints,
  withPointsDiscount,
} from '../members/member-points.ts';
import { findCustomerById } from '../members/members.repo.ts';
import { findServiceChargeRule } from '../settings/service-charge.repo.ts';
import { findSaleSettings, findStoreCurrency } from '../settings/store-setting.repo.ts';
import { refuseSaleWithoutShift } from '../shifts/shifts.service.ts';
import { giveBackVoidedLines, retakeRestoredLine } from '../stock/give-back.ts';
import { announceStockChange } from '../stock/sold-out.ts';
import { isBillDiscountOverLimit, storeBillDiscount, withBillDiscount } from './bill-discount.ts';
import * as parts_ from './bill-parts.repo.ts';
import type { TOrderItemRow } from './orders.repo.ts';
import * as repo from './orders.repo.ts';
import { insertNumberedInvoice } from './placement/invoice-numbers.ts';
import {
  discountValue,
  findPaying,
  logClientTotalsMismatch,
  readActivePaymentTypes,
  settlePayment,
  type TSettledPayment,
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
  /** with voidedSince: the states (instead of cancelled) an item moved to since then lists its order */
  recentStatuses?: readonly TOrderItemStatus[];
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
  const { tenantId, itemStatuses, voidedSince, recentStatuses } = query;
  // the open or closed order the previous page ended with
  const after = await findPageCursor(ctx.db, tenantId, { table: 'orders', after: query.after });
  const read = { itemStatuses, voidedSince, recentStatuses, after, limit: OPEN_ORDERS_PAGE_SIZE + 1 };
  const [currency, rows, items] = await Promise.all([
    findStoreCurrency(ctx.db, tenantId),
    repo.listOpenOrdersPage(ctx.db, tenantId, read),
    repo.listItemsOfOpenOrdersPage(ctx.db, tenantId, read),
  ]);
  const { shown, page } = await toListPage(rows, {
    size: OPEN_ORDERS_PAGE_SIZE,
    isFirstPage: !after,
    count: () =>
      repo.countOpenOrders(ctx.db, tenantId, {
        itemStatuses,
        voidedSince,
        recentStatuses,
        upTo: OPEN_ORDERS_COUNT_LIMIT,
      }),
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
  // a bill being paid in parts keeps the lines it was presented with
  if (changesSales && item.payment_status === 'partial') {
    throw new AppError('CONFLICT', SPLIT_MSG.partPaidNotCancellable);
  }
  let tookStock = false;
  const moved = changesSales
    ? await ctx.transactions.run((trx) =>
        changeOrderSales(trx, { tenantId, orderIds: [item.order_id] }, async () => {
          const restored = await repo.moveItemStatus(trx, tenantId, { itemId, to: status, from: move.from });
          // issue 27: sold again, it takes again what its void gave back
          if (restored) {
            const line = { id: itemId, orderId: item.order_id };
            tookStock = await retakeRestoredLine(trx, tenantId, { line, by: SYSTEM_STOCK_ACTOR });
          }
          return restored;
        }),
      )
    : await repo.moveItemStatus(ctx.db, tenantId, {
        itemId,
        to: status,
        from: move.from ?? ORDER_ITEM_STATUSES.filter((s) => s !== 'cancelled'),
      });
  if (!moved) throw new AppError('CONFLICT', POS_MSG.kitchenMoveRefused);
  ctx.realtime.emitToTenant(tenantId, 'order_update', { orderId: item.order_id });
  if (tookStock) void announceStockChange(ctx, tenantId);
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
  // its bill was presented and is being paid in parts: what it charged stays as charged
  if (select.unpaid && orders.some((o) => o.payment_status === 'partial')) {
    throw new AppError('CONFLICT', SPLIT_MSG.partPaidNotCancellable);
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

/** Who moved the stock, as the movement logs name them. */
const stockActor = (actor: TApprovalActor) => ({ userId: actor.userId, name: actor.name });

/** A line restored from cancelled on a kitchen screen or the Orders screen: the move names nobody. */
const SYSTEM_STOCK_ACTOR = { userId: null, name: '' };

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
  if (item.payment_status === 'partial') throw new AppError('CONFLICT', SPLIT_MSG.partPaidNotCancellable);
  if (item.status === 'cancelled') return;
  const started = hasKitchenStarted(item.status);
  const subject = `${item.quantity} × ${item.item_title}, ${tokenSubject(item)}`;
  const approver = await approveVoid(ctx, { ...request, action: 'item.void', subject, started });
  const currency = await findStoreCurrency(ctx.db, tenantId);
  const gaveBack = await ctx.transactions.run((trx) =>
    changeOrderSales(trx, { tenantId, orderIds: [item.order_id] }, async () => {
      // Unstarted when read: only while still unstarted (else it needs the reason and approval it lacks).
      const from = started ? ORDER_ITEM_STATUSES.filter((s) => s !== 'cancelled') : (['created'] as const);
      if (!(await repo.moveItemStatus(trx, tenantId, { itemId, to: 'cancelled', from }))) {
        throw new AppError('CONFLICT', APPROVAL_MSG.kitchenStartedMeanwhile);
      }
      // issue 27: its stock back, or (made already) back as usage and out as wastage
      const line = { id: itemId, orderId: item.order_id, isStarted: started };
      const moved = await giveBackVoidedLines(trx, tenantId, { lines: [line], by: stockActor(actor) });
      await recordAudit(trx, actor, {
        action: 'item.void',
        subject,
        after: voidValues(request, { amountMinor: item.line_net + item.line_tax, currency, approver }),
      });
      return moved;
    }),
  );
  ctx.realtime.emitToTenant(tenantId, 'order_update', { orderId: item.order_id });
  if (gaveBack) void announceStockChange(ctx, tenantId);
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
  const gaveBack = await ctx.transactions.run(async (trx) => {
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
    // issue 27: each line not cancelled before gives its stock back (as wastage when the kitchen had started it)
    const lines = items
      .filter((item) => item.status !== 'cancelled')
      .map((item) => ({ id: item.id, orderId: item.order_id, isStarted: hasKitchenStarted(item.status) }));
    return giveBackVoidedLines(trx, tenantId, { lines, by: stockActor(actor) });
  });
  ctx.realtime.emitToTenant(tenantId, 'order_update', {});
  if (gaveBack) void announceStockChange(ctx, tenantId);
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
    // closing a bill being paid in parts would leave its balance owed forever: its last part completes it
    if (orders.some((o) => o.payment_status === 'partial')) {
      throw new AppError('CONFLICT', SPLIT_MSG.partPaidNotCancellable);
    }
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

/**
 * The bill some open orders are paid on (issue 23, split bill): unpaid orders make a new bill (billMoney of
 * their charged lines); orders of a bill being paid in parts (payment status 'partial') are all of its
 * invoice's orders and pay on it, as it was charged. 409 when one is paid or closed; 400 when part-paid orders
 * come with others, or without the rest of their bill. With `lock` (a payment's transaction) the orders, then
 * the invoice, stay held to the commit, so what is paid is read after any payment that went before.
 */
async function loadBill(
  db: TDb,
  tenantId: string,
  select: {
    orderIds: readonly string[];
    rule: TServiceChargeRule;
    lock?: boolean;
    /** a discount given now on the whole bill, shared over its lines (bill-discount.ts) */
    discount: TDiscountInput | null | undefined;
    /** issue 27: member points redeemed now, taken off after every other discount (members/member-points.ts) */
    redeemPoints?: number | null | undefined;
    currency: string;
  },
) {
  const { rule, lock } = select;
  const orders = await loadOpenOrders(db, { tenantId, orderIds: select.orderIds, lock });
  if (orders.some((o) => o.payment_status === 'paid')) {
    throw new AppError('CONFLICT', POS_MSG.orderPaidAlready);
  }
  const invoice = await findPartPaidInvoice(db, tenantId, { orders, lock });
  // a bill is discounted when it is presented, its first part: after, it stays as presented
  if (invoice && select.discount) throw new AppError('VALIDATION', SPLIT_MSG.discountAfterFirstPart);
  if (invoice && select.redeemPoints) throw new AppError('VALIDATION', MEMBER_MSG.redeemAfterFirstPart);
  const discounted = withBillDiscount(await itemsOf(db, tenantId, orders), select.discount, select.currency);
  const redemption = await planRedemption(db, tenantId, {
    customerId: orders[0]!.customer_id,
    points: select.redeemPoints,
    lock,
  });
  const items = withPointsDiscount(discounted.items, redemption);
  const bill = invoice ?? billOfOrders(orders, items, rule);
  const [parts, partLines] = invoice
    ? await Promise.all([
        parts_.listPartsOfInvoice(db, tenantId, invoice.id),
        parts_.listPartLinesOfInvoice(db, tenantId, invoice.id),
      ])
    : [[], []];
  const paidOf = new Map<string, number>();
  for (const line of partLines) {
    paidOf.set(line.order_item_id, (paidOf.get(line.order_item_id) ?? 0) + Number(line.quantity));
  }
  const lines = billLines({ orders, items, bill }, rule).map(({ item, gross }) => ({
    id: item.id,
    title: item.item_title,
    quantity: item.quantity,
    gross,
    paid: paidOf.get(item.id) ?? 0,
  }));
  const state: TBillState = {
    total: bill.total,
    balance: invoice ? invoice.balance : bill.total,
    lines,
    split:
      invoice?.split_shares && invoice.split_base !== null
        ? { shares: invoice.split_shares, base: invoice.split_base }
        : null,
    sharesPaid: parts.filter((part) => part.share_no !== null).length,
  };
  return { orders, items, discounted, redemption, invoice, bill, state, parts };
}

/** The invoice of orders being paid in parts, when they are; 400 unless they are all of it and nothing else. */
async function findPartPaidInvoice(
  db: TDb,
  tenantId: string,
  { orders, lock }: { orders: readonly repo.TOrderRow[]; lock: boolean | undefined },
) {
  const partPaid = orders.filter((o) => o.payment_status === 'partial');
  if (partPaid.length === 0) return undefined;
  const invoiceId = partPaid[0]!.invoice_id;
  if (!invoiceId || partPaid.length !== orders.length || orders.some((o) => o.invoice_id !== invoiceId)) {
    throw new AppError('VALIDATION', SPLIT_MSG.mixedBills);
  }
  const [invoice, ofInvoice] = await Promise.all([
    parts_.findInvoiceForPart(db, tenantId, { id: invoiceId, lock }),
    repo.findOrdersByInvoice(db, tenantId, invoiceId),
  ]);
  if (!invoice) throw new AppError('NOT_FOUND', MSG.notFound);
  if (ofInvoice.length !== orders.length) throw new AppError('VALIDATION', SPLIT_MSG.mixedBills);
  return invoice;
}

/**
 * What open orders owe together, with each order and its charged lines (and what is paid of each); with
 * `lines` or `shares`, what that part would pay, and the N amounts of the split (issue 23, split bill).
 */
export async function paymentSummary(ctx: TAppContext, tenantId: string, request: TPaymentSummary) {
  const [currency, rule] = await Promise.all([
    findStoreCurrency(ctx.db, tenantId),
    findServiceChargeRule(ctx.db, tenantId),
  ]);
  const { orders, items, invoice, bill, state, redemption } = await loadBill(ctx.db, tenantId, {
    orderIds: request.orderIds,
    rule,
    discount: request.discount,
    redeemPoints: request.redeemPoints,
    currency,
  });
  const part = planPart(state, request);
  // issue 27: a member customer's balance, so the payment dialog offers to redeem it
  const customerId = orders[0]?.customer_id;
  const customer = customerId ? await findCustomerById(ctx.db, tenantId, { id: customerId }) : undefined;
  const memberBalance = customer?.is_member === 1 ? Number(customer.points) : null;
  return presentPaymentSummary(
    {
      orders,
      items,
      bill,
      parts: {
        invoiceId: invoice?.id ?? null,
        tip: invoice?.tip ?? 0,
        state,
        amountDue: part.amount,
        shares: request.shares ? sharesOf(state, request.shares) : null,
      },
      points: redemption
        ? { redeemed: redemption.points, discount: redemption.off, memberBalance }
        : {
            redeemed: invoice?.points_redeemed ?? 0,
            discount: invoice?.points_discount ?? 0,
            memberBalance,
          },
    },
    currency,
  );
}

type TPaidAnswer = {
  message: string;
  invoiceId: string;
  total: number;
  tip: number;
  amountTendered: number | null;
  changeDue: number | null;
  part: number;
  amount: number;
  balance: number;
};

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
  const rule = await findServiceChargeRule(ctx.db, actor.tenantId);
  const select = { orderIds: input.orderIds, rule, discount, currency };
  const { discounted } = await loadBill(ctx.db, actor.tenantId, select);
  if (!isBillDiscountOverLimit(discounted, input.limitMilli)) return false;
  await approve(ctx, {
    actor,
    approval: input.approval,
    action: 'order.discount',
    subject: `Discount of ${fromMinor(discounted.off, currency)} ${currency}`,
    reason: discount.reason,
  });
  return true;
}

/**
 * Pays open orders: the whole bill at once (one invoice, the orders paid and completed), or one part of it
 * (issue 23, split bill: `lines` or `shares`, or what is left of a bill already part-paid). The first part
 * writes the bill's invoice as a whole payment does (a discount given now with it), its balance what is left;
 * each part records what it paid (its lines or share, tip, payments, who and when); the part that brings the
 * balance to 0 completes the orders. The invoice holds what the orders' stored lines owe; totals the client
 * shows are only compared (and a difference logged). Answers the invoice, the part and what the bill still owes.
 */
export async function completeAndPay(
  ctx: TAppContext,
  input: TCompleteAndPay & { log: FastifyBaseLogger; actor: TApprovalActor },
): Promise<TPaidAnswer> {
  const { actor, log } = input;
  const { tenantId, userId } = actor;
  const { currency, shifts_required, discount_limit_milli } = await findSaleSettings(ctx.db, tenantId);
  await refuseSaleWithoutShift(ctx.db, tenantId, { userId, isRequired: shifts_required === 1 });
  const limitMilli = discount_limit_milli;
  const isApproved = await approveBillDiscount(ctx, { ...input, currency, limitMilli });
  const paid = await ctx.transactions.run(async (trx): Promise<TPaidAnswer> => {
    const rule = await findServiceChargeRule(trx, tenantId);
    const select = {
      orderIds: input.orderIds,
      rule,
      lock: true,
      discount: input.discount,
      redeemPoints: input.redeemPoints,
      currency,
    };
    const loaded = await loadBill(trx, tenantId, select);
    const { orders, bill, state } = loaded;
    // the bill changed between the approval and its lock (a void, a round added) and now needs one
    if (!isApproved && isBillDiscountOverLimit(loaded.discounted, limitMilli))
      throw refusal(APPROVAL_MSG.approvalRequired);
    const paying = findPaying(await readActivePaymentTypes(trx, tenantId), input);
    const money = (minor: number) => fromMinor(minor, currency);
    logClientTotalsMismatch(
      log,
      { subTotal: input.subTotal, taxTotal: input.taxTotal, total: input.total },
      { subTotal: money(bill.sub_total), taxTotal: money(bill.tax_total), total: money(bill.total) },
    );
    const part = planPart(state, input);
    // the tip is paid on top of the bill (or of the part): the payment covers both
    const tip = tipOfPayment(input.tip, part.amount, currency);
    const settled = settlePayment(paying, { due: part.amount + tip, currency });
    const balance = state.balance - part.amount;
    const ids = orders.map((o) => o.id);
    // issue 27: a bill paid in full earns its member customer points on what it came to (the tip left out)
    const earned =
      balance === 0
        ? await planEarning(trx, tenantId, {
            customerId: (loaded.invoice ?? orders[0]!).customer_id,
            paid: bill.total,
          })
        : null;
    const write = {
      actor,
      loaded,
      part: { ...part, tip, balance },
      settled,
      discount: input.discount,
      points: { redemption: loaded.redemption, earned },
      currency,
    };
    // The bill's number is taken before the sales rollups are touched: every payment takes the store's invoice
    // counter first and the rollups after (place-orders.sql too), so two payments never wait on each other.
    const presented = loaded.invoice ? null : await presentBill(trx, write);
    const written = await changeOrderSales(trx, { tenantId, orderIds: ids }, async () => {
      if (presented && input.discount)
        await storeBillDiscount(trx, actor, {
          ...loaded.discounted,
          items: loaded.items,
          discount: input.discount,
          currency,
          invoice: presentInvoiceNumber(presented.invoice) ?? presented.invoiceId,
        });
      else if (presented && loaded.redemption) await repo.updateLineMoney(trx, tenantId, loaded.items);
      const at = presented ?? (await payLaterPart(trx, write));
      if (loaded.redemption || earned) {
        const invoice = presented?.invoice ?? loaded.invoice!;
        await storePaymentPoints(trx, actor, {
          ...write.points,
          invoiceId: at.invoiceId,
          invoice: presentInvoiceNumber(invoice) ?? at.invoiceId,
          currency,
          at: nowIso(),
        });
      }
      await repo.closeOrders(trx, tenantId, {
        orderIds: ids,
        set:
          balance === 0
            ? { status: 'completed', payment_status: 'paid', invoice_id: at.invoiceId }
            : { payment_status: 'partial', invoice_id: at.invoiceId },
      });
      return at;
    });
    return {
      message: balance === 0 ? POS_MSG.orderPaid : SPLIT_MSG.partPaid,
      invoiceId: written.invoiceId,
      total: money(bill.total),
      tip: money(tip),
      ...presentTendered(settled, currency),
      part: written.part,
      amount: money(part.amount),
      balance: money(balance),
    };
  });
  ctx.realtime.emitToTenant(tenantId, 'order_update', {});
  // Issue 26: the receipt of this payment (of its part, for a bill paid in parts), queued off the answer's path
  ctx.printing.hooks.billPaid(tenantId, {
    invoiceId: paid.invoiceId,
    part: paid.balance === 0 && paid.part === 1 ? null : paid.part,
  });
  return paid;
}

/** One payment of a bill as planned, and what it is written with. */
type TPartWrite = {
  actor: TApprovalActor;
  loaded: Awaited<ReturnType<typeof loadBill>>;
  part: TPlannedPart & { tip: number; balance: number };
  settled: TSettledPayment;
  /** a discount given on the bill as it is presented, with its first part (or whole) */
  discount: TDiscountInput | null | undefined;
  /** issue 27: the member points redeemed with its first part (or whole) and earned by its last */
  points: TPaymentPoints;
  currency: string;
};

/** The split a bill's invoice follows once this part is paid: the running one, or the one this share starts. */
const splitAfter = ({ loaded, part }: TPartWrite) => ({
  split_shares: loaded.invoice?.split_shares ?? part.share?.shares ?? null,
  split_base: loaded.invoice?.split_base ?? part.share?.base ?? null,
});

/**
 * The bill's first payment: its invoice, numbered as an order paid at once is (placement/invoice-numbers.ts),
 * with its payments; paid whole, that is all; a first part records itself too and leaves the balance owed.
 */
async function presentBill(trx: TDb, write: TPartWrite) {
  const { actor, loaded, part, discount, currency } = write;
  const { payments, ...paidWith } = write.settled;
  const first = loaded.orders[0]!;
  const invoice = await insertNumberedInvoice(
    trx,
    repo.newInvoiceRow({
      tenant_id: actor.tenantId,
      ...loaded.bill,
      tip: part.tip,
      ...paidWith,
      balance: part.balance,
      ...splitAfter(write),
      bill_discount_type: discount?.type ?? null,
      bill_discount_value: discount ? discountValue(discount, currency).value : null,
      bill_discount_reason: discount?.reason ?? null,
      ...invoicePointFields(write.points),
      delivery_type: first.delivery_type,
      customer_type: first.customer_type,
      customer_id: first.customer_id,
      customer_name: first.customer_name,
      table_id: first.table_id,
      table_title: first.table_title,
      floor: first.floor,
      created_by: actor.userId,
    }),
  );
  await repo.insertInvoicePayments(trx, repo.invoicePaymentRows(invoice, payments));
  const isWhole = part.balance === 0 && part.lines.length === 0 && !part.share;
  if (!isWhole) await insertPart(trx, write, { invoiceId: invoice.id, partNo: 1, at: invoice.created_at });
  return { invoice, invoiceId: invoice.id, part: 1 };
}

/**
 * A later part of a bill paid in parts: the invoice's balance moved on (only from the balance it was planned on:
 * 409 otherwise), its tips and the titles of every type it was paid with, and the part with its payments.
 */
async function payLaterPart(trx: TDb, write: TPartWrite): Promise<{ invoiceId: string; part: number }> {
  const { actor, loaded, part } = write;
  const invoice = loaded.invoice!;
  const { payments } = write.settled;
  const partNo = loaded.parts.length + 1;
  const at = nowIso();
  const before = await parts_.listPaymentsOfInvoice(trx, actor.tenantId, invoice.id);
  const titles = new Set([...before, ...payments].map((payment) => payment.payment_type_title));
  const moved = await parts_.updateInvoiceAfterPart(trx, actor.tenantId, {
    id: invoice.id,
    from: loaded.state.balance,
    set: {
      balance: part.balance,
      tip: invoice.tip + part.tip,
      ...splitAfter(write),
      payment_type_title: [...titles].join(' + '),
      ...(write.points.earned ? { points_earned: write.points.earned.points } : {}),
    },
  });
  if (!moved) throw new AppError('CONFLICT', SPLIT_MSG.paidMeanwhile);
  const rows = {
    tenant_id: actor.tenantId,
    invoice_id: invoice.id,
    part: partNo,
    created_at: at,
    created_by: actor.userId,
  };
  await repo.insertInvoicePayments(trx, repo.partPaymentRows(rows, payments));
  await insertPart(trx, write, { invoiceId: invoice.id, partNo, at });
  return { invoiceId: invoice.id, part: partNo };
}

/** A part's row (what it paid, its tip, share, cash and change, who and when) and what it paid of each line. */
async function insertPart(
  trx: TDb,
  { actor, part, settled }: TPartWrite,
  { invoiceId, partNo, at }: { invoiceId: string; partNo: number; at: string },
) {
  const { tenantId, userId } = actor;
  await parts_.insertPart(trx, {
    part: {
      id: `${invoiceId}.${partNo}`,
      tenant_id: tenantId,
      invoice_id: invoiceId,
      part: partNo,
      amount: part.amount,
      tip: part.tip,
      share_no: part.share?.shareNo ?? null,
      shares: part.share?.shares ?? null,
      amount_tendered: settled.amount_tendered,
      change_due: settled.change_due,
      created_by: userId,
      created_at: at,
    },
    lines: part.lines.map((line, index) => ({
      id: `${invoiceId}.${partNo}.${index + 1}`,
      tenant_id: tenantId,
      invoice_id: invoiceId,
      part: partNo,
      order_item_id: line.orderItemId,
      quantity: line.quantity,
      amount: line.amount,
    })),
  });
}
