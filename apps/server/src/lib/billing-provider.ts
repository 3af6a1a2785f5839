/*
 * The billing provider as the app context holds it (ctx.billing): where the money goes. modules/billing
 * implements it twice (stripe-provider.ts, local-provider.ts) and picks one from the settings
 * (billing-provider.ts); app.ts wires it.
 */

/** Stripe's subscription statuses; the local provider uses the same words. */
export type TSubscriptionStatus =
  | 'active'
  | 'trialing'
  | 'past_due'
  | 'canceled'
  | 'unpaid'
  | 'incomplete'
  | 'incomplete_expired'
  | 'paused';

/**
 * One provider event in the provider's own terms, already verified: what Stripe's webhook parser and the
 * local provider both produce, so everything from here on is the same for both.
 */
export type TBillingEvent = {
  /** the provider's event id: each is applied once */
  id: string;
  provider: 'stripe' | 'local';
  /** Stripe's event type (the local provider uses the same names) */
  type: string;
  /** when the provider produced this state (ISO 8601): an older state never overwrites a newer one */
  occurredAt: string;
  /** from the checkout's metadata; the subscription's stored tenant wins when it is known */
  tenantId?: string;
  subscriptionId?: string;
  customerId?: string;
  status?: TSubscriptionStatus;
  periodStart?: string;
  periodEnd?: string;
  /** a paid invoice: history 'created' for the first one, 'renewed' after */
  payment?: { kind: 'created' | 'renewed'; amountMinor?: number; currency?: string };
};

type TCheckoutOptions = {
  tenantId: string;
  email: string;
  /** the tenant's customer at the provider from an earlier subscription, reused */
  customerId: string | undefined;
  successUrl: string;
  cancelUrl: string;
};

/**
 * Stripe (Checkout in subscription mode, signed webhooks) or the local provider (a page of the app completes
 * the checkout). Both speak in TBillingEvent, so everything above is the same.
 */
export interface BillingProvider {
  readonly name: 'stripe' | 'local';
  /** the URL the browser is sent to, to pay */
  createCheckout(options: TCheckoutOptions): Promise<string>;
  /** a webhook's events once its signature is verified; throws WebhookSignatureError otherwise */
  parseWebhook(rawBody: Buffer, signature: string | undefined): TBillingEvent[];
  /** ends the subscription at once; answers its cancellation as an event */
  cancelSubscription(providerSubscriptionId: string): Promise<TBillingEvent>;
}

export class WebhookSignatureError extends Error {}
