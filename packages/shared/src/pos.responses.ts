import { z } from 'zod';

/**
 * POST /pos/create-order: the spec's `message, tokenNo, orderId`, and `payableTotal`, what the server
 * charged (major units), so a POS that showed another total (a menu change it had not loaded) can say so.
 */
export const ZCreateOrderResponseSchema = z.object({
  message: z.string(),
  tokenNo: z.number().int(),
  orderId: z.string(),
  payableTotal: z.number(),
});
export type TCreateOrderResponse = z.infer<typeof ZCreateOrderResponseSchema>;

/** POST /pos/create-order-and-invoice: the same, with the invoice the payment made. */
export const ZCreateOrderAndInvoiceResponseSchema = ZCreateOrderResponseSchema.extend({
  invoiceId: z.string(),
});
export type TCreateOrderAndInvoiceResponse = z.infer<typeof ZCreateOrderAndInvoiceResponseSchema>;
