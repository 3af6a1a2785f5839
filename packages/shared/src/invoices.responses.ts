import { z } from 'zod';
import { ZOrdersInitResponseSchema } from './init.responses.ts';
import { INVOICES_PAGE_SIZE } from './invoices.schemas.ts';
import {
  LIST_PAGE_HEADERS_DOC,
  ZBillPartSchema,
  ZOrderServingFields,
  ZOrderTableFields,
  ZPaymentSummaryResponseSchema,
} from './orders.responses.ts';

/**
 * GET /invoices/init: the store (currency, time zone) and print settings the Invoices screen prints with, and
 * (issue 23) the active payment types a refund pays back with.
 */
export const ZInvoicesInitResponseSchema = ZOrdersInitResponseSchema.pick({
  storeSettings: true,
  printSettings: true,
  paymentTypes: true,
});

/**
 * Spec 02 "Invoice", plus the payment type it was paid with. Money in major units of the store's currency,
 * as charged; name and email are the customer's (null for a walk-in).
 */
const ZInvoiceSchema = z.object({
  invoice_id: z.string(),
  /** beyond the spec (issue 22): the store's sequential number with the prefix it was written with */
  invoiceNumber: z.string().nullable(),
  /** ISO time the invoice was written */
  created_at: z.string(),
  sub_total: z.number(),
  tax_total: z.number(),
  total: z.number(),
  ...ZOrderTableFields.shape,
  ...ZOrderServingFields.shape,
  name: z.string().nullable(),
  email: z.string().nullable(),
  payment_type_title: z.string().nullable(),
  orders: z.array(z.object({ order_id: z.string(), token_no: z.number().int() })),
  /** issue 23, split bill: what a bill paid in parts still owes (0 once paid in full) */
  balance: z.number(),
});
export type TInvoiceResponse = z.infer<typeof ZInvoiceSchema>;

/** GET /invoices and GET /invoices/search: a bare list, newest first, one page (see INVOICES_PAGE_SIZE). */
export const ZListInvoicesResponseSchema = z.array(ZInvoiceSchema).meta({
  description: `The ${INVOICES_PAGE_SIZE} newest invoices that match (or the page after \`after\`).`,
  headers: LIST_PAGE_HEADERS_DOC,
});
export type TListInvoicesResponse = z.infer<typeof ZListInvoicesResponseSchema>;

/** POST /invoices/orders: the orders of an invoice as they were charged (the payment summary's shape). */
export const ZInvoiceOrdersResponseSchema = ZPaymentSummaryResponseSchema;
export type TInvoiceOrdersResponse = z.infer<typeof ZInvoiceOrdersResponseSchema>;

/** A credit note: one refund of an invoice (issue 23), money in major units. */
const ZCreditNoteSchema = z.object({
  refundId: z.string(),
  /** the store's sequential credit note number */
  creditNoteNumber: z.number().int(),
  invoiceId: z.string(),
  invoiceNumber: z.string().nullable(),
  /** ISO time of the refund */
  createdAt: z.string(),
  amount: z.number(),
  /** the tax inside the amount */
  taxAmount: z.number(),
  reason: z.string(),
  paymentTypeTitle: z.string(),
  createdBy: z.string(),
  approvedBy: z.string(),
  /** what a refund by lines gave back of each line; empty for a refund of an amount */
  lines: z.array(
    z.object({ orderItemId: z.string(), title: z.string(), quantity: z.number().int(), amount: z.number() }),
  ),
});
export type TCreditNote = z.infer<typeof ZCreditNoteSchema>;

/** POST /invoices/{id}/refund: the message and the credit note written. */
export const ZRefundResponseSchema = z.object({ message: z.string(), creditNote: ZCreditNoteSchema });
export type TRefundResponse = z.infer<typeof ZRefundResponseSchema>;

/**
 * GET /invoices/{id}: the invoice as the list shows it, plus its bill (discounts, service charge, tip), its
 * charged lines with what is left to refund of each, and its credit notes, oldest first.
 */
export const ZInvoiceDetailResponseSchema = ZInvoiceSchema.extend({
  discountTotal: z.number(),
  serviceCharge: z.number(),
  serviceChargeTax: z.number(),
  /** paid on top of the total; never refunded by POST /invoices/{id}/refund */
  tip: z.number(),
  refundedTotal: z.number(),
  /** what may still be refunded: total − refunded */
  refundableTotal: z.number(),
  lines: z.array(
    z.object({
      orderItemId: z.string(),
      title: z.string(),
      quantity: z.number().int(),
      refundedQuantity: z.number().int(),
      /** net + tax after discounts, as charged */
      paid: z.number(),
    }),
  ),
  refunds: z.array(ZCreditNoteSchema),
  /** split bill (issue 23): what it still owes (0 once paid in full) and its parts, oldest first */
  balance: z.number(),
  parts: z.array(ZBillPartSchema),
});
export type TInvoiceDetailResponse = z.infer<typeof ZInvoiceDetailResponseSchema>;
