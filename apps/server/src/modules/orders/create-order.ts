import {
  businessDay,
  fromMinor,
  isTableMissing,
  POS_MSG,
  type TCreateOrder,
  type TCreateOrderAndInvoice,
  type TCreateOrderAndInvoiceResponse,
  type TCreateOrderResponse,
} from '@opentab/shared';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { TAppContext } from '../../context.ts';
import type { TDb } from '../../db/database.ts';
import { isPostgres } from '../../db/dialect.ts';
import { recordOrderSales } from '../../db/sales-rollup.ts';
import type { Row } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';
import type { TUserSession } from '../../plugins/auth.ts';
import {
  expiredBefore,
  findStoredAnswer,
  idempotencyRequestHash,
  readIdempotencyKey,
  replayStoredAnswer,
  runIdempotent,
  type TStoredAnswer,
} from '../../plugins/idempotency.ts';
import { presentTendered, type TTendered } from '../../presenters/tendered.ts';
import { findCustomerByPhoneOrId } from '../customers/customers.repo.ts';
import { priceCartFromMenu, type TPricedCart } from './cart-pricing.ts';
import type { TCatalog, TCatalogTable } from './catalog.ts';
import { acceptOpenQrOrder } from './create-order.repo.ts';
import { findActivePaymentType, logClientTotalsMismatch, tenderedPayment } from './order-rules.ts';
import type { TOrderItemRow, TOrderRow } from './orders.repo.ts';
import * as repo from './orders.repo.ts';
import { allocateToken } from './tokens.repo.ts';

type TCreateInput = TCreateOrder | TCreateOrderAndInvoice;

type TCreateOrderOptions<TInput extends TCreateInput> = {
  /** the HTTP request: its Idempotency-Key, route and logger */
  request: FastifyRequest;
  session: TUserSession;
  /** with a payment type (create-order-and-invoice) the order is paid and gets its invoice */
  input: TInput;
};

async function resolveCustomer(trx: TDb, tenantId: string, input: TCreateInput) {
  if (input.customerType !== 'CUSTOMER') return { id: null, name: null };
  if (!input.customerId) throw new AppError('VALIDATION', POS_MSG.customerRequired);
  const customer = await findCustomerByPhoneOrId(trx, tenantId, input.customerId);
  if (!customer) throw new AppError('VALIDATION', POS_MSG.customerNotFound);
  return customer;
}

/** The order's table: one of the store's, and one there must be for Dine-In when the store has tables. */
function resolveTable(catalog: TCatalog, input: TCreateInput) {
  if (isTableMissing(input, catalog.tables.size > 0)) throw new AppError('VALIDATION', POS_MSG.tableRequired);
  if (!input.tableId) return null;
  const table = catalog.tables.get(input.tableId);
  if (!table) throw new AppError('VALIDATION', POS_MSG.tableNotFound);
  return table;
}

/** Marks the QR order accepted in the same transaction; a second acceptance finds it no longer open. */
async function acceptQrOrder(trx: TDb, tenantId: string, qrOrderId: string | null | undefined) {
  if (!qrOrderId) return null;
  if (!(await acceptOpenQrOrder(trx, tenantId, qrOrderId)))
    throw new AppError('CONFLICT', POS_MSG.qrOrderTaken);
  return qrOrderId;
}

function compareClientTotals(
  log: FastifyBaseLogger,
  input: TCreateInput,
  priced: TPricedCart,
  currency: string,
) {
  logClientTotalsMismatch(
    log,
    {
      itemsTotal: input.itemsTotal ?? input.netTotal,
      taxTotal: input.taxTotal,
      payableTotal: input.payableTotal ?? input.total,
    },
    {
      itemsTotal: fromMinor(priced.itemsTotal, currency),
      taxTotal: fromMinor(priced.taxTotal, currency),
      payableTotal: fromMinor(priced.payableTotal, currency),
    },
  );
}

type TOrderAnswer = TCreateOrderResponse &
  Partial<Omit<TCreateOrderAndInvoiceResponse, keyof TCreateOrderResponse>>;

/** Everything an order writes, decided from the catalog and the checks before anything is written. */
type TOrderPlan = {
  day: string;
  now: string;
  invoice: Row<'invoices'> | null;
  order: Omit<TOrderRow, 'token_no'>;
  items: TOrderItemRow[];
  qrOrderId: string | null;
  /** the answer, but for the token, which is taken last */
  answer: Omit<TOrderAnswer, 'tokenNo'>;
};

/**
 * The catalog's part of an order: the cart priced from it, the order's table and, when paying, the amount
 * tendered against the total (400 when one is wrong).
 */
type TCatalogChecked = {
  catalog: TCatalog;
  priced: TPricedCart;
  table: TCatalogTable | null;
  tendered: TTendered | undefined;
};

function checkAgainstCatalog(
  request: FastifyRequest,
  input: TCreateInput,
  catalog: TCatalog,
): TCatalogChecked {
  const priced = priceCartFromMenu(catalog, input.cart);
  compareClientTotals(request.log, input, priced, catalog.currency);
  const table = resolveTable(catalog, input);
  const tendered =
    'amountTendered' in input
      ? tenderedPayment(input.amountTendered, priced.payableTotal, catalog.currency)
      : undefined;
  return { catalog, priced, table, tendered };
}

type TPlanInput = TCatalogChecked & {
  session: TUserSession;
  input: TCreateInput;
  customer: { id: string | null; name: string | null };
  paymentType: { id: string; title: string } | null;
};

/** The rows the order writes (the client's totals were only compared, never used). */
function planOrder({
  session,
  input,
  catalog,
  priced,
  table,
  tendered,
  customer,
  paymentType,
}: TPlanInput): TOrderPlan {
  const tenantId = session.tenantId;
  const now = nowIso();
  const day = businessDay(new Date(now), catalog.timeZone);
  // Who, where and how: the same snapshot on the order and on its invoice.
  const placement = {
    tenant_id: tenantId,
    delivery_type: input.deliveryType ?? null,
    customer_type: input.customerType,
    customer_id: customer.id,
    customer_name: customer.name,
    table_id: table?.id ?? null,
    table_title: table?.title ?? null,
    floor: table?.floor ?? null,
    created_by: session.userId,
  };
  const invoice = paymentType
    ? repo.newInvoiceRow({
        ...placement,
        sub_total: priced.itemsTotal,
        tax_total: priced.taxTotal,
        total: priced.payableTotal,
        payment_type_id: paymentType.id,
        payment_type_title: paymentType.title,
        amount_tendered: tendered?.amount_tendered ?? null,
        change_due: tendered?.change_due ?? null,
      })
    : null;
  const orderId = newId();
  return {
    day,
    now,
    invoice,
    order: {
      ...placement,
      id: orderId,
      business_day: day,
      status: 'created',
      payment_status: invoice ? 'paid' : 'pending',
      invoice_id: invoice?.id ?? null,
      qr_order_id: input.selectedQrOrderItem ?? null,
      items_total: priced.itemsTotal,
      tax_total: priced.taxTotal,
      payable_total: priced.payableTotal,
      created_at: now,
      updated_at: now,
    },
    items: repo.orderItemRows(tenantId, orderId, priced.lines, now),
    qrOrderId: input.selectedQrOrderItem ?? null,
    answer: {
      message: POS_MSG.orderSent,
      orderId,
      payableTotal: fromMinor(priced.payableTotal, catalog.currency),
      ...(invoice ? { invoiceId: invoice.id, ...presentTendered(tendered, catalog.currency) } : {}),
    },
  };
}

type TCreateOptions = TCreateOrderOptions<TCreateInput>;

/** SQLite: the order as one unit of work of the group commit (write-batcher.ts), a statement at a time. */
function createOrderOnSqlite(ctx: TAppContext, { request, session, input }: TCreateOptions) {
  const tenantId = session.tenantId;
  return runIdempotent<TOrderAnswer>(
    ctx,
    tenantId,
    readIdempotencyKey(request),
    { path: request.routeOptions.url, input },
    async (trx) => {
      const checked = checkAgainstCatalog(request, input, await ctx.catalogs.get(trx, tenantId));
      const customer = await resolveCustomer(trx, tenantId, input);
      const paymentType =
        'paymentTypeId' in input ? await findActivePaymentType(trx, tenantId, input.paymentTypeId) : null;
      const plan = planOrder({ ...checked, session, input, customer, paymentType });
      await acceptQrOrder(trx, tenantId, plan.qrOrderId);
      if (plan.invoice) await repo.insertInvoices(trx, [plan.invoice]);
      // Taken as late as possible: the token belongs to the order only once it commits.
      const tokenNo = await allocateToken(trx, tenantId, plan.day);
      await repo.insertOrder(trx, { ...plan.order, token_no: tokenNo });
      await repo.insertOrderItems(trx, plan.items);
      await recordOrderSales(trx, tenantId, [plan.order.id]);
      return { ...plan.answer, tokenNo };
    },
  );
}

/** How often an order is re-priced when the catalog changed under it before it is given up (500). */
const MAX_STALE_CATALOG_RETRIES = 5;

/**
 * PostgreSQL: one round trip per order, shared with the store's other orders of the moment. The reads that
 * only check (customer, payment type) come first, outside a transaction: under READ COMMITTED they see the
 * same committed rows inside one, and lock nothing either way. The order is priced from the cached catalog,
 * then ctx.orderPlacer writes it with the store's other waiting orders in one statement and transaction
 * (opentab_place_orders, migration 0015), under the catalog lock, after checking the catalog version the
 * price was made at; when the version moved, the catalog is reloaded and the order priced again. The token
 * counter row is locked only inside that statement, up to its commit, once for all the batch's orders.
 */
async function createOrderOnPostgres(
  ctx: TAppContext,
  { request, session, input }: TCreateOptions,
): Promise<TStoredAnswer<TOrderAnswer>> {
  const tenantId = session.tenantId;
  const key = readIdempotencyKey(request);
  const requestHash = key ? idempotencyRequestHash({ path: request.routeOptions.url, input }) : '';
  const fresh = async () => checkAgainstCatalog(request, input, await loadCatalog(ctx, tenantId));
  const check = async () => {
    // A cached catalog is checked by the write itself; an error found with it is asked again of the current one.
    const cached = ctx.catalogs.peek(tenantId);
    let checked: TCatalogChecked;
    try {
      checked = cached ? checkAgainstCatalog(request, input, cached) : await fresh();
    } catch (error) {
      if (!cached || !(error instanceof AppError)) throw error;
      checked = await fresh();
    }
    const customer = await resolveCustomer(ctx.db, tenantId, input);
    const paymentType =
      'paymentTypeId' in input ? await findActivePaymentType(ctx.db, tenantId, input.paymentTypeId) : null;
    return { checked, customer, paymentType };
  };
  let checks: Awaited<ReturnType<typeof check>>;
  try {
    checks = await check();
  } catch (error) {
    // A retry of an order that was placed is answered as it was, whatever changed since (as on SQLite,
    // where the stored answer is looked up first).
    const stored = key ? await findStoredAnswer<TOrderAnswer>(ctx.db, tenantId, key, requestHash) : undefined;
    if (stored && stored !== 'expired') return stored;
    throw error;
  }
  const { customer, paymentType } = checks;
  let { checked } = checks;
  for (let attempt = 0; ; attempt++) {
    const plan = planOrder({ ...checked, session, input, customer, paymentType });
    const placing = {
      tenantId,
      catalogVersion: checked.catalog.version,
      day: plan.day,
      now: plan.now,
      order: plan.order,
      items: plan.items,
      invoice: plan.invoice,
      qrOrderId: plan.qrOrderId,
      idempotency: key ? { key, requestHash, expiredBefore: expiredBefore() } : null,
      answer: plan.answer,
    };
    let placed = await ctx.orderPlacer.run(tenantId, placing);
    // Two requests with one key: the loser's insert of the key fails after the winner committed, and rolls
    // its whole order back. Once more, it finds the winner's answer.
    if (placed.outcome === 'key_taken') placed = await ctx.orderPlacer.run(tenantId, placing);
    switch (placed.outcome) {
      case 'placed':
        return { statusCode: 200, body: { ...plan.answer, tokenNo: placed.token ?? 0 }, replayed: false };
      case 'replay':
        return replayStoredAnswer<TOrderAnswer>(
          {
            request_hash: placed.stored_request_hash ?? '',
            status_code: 200,
            response_body: placed.stored_response_body ?? '',
          },
          requestHash,
        );
      case 'qr_taken':
        throw new AppError('CONFLICT', POS_MSG.qrOrderTaken);
      case 'key_taken':
        throw new Error('an Idempotency-Key was taken twice by another request');
      case 'stale':
        if (attempt >= MAX_STALE_CATALOG_RETRIES) throw new Error('the catalog kept changing under an order');
        checked = await fresh();
    }
  }
}

/** The tenant's catalog as committed now (its own short transaction, under the catalog lock). */
const loadCatalog = (ctx: TAppContext, tenantId: string) =>
  ctx.db.transaction().execute((trx) => ctx.catalogs.get(trx, tenantId));

/**
 * The one way an order is born (POS send-to-kitchen, POS pay-and-send, accepted QR orders): priced from the
 * menu, its daily token allocated, its items and (when paid) its invoice written in one transaction,
 * idempotent by key, announced to the tenant's screens after commit.
 */
export async function createOrder(
  ctx: TAppContext,
  options: TCreateOrderOptions<TCreateOrderAndInvoice>,
): Promise<TCreateOrderAndInvoiceResponse>;
export async function createOrder(
  ctx: TAppContext,
  options: TCreateOrderOptions<TCreateOrder>,
): Promise<TCreateOrderResponse>;
export async function createOrder(ctx: TAppContext, options: TCreateOptions): Promise<TOrderAnswer> {
  const { session, input } = options;
  const tenantId = session.tenantId;
  const answer = isPostgres(ctx.db)
    ? await createOrderOnPostgres(ctx, options)
    : await createOrderOnSqlite(ctx, options);
  if (!answer.replayed) {
    ctx.metrics.ordersCreated.inc();
    ctx.realtime.emitToTenant(tenantId, 'new_order', {
      tokenNo: answer.body.tokenNo,
      orderId: answer.body.orderId,
    });
    if (input.selectedQrOrderItem) ctx.realtime.emitToTenant(tenantId, 'new_qrorder', {});
  }
  return answer.replayed ? withPayableTotal(answer.body) : answer.body;
}

type TStoredCreateOrderAnswer = TCreateOrderResponse & {
  invoiceId?: string;
  order?: { payable_total?: number };
};

/**
 * Answers stored under an Idempotency-Key before the typed answers carried the whole order, not `payableTotal`; a POS
 * resending such a key within its 24 hours still gets the total it was charged (the answer schema drops
 * `order`).
 */
function withPayableTotal(stored: TStoredCreateOrderAnswer): TStoredCreateOrderAnswer {
  if (typeof stored.payableTotal === 'number') return stored;
  return { ...stored, payableTotal: stored.order?.payable_total ?? 0 };
}
