import {
  businessDay,
  fromMinor,
  isServiceCharged,
  isTableMissing,
  POS_MSG,
  type TCreateOrder,
  type TCreateOrderAndInvoice,
  type TCreateOrderAndInvoiceResponse,
  type TCreateOrderResponse,
  type TStockShortPolicy,
} from '@opentab/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Row } from '../../../db/schema.ts';
import { billMoney, discountsOfLine, type TBillMoney } from '../../../lib/bill.ts';
import { AppError } from '../../../lib/errors.ts';
import { newId } from '../../../lib/ids.ts';
import { nowIso } from '../../../lib/time.ts';
import { presentTendered } from '../../../presenters/tendered.ts';
import { auditEntryRow, type TAuditActor } from '../../audit-trail/audit-trail.service.ts';
import type { TOrderItemRow, TOrderRow, TUnnumberedInvoice } from '../orders.repo.ts';
import * as repo from '../orders.repo.ts';
import { priceCartFromMenu, type TPricedCart } from './cart-pricing.ts';
import type { TCatalog, TCatalogTable } from './catalog.ts';
import type { TIdempotencyKey } from './idempotency.ts';
import type { TOfflineMaking } from './offline-orders.ts';
import { linesWithPoints, planOrderPoints, type TOrderPoints, withRedemptionAudit } from './order-points.ts';
import {
  findPaying,
  logClientTotalsMismatch,
  type TPaying,
  type TSettledPayment,
  tipOfPayment,
} from './order-rules.ts';
import { stockMovementRows } from './stock-deduction.ts';

/*
 * The pure part of placing an order: the cart checked and priced against a catalog, and every row the order
 * will write decided before anything is written. Both writers (SQLite, PostgreSQL) take this plan as it is.
 */

/** A cart to place: sent to the kitchen, or (with a payment type) paid at once with its invoice. */
export type TOrderInput = TCreateOrder | TCreateOrderAndInvoice;

export type TOrderAnswer = TCreateOrderResponse &
  Partial<Omit<TCreateOrderAndInvoiceResponse, keyof TCreateOrderResponse>>;

/** Everything an order writes, decided from the catalog and the checks before anything is written. */
export type TOrderPlan = {
  tenantId: string;
  /** the store currency the amounts are in */
  currency: string;
  /**
   * the tenants.catalog_version the order was checked against (priced at, but for an order made offline: priced
   * at its device's version); a writer finding another one answers 'stale'
   */
  catalogVersion: number;
  now: string;
  /** the order's row but its token, which the writer takes from the counter of its business_day */
  order: Omit<TOrderRow, 'token_no'>;
  items: readonly TOrderItemRow[];
  /** its number is taken by the writer, in the order's transaction (invoice-numbers.ts) */
  invoice: TUnnumberedInvoice | null;
  /** what the invoice was paid with: one row per payment type and amount, written with it */
  payments: readonly Row<'invoice_payments'>[];
  /** the QR order this order accepts (it must still be open) */
  qrOrderId: string | null;
  /**
   * the audit entry of the order's discounts (issue 23), written with the order; its subject names the order's
   * token, which the writer sets once it took it (discountAuditSubject)
   */
  discountAudit: Row<'audit_log'> | null;
  /**
   * issue 27: what the order's recipes take from stock (OUT movements, tied to the order and its lines, with no
   * note: the logs name the order by its token, read with them, in the reader's language)
   */
  stockMovements: Row<'stock_movements'>[];
  /** issue 27: the member points the order earns or redeems (paid orders of members), written with it */
  memberPoints: Row<'member_points'>[];
  /**
   * issue 27: what the writer does when the movements leave a stock item below zero: 'refuse' writes nothing
   * (outcome 'short'), 'allow' places the order and names the items. An order made offline was already served:
   * it is never refused for stock.
   */
  stockShortPolicy: TStockShortPolicy;
  idempotency: TIdempotencyKey | null;
  /** the answer, but for the token, which is taken last */
  answer: Omit<TOrderAnswer, 'tokenNo'>;
};

/**
 * The catalog's part of an order: the cart priced from it, the order's table and, when paying, its bill with
 * the tip (what the payment must cover: place-orders.ts settles it against the payment types).
 */
export type TCatalogChecked = {
  /** the catalog the cart was priced with: `current`, or for an order made offline its device's version */
  catalog: TCatalog;
  /** the store's catalog now: the version the writer must still find, the records the order may link to */
  current: TCatalog;
  priced: TPricedCart;
  table: TCatalogTable | null;
  /** what the invoice of an order paid at once comes to (service charge included) and its tip; null when not paying */
  bill: (TBillMoney & { tip: number }) | null;
  /** what an order paid at once pays with: active payment types of the current catalog; null when not paying */
  paying: TPaying | null;
  /** issue 27: what its member customer redeems and earns (order-points.ts); absent or empty for others */
  points?: TOrderPoints;
};

/** An order paid at once is its own bill: with the service charge when its delivery type carries one. */
function billOfPaidOrder(
  input: TOrderInput,
  { catalog, priced, points }: Pick<TCatalogChecked, 'catalog' | 'priced' | 'points'>,
): TBillMoney | null {
  if (!('paymentTypeId' in input)) return null;
  const charged = isServiceCharged(catalog.serviceCharge, input.deliveryType ?? null);
  // issue 27: redeemed points come off the lines as planOrder will store them, after every other discount
  const rows = linesWithPoints(
    repo.orderItemRows({ tenantId: '', orderId: '', at: '' }, priced.lines),
    points,
  );
  const lines = rows.map((row) => ({
    net: row.line_net,
    tax: row.line_tax,
    discount: discountsOfLine(row),
    isServiceCharged: charged,
  }));
  return billMoney(lines, catalog.serviceCharge);
}

/** The order's table: one of the store's, and one there must be for Dine-In when the store has tables. */
function resolveTable(catalog: TCatalog, input: TOrderInput) {
  if (isTableMissing(input, catalog.tables.size > 0)) throw new AppError('VALIDATION', POS_MSG.tableRequired);
  if (!input.tableId) return null;
  const table = catalog.tables.get(input.tableId);
  if (!table) throw new AppError('VALIDATION', POS_MSG.tableNotFound);
  return table;
}

/** Totals a client sends are compared (and a difference logged), never used. */
function compareClientTotals(
  log: FastifyBaseLogger,
  input: TOrderInput,
  { priced, catalog, bill }: Pick<TCatalogChecked, 'priced' | 'catalog'> & { bill: TBillMoney | null },
) {
  logClientTotalsMismatch(
    log,
    {
      itemsTotal: input.itemsTotal ?? input.netTotal,
      taxTotal: input.taxTotal,
      payableTotal: input.payableTotal ?? input.total,
    },
    {
      itemsTotal: fromMinor(priced.itemsTotal, catalog.currency),
      taxTotal: fromMinor(bill?.tax_total ?? priced.taxTotal, catalog.currency),
      payableTotal: fromMinor(bill?.total ?? priced.payableTotal, catalog.currency),
    },
  );
}

export function checkAgainstCatalog(
  input: TOrderInput,
  { catalog, current, points }: Pick<TCatalogChecked, 'catalog' | 'current' | 'points'>,
  log: FastifyBaseLogger,
): TCatalogChecked {
  const priced = priceCartFromMenu(catalog, input.cart, input.discount);
  const paid = billOfPaidOrder(input, { catalog, priced, points });
  compareClientTotals(log, input, { priced, catalog, bill: paid });
  const table = resolveTable(catalog, input);
  // the tip is paid on top of the bill: the payment covers both
  const tip = paid && 'tip' in input ? tipOfPayment(input.tip, paid.total, catalog.currency) : 0;
  const bill = paid ? { tip, ...paid } : null;
  // against the store's types now, also for an order priced offline with an older menu
  const paying = 'paymentTypeId' in input ? findPaying(current.paymentTypes, input) : null;
  return { catalog, current, priced, table, bill, paying, points };
}

export type TPlanInput = TCatalogChecked & {
  tenantId: string;
  userId: string;
  input: TOrderInput;
  customer: { id: string | null; name: string | null };
  /** how the bill was paid (settlePayment), when paying */
  payment: TSettledPayment | null;
  idempotency: TIdempotencyKey | null;
  /** who places the order and the device's name, for the audit entry of its discounts */
  auditor: { actor: TAuditActor; device: string | null };
  /** issue 25: when, where and as which provisional token an order made offline was made; null for a live one */
  offline: TOfflineMaking | null;
};

/** The subject of an order's discount entry: the token the guest and the kitchen know it by. */
export const discountAuditSubject = (token: number) => `Token ${token}`;

/**
 * Every discount given is in the audit log (issue 23): what the order's discounts took off, their reasons and
 * who gave them. The order's own rows keep the discounts too; the entry is written in the order's write.
 */
function discountAuditRow(
  { auditor, priced, catalog }: Pick<TPlanInput, 'auditor' | 'priced' | 'catalog'>,
  { orderId, at }: { orderId: string; at: string },
): Row<'audit_log'> | null {
  if (!priced.discountTotal) return null;
  const reasons = [priced.discount?.reason, ...priced.lines.map((line) => line.discount?.reason)].filter(
    Boolean,
  );
  return auditEntryRow(auditor.actor, {
    change: {
      action: 'order.discount',
      subject: '',
      after: {
        amount: fromMinor(priced.discountTotal, catalog.currency),
        reasons: reasons.join('; '),
        orderId,
      },
    },
    device: auditor.device,
    at,
  });
}

/**
 * A line links to its menu item while the item exists. An order made offline may sell an item deleted since its
 * device's menu (issue 25): its line keeps the snapshot (title, price, tax) without the link, as the lines of a
 * deleted item keep theirs; its table, likewise, keeps its title and floor.
 */
function linkedToCurrent(items: TOrderItemRow[], current: TCatalog): TOrderItemRow[] {
  return items.map((item) =>
    item.item_id === null || current.items.has(item.item_id) ? item : { ...item, item_id: null },
  );
}

/** The rows the order writes (the client's totals were only compared, never used). */
export function planOrder({
  tenantId,
  userId,
  input,
  catalog,
  current,
  priced,
  table,
  bill,
  customer,
  payment,
  idempotency,
  auditor,
  offline,
  points,
}: TPlanInput): TOrderPlan {
  const now = nowIso();
  // An order made offline is dated when it was made: its business day (and so its token's day), its lines and
  // its invoice too. Its key's answer is stored now (the writers date it), so it replays for 24 hours from here.
  const at = offline?.at ?? now;
  const day = businessDay(new Date(at), catalog.timeZone);
  // Who, where and how: the same snapshot on the order and on its invoice.
  const placement = {
    delivery_type: input.deliveryType ?? null,
    customer_type: input.customerType,
    customer_id: customer.id,
    customer_name: customer.name,
    table_id: table && current.tables.has(table.id) ? table.id : null,
    table_title: table?.title ?? null,
    floor: table?.floor ?? null,
    created_by: userId,
  };
  const { payments = [], ...paidWith } = payment ?? {};
  const invoice =
    payment && bill
      ? repo.newInvoiceRow(
          { tenant_id: tenantId, ...placement, ...bill, ...(paidWith as TSettledPayment) },
          at,
        )
      : null;
  // issue 27: what the order's member customer redeemed and earned (order-points.ts)
  const pointsPlan = planOrderPoints(invoice, points, { actor: auditor.actor, device: auditor.device, at });
  const orderId = newId();
  const items = linkedToCurrent(
    [...linesWithPoints(repo.orderItemRows({ tenantId, orderId, at }, priced.lines), points)],
    current,
  );
  return {
    tenantId,
    currency: catalog.currency,
    catalogVersion: current.version,
    now,
    invoice: pointsPlan.invoice,
    payments: invoice ? repo.invoicePaymentRows(invoice, payments) : [],
    order: {
      id: orderId,
      tenant_id: tenantId,
      ...placement,
      business_day: day,
      status: 'created',
      payment_status: invoice ? 'paid' : 'pending',
      invoice_id: invoice?.id ?? null,
      qr_order_id: input.selectedQrOrderItem ?? null,
      items_total: priced.itemsTotal,
      tax_total: priced.taxTotal,
      payable_total: priced.payableTotal,
      created_at: at,
      updated_at: at,
      discount_type: priced.discount?.type ?? null,
      discount_value: priced.discount?.value ?? null,
      discount_reason: priced.discount?.reason ?? null,
      discount_total: priced.discountTotal,
      provisional_token: offline?.provisionalToken ?? null,
      device_id: offline?.deviceId ?? null,
    },
    items,
    qrOrderId: input.selectedQrOrderItem ?? null,
    discountAudit: withRedemptionAudit(
      discountAuditRow({ auditor, priced, catalog }, { orderId, at }),
      pointsPlan.audit,
    ),
    stockMovements: stockMovementRows(
      current.recipes,
      { lines: priced.lines, items },
      { tenantId, orderId, at, by: { userId, name: auditor.actor.name } },
    ),
    memberPoints: pointsPlan.memberPoints,
    stockShortPolicy: offline ? 'allow' : current.stockShortPolicy,
    idempotency,
    answer: {
      message: POS_MSG.orderSent,
      orderId,
      itemIds: items.map((item) => item.id),
      payableTotal: fromMinor(invoice?.total ?? priced.payableTotal, catalog.currency),
      ...(invoice
        ? {
            invoiceId: invoice.id,
            tip: fromMinor(invoice.tip ?? 0, catalog.currency),
            ...presentTendered(invoice, catalog.currency),
          }
        : {}),
    },
  };
}
