import { type Kysely, sql } from 'kysely';
import { isPostgres } from './dialect.ts';

/**
 * Billing (issue 14):
 * - `tenants.access_until`: the instant the tenant's access ends (a trial's end, a paid period's end plus the
 *   renewal grace); NULL means no end (the demo, an operator's activation). The session query reads it with
 *   `is_active`, so expiry needs no job to take effect; a sweep only keeps `is_active` right for counts.
 * - `billing_events`: every provider event id processed, so a replayed webhook is a no-op.
 * - `subscriptions.state_at`: when the provider produced the state stored (Stripe's event time), so an older
 *   event arriving late never overwrites a newer state.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ts = isPostgres(db) ? sql`timestamptz` : sql`text`;
  await db.schema.alterTable('tenants').addColumn('access_until', ts).execute();
  await db.schema.createIndex('tenants_access_until_idx').on('tenants').column('access_until').execute();

  await db.schema.alterTable('subscriptions').addColumn('state_at', ts).execute();
  await db.schema
    .createIndex('subscriptions_customer_idx')
    .on('subscriptions')
    .columns(['tenant_id', 'provider_customer_id'])
    .execute();

  await db.schema
    .createTable('billing_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('tenant_id', 'text', (c) => c.references('tenants.id').onDelete('cascade'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('billing_events').execute();
  await db.schema.dropIndex('subscriptions_customer_idx').execute();
  await db.schema.alterTable('subscriptions').dropColumn('state_at').execute();
  await db.schema.dropIndex('tenants_access_until_idx').execute();
  await db.schema.alterTable('tenants').dropColumn('access_until').execute();
}
