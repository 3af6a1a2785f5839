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
import { AppError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';
import type { TUserSession } from '../../plugins/auth.ts';
import { readIdempotencyKey, runIdempotent } from '../../plugins/idempotency.ts';
import { presentTendered } from '../../presenters/tendered.ts';
import { findCustomerByPhoneOrId } from '../customers/customers.repo.ts';
import { priceCartFromMenu, type TPricedCart } from './cart-pricing.ts';
import type { TCatalog } from './catalog.ts';
import { acceptOpenQrOrder } from './create-order.repo.ts';
import { findActivePaymentType, logClientTotalsMismatch, tenderedPayment } from './order-rules.ts';
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
export async function createOrder(
  ctx: TAppContext,
  { request, session, input }: TCreateOrderOptions<TCreateInput>,
): Promise<TCreateOrderResponse & { invoiceId?: string }> {
  const tenantId = session.tenantId;
  const key = readIdempotencyKey(request);
  const answer = await runIdempotent(
    ctx,
    tenantId,
    key,
    { path: request.routeOptions.url, input },
    async (trx) => {
      const catalog = await ctx.catalogs.get(trx, tenantId);
      const priced = priceCartFromMenu(catalog, input.cart);
      compareClientTotals(request.log, input, priced, catalog.currency);
      const customer = await resolveCustomer(trx, tenantId, input);
      const table = resolveTable(catalog, input);
      const paymentType =
        'paymentTypeId' in input ? await findActivePaymentType(trx, tenantId, input.paymentTypeId) : null;
      const qrOrderId = await acceptQrOrder(trx, tenantId, input.selectedQrOrderItem);

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
      const tendered =
        'amountTendered' in input
          ? tenderedPayment(input.amountTendered, priced.payableTotal, catalog.currency)
          : undefined;
      const invoiceId = paymentType
        ? await repo.insertInvoice(trx, {
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
      // Taken as late as possible: on PostgreSQL the counter row stays locked until the commit.
      const tokenNo = await allocateToken(trx, tenantId, day);
      const orderId = newId();
      const order = {
        ...placement,
        id: orderId,
        business_day: day,
        token_no: tokenNo,
        status: 'created' as const,
        payment_status: invoiceId ? ('paid' as const) : ('pending' as const),
        invoice_id: invoiceId,
        qr_order_id: qrOrderId,
        items_total: priced.itemsTotal,
        tax_total: priced.taxTotal,
        payable_total: priced.payableTotal,
        created_at: now,
        updated_at: now,
      };
      await repo.insertOrder(trx, order);
      await repo.insertOrderItems(trx, tenantId, orderId, priced.lines, now);
      return {
        message: POS_MSG.orderSent,
        tokenNo,
        orderId,
        payableTotal: fromMinor(priced.payableTotal, catalog.currency),
        ...(invoiceId ? { invoiceId, ...presentTendered(tendered, catalog.currency) } : {}),
      };
    },
  );
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
