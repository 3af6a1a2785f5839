import {
  fromMinor,
  OFFLINE_MSG,
  POS_MSG,
  STOCK_MSG,
  type TCreateOrder,
  type TCreateOrderAndInvoice,
  type TCreateOrderAndInvoiceResponse,
  type TCreateOrderResponse,
} from '@opentab/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { TAppContext } from '../../../context.ts';
import type { TDb } from '../../../db/database.ts';
import { AppError } from '../../../lib/errors.ts';
import { approve, type TApprovalActor } from '../../approvals/approvals.service.ts';
import { findAuditDevice } from '../../audit-trail/audit-trail.service.ts';
import { findCustomerByPhoneOrId } from '../../customers/customers.repo.ts';
import { refuseSaleWithoutShift } from '../../shifts/shifts.service.ts';
import { announceStockChange } from '../../stock/sold-out.ts';
import { isDiscountOverLimit } from './cart-pricing.ts';
import type { TCatalog } from './catalog.ts';
import {
  findStoredAnswer,
  idempotencyRequestHash,
  replayStoredAnswer,
  type TIdempotencyKey,
  type TStoredAnswer,
} from './idempotency.ts';
import { catalogOfOfflineOrder, offlineMaking, type TOfflineMaking } from './offline-orders.ts';
import {
  checkAgainstCatalog,
  planOrder,
  type TCatalogChecked,
  type TOrderAnswer,
  type TOrderInput,
} from './order-plan.ts';
import { findOrderPoints, NO_ORDER_POINTS, type TOrderPoints } from './order-points.ts';
import { settlePayment } from './order-rules.ts';

/*
 * The one way an order is born (POS send-to-kitchen, POS pay-and-send, an accepted QR order): checked and priced
 * from the catalog (order-plan.ts), then written by the database's writer (order-writer.ts) with its daily token,
 * lines, invoice and QR acceptance in one transaction, idempotent by key, and announced after the commit. The
 * flow below is the same on both databases; only the writer differs.
 */

/** One order to place: who places it, the cart, and the request's Idempotency-Key (with the path it came on). */
type TPlaceOrderRequest<TInput extends TOrderInput = TOrderInput> = {
  /** the signed-in user: the order's creator, and who asks when a discount needs a manager */
  actor: TApprovalActor;
  input: TInput;
  /** the request's Idempotency-Key, when it sent one */
  idempotencyKey?: string;
  /** the call's path: a key's stored answer is checked against the path and the body */
  path: string;
};

async function resolveCustomer(db: TDb, tenantId: string, input: TOrderInput) {
  if (input.customerType !== 'CUSTOMER') return { id: null, name: null };
  if (!input.customerId) throw new AppError('VALIDATION', POS_MSG.customerRequired);
  const customer = await findCustomerByPhoneOrId(db, tenantId, input.customerId);
  if (!customer) throw new AppError('VALIDATION', POS_MSG.customerNotFound);
  return customer;
}

/**
 * A discount over the store's limit needs a manager (issue 23): the cashier's own role when they are one, else
 * the body's `approval`. Asked before the write, so a PIN check never holds the token counter; the approval's
 * audit entry names the discounts and their reasons.
 */
async function approveDiscount(
  ctx: TAppContext,
  { actor, input, checked }: { actor: TApprovalActor; input: TOrderInput; checked: TCatalogChecked },
) {
  if (!isDiscountOverLimit(checked.priced, checked.catalog.discountLimitMilli)) return;
  const reasons = [input.discount, ...input.cart.map((line) => line.discount)]
    .flatMap((discount) => (discount ? [discount.reason] : []))
    .join('; ');
  await approve(ctx, {
    actor,
    approval: input.approval,
    action: 'order.discount',
    subject: `Discount of ${fromMinor(checked.priced.discountTotal, checked.catalog.currency)} ${checked.catalog.currency}`,
    reason: reasons,
  });
}

/** How an order paid at once pays its bill and tip (order-rules.ts settlePayment); null when not paying. */
function settled({ paying, bill, catalog }: TCatalogChecked) {
  return paying && bill
    ? settlePayment(paying, { due: bill.total + bill.tip, currency: catalog.currency })
    : null;
}

/** The tenant's catalog as committed now (its own short transaction, under the catalog lock). */
const loadCatalog = (ctx: TAppContext, tenantId: string) =>
  ctx.db.transaction().execute((trx) => ctx.orders.catalogs.get(trx, tenantId));

/** How often an order is re-priced when the catalog changed under it before it is given up (500). */
const MAX_STALE_CATALOG_RETRIES = 5;

type TPlaceOneOptions = { tenantId: string; order: TPlaceOrderRequest; log: FastifyBaseLogger };

/**
 * One order through the writer. The reads that only check (the customer) come first, outside the write: they
 * lock nothing either way, and the write holds the store's token counter only for its own steps. The order is
 * priced, and its payment types checked, from the cached catalog; the writer checks, inside the order's
 * transaction, that the catalog is still at the version it was priced at, and when it moved the catalog is
 * reloaded and the order priced again. An order made offline (issue 25) is dated and priced by offline-orders.ts:
 * with its device's menu version when that is not the current one, while the writer still checks the current
 * version (and its payment types are the current catalog's).
 */
async function placeOne(
  ctx: TAppContext,
  { tenantId, order, log }: TPlaceOneOptions,
): Promise<TStoredAnswer<TOrderAnswer>> {
  const { input } = order;
  const idempotency: TIdempotencyKey | null = order.idempotencyKey
    ? {
        key: order.idempotencyKey,
        requestHash: idempotencyRequestHash({ path: order.path, input }),
      }
    : null;
  const now = Date.now();
  // issue 27: the member points of an order paid at once, read once before it is priced (order-points.ts)
  let points: TOrderPoints = NO_ORDER_POINTS;
  /** The cart checked against the store's catalog now, priced with it (or, made offline, with its device's). */
  const checkWith = async (current: TCatalog) => {
    const catalog = input.offline
      ? await catalogOfOfflineOrder(ctx.db, { tenantId, version: input.offline.catalogVersion, current, now })
      : current;
    return checkAgainstCatalog(input, { catalog, current, points }, log);
  };
  const fresh = async () => checkWith(await loadCatalog(ctx, tenantId));
  const refuseWithoutShift = (checked: TCatalogChecked, offline: TOfflineMaking | null) =>
    refuseSaleWithoutShift(ctx.db, tenantId, {
      userId: order.actor.userId,
      isRequired: checked.catalog.shiftsRequired,
      madeAt: offline?.at,
    });
  const check = async () => {
    // replayed exactly once: only a key tells a replay from a second order
    if (input.offline && !idempotency) throw new AppError('VALIDATION', OFFLINE_MSG.invalidOffline);
    const offline = input.offline ? offlineMaking(input.offline, now) : null;
    points = await findOrderPoints(ctx.db, tenantId, input);
    // A cached catalog is checked by the write itself; an error found with it is asked again of the current one.
    const cached = ctx.orders.catalogs.peek(tenantId);
    let checked: TCatalogChecked;
    try {
      checked = cached ? await checkWith(cached) : await fresh();
    } catch (error) {
      if (!cached || !(error instanceof AppError)) throw error;
      checked = await fresh();
    }
    await refuseWithoutShift(checked, offline);
    // Whether a manager must approve is a store rule: asked of the current catalog, never a cached copy.
    if (cached && isDiscountOverLimit(checked.priced, checked.catalog.discountLimitMilli))
      checked = await fresh();
    await approveDiscount(ctx, { actor: order.actor, input, checked });
    const customer = await resolveCustomer(ctx.db, tenantId, input);
    // the device's name, for the audit entry of a discount (written with the order)
    const device = checked.priced.discountTotal ? await findAuditDevice(ctx.db, order.actor) : null;
    return { checked, customer, device, payment: settled(checked), offline };
  };
  let checks: Awaited<ReturnType<typeof check>>;
  try {
    checks = await check();
  } catch (error) {
    // A retry of an order that was placed is answered as it was, whatever changed since.
    const stored = idempotency
      ? await findStoredAnswer<TOrderAnswer>(ctx.db, tenantId, idempotency)
      : undefined;
    if (stored && stored !== 'expired') return stored;
    throw error;
  }
  const { customer, device, offline } = checks;
  let { checked, payment } = checks;
  for (let attempt = 0; ; attempt++) {
    const plan = planOrder({
      tenantId,
      userId: order.actor.userId,
      input,
      customer,
      payment,
      idempotency,
      auditor: { actor: order.actor, device },
      offline,
      ...checked,
    });
    let placed = await ctx.orders.writer.place(plan);
    // Two requests with one key: the loser's insert of the key fails after the winner committed, and rolls
    // its whole order back. Once more, it finds the winner's answer.
    if (placed.outcome === 'key_taken') placed = await ctx.orders.writer.place(plan);
    switch (placed.outcome) {
      case 'placed':
        // after the commit and off the answer's path: the POS screens learn what its sale left sold out
        if (plan.stockMovements.length > 0) void announceStockChange(ctx, tenantId);
        return {
          statusCode: 200,
          body: {
            tokenNo: placed.token,
            ...plan.answer,
            // a warning for this answer only: a replay answers the order as it was stored
            ...(placed.shortages.length > 0 ? { stockShortages: placed.shortages } : {}),
          },
          replayed: false,
        };
      case 'short':
        throw new AppError('CONFLICT', STOCK_MSG.orderShort, {
          values: { items: placed.shortages.map((shortage) => shortage.title).join(', ') },
        });
      case 'replay':
        return replayStoredAnswer<TOrderAnswer>(placed.stored, idempotency?.requestHash ?? '');
      case 'qr_taken':
        throw new AppError('CONFLICT', POS_MSG.qrOrderTaken);
      case 'key_taken':
        throw new Error('an Idempotency-Key was taken twice by another request');
      case 'stale':
        if (attempt >= MAX_STALE_CATALOG_RETRIES) throw new Error('the catalog kept changing under an order');
        checked = await fresh();
        payment = settled(checked);
        await refuseWithoutShift(checked, offline);
    }
  }
}

/** After the commit: the metrics and the store's screens (a replayed answer announces nothing). */
function announce(
  ctx: TAppContext,
  tenantId: string,
  { order, placed }: { order: TPlaceOrderRequest; placed: TOrderAnswer },
) {
  ctx.metrics.ordersCreated.inc();
  ctx.realtime.emitToTenant(tenantId, 'new_order', { tokenNo: placed.tokenNo, orderId: placed.orderId });
  if (order.input.selectedQrOrderItem) ctx.realtime.emitToTenant(tenantId, 'new_qrorder', {});
  // Issue 26: the kitchen tickets, and the receipt of an order paid at once, queued off the answer's path
  ctx.printing.hooks.orderPlaced(tenantId, placed.orderId);
  if ('invoiceId' in placed && placed.invoiceId)
    ctx.printing.hooks.billPaid(tenantId, { invoiceId: placed.invoiceId, part: null });
}

type TPlaceOrderOptions<TInput extends TOrderInput> = {
  tenantId: string;
  order: TPlaceOrderRequest<TInput>;
  /** where a client's totals that differ from the server's are logged */
  log: FastifyBaseLogger;
};

/**
 * Places one order: checked, priced and written by the database's writer, which gathers the orders that arrive
 * together (from any request) into one commit; a failing order never fails another. Answers once committed, or
 * the stored answer of its Idempotency-Key.
 */
export async function placeOrder(
  ctx: TAppContext,
  options: TPlaceOrderOptions<TCreateOrderAndInvoice>,
): Promise<TCreateOrderAndInvoiceResponse>;
export async function placeOrder(
  ctx: TAppContext,
  options: TPlaceOrderOptions<TCreateOrder>,
): Promise<TCreateOrderResponse>;
export async function placeOrder(
  ctx: TAppContext,
  { tenantId, order, log }: TPlaceOrderOptions<TOrderInput>,
): Promise<TOrderAnswer> {
  const answer = await placeOne(ctx, { tenantId, order, log });
  if (answer.replayed) return withPayableTotal(answer.body);
  announce(ctx, tenantId, { order, placed: answer.body });
  return answer.body;
}

type TStoredCreateOrderAnswer = TCreateOrderResponse & {
  invoiceId?: string;
  order?: { payable_total?: number };
};

/**
 * Answers stored under an Idempotency-Key before the typed answers carried the whole order, not `payableTotal`;
 * a POS resending such a key within its 24 hours still gets the total it was charged (the answer schema drops
 * `order`).
 */
function withPayableTotal(stored: TStoredCreateOrderAnswer): TStoredCreateOrderAnswer {
  if (typeof stored.payableTotal === 'number') return stored;
  return { ...stored, payableTotal: stored.order?.payable_total ?? 0 };
}
