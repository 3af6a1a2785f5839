import { z } from 'zod';
import { isAppReturnPath } from './billing.ts';
import { MSG } from './messages.ts';
import { zText } from './text.ts';

/** POST /auth/cancel-subscription: the spec's client sends the subscription id; it (or the whole body) may be left out. */
export const ZCancelSubscriptionSchema = z
  .object({
    subscription_id: zText(MSG.invalidRequest).max(100, MSG.invalidRequest).nullish(),
  })
  .optional();

/** GET /auth/local-checkout?session= and POST /auth/local-checkout/complete: the local provider's signed session. */
export const ZLocalCheckoutSchema = z.object({
  session: zText(MSG.invalidRequest).min(20, MSG.invalidRequest).max(400, MSG.invalidRequest),
});

/** POST /auth/stripe-webhook: a Stripe event; only its signature (over the raw body) makes it trusted. */
export const ZStripeWebhookSchema = z.looseObject({
  id: zText(MSG.invalidRequest),
  type: zText(MSG.invalidRequest),
});

/**
 * POST /auth/stripe-product-lookup: where the owner subscribed from, so the checkout comes back there (a
 * path of this app only). A price sent by a client is not read: the server owns it.
 */
export const ZCheckoutSchema = z
  .object({
    returnPath: zText(MSG.invalidRequest).refine(isAppReturnPath, { message: MSG.invalidRequest }).optional(),
  })
  // a client may send no body at all (the spec's did): Fastify hands the schema null
  .nullish();
