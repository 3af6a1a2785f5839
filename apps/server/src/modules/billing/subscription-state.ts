import { PLAN_CURRENCY, PLAN_PRICE_MINOR, TRIAL_DAYS } from '@opentab/shared';
import type { TDb } from '../../db/database.ts';
import { isPostgres } from '../../db/dialect.ts';
import type { TBillingEvent } from '../../lib/billing-provider.ts';
import { newId } from '../../lib/ids.ts';
import { isTenantLive } from '../../lib/tenant-access.ts';
import { nowIso } from '../../lib/time.ts';
import * as repo from './billing.repo.ts';

/**
 * The one place that changes a tenant's subscription state (tenants.is_active, access_until,
 * subscription_start/end; subscriptions; subscription_history). Webhooks, the local provider, the cancel
 * call, the sweep and the operator's switch all come through here. Access is read from the tenant row on
 * every request (lib/tenant-access.ts), so there is no cache to invalidate: a commit here counts at once,
 * on every process.
 */

const DAY_MS = 86_400_000;
/** A paid period's access lasts this long past its end, while the provider renews or retries a payment. */
const RENEWAL_GRACE_MS = 3 * DAY_MS;

/** A new business's access: the trial, from sign-up. */
export function trialAccess(now = Date.now()) {
  const end = new Date(now + TRIAL_DAYS * DAY_MS).toISOString();
  return { subscriptionStart: new Date(now).toISOString(), subscriptionEnd: end, accessUntil: end };
}

/**
 * The operator's switch (superadmin tenant add/update). On: is_active = 1 with no end date until the
 * operator or a billing event changes it; off: is_active = 0 at once. `db` may be a transaction.
 * Answers false when the tenant does not exist.
 */
export async function setTenantActivation(
  db: TDb,
  options: { tenantId: string; isActive: boolean },
): Promise<boolean> {
  const values = options.isActive ? { is_active: 1 as const, access_until: null } : { is_active: 0 as const };
  return repo.updateTenantAccess(db, options.tenantId, { ...values, updated_at: nowIso() });
}

/**
 * Turns off tenants whose access has ended (requests already see it; this keeps counts right) and answers
 * their ids, so their open sockets can be dropped.
 */
export function deactivateLapsedTenants(db: TDb, now = nowIso()): Promise<string[]> {
  return repo.deactivateLapsedTenants(db, now);
}

// ---------------------------------------------------------------------------------------------------------
// Provider events

/** While a subscription is in one of these, its tenant works (past_due: the provider is retrying). */
const LIVE: ReadonlySet<string> = new Set(['active', 'trialing', 'past_due']);
/** A subscription never leaves these: a late event cannot bring it back. */
const TERMINAL: ReadonlySet<string> = new Set(['canceled', 'incomplete_expired']);

export const isLiveStatus = (status: string) => LIVE.has(status);

/**
 * Whether the event's state replaces the stored one: a newer (or same-second) provider time, or a terminal
 * status, which the provider never leaves, so nothing can be newer than it.
 */
function isNewerState(storedAt: string | null, event: TBillingEvent): boolean {
  if (event.status && TERMINAL.has(event.status)) return true;
  return !storedAt || Date.parse(event.occurredAt) >= Date.parse(storedAt);
}

/**
 * Two events of one subscription stamped with the same second (Stripe's times are whole seconds) that say
 * different things: their arrival order means nothing (Stripe does not deliver in order), so neither is
 * applied as it is; the subscription's own state at the provider decides (billing.service.ts).
 */
function isSameSecondConflict(
  stored: { status: string; state_at: string | null; subscription_end: string | null },
  event: TBillingEvent,
): boolean {
  if (!event.status || !stored.state_at || TERMINAL.has(event.status) || TERMINAL.has(stored.status))
    return false;
  if (Date.parse(event.occurredAt) !== Date.parse(stored.state_at)) return false;
  const isOtherPeriod =
    event.periodEnd !== undefined &&
    stored.subscription_end !== null &&
    Date.parse(event.periodEnd) !== Date.parse(stored.subscription_end);
  return event.status !== stored.status || isOtherPeriod;
}

/**
 * What an event did; when applied, whether its tenant may still work (else its live links end). `conflict`:
 * nothing was written (not even the event id), the caller settles it with the provider's state.
 */
export type TApplyResult =
  | { status: 'replayed' | 'ignored' | 'conflict' }
  | { status: 'applied'; tenantId: string; isTenantLive: boolean };

/** Serializes billing writes per tenant on PostgreSQL (SQLite runs one writer at a time anyway). */
async function lockTenant(trx: TDb, tenantId: string): Promise<boolean> {
  if (isPostgres(trx)) return repo.lockTenantRow(trx, tenantId);
  return (await repo.findTenantAccess(trx, tenantId)) !== undefined;
}

/**
 * Applies one provider event inside `trx`: records its id (a replay stops here), brings the subscription
 * row to the newest state the provider reported, writes the history row a payment or a cancellation
 * makes, and derives the tenant's access from its subscriptions. An event that disagrees with the stored
 * state of the same second answers `conflict` and writes nothing, unless `isProviderState` says its status
 * and period were just read from the provider: then it wins the tie.
 */
export async function applyBillingEvent(
  trx: TDb,
  event: TBillingEvent,
  options: { isProviderState?: boolean } = {},
): Promise<TApplyResult> {
  const known = event.subscriptionId
    ? await repo.findSubscriptionByProviderId(trx, event.subscriptionId)
    : undefined;
  const tenantId = known?.tenant_id ?? event.tenantId;
  const now = nowIso();
  const tenantExists = tenantId ? await lockTenant(trx, tenantId) : false;
  if (tenantExists && event.subscriptionId && !options.isProviderState) {
    // Read under the tenant lock, before anything is written, so a conflict leaves no trace.
    const stored = await repo.findSubscriptionByProviderId(trx, event.subscriptionId);
    if (stored && isSameSecondConflict(stored, event)) return { status: 'conflict' };
  }
  const isNew = await repo.insertBillingEvent(trx, {
    id: event.id,
    provider: event.provider,
    type: event.type,
    tenant_id: tenantExists ? (tenantId ?? null) : null,
    created_at: now,
  });
  if (!isNew) return { status: 'replayed' };
  if (!tenantId || !tenantExists || !event.subscriptionId) return { status: 'ignored' };

  // Re-read under the tenant lock: another event of this subscription may have committed meanwhile.
  const current = await repo.findSubscriptionByProviderId(trx, event.subscriptionId);
  const wasLive = current ? isLiveStatus(current.status) : false;
  let row = current;
  if (!row) {
    row = {
      id: newId(),
      tenant_id: tenantId,
      provider: event.provider,
      provider_subscription_id: event.subscriptionId,
      provider_customer_id: event.customerId ?? null,
      status: event.status ?? 'incomplete',
      is_active: isLiveStatus(event.status ?? '') ? 1 : 0,
      subscription_start: event.periodStart ?? null,
      subscription_end: event.periodEnd ?? null,
      state_at: event.occurredAt,
      created_at: now,
      updated_at: now,
    };
    await repo.insertSubscription(trx, row);
  } else if (!TERMINAL.has(row.status) && isNewerState(row.state_at, event)) {
    const status = event.status ?? row.status;
    row = {
      ...row,
      status,
      is_active: isLiveStatus(status) ? 1 : 0,
      provider_customer_id: row.provider_customer_id ?? event.customerId ?? null,
      subscription_start: event.periodStart ?? row.subscription_start,
      subscription_end: event.periodEnd ?? row.subscription_end,
      state_at: event.occurredAt,
      updated_at: now,
    };
    await repo.updateSubscription(trx, row.id, row);
  }

  const history = { id: newId(), tenant_id: tenantId, subscription_id: row.id, created_at: now };
  if (event.payment) {
    // A subscription's first payment is its Created row, also when it comes at the end of a kept trial
    // (the provider calls that invoice a cycle's).
    const isFirstPayment = !(await repo.hasPaymentHistory(trx, row.id));
    await repo.insertSubscriptionHistory(trx, {
      ...history,
      status: isFirstPayment ? 'created' : event.payment.kind,
      amount: event.payment.amountMinor ?? PLAN_PRICE_MINOR,
      currency: (event.payment.currency ?? PLAN_CURRENCY).toUpperCase(),
      starts_on: event.periodStart ?? row.subscription_start,
      expires_on: event.periodEnd ?? row.subscription_end,
    });
  }
  const isCancelled = row.status === 'canceled' && current?.status !== 'canceled';
  if (isCancelled) {
    await repo.insertSubscriptionHistory(trx, {
      ...history,
      status: 'cancelled',
      amount: 0,
      currency: PLAN_CURRENCY,
      starts_on: row.subscription_start,
      expires_on: event.occurredAt,
    });
  }

  await deriveTenantAccess(trx, tenantId, { lostLiveSubscription: wasLive && !isLiveStatus(row.status) });
  const access = await repo.findTenantAccess(trx, tenantId);
  const isLive = access
    ? isTenantLive({ isActive: access.is_active, accessUntil: access.access_until })
    : false;
  return { status: 'applied', tenantId, isTenantLive: isLive };
}

/**
 * The tenant works while any of its subscriptions is live, until that period's end plus the grace. When
 * its last live subscription stops (cancelled, unpaid), access ends at once; a subscription that never got
 * live (an abandoned checkout) leaves a trial or an operator's activation alone.
 */
async function deriveTenantAccess(trx: TDb, tenantId: string, options: { lostLiveSubscription: boolean }) {
  const now = nowIso();
  const live = (await repo.listTenantSubscriptions(trx, tenantId)).filter((s) => isLiveStatus(s.status));
  const latest = live.sort((a, b) => (b.subscription_end ?? '').localeCompare(a.subscription_end ?? ''))[0];
  if (latest) {
    const end = latest.subscription_end;
    const accessUntil = new Date(Date.parse(end ?? now) + RENEWAL_GRACE_MS).toISOString();
    await repo.updateTenantAccess(trx, tenantId, {
      is_active: 1,
      access_until: accessUntil,
      subscription_start: latest.subscription_start ?? now,
      subscription_end: end,
      updated_at: now,
    });
  } else if (options.lostLiveSubscription) {
    await repo.updateTenantAccess(trx, tenantId, { is_active: 0, access_until: now, updated_at: now });
  }
}
