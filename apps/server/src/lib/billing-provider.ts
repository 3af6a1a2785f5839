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

/** A subscription's state as the provider holds it now: what settles two events of the same second. */
type TProviderSubscriptionState = {
  status: TSubscriptionStatus;
  periodStart?: string;
  periodEnd?: string;
};

type TCheckoutOptions = {
  tenantId: string;
  email: string;
  /** the tenant's customer at the provider from an earlier subscription, reused */
  customerId: string | undefined;
  /** the origin the owner uses (the request's own, checked like the CSRF check does): the checkout comes back to it */
  appOrigin: string;
  /** a path of this app (isAppReturnPath) the pages after the checkout lead back to */
  returnPath: string | undefined;
  /** the free trial's end when subscribing during it: nothing is charged before then */
  trialEnd: string | undefined;
};

/** Where a checkout comes back to, on the owner's own origin, carrying the path the owner came from. */
export function checkoutReturnUrls(options: Pick<TCheckoutOptions, 'appOrigin' | 'returnPath'>) {
  const back = options.returnPath ? `?returnPath=${encodeURIComponent(options.returnPath)}` : '';
  return {
    successUrl: `${options.appOrigin}/success${back}`,
    cancelUrl: `${options.appOrigin}/cancelled-payment${back}`,
  };
}

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
  /**
   * The subscription's current state at the provider, read when two of its events carry the same second and
   * disagree; undefined when the provider keeps none apart from its events (the local one, whose events this
   * process makes one after another).
   */
  fetchSubscription(providerSubscriptionId: string): Promise<TProviderSubscriptionState | undefined>;
}

export class WebhookSignatureError extends Error {}
