import { z } from 'zod';
import { MSG } from './messages.ts';
import { zText } from './text.ts';

/** POST /auth/cancel-subscription: the spec's client sends the subscription id; it may be left out. */
export const ZCancelSubscriptionSchema = z.object({
  subscription_id: zText(MSG.invalidRequest).max(100, MSG.invalidRequest).nullish(),
});
export type TCancelSubscription = z.infer<typeof ZCancelSubscriptionSchema>;

/** POST /auth/local-checkout/{session}/complete: the local provider's signed checkout session. */
export const ZLocalCheckoutParamsSchema = z.object({
  session: zText(MSG.invalidRequest).min(20, MSG.invalidRequest).max(400, MSG.invalidRequest),
});
