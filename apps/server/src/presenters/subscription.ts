import type { TSubscriptionDetailsResponse } from '@opentab/shared';
import type { Row } from '../db/schema.ts';

/**
 * GET /auth/subscription-details: the live paid subscription's id, whether the tenant works, its end, and
 * the free trial's end while the tenant is on it.
 */
export function presentSubscriptionDetails(
  tenant: Pick<Row<'tenants'>, 'subscription_end'>,
  access: { isLive: boolean; trialEnd: string | null },
  liveSubscription: Pick<Row<'subscriptions'>, 'id'> | undefined,
): TSubscriptionDetailsResponse {
  return {
    subscription_id: liveSubscription?.id ?? null,
    is_active: access.isLive ? 1 : 0,
    subscription_end: tenant.subscription_end,
    trialEnd: access.trialEnd,
  };
}
