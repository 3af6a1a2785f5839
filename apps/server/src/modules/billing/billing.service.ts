import {
  BILLING_MSG,
  PLAN_PRICE_LABEL,
  type TCheckoutUrlResponse,
  type TLocalCheckoutResponse,
  type TSubscriptionDetailsResponse,
} from '@opentab/shared';
import type { TAppContext } from '../../context.ts';
import type { TBillingEvent } from '../../lib/billing-provider.ts';
import { AppError } from '../../lib/errors.ts';
import { isTenantLive, trialEndOf } from '../../lib/tenant-access.ts';
import { nowIso } from '../../lib/time.ts';
import type { TUserSession } from '../../plugins/auth.ts';
import { presentSubscriptionDetails } from '../../presenters/subscription.ts';
import * as repo from './billing.repo.ts';
import type { LocalBillingProvider } from './local-provider.ts';
import { applyBillingEvent, isLiveStatus } from './subscription-state.ts';

/**
 * One event in its own transaction. When it disagrees with a state of the same second, the provider is asked
 * for the subscription's current state (outside any transaction) and the event is applied with that status
 * and period: the subscription's own state settles the tie, not the order the two events arrived in.
 */
async function applyOneEvent(ctx: TAppContext, event: TBillingEvent) {
  const result = await ctx.transactions.run((trx) => applyBillingEvent(trx, event));
  if (result.status !== 'conflict' || !event.subscriptionId) return result;
  const current = await ctx.billing.fetchSubscription(event.subscriptionId);
  const settled = current ? { ...event, ...current } : event;
  return ctx.transactions.run((trx) => applyBillingEvent(trx, settled, { isProviderState: true }));
}

/**
 * Applies provider events in order, each in its own transaction (a replay is a no-op). When an event leaves
 * its tenant without access (a cancellation, a subscription deleted or unpaid), the tenant's open sockets
 * end after the commit, so its screens stop receiving live orders.
 */
async function applyBillingEvents(ctx: TAppContext, events: TBillingEvent[]): Promise<void> {
  for (const event of events) {
    const result = await applyOneEvent(ctx, event);
    if (result.status === 'applied' && !result.isTenantLive) {
      ctx.realtime.dropSockets({ tenantId: result.tenantId });
    }
  }
}

async function findLiveSubscription(ctx: TAppContext, tenantId: string) {
  const subscriptions = await repo.listTenantSubscriptions(ctx.db, tenantId);
  return subscriptions.find((s) => isLiveStatus(s.status));
}

/**
 * POST /auth/stripe-product-lookup: a checkout for the plan's price (server config), this tenant, its
 * customer. It comes back to the origin the owner uses (`appOrigin`, the request's own) at the path they
 * came from (`returnPath`, already checked to be one of this app's); started during the free trial, it keeps
 * the trial's days: the first charge is at the trial's end.
 */
export async function createCheckout(
  ctx: TAppContext,
  user: TUserSession,
  options: { appOrigin: string; returnPath: string | undefined },
): Promise<TCheckoutUrlResponse> {
  if (await findLiveSubscription(ctx, user.tenantId))
    throw new AppError('CONFLICT', BILLING_MSG.alreadySubscribed);
  const tenant = await repo.findTenantAccess(ctx.db, user.tenantId);
  if (!tenant) throw new AppError('NOT_FOUND', BILLING_MSG.subscriptionNotFound);
  const trialEnd = trialEndOf({ isActive: tenant.is_active, accessUntil: tenant.access_until }, false);
  const url = await ctx.billing.createCheckout({
    tenantId: user.tenantId,
    email: tenant.email,
    customerId: await repo.findTenantCustomerId(ctx.db, user.tenantId, ctx.billing.name),
    appOrigin: options.appOrigin,
    returnPath: options.returnPath,
    trialEnd: trialEnd ?? undefined,
  });
  return { url };
}

/** POST /auth/stripe-webhook: the raw body's signature is checked before anything is read from it. */
export async function receiveWebhook(
  ctx: TAppContext,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<void> {
  await applyBillingEvents(ctx, ctx.billing.parseWebhook(rawBody, signature));
}

export async function getSubscriptionDetails(
  ctx: TAppContext,
  user: TUserSession,
): Promise<TSubscriptionDetailsResponse> {
  const tenant = await repo.findTenantAccess(ctx.db, user.tenantId);
  if (!tenant) throw new AppError('NOT_FOUND', BILLING_MSG.subscriptionNotFound);
  const live = await findLiveSubscription(ctx, user.tenantId);
  const access = { isActive: tenant.is_active, accessUntil: tenant.access_until };
  return presentSubscriptionDetails(
    tenant,
    { isLive: isTenantLive(access), trialEnd: trialEndOf(access, live !== undefined) },
    live,
  );
}

/**
 * POST /auth/cancel-subscription: ends the session tenant's own live subscription at once (spec 02: access
 * is lost immediately); an id that is not that subscription answers 404.
 */
export async function cancelSubscription(
  ctx: TAppContext,
  user: TUserSession,
  subscriptionId: string | null | undefined,
): Promise<void> {
  const live = await findLiveSubscription(ctx, user.tenantId);
  if (!live?.provider_subscription_id || (subscriptionId && subscriptionId !== live.id)) {
    throw new AppError('NOT_FOUND', BILLING_MSG.subscriptionNotFound);
  }
  const event = await ctx.billing.cancelSubscription(live.provider_subscription_id);
  await applyBillingEvents(ctx, [event]);
}

function localProvider(ctx: TAppContext): LocalBillingProvider {
  if (ctx.billing.name !== 'local') throw new AppError('NOT_FOUND', BILLING_MSG.checkoutExpired);
  return ctx.billing as LocalBillingProvider;
}

/** The local checkout page's session: only the tenant that opened it can see or pay it. */
function readOwnCheckout(ctx: TAppContext, user: TUserSession, token: string) {
  const checkout = localProvider(ctx).readCheckout(token);
  if (!checkout || checkout.tenantId !== user.tenantId) {
    throw new AppError('NOT_FOUND', BILLING_MSG.checkoutExpired);
  }
  return checkout;
}

export async function getLocalCheckout(
  ctx: TAppContext,
  user: TUserSession,
  token: string,
): Promise<TLocalCheckoutResponse> {
  readOwnCheckout(ctx, user, token);
  const tenant = await repo.findTenantAccess(ctx.db, user.tenantId);
  return { businessName: tenant?.name ?? '', email: tenant?.email ?? '', price: PLAN_PRICE_LABEL };
}

/** The local provider's "Pay": the events Stripe would send, applied as a webhook's would be. */
export async function completeLocalCheckout(
  ctx: TAppContext,
  user: TUserSession,
  token: string,
): Promise<void> {
  readOwnCheckout(ctx, user, token);
  await applyBillingEvents(ctx, localProvider(ctx).completeCheckout(token, user.tenantId));
}

/** The sweep's step for the local provider: a period that ended is paid for the next month. */
export async function renewDueLocalSubscriptions(ctx: TAppContext): Promise<void> {
  if (ctx.billing.name !== 'local') return;
  const provider = ctx.billing as LocalBillingProvider;
  for (const due of await repo.listLocalSubscriptionsDue(ctx.db, nowIso())) {
    if (!due.provider_subscription_id || !due.subscription_end) continue;
    const event = provider.renewal({
      providerSubscriptionId: due.provider_subscription_id,
      customerId: due.provider_customer_id,
      periodEnd: due.subscription_end,
    });
    await applyBillingEvents(ctx, [event]);
  }
}
