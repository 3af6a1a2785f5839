import { z } from 'zod';
import { ZOrdersInitResponseSchema } from './init.responses.ts';
import { INVOICES_PAGE_SIZE } from './invoices.schemas.ts';
import {
  LIST_PAGE_HEADERS_DOC,
  ZOrderServingFields,
  ZOrderTableFields,
  ZPaymentSummaryResponseSchema,
} from './orders.responses.ts';

/** GET /invoices/init: the store (currency, time zone) and print settings the Invoices screen prints with. */
export const ZInvoicesInitResponseSchema = ZOrdersInitResponseSchema.pick({
  storeSettings: true,
  printSettings: true,
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
