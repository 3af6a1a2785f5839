import {
  fromMinor,
  isValidMoneyInput,
  REFUND_MSG,
  refundOfLine,
  SPLIT_MSG,
  type TCreditNote,
  type TInvoiceDetailResponse,
  type TRefund,
  taxOfRefundAmount,
  toMinor,
} from '@opentab/shared';
import type { TAppContext } from '../../context.ts';
import type { TDb } from '../../db/database.ts';
import type { Row } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { chargedLines } from '../../lib/order-lines.ts';
import { nowIso } from '../../lib/time.ts';
import { presentInvoiceNumber } from '../../presenters/invoice.ts';
import { presentCreditNote, presentInvoiceDetail } from '../../presenters/refund.ts';
import { approve, type TApprovalActor } from '../approvals/approvals.service.ts';
import { recordAudit } from '../audit-trail/audit-trail.service.ts';
import { takeBackPoints } from '../members/member-points.ts';
import {
  listPartLinesOfInvoice,
  listPartsOfInvoice,
  listPaymentsOfInvoice,
} from '../orders/bill-parts.repo.ts';
import { findOrdersByInvoice, listItemsOfOrders } from '../orders/orders.repo.ts';
import { listActivePaymentTypes } from '../settings/payment-types.repo.ts';
import { findStoreCurrency } from '../settings/store-setting.repo.ts';
import * as repo from './refunds.repo.ts';

/*
 * Refunds of paid invoices and their credit notes (issue 23, docs/money.md "Refunds and credit notes"). A
 * refund never changes its invoice: it is a credit note of its own, numbered per store, with the lines it gives
 * back. The sum of an invoice's refunds never exceeds its total (its tip is not refundable here) and a line is
 * never refunded more times than it was charged: both are checked again with the invoice held, inside the
 * refund's transaction.
 */

/** An invoice with its orders, charged lines and refunds as they stand, or undefined when there is none. */
async function loadInvoice(db: TDb, tenantId: string, invoiceId: string) {
  const invoice = await repo.findInvoice(db, tenantId, invoiceId);
  if (!invoice) return undefined;
  const [orders, refunds, parts, partLines, payments] = await Promise.all([
    findOrdersByInvoice(db, tenantId, invoiceId),
    repo.listRefundsOfInvoice(db, tenantId, invoiceId),
    listPartsOfInvoice(db, tenantId, invoiceId),
    listPartLinesOfInvoice(db, tenantId, invoiceId),
    listPaymentsOfInvoice(db, tenantId, invoiceId),
  ]);
  const [items, refundLines] = await Promise.all([
    listItemsOfOrders(
      db,
      tenantId,
      orders.map((order) => order.id),
    ),
    repo.listRefundLines(
      db,
      tenantId,
      refunds.map((refund) => refund.id),
    ),
  ]);
  const refundedOf = new Map<string, number>();
  for (const line of refundLines) {
    refundedOf.set(line.order_item_id, (refundedOf.get(line.order_item_id) ?? 0) + Number(line.quantity));
  }
  const lines = chargedLines(items).map((item) => ({ ...item, refunded: refundedOf.get(item.id) ?? 0 }));
  return {
    invoice,
    orders,
    lines,
    refunds,
    refundLines,
    parts: { parts, lines: partLines, payments, items },
  };
}

type TInvoiceState = NonNullable<Awaited<ReturnType<typeof loadInvoice>>>;

type TRefundPlan = {
  amount: number;
  tax: number;
  lines: { orderItemId: string; quantity: number; amount: number; tax: number }[];
};

function refundLinesPlan(state: TInvoiceState, lines: NonNullable<TRefund['lines']>): TRefundPlan {
  const byId = new Map(state.lines.map((line) => [line.id, line]));
  const planned = lines.map((wanted) => {
    const line = byId.get(wanted.orderItemId);
    if (!line) throw new AppError('VALIDATION', REFUND_MSG.unknownLine);
    const left = line.quantity - line.refunded;
    if (wanted.quantity > left) {
      throw new AppError('VALIDATION', REFUND_MSG.lineQuantityTooHigh, {
        values: { item: line.item_title, left },
      });
    }
    const money = refundOfLine(
      { quantity: line.quantity, net: line.line_net, tax: line.line_tax },
      { refunded: line.refunded, quantity: wanted.quantity },
    );
    return { orderItemId: line.id, quantity: wanted.quantity, ...money };
  });
  const sum = (pick: (line: (typeof planned)[number]) => number) =>
    planned.reduce((total, line) => total + pick(line), 0);
  return { amount: sum((line) => line.amount), tax: sum((line) => line.tax), lines: planned };
}

/** What the refund gives back, checked against what is left of the invoice; throws 400 otherwise. */
function planRefund(
  state: TInvoiceState,
  { input, currency }: { input: TRefund; currency: string },
): TRefundPlan {
  const { invoice } = state;
  // split bill: what a bill still owes is not paid yet, so nothing of it is refunded before it is paid in full
  if (invoice.balance > 0) throw new AppError('CONFLICT', SPLIT_MSG.refundWhilePartPaid);
  const refunded = state.refunds.reduce((sum, refund) => sum + Number(refund.amount), 0);
  const left = invoice.total - refunded;
  if (left <= 0) throw new AppError('VALIDATION', REFUND_MSG.nothingLeft);
  let plan: TRefundPlan;
  if (input.lines) {
    plan = refundLinesPlan(state, input.lines);
  } else {
    const major = input.amount ?? 0;
    if (!isValidMoneyInput(major, currency)) throw new AppError('VALIDATION', REFUND_MSG.invalidAmount);
    const amount = toMinor(major, currency);
    plan = {
      amount,
      tax: taxOfRefundAmount(amount, { total: invoice.total, taxTotal: invoice.tax_total }),
      lines: [],
    };
  }
  if (plan.amount > left) {
    throw new AppError('VALIDATION', REFUND_MSG.amountTooHigh, {
      values: { left: String(fromMinor(left, currency)) },
    });
  }
  if (plan.amount <= 0) throw new AppError('VALIDATION', REFUND_MSG.invalidAmount);
  return plan;
}

async function getInvoiceState(db: TDb, tenantId: string, invoiceId: string): Promise<TInvoiceState> {
  const state = await loadInvoice(db, tenantId, invoiceId);
  if (!state) throw new AppError('NOT_FOUND', REFUND_MSG.invoiceNotFound);
  return state;
}

/** GET /invoices/{id}: the invoice, its bill, its lines with what is left to refund, and its credit notes. */
export async function getInvoiceDetail(
  ctx: TAppContext,
  tenantId: string,
  invoiceId: string,
): Promise<TInvoiceDetailResponse> {
  const [state, currency] = await Promise.all([
    getInvoiceState(ctx.db, tenantId, invoiceId),
    findStoreCurrency(ctx.db, tenantId),
  ]);
  return presentInvoiceDetail({ ...state, currency });
}

/**
 * POST /invoices/{id}/refund: checks the refund (404 for no such invoice, which an unpaid order never has; 400
 * for a wrong line, quantity, amount or payment type), asks for a manager (403 APPROVAL_REQUIRED), then writes
 * the credit note with the store's next number and its audit entry, the invoice held meanwhile.
 */
export async function refundInvoice(
  ctx: TAppContext,
  actor: TApprovalActor,
  { invoiceId, input }: { invoiceId: string; input: TRefund },
): Promise<TCreditNote> {
  const { tenantId } = actor;
  const [state, currency, paymentTypes] = await Promise.all([
    getInvoiceState(ctx.db, tenantId, invoiceId),
    findStoreCurrency(ctx.db, tenantId),
    listActivePaymentTypes(ctx.db, tenantId, { id: input.paymentTypeId }),
  ]);
  const paymentType = paymentTypes[0];
  if (!paymentType) throw new AppError('VALIDATION', REFUND_MSG.selectPaymentType);
  planRefund(state, { input, currency });
  const invoiceNumber = presentInvoiceNumber(state.invoice) ?? invoiceId;
  const approver = await approve(ctx, {
    actor,
    approval: input.approval,
    action: 'invoice.refund',
    subject: `Invoice ${invoiceNumber}`,
    reason: input.reason,
  });
  const refund = await ctx.transactions.run(async (trx) => {
    await repo.lockInvoice(trx, tenantId, invoiceId);
    const current = await getInvoiceState(trx, tenantId, invoiceId);
    const plan = planRefund(current, { input, currency });
    const row: Row<'refunds'> = {
      id: newId(),
      tenant_id: tenantId,
      invoice_id: invoiceId,
      credit_note_no: await repo.nextCreditNoteNo(trx, tenantId),
      amount: plan.amount,
      tax_amount: plan.tax,
      reason: input.reason,
      payment_type_id: paymentType.id,
      payment_type_title: paymentType.title,
      is_cash: paymentType.is_cash,
      created_by: actor.userId,
      created_by_name: actor.name,
      approved_by_name: approver.name,
      created_at: nowIso(),
    };
    await repo.insertRefund(trx, {
      refund: row,
      lines: plan.lines.map((line) => ({
        id: newId(),
        tenant_id: tenantId,
        refund_id: row.id,
        order_item_id: line.orderItemId,
        quantity: line.quantity,
        amount: line.amount,
        tax_amount: line.tax,
      })),
    });
    // issue 27: the points the bill earned go back in proportion (docs/membership.md)
    await takeBackPoints(trx, tenantId, {
      invoice: current.invoice,
      refundId: row.id,
      refundedBefore: current.refunds.reduce((sum, refund) => sum + Number(refund.amount), 0),
      amount: plan.amount,
      userId: actor.userId,
      at: row.created_at,
    });
    await recordAudit(trx, actor, {
      action: 'invoice.refund',
      subject: `Invoice ${invoiceNumber}`,
      after: {
        creditNote: row.credit_note_no,
        amount: fromMinor(plan.amount, currency),
        reason: input.reason,
        paymentType: paymentType.title,
        approvedBy: approver.name,
      },
    });
    return row;
  });
  const lines = await repo.listRefundLines(ctx.db, tenantId, [refund.id]);
  return presentCreditNote(refund, lines, { currency, invoice: state.invoice });
}
