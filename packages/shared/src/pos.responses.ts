import { z } from 'zod';
import { ZStockShortageSchema } from './stock.responses.ts';

/**
 * POST /pos/create-order: the spec's `message, tokenNo, orderId`, and `payableTotal`, what the server
 * charged (major units), so a POS that showed another total (a menu change it had not loaded) can say so.
 */
/**
 * A paying call's cash handed over and change due as the server computed them (null without an amount;
 * absent in answers replayed from before they existed).
 */
export const ZTenderedResponseFields = {
  amountTendered: z.number().nullable().optional(),
  changeDue: z.number().nullable().optional(),
  /** issue 23: the tip paid on top of the bill (0 for none) */
  tip: z.number().optional(),
};

export const ZCreateOrderResponseSchema = z.object({
  message: z.string(),
  tokenNo: z.number().int(),
  orderId: z.string(),
  payableTotal: z.number(),
  /**
   * Beyond the spec (issue 25): the order's item ids, in the cart's order, so a POS that made the order offline
   * can send the kitchen's moves it made meanwhile. Absent on an answer stored before it existed.
   */
  itemIds: z.array(z.string()).optional(),
  /** Beyond the spec (issue 27): the stock items the order left short, sold under the 'allow' policy; absent when none. */
  stockShortages: z.array(ZStockShortageSchema).optional(),
});
export type TCreateOrderResponse = z.infer<typeof ZCreateOrderResponseSchema>;

/** POST /pos/create-order-and-invoice: the same, with the invoice the payment made. */
export const ZCreateOrderAndInvoiceResponseSchema = ZCreateOrderResponseSchema.extend({
  invoiceId: z.string(),
  ...ZTenderedResponseFields,
});
export type TCreateOrderAndInvoiceResponse = z.infer<typeof ZCreateOrderAndInvoiceResponseSchema>;
