import { fromMinor, type TInvoiceResponse } from '@opentab/shared';
import type { Row } from '../db/schema.ts';

export type TInvoiceRow = Row<'invoices'> & { email: string | null };
export type TInvoiceOrderRow = Pick<Row<'orders'>, 'id' | 'token_no'>;

/** The number an invoice prints: its prefix as written, then its sequential number (null for none). */
export function presentInvoiceNumber(
  row: Pick<Row<'invoices'>, 'invoice_no' | 'invoice_prefix'>,
): string | null {
  return row.invoice_no === null ? null : `${row.invoice_prefix}${row.invoice_no}`;
}

/** An invoice as the Invoices screen lists it: its charged totals, where it was served and its tokens. */
export function presentInvoice(
  row: TInvoiceRow,
  orders: readonly TInvoiceOrderRow[],
  currency: string,
): TInvoiceResponse {
  return {
    invoice_id: row.id,
    invoiceNumber: presentInvoiceNumber(row),
    created_at: row.created_at,
    sub_total: fromMinor(row.sub_total, currency),
    tax_total: fromMinor(row.tax_total, currency),
    total: fromMinor(row.total, currency),
    table_id: row.table_id,
    table_title: row.table_title,
    floor: row.floor,
    delivery_type: row.delivery_type,
    customer_type: row.customer_type,
    customer_id: row.customer_id,
    name: row.customer_name,
    email: row.email,
    payment_type_title: row.payment_type_title,
    orders: orders.map((order) => ({ order_id: order.id, token_no: order.token_no })),
    balance: fromMinor(row.balance, currency),
  };
}
