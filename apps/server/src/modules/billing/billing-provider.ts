import type { TConfig } from '../../config.ts';
import { createLocalProvider } from './local-provider.ts';
import { createStripeProvider } from './stripe-provider.ts';
import type { TBillingEvent } from './subscription-state.ts';

export type TCheckoutOptions = {
  tenantId: string;
  email: string;
  /** the tenant's customer at the provider from an earlier subscription, reused */
  customerId: string | undefined;
  successUrl: string;
  cancelUrl: string;
};

/**
 * Where the money goes: Stripe (Checkout in subscription mode, signed webhooks) or the local provider (a page
 * of the app completes the checkout). Both speak in TBillingEvent, so everything above is the same.
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

export function createBillingProvider(config: TConfig): BillingProvider {
  return config.stripe ? createStripeProvider(config.stripe) : createLocalProvider(config);
}
