import { z } from 'zod';

/** GET /auth/subscription-details (spec 02 section 3's Subscription). */
export const ZSubscriptionDetailsResponseSchema = z.object({
  /** the live paid subscription's id (the one cancel takes); null during a trial or without one */
  subscription_id: z.string().nullable(),
  is_active: z.union([z.literal(0), z.literal(1)]),
  /** when the trial or the paid period ends (ISO 8601); null when access has no end date */
  subscription_end: z.string().nullable(),
  /**
   * When the free trial ends while the business is on it (no paid subscription yet, access until then);
   * null otherwise. Subscribing during the trial keeps these days: the first charge is at this time.
   */
  trialEnd: z.string().nullable(),
});
export type TSubscriptionDetailsResponse = z.infer<typeof ZSubscriptionDetailsResponseSchema>;

/** POST /auth/stripe-product-lookup: where the browser goes to pay. */
export const ZCheckoutUrlResponseSchema = z.object({ url: z.string() });
export type TCheckoutUrlResponse = z.infer<typeof ZCheckoutUrlResponseSchema>;

/** POST /auth/stripe-webhook */
export const ZWebhookResponseSchema = z.object({ received: z.literal(true) });

/** GET /auth/local-checkout/{session}: what the local provider's payment page shows. */
export const ZLocalCheckoutResponseSchema = z.object({
  businessName: z.string(),
  email: z.string(),
  price: z.string(),
});
export type TLocalCheckoutResponse = z.infer<typeof ZLocalCheckoutResponseSchema>;
