import type { TDb } from '../../db/database.ts';
import type { NewRow, RowUpdate } from '../../db/schema.ts';

export type TTenantAccessUpdate = Pick<
  RowUpdate<'tenants'>,
  'is_active' | 'access_until' | 'subscription_start' | 'subscription_end'
>;

/** Writes a tenant's access state; answers whether the tenant exists. */
export async function updateTenantAccess(
  db: TDb,
  tenantId: string,
  values: TTenantAccessUpdate & { updated_at: string },
): Promise<boolean> {
  const result = await db.updateTable('tenants').set(values).where('id', '=', tenantId).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export function findTenantAccess(db: TDb, tenantId: string) {
  return db
    .selectFrom('tenants')
    .select(['id', 'name', 'email', 'is_active', 'access_until', 'subscription_start', 'subscription_end'])
    .where('id', '=', tenantId)
    .executeTakeFirst();
}

/** Switched-on tenants whose access ended: the sweep turns them off so counts by is_active stay right. */
export async function deactivateLapsedTenants(db: TDb, now: string): Promise<string[]> {
  const rows = await db
    .updateTable('tenants')
    .set({ is_active: 0, updated_at: now })
    .where('access_until', 'is not', null)
    .where('access_until', '<=', now)
    .where('is_active', '=', 1)
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Records a provider event id; false when it was already there (a replay). */
export async function insertBillingEvent(db: TDb, row: NewRow<'billing_events'>): Promise<boolean> {
  const result = await db
    .insertInto('billing_events')
    .values(row)
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

export function findSubscriptionByProviderId(db: TDb, providerSubscriptionId: string) {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('provider_subscription_id', '=', providerSubscriptionId)
    .executeTakeFirst();
}

export function listTenantSubscriptions(db: TDb, tenantId: string) {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .orderBy('created_at', 'desc')
    .execute();
}

/** The tenant's billing customer at the provider, reused for its next checkout. */
export async function findTenantCustomerId(db: TDb, tenantId: string, provider: string) {
  const row = await db
    .selectFrom('subscriptions')
    .select('provider_customer_id')
    .where('tenant_id', '=', tenantId)
    .where('provider', '=', provider)
    .where('provider_customer_id', 'is not', null)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return row?.provider_customer_id ?? undefined;
}

export async function insertSubscription(db: TDb, row: NewRow<'subscriptions'>): Promise<void> {
  await db.insertInto('subscriptions').values(row).execute();
}

export async function updateSubscription(
  db: TDb,
  id: string,
  values: RowUpdate<'subscriptions'> & { updated_at: string },
): Promise<void> {
  await db.updateTable('subscriptions').set(values).where('id', '=', id).execute();
}

export async function insertSubscriptionHistory(db: TDb, row: NewRow<'subscription_history'>): Promise<void> {
  await db.insertInto('subscription_history').values(row).execute();
}

/** Whether a subscription has been paid for before: its first payment is its Created history row. */
export async function hasPaymentHistory(db: TDb, subscriptionId: string): Promise<boolean> {
  const row = await db
    .selectFrom('subscription_history')
    .select('id')
    .where('subscription_id', '=', subscriptionId)
    .where('status', 'in', ['created', 'renewed'])
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Local subscriptions whose period is over, paid or trialing: the local provider renews them (it charges
 * nothing), the end of a trial kept at subscribing being the first payment.
 */
export function listLocalSubscriptionsDue(db: TDb, now: string) {
  return db
    .selectFrom('subscriptions')
    .select(['id', 'tenant_id', 'provider_subscription_id', 'provider_customer_id', 'subscription_end'])
    .where('provider', '=', 'local')
    .where('status', 'in', ['active', 'trialing'])
    .where('subscription_end', '<=', now)
    .execute();
}

/** Locks the tenant row for the rest of the transaction (PostgreSQL); false when there is no such tenant. */
export async function lockTenantRow(trx: TDb, tenantId: string): Promise<boolean> {
  const row = await trx
    .selectFrom('tenants')
    .select('id')
    .where('id', '=', tenantId)
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}
