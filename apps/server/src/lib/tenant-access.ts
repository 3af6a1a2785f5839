/**
 * The one rule for whether a tenant's subscription lets it work (business calls, the public QR menu):
 * switched on, and its access (trial, paid period plus grace) not yet over. Read from the tenant row on every
 * request, so a webhook's or the operator's write counts at once on every process; nothing is cached.
 */
export function isTenantLive(
  tenant: { isActive: number | null; accessUntil: string | null },
  now = Date.now(),
): boolean {
  if (tenant.isActive !== 1) return false;
  return tenant.accessUntil === null || Date.parse(tenant.accessUntil) > now;
}

/**
 * The end of the free trial while the tenant is on it (ISO 8601), else null: switched on, no live paid
 * subscription, and access running until a time still ahead (an operator's switch has no end: not a trial;
 * a cancellation or a lapse ends access at once: no trial left). What the billing screen counts down and
 * where a checkout started during the trial puts the first charge.
 */
export function trialEndOf(
  tenant: { isActive: number | null; accessUntil: string | null },
  hasLiveSubscription: boolean,
  now = Date.now(),
): string | null {
  if (hasLiveSubscription || tenant.isActive !== 1 || tenant.accessUntil === null) return null;
  return Date.parse(tenant.accessUntil) > now ? tenant.accessUntil : null;
}
