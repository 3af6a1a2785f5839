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
