import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { TConfig } from '../../config.ts';
import {
  type BillingProvider,
  type TBillingEvent,
  WebhookSignatureError,
} from '../../lib/billing-provider.ts';

const CHECKOUT_TTL_MS = 60 * 60_000;

/** One calendar month later (Jan 31 → Mar 3 as Date does; the period is what the event says). */
function addMonth(isoDate: string): string {
  const date = new Date(isoDate);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return date.toISOString();
}

type TLocalCheckout = { tenantId: string; expiresAt: number; trialEnd: string | undefined };

export interface LocalBillingProvider extends BillingProvider {
  readonly name: 'local';
  /** the checkout a session token stands for, or undefined when it is forged or expired */
  readCheckout(token: string): TLocalCheckout | undefined;
  /** what Stripe would send after a paid checkout: the same events, ids derived from the token (replays are no-ops) */
  completeCheckout(token: string, tenantId: string): TBillingEvent[];
  /** the next month's payment of a local subscription whose period ended (the local provider charges nothing) */
  renewal(subscription: {
    providerSubscriptionId: string;
    customerId: string | null;
    periodEnd: string;
  }): TBillingEvent;
}

/**
 * The local provider: for development, tests and self-hosters who do not charge. Its checkout is a page of
 * the app (/local-checkout) carrying a signed, expiring session token; paying there makes the events that
 * Stripe's webhooks would, and they take the same path (subscription-state.ts applyBillingEvent).
 */
export function createLocalProvider(config: Pick<TConfig, 'sessionSecret'>): LocalBillingProvider {
  const sign = (payload: string) =>
    createHmac('sha256', `local-checkout:${config.sessionSecret}`).update(payload).digest('base64url');

  const event = (
    id: string,
    type: string,
    fields: Omit<TBillingEvent, 'id' | 'provider' | 'type' | 'occurredAt'>,
  ) => ({
    id,
    provider: 'local' as const,
    type,
    occurredAt: new Date().toISOString(),
    ...fields,
  });

  const readCheckout = (token: string): TLocalCheckout | undefined => {
    const [payload, signature] = token.split('.');
    if (!payload || !signature) return undefined;
    const expected = Buffer.from(sign(payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
    try {
      const { t, e, r } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
        t: string;
        e: number;
        r?: string;
      };
      if (typeof t !== 'string' || typeof e !== 'number' || e < Date.now()) return undefined;
      return { tenantId: t, expiresAt: e, trialEnd: typeof r === 'string' ? r : undefined };
    } catch {
      return undefined;
    }
  };

  return {
    name: 'local',
    async createCheckout(options) {
      const payload = Buffer.from(
        JSON.stringify({ t: options.tenantId, e: Date.now() + CHECKOUT_TTL_MS, r: options.trialEnd }),
      ).toString('base64url');
      const token = `${payload}.${sign(payload)}`;
      // The page comes back on the owner's own origin and passes the return path on to /success.
      const back = options.returnPath ? `&returnPath=${encodeURIComponent(options.returnPath)}` : '';
      return `${options.appOrigin}/local-checkout?session=${encodeURIComponent(token)}${back}`;
    },
    readCheckout,
    completeCheckout(token, tenantId) {
      const key = createHash('sha256').update(token).digest('base64url').slice(0, 24);
      const subscriptionId = `sub_local_${key}`;
      const customerId = `cus_local_${tenantId}`;
      const periodStart = new Date().toISOString();
      const periodEnd = addMonth(periodStart);
      const common = { tenantId, subscriptionId, customerId };
      const trialEnd = readCheckout(token)?.trialEnd;
      if (trialEnd && Date.parse(trialEnd) > Date.now()) {
        // Subscribed during the trial: trialing until its end, when the sweep's renewal makes the first payment.
        return [
          event(`evt_local_${key}_checkout`, 'checkout.session.completed', common),
          event(`evt_local_${key}_created`, 'customer.subscription.created', {
            ...common,
            status: 'trialing',
            periodStart,
            periodEnd: trialEnd,
          }),
        ];
      }
      return [
        event(`evt_local_${key}_checkout`, 'checkout.session.completed', { ...common, status: 'active' }),
        event(`evt_local_${key}_created`, 'customer.subscription.created', {
          ...common,
          status: 'active',
          periodStart,
          periodEnd,
        }),
        event(`evt_local_${key}_paid`, 'invoice.paid', {
          ...common,
          status: 'active',
          periodStart,
          periodEnd,
          payment: { kind: 'created' },
        }),
      ];
    },
    renewal({ providerSubscriptionId, customerId, periodEnd }) {
      return event(`evt_local_${providerSubscriptionId}_renew_${periodEnd}`, 'invoice.paid', {
        subscriptionId: providerSubscriptionId,
        customerId: customerId ?? undefined,
        status: 'active',
        periodStart: periodEnd,
        periodEnd: addMonth(periodEnd),
        payment: { kind: 'renewed' },
      });
    },
    parseWebhook() {
      // Nothing signs webhooks for the local provider: its events never come over HTTP.
      throw new WebhookSignatureError('webhooks need the Stripe provider');
    },
    async fetchSubscription() {
      return undefined;
    },
    async cancelSubscription(providerSubscriptionId) {
      return event(`evt_local_${providerSubscriptionId}_deleted`, 'customer.subscription.deleted', {
        subscriptionId: providerSubscriptionId,
        status: 'canceled',
      });
    },
  };
}
