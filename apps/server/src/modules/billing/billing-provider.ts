import type { TConfig } from '../../config.ts';
import type { BillingProvider } from '../../lib/billing-provider.ts';
import { createLocalProvider } from './local-provider.ts';
import { createStripeProvider } from './stripe-provider.ts';

/** Stripe with STRIPE_* settings, else the local provider (lib/billing-provider.ts is their one interface). */
export function createBillingProvider(config: TConfig): BillingProvider {
  return config.stripe ? createStripeProvider(config.stripe) : createLocalProvider(config);
}
