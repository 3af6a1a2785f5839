import { dateFilterRange, MSG, type TDateFilterQuery } from '@opentab/shared';
import type { TAppContext } from '../../context.ts';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import { groupBy } from '../../lib/group-by.ts';
import { presentInvoice, type TInvoiceRow } from '../../presenters/invoice.ts';
import { presentPaymentSummary } from '../../presenters/payment-summary.ts';
import * as orders from '../orders/orders.repo.ts';
import { getStoreSettings } from '../settings/store-setting.service.ts';
import * as repo from './invoices.repo.ts';

async function withOrders(db: TDb, tenantId: string, rows: TInvoiceRow[], currency: string) {
  const invoiceOrders = await repo.listOrdersOfInvoices(
    db,
    tenantId,
    rows.map((row) => row.id),
  );
  const byInvoice = groupBy(invoiceOrders, (order) => order.invoice_id ?? '');
  return rows.map((row) => presentInvoice(row, byInvoice.get(row.id) ?? [], currency));
}

/** The invoices of a date filter in the store's time zone, newest first. */
export async function listInvoices(ctx: TAppContext, tenantId: string, filter: TDateFilterQuery) {
  const store = await getStoreSettings(ctx, tenantId);
  const range = dateFilterRange(filter, store.time_zone);
  const rows = await repo.listInvoicesBetween(ctx.db, tenantId, {
    from: range.from.toISOString(),
    to: range.to.toISOString(),
  });
  return withOrders(ctx.db, tenantId, rows, store.currency);
}

/** Invoices by id, token number or customer, newest first; a blank term finds nothing. */
export async function searchInvoices(ctx: TAppContext, tenantId: string, term: string) {
  if (term === '') return [];
  const store = await getStoreSettings(ctx, tenantId);
  const rows = await repo.searchInvoices(ctx.db, tenantId, term);
  return withOrders(ctx.db, tenantId, rows, store.currency);
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
    orders.findOrdersByIds(ctx.db, tenantId, ids),
  ]);
  if (rows.length !== ids.length || rows.some((row) => row.invoice_id === null)) {
    throw new AppError('NOT_FOUND', MSG.notFound);
  }
  rows.sort((a, b) => a.created_at.localeCompare(b.created_at) || a.token_no - b.token_no);
  const items = await orders.listItemsOfOrders(ctx.db, tenantId, ids);
  return presentPaymentSummary(rows, items, store.currency);
}
