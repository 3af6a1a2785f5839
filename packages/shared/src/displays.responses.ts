import { z } from 'zod';
import { ZFlagSchema } from './common.responses.ts';

/**
 * The store as the guest screens show it: its name, logo (the uploaded store image) and brand color (`#rrggbb`,
 * null for OpenTab's own), nothing else.
 */
const ZDisplayStoreSchema = z.object({
  name: z.string(),
  logo: z.string().nullable(),
  brandColor: z.string().nullable(),
});

/**
 * `GET /displays/order-status`: today's tokens, oldest first. Tokens only: never a name, a table or an amount
 * (the board hangs where every guest reads it).
 */
export const ZOrderStatusBoardResponseSchema = z.object({
  preparing: z.array(z.number()),
  ready: z.array(z.number()),
  store: ZDisplayStoreSchema,
});
export type TOrderStatusBoardResponse = z.infer<typeof ZOrderStatusBoardResponseSchema>;

/** `POST /displays/customer/pairing-code`: the code the POS shows, and when it stops working (ISO time). */
export const ZPairingCodeResponseSchema = z.object({ code: z.string(), expiresAt: z.string() });
export type TPairingCodeResponse = z.infer<typeof ZPairingCodeResponseSchema>;

/** `GET /displays/customer`: whether this display is paired, and what it shows while idle. */
export const ZCustomerDisplayResponseSchema = z.object({
  isPaired: ZFlagSchema,
  store: ZDisplayStoreSchema.extend({ currency: z.string() }),
});
export type TCustomerDisplayResponse = z.infer<typeof ZCustomerDisplayResponseSchema>;
