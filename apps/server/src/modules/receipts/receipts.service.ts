import { MSG } from '@opentab/shared';
import type { TAppContext } from '../../context.ts';
import type { Row } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { found } from '../../lib/found.ts';
import { presentReceipt } from '../../presenters/receipt.ts';
import { findCustomerById } from '../members/members.repo.ts';
import * as billParts from '../orders/bill-parts.repo.ts';
import * as orders from '../orders/orders.repo.ts';
import { listRefundsOfInvoice } from '../refunds/refunds.repo.ts';
import { getPrintSettings } from '../settings/print-setting.service.ts';
import { getStoreSettings } from '../settings/store-setting.service.ts';
import * as repo from './receipts.repo.ts';

/**
 * The receipt of some orders (a table's bill) or of every order of an invoice, oldest first; with `part`, of
 * that part of a bill paid in parts (404 when it has no such part).
 */
async function buildReceipt(
  ctx: TAppContext,
  tenantId: string,
  { rows, part = null }: { rows: Row<'orders'>[]; part?: number | null },
) {
  const [store, print, items] = await Promise.all([
    getStoreSettings(ctx, tenantId),
    getPrintSettings(ctx, tenantId),
    orders.listItemsOfOrders(
      ctx.db,
      tenantId,
      rows.map((o) => o.id),
    ),
  ]);
  const { invoice, coversInvoice } = await findInvoiceOf(ctx, tenantId, rows);
  const ofInvoice = coversInvoice && invoice ? invoice.id : null;
  const [payments, parts, lines, refunds] = ofInvoice
    ? await Promise.all([
        billParts.listPaymentsOfInvoice(ctx.db, tenantId, ofInvoice),
        billParts.listPartsOfInvoice(ctx.db, tenantId, ofInvoice),
        billParts.listPartLinesOfInvoice(ctx.db, tenantId, ofInvoice),
        listRefundsOfInvoice(ctx.db, tenantId, ofInvoice),
      ])
    : [[], [], [], []];
  // issue 27: the member's balance, printed under the points the bill earned
  const member =
    ofInvoice && invoice?.customer_id
      ? await findCustomerById(ctx.db, tenantId, { id: invoice.customer_id })
      : undefined;
  if (part !== null && !parts.some((row) => row.part === part)) throw new AppError('NOT_FOUND', MSG.notFound);
  return presentReceipt({
    orders: rows,
    items,
    invoice,
    coversInvoice,
    payments,
    refunds,
    parts: { parts, lines },
    part,
    store,
    print,
    publicUrl: ctx.config.publicUrl,
    memberPoints: member?.is_member === 1 ? Number(member.points) : null,
  });
}

/**
 * The invoice that paid some orders, if one did (a paid order prints its invoice's payment type), and whether
 * they are all of its orders: then a bill of them is the invoice's, its totals and service charge included.
 */
export async function findInvoiceOf(ctx: TAppContext, tenantId: string, rows: readonly Row<'orders'>[]) {
  const invoiceId = rows.every((o) => o.invoice_id === rows[0]?.invoice_id) ? rows[0]?.invoice_id : null;
  const invoice = invoiceId ? await repo.findInvoice(ctx.db, tenantId, invoiceId) : undefined;
  const coversInvoice =
    invoice !== undefined && rows.length === (await repo.countOrdersOfInvoice(ctx.db, tenantId, invoice.id));
  return { invoice, coversInvoice };
}

/** The receipt of some orders of the tenant, oldest first; 404 unless every one of them exists. */
export async function getOrdersReceipt(ctx: TAppContext, tenantId: string, orderIds: readonly string[]) {
  const ids = [...new Set(orderIds)];
  const rows = await orders.findOrdersByIds(ctx.db, tenantId, { ids });
  if (rows.length === 0 || rows.length !== ids.length) throw new AppError('NOT_FOUND', MSG.notFound);
  rows.sort((a, b) => a.created_at.localeCompare(b.created_at) || a.token_no - b.token_no);
  return buildReceipt(ctx, tenantId, { rows });
}

/** An invoice's receipt: the whole bill, or (`part`, split bill) one of its parts. */
export async function getInvoiceReceipt(
  ctx: TAppContext,
  tenantId: string,
  { invoiceId, part = null }: { invoiceId: string; part?: number | null },
) {
  const rows = await orders.findOrdersByInvoice(ctx.db, tenantId, invoiceId);
  found(rows[0]);
  return buildReceipt(ctx, tenantId, { rows, part });
}
