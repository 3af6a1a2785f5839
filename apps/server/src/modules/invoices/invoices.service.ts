import {
  dateFilterRange,
  INVOICES_COUNT_LIMIT,
  INVOICES_PAGE_SIZE,
  MSG,
  type TInvoiceResponse,
  type TInvoiceSearch,
  type TInvoicesQuery,
} from '@opentab/shared';
import type { TAppContext } from '../../context.ts';
import type { TDb } from '../../db/database.ts';
import { billOfLines } from '../../lib/bill.ts';
import { AppError } from '../../lib/errors.ts';
import { groupBy } from '../../lib/group-by.ts';
import { findPageCursor, type TListPage, toListPage } from '../../lib/list-page.ts';
import { presentInvoice, type TInvoiceRow } from '../../presenters/invoice.ts';
import { presentPaymentSummary } from '../../presenters/payment-summary.ts';
import * as orders from '../orders/orders.repo.ts';
import { findInvoiceOf } from '../receipts/receipts.service.ts';
import { getStoreSettings } from '../settings/store-setting.service.ts';
import * as repo from './invoices.repo.ts';

async function withOrders(
  db: TDb,
  tenantId: string,
  { rows, currency }: { rows: TInvoiceRow[]; currency: string },
) {
  const invoiceOrders = await repo.listOrdersOfInvoices(
    db,
    tenantId,
    rows.map((row) => row.id),
  );
  const byInvoice = groupBy(invoiceOrders, (order) => order.invoice_id ?? '');
  return rows.map((row) => presentInvoice(row, byInvoice.get(row.id) ?? [], currency));
}

/**
 * One page of a list, newest first (INVOICES_PAGE_SIZE), with how many the list holds and, when more follow,
 * the cursor of the next page: a busy month is never cut off silently.
 */
async function listInvoicesPage(
  ctx: TAppContext,
  list: { tenantId: string; filter: repo.TInvoicesFilter; afterId: string | undefined; currency: string },
): Promise<{ invoices: TInvoiceResponse[]; page: TListPage }> {
  const { tenantId, filter } = list;
  const after = await findPageCursor(ctx.db, tenantId, { table: 'invoices', after: list.afterId });
  const rows = await repo.listInvoicesPage(ctx.db, tenantId, {
    filter,
    page: { after, limit: INVOICES_PAGE_SIZE + 1 },
  });
  const { shown, page } = await toListPage(rows, {
    size: INVOICES_PAGE_SIZE,
    isFirstPage: !after,
    count: () => repo.countInvoices(ctx.db, tenantId, { filter, upTo: INVOICES_COUNT_LIMIT }),
  });
  return { invoices: await withOrders(ctx.db, tenantId, { rows: shown, currency: list.currency }), page };
}

/** The invoices of a date filter in the store's time zone, newest first, a page at a time. */
export async function listInvoices(ctx: TAppContext, tenantId: string, query: TInvoicesQuery) {
  const store = await getStoreSettings(ctx, tenantId);
  const range = dateFilterRange(query, store.time_zone);
  const filter = { range: { from: range.from.toISOString(), to: range.to.toISOString() } };
  return listInvoicesPage(ctx, { tenantId, filter, afterId: query.after, currency: store.currency });
}

/** Invoices by id, token number or customer, newest first, a page at a time; a blank term finds nothing. */
export async function searchInvoices(ctx: TAppContext, tenantId: string, query: TInvoiceSearch) {
  if (query.q === '') return { invoices: [], page: { totalCount: 0, nextCursor: null } };
  const store = await getStoreSettings(ctx, tenantId);
  const filter = { term: query.q };
  return listInvoicesPage(ctx, { tenantId, filter, afterId: query.after, currency: store.currency });
}

/**
 * Orders of invoices as they were charged, from their lines' snapshots (never today's menu), in the payment
 * summary's shape so a past bill prints as it was. Every id must be an invoiced order of the tenant: another
 * tenant's, an unknown or a not yet paid order answers 404.
 */
export async function invoiceOrders(ctx: TAppContext, tenantId: string, orderIds: readonly string[]) {
  const ids = [...new Set(orderIds)];
  const [store, rows] = await Promise.all([
    getStoreSettings(ctx, tenantId),
    orders.findOrdersByIds(ctx.db, tenantId, { ids }),
  ]);
  if (rows.length !== ids.length || rows.some((row) => row.invoice_id === null)) {
    throw new AppError('NOT_FOUND', MSG.notFound);
  }
  rows.sort((a, b) => a.created_at.localeCompare(b.created_at) || a.token_no - b.token_no);
  const items = await orders.listItemsOfOrders(ctx.db, tenantId, ids);
  const { invoice, coversInvoice } = await findInvoiceOf(ctx, tenantId, rows);
  // all of an invoice's orders: its bill as charged; some of them: what their lines came to
  const bill = coversInvoice && invoice ? invoice : billOfLines(items);
  return presentPaymentSummary({ orders: rows, items, bill }, store.currency);
}
