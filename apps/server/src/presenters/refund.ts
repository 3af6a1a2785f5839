import { fromMinor, type TCreditNote, type TInvoiceDetailResponse } from '@opentab/shared';
import type { Row } from '../db/schema.ts';
import { lineTitle, presentBillParts, type TBillPartsSource, type TLineTitle } from './bill-part.ts';
import { presentInvoice, presentInvoiceNumber, type TInvoiceOrderRow, type TInvoiceRow } from './invoice.ts';

export type TRefundLineRow = TLineTitle &
  Pick<Row<'refund_lines'>, 'refund_id' | 'order_item_id' | 'quantity' | 'amount'>;

/** A refund as its credit note shows it (issue 23). */
export function presentCreditNote(
  row: Row<'refunds'>,
  lines: readonly TRefundLineRow[],
  {
    currency,
    invoice,
  }: { currency: string; invoice: Pick<Row<'invoices'>, 'invoice_no' | 'invoice_prefix'> },
): TCreditNote {
  const money = (minor: number) => fromMinor(Number(minor), currency);
  return {
    refundId: row.id,
    creditNoteNumber: Number(row.credit_note_no),
    invoiceId: row.invoice_id,
    invoiceNumber: presentInvoiceNumber(invoice),
    createdAt: row.created_at,
    amount: money(row.amount),
    taxAmount: money(row.tax_amount),
    reason: row.reason,
    paymentTypeTitle: row.payment_type_title,
    createdBy: row.created_by_name,
    approvedBy: row.approved_by_name,
    lines: lines
      .filter((line) => line.refund_id === row.id)
      .map((line) => ({
        orderItemId: line.order_item_id,
        title: lineTitle(line),
        quantity: Number(line.quantity),
        amount: money(line.amount),
      })),
  };
}

export type TInvoiceDetailInput = {
  invoice: TInvoiceRow;
  orders: readonly TInvoiceOrderRow[];
  /** the invoice's charged lines, with how many of each were refunded */
  lines: readonly (Pick<Row<'order_items'>, 'id' | 'quantity' | 'line_net' | 'line_tax'> &
    TLineTitle & { refunded: number })[];
  refunds: readonly Row<'refunds'>[];
  refundLines: readonly TRefundLineRow[];
  /** split bill: its parts (none when paid at once) */
  parts: TBillPartsSource;
  currency: string;
};

/** GET /invoices/{id}: the list's invoice, its bill's extras, its lines and its credit notes. */
export function presentInvoiceDetail(input: TInvoiceDetailInput): TInvoiceDetailResponse {
  const { invoice, currency } = input;
  const money = (minor: number) => fromMinor(Number(minor), currency);
  const refunded = input.refunds.reduce((sum, refund) => sum + Number(refund.amount), 0);
  return {
    ...presentInvoice(invoice, input.orders, currency),
    discountTotal: money(invoice.discount_total),
    serviceCharge: money(invoice.service_charge),
    serviceChargeTax: money(invoice.service_charge_tax),
    tip: money(invoice.tip),
    refundedTotal: money(refunded),
    refundableTotal: money(Math.max(0, invoice.total - refunded)),
    lines: input.lines.map((line) => ({
      orderItemId: line.id,
      title: lineTitle(line),
      quantity: line.quantity,
      refundedQuantity: line.refunded,
      paid: money(line.line_net + line.line_tax),
    })),
    refunds: input.refunds.map((refund) =>
      presentCreditNote(refund, input.refundLines, { currency, invoice }),
    ),
    balance: money(invoice.balance),
    parts: presentBillParts(input.parts, currency),
  };
}
