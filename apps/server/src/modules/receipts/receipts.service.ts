import { fromMinor, MSG } from '@opentab/shared';
import type { TAppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { found } from '../../lib/found.ts';
import { presentPosPrintSettings } from '../../presenters/print-setting.ts';
import { presentPosStoreSettings } from '../../presenters/store-setting.ts';
import { chargedLines, sumLines } from '../orders/order-rules.ts';
import { parseAddons } from '../orders/order-views.ts';
import * as orders from '../orders/orders.repo.ts';
import { getPrintSettings } from '../settings/print-setting.service.ts';
import { getStoreSettings } from '../settings/store-setting.service.ts';

/**
 * What a receipt prints, always from the stored snapshots and totals (the server's numbers, never the
 * client's). Some orders (a table's bill), or every order of an invoice; cancelled lines are left off and not
 * charged.
 */
async function buildReceipt(ctx: TAppContext, tenantId: string, rows: orders.TOrderRow[]) {
  const [storeRow, printRow, items] = await Promise.all([
    getStoreSettings(ctx, tenantId),
    getPrintSettings(ctx, tenantId),
    orders.listItemsOfOrders(
      ctx.db,
      tenantId,
      rows.map((o) => o.id),
    ),
  ]);
  const store = presentPosStoreSettings(storeRow);
  const print = presentPosPrintSettings(printRow);
  // A paid order prints its invoice's payment type; the invoice's totals when the receipt covers all of it.
  const invoiceId = rows.every((o) => o.invoice_id === rows[0]?.invoice_id) ? rows[0]?.invoice_id : null;
  const invoiceRow = invoiceId
    ? await ctx.db
        .selectFrom('invoices')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('id', '=', invoiceId)
        .executeTakeFirst()
    : undefined;
  const invoiced =
    invoiceRow && rows.length === (await orders.findOrdersByInvoice(ctx.db, tenantId, invoiceRow.id)).length
      ? invoiceRow
      : undefined;
  const charged = chargedLines(items);
  const owed = sumLines(charged);
  const first = rows[0]!;
  const currency = store.currency;
  const money = (minor: number) => fromMinor(minor, currency);
  return {
    receiptNo: `${rows.map((o) => o.token_no).join(',')}-${first.business_day.replaceAll('-', '')}`,
    tokenNos: rows.map((o) => o.token_no),
    createdAt: invoiceRow?.created_at ?? first.created_at,
    paymentType: invoiceRow?.payment_type_title ?? null,
    paid: rows.every((o) => o.payment_status === 'paid'),
    deliveryType: first.delivery_type,
    customerType: first.customer_type,
    customerName: first.customer_name,
    tableTitle: first.table_title,
    floor: first.floor,
    lines: charged.map((item) => ({
      title: item.item_title,
      variant: item.variant_title,
      addons: parseAddons(item.addons).map((a) => a.title),
      notes: item.notes,
      quantity: item.quantity,
      unitPrice: money(item.unit_price),
      total: money(item.unit_price * item.quantity),
    })),
    itemsTotal: money(invoiced?.sub_total ?? owed.subtotal),
    taxTotal: money(invoiced?.tax_total ?? owed.taxTotal),
    payableTotal: money(invoiced?.total ?? owed.total),
    currency,
    // the store's zone: the receipt's date and time are the store's, whichever device prints it
    timeZone: store.timeZone,
    store: {
      storeName: store.storeName,
      address: store.address,
      phone: store.phone,
      email: store.email,
      image: store.image,
    },
    print,
  };
}

/** The receipt of some orders of the tenant, oldest first; 404 unless every one of them exists. */
export async function getOrdersReceipt(ctx: TAppContext, tenantId: string, orderIds: readonly string[]) {
  const ids = [...new Set(orderIds)];
  const rows = await orders.findOrdersByIds(ctx.db, tenantId, ids);
  if (rows.length === 0 || rows.length !== ids.length) throw new AppError('NOT_FOUND', MSG.notFound);
  rows.sort((a, b) => a.created_at.localeCompare(b.created_at) || a.token_no - b.token_no);
  return buildReceipt(ctx, tenantId, rows);
}

export async function getInvoiceReceipt(ctx: TAppContext, tenantId: string, invoiceId: string) {
  const rows = await orders.findOrdersByInvoice(ctx.db, tenantId, invoiceId);
  found(rows[0]);
  return buildReceipt(ctx, tenantId, rows);
}
