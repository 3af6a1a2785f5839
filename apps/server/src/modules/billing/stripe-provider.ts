import Stripe from 'stripe';
import {
  type BillingProvider,
  checkoutReturnUrls,
  type TBillingEvent,
  type TSubscriptionStatus,
  WebhookSignatureError,
} from '../../lib/billing-provider.ts';

type TStripeSettings = { secretKey: string; webhookSecret: string; priceId: string };

const iso = (unixSeconds: number | null | undefined) =>
  unixSeconds ? new Date(unixSeconds * 1000).toISOString() : undefined;
const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? undefined);

/** The current period of a subscription: on its items since Stripe's 2025 API versions. */
function subscriptionPeriod(subscription: Stripe.Subscription) {
  const item = subscription.items?.data?.[0];
  return { periodStart: iso(item?.current_period_start), periodEnd: iso(item?.current_period_end) };
}

function invoiceSubscription(invoice: Stripe.Invoice) {
  const details = invoice.parent?.subscription_details;
  return { subscriptionId: idOf(details?.subscription), tenantId: details?.metadata?.tenant_id };
}

/** Stripe's event in our terms; undefined for events billing does not act on (they are acknowledged). */
function toBillingEvent(event: Stripe.Event): TBillingEvent | undefined {
  const base = {
    id: event.id,
    provider: 'stripe' as const,
    type: event.type,
    occurredAt: iso(event.created) ?? '',
  };
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      if (session.mode !== 'subscription') return undefined;
      // Paid now: active. Nothing to pay (a trial kept from the app's own): the subscription's events say
      // whether it is trialing; claiming "active" here would count a trial as paying.
      return {
        ...base,
        tenantId: session.metadata?.tenant_id ?? session.client_reference_id ?? undefined,
        subscriptionId: idOf(session.subscription),
        customerId: idOf(session.customer),
        status: session.payment_status === 'paid' ? 'active' : undefined,
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = event.data.object;
      return {
        ...base,
        tenantId: subscription.metadata?.tenant_id,
        subscriptionId: subscription.id,
        customerId: idOf(subscription.customer),
        status: subscription.status as TSubscriptionStatus,
        ...subscriptionPeriod(subscription),
      };
    }
    case 'invoice.paid': {
      const invoice = event.data.object;
      const period = invoice.lines?.data?.[0]?.period;
      // A trial's first invoice pays nothing: not a payment, and the subscription stays trialing.
      if (invoice.amount_paid === 0) {
        return {
          ...base,
          ...invoiceSubscription(invoice),
          customerId: idOf(invoice.customer),
          periodStart: iso(period?.start),
          periodEnd: iso(period?.end),
        };
      }
      return {
        ...base,
        ...invoiceSubscription(invoice),
        customerId: idOf(invoice.customer),
        status: 'active',
        periodStart: iso(period?.start),
        periodEnd: iso(period?.end),
        payment: {
          kind: invoice.billing_reason === 'subscription_create' ? 'created' : 'renewed',
          amountMinor: invoice.amount_paid,
          currency: invoice.currency,
        },
      };
    }
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      // A first payment that fails leaves the subscription incomplete; a renewal's leaves it past due.
      const isFirst = invoice.billing_reason === 'subscription_create';
      return {
        ...base,
        ...invoiceSubscription(invoice),
        customerId: idOf(invoice.customer),
        status: isFirst ? 'incomplete' : 'past_due',
      };
    }
    default:
      return undefined;
  }
}

/**
 * How far a webhook's signed time may be from ours, either way. Stripe's SDK refuses only a time too far in
 * the past; a time far in the future is refused here too (a signature made ahead of time is not replayable).
 */
const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The `t=` of a Stripe-Signature header (the signed Unix time), or undefined. */
function signedTime(signature: string): number | undefined {
  for (const part of signature.split(',')) {
    const [key, value] = part.split('=');
    if (key?.trim() === 't' && value && /^\d+$/.test(value.trim())) return Number(value.trim());
  }
  return undefined;
}

/**
 * Stripe wants a trial to end at least 48 hours after the checkout is made; an hour more covers an owner who
 * takes a while to pay. A trial with less left ends then instead (docs/decisions.md): never charged early.
 */
const STRIPE_MIN_TRIAL_MS = 49 * 3600_000;

/** Checkout's `trial_end` (Unix seconds) for a trial that ends at `trialEnd`. */
function checkoutTrialEnd(trialEnd: string, now = Date.now()): number {
  return Math.ceil(Math.max(Date.parse(trialEnd), now + STRIPE_MIN_TRIAL_MS) / 1000);
}

/** `api` points the SDK at another host (tests run a local stand-in for Stripe's API). */
export function createStripeProvider(
  settings: TStripeSettings,
  api: Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> = {},
): BillingProvider {
  const stripe = new Stripe(settings.secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...api });
  return {
    name: 'stripe',
    async createCheckout(options) {
      const metadata = { tenant_id: options.tenantId };
      const { successUrl, cancelUrl } = checkoutReturnUrls(options);
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        // The price is the server's setting; the client never sends one.
        line_items: [{ price: settings.priceId, quantity: 1 }],
        client_reference_id: options.tenantId,
        metadata,
        // Subscribing during the free trial keeps its days: the card is taken now, first charged at its end.
        subscription_data: {
          metadata,
          ...(options.trialEnd ? { trial_end: checkoutTrialEnd(options.trialEnd) } : {}),
        },
        ...(options.customerId ? { customer: options.customerId } : { customer_email: options.email }),
        success_url: successUrl,
        cancel_url: cancelUrl,
      });
      if (!session.url) throw new Error('Stripe answered a checkout session without a URL');
      return session.url;
    },
    parseWebhook(rawBody, signature) {
      if (!signature) throw new WebhookSignatureError('no Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          settings.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
        );
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : 'invalid signature');
      }
      const signedAt = signedTime(signature);
      const nowSeconds = Math.floor(Date.now() / 1000);
      if (signedAt === undefined || Math.abs(nowSeconds - signedAt) > WEBHOOK_TOLERANCE_SECONDS) {
        throw new WebhookSignatureError('signed time outside the tolerance');
      }
      const mapped = toBillingEvent(event);
      return mapped ? [mapped] : [];
    },
    async fetchSubscription(providerSubscriptionId) {
      const subscription = await stripe.subscriptions.retrieve(providerSubscriptionId);
      return { status: subscription.status as TSubscriptionStatus, ...subscriptionPeriod(subscription) };
    },
    async cancelSubscription(providerSubscriptionId) {
      const subscription = await stripe.subscriptions.cancel(providerSubscriptionId);
      return {
        // Stripe's own customer.subscription.deleted follows as a webhook and finds the state already applied.
        id: `cancel:${subscription.id}`,
        provider: 'stripe',
        type: 'customer.subscription.deleted',
        occurredAt: new Date().toISOString(),
        subscriptionId: subscription.id,
        customerId: idOf(subscription.customer),
        status: subscription.status as TSubscriptionStatus,
        ...subscriptionPeriod(subscription),
      };
    },
  };
}
