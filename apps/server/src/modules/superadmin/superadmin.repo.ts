import type { TTenantStatus } from '@opentab/shared';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';

/**
 * The operator's queries. This repo alone reads across tenants (the superadmin manages all of them); it is
 * reached only through /superadmin routes, which the permission table opens to the superadmin alone.
 */
export type TRange = { from: string; to: string };

const TENANT_COLUMNS = [
  'tenants.id',
  'tenants.name',
  'tenants.email',
  'tenants.is_active',
  'tenants.subscription_start',
  'tenants.subscription_end',
  'tenants.created_at',
] as const;

function tenantsWhere(db: TDb, filter: { status: TTenantStatus; search?: string; subscriptionEnd?: TRange }) {
  let query = db.selectFrom('tenants');
  if (filter.status !== 'all') query = query.where('is_active', '=', filter.status === 'active' ? 1 : 0);
  if (filter.search) {
    const pattern = `%${filter.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // ESCAPE named explicitly: SQLite has no default escape character for LIKE (PostgreSQL's is `\`).
    query = query.where(
      sql<boolean>`(lower(tenants.name) like ${pattern} escape '\\' or lower(tenants.email) like ${pattern} escape '\\')`,
    );
  }
  if (filter.subscriptionEnd) {
    query = query
      .where('subscription_end', '>=', filter.subscriptionEnd.from)
      .where('subscription_end', '<', filter.subscriptionEnd.to);
  }
  return query;
}

export async function countTenantsByActivity(db: TDb): Promise<{ active: number; inactive: number }> {
  const rows = await db
    .selectFrom('tenants')
    .groupBy('is_active')
    .select((eb) => ['is_active', eb.fn.countAll<string | number>().as('count')])
    .execute();
  const count = (flag: number) => Number(rows.find((row) => row.is_active === flag)?.count ?? 0);
  return { active: count(1), inactive: count(0) };
}

export function listTenantsForExport(db: TDb, status: TTenantStatus) {
  return tenantsWhere(db, { status })
    .select(['name', 'email', 'is_active', 'subscription_start', 'subscription_end'])
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

export async function listTenantsPage(
  db: TDb,
  filter: { status: TTenantStatus; search?: string; subscriptionEnd?: TRange },
  page: { limit: number; offset: number },
) {
  const [rows, total] = await Promise.all([
    tenantsWhere(db, filter)
      .select(TENANT_COLUMNS)
      .orderBy('tenants.created_at', 'desc')
      .orderBy('tenants.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    tenantsWhere(db, filter)
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.count) };
}

export function findTenant(db: TDb, tenantId: string) {
  return db.selectFrom('tenants').select(TENANT_COLUMNS).where('id', '=', tenantId).executeTakeFirst();
}

export function updateTenantDetails(db: TDb, tenantId: string, details: { name: string; email: string }) {
  return db
    .updateTable('tenants')
    .set({ name: details.name, email: details.email, updated_at: new Date().toISOString() })
    .where('id', '=', tenantId)
    .executeTakeFirst();
}

/** Every tenant-owned row goes with the tenant (each table's tenant_id cascades, devices included). */
export function deleteTenant(db: TDb, tenantId: string) {
  return db.deleteFrom('tenants').where('id', '=', tenantId).executeTakeFirst();
}

/** A subscription that pays: `active`, or `past_due` while the provider retries the payment. */
const PAYING_STATUSES = ['active', 'past_due'];

/**
 * Tenants that pay: an active tenant with a live paid subscription. A free trial pays nothing, whether it
 * has no subscription row (the app's trial) or one the provider keeps `trialing` until the trial's end.
 */
export async function countPayingTenants(db: TDb): Promise<number> {
  const row = await db
    .selectFrom('subscriptions')
    .innerJoin('tenants', 'tenants.id', 'subscriptions.tenant_id')
    .where('tenants.is_active', '=', 1)
    .where('subscriptions.is_active', '=', 1)
    .where('subscriptions.status', 'in', PAYING_STATUSES)
    .select((eb) => eb.fn.count<string | number>('subscriptions.tenant_id').distinct().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Tenants working on a free trial: switched on, access running until a date still ahead, and no paying
 * subscription (a tenant the operator switched on has no end date: neither paying nor on trial).
 */
export async function countTrialTenants(db: TDb, now: string): Promise<number> {
  const row = await db
    .selectFrom('tenants')
    .where('tenants.is_active', '=', 1)
    .where('tenants.access_until', '>', now)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('subscriptions')
            .select('subscriptions.id')
            .whereRef('subscriptions.tenant_id', '=', 'tenants.id')
            .where('subscriptions.is_active', '=', 1)
            .where('subscriptions.status', 'in', PAYING_STATUSES),
        ),
      ),
    )
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Orders rung up in the range across all tenants, cancelled ones aside (as each store's reports count). */
export async function countOrders(db: TDb, range: TRange): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .where('created_at', '>=', range.from)
    .where('created_at', '<', range.to)
    .where('status', '!=', 'cancelled')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The lines sold in the range across all tenants: lines not cancelled, of orders not cancelled. */
function soldLines(db: TDb, range: TRange) {
  return db
    .selectFrom('orders')
    .innerJoin('order_items', (join) =>
      join
        .onRef('order_items.order_id', '=', 'orders.id')
        .onRef('order_items.tenant_id', '=', 'orders.tenant_id'),
    )
    .where('orders.created_at', '>=', range.from)
    .where('orders.created_at', '<', range.to)
    .where('orders.status', '!=', 'cancelled')
    .where('order_items.status', '!=', 'cancelled');
}

/**
 * Paid sales of the range per store currency, in minor units: the charged lines (net + tax) of paid, not
 * cancelled orders, as each store's own reports sum its revenue (a bill being paid in parts counts from its
 * first part, issue 23).
 */
export async function listSalesByCurrency(db: TDb, range: TRange) {
  const rows = await soldLines(db, range)
    .innerJoin('store_settings', 'store_settings.tenant_id', 'orders.tenant_id')
    .where('orders.payment_status', 'in', ['paid', 'partial'])
    .groupBy('store_settings.currency')
    .select((eb) => [
      'store_settings.currency',
      eb.fn.sum<string | number>(sql`order_items.line_net + order_items.line_tax`).as('total'),
    ])
    .execute();
  return rows.map((row) => ({ currency: row.currency, totalMinor: Number(row.total) }));
}

/** The items sold most (by quantity) in the range across all tenants, each named with its tenant. */
export async function listTopSellingItems(db: TDb, range: TRange, limit: number) {
  const rows = await soldLines(db, range)
    .innerJoin('tenants', 'tenants.id', 'orders.tenant_id')
    .groupBy(['tenants.id', 'tenants.name', 'order_items.item_id', 'order_items.item_title'])
    .select((eb) => [
      'tenants.id as tenant_id',
      'tenants.name as tenant_name',
      'order_items.item_id',
      'order_items.item_title as title',
      eb.fn.sum<string | number>('order_items.quantity').as('qty'),
    ])
    .orderBy('qty', 'desc')
    .orderBy('title')
    .orderBy('tenant_name')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, qty: Number(row.qty) }));
}

export async function countCustomers(db: TDb): Promise<number> {
  const row = await db
    .selectFrom('customers')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function listCurrencyRates(db: TDb) {
  return db.selectFrom('currency_rates').select(['currency', 'usd_per_unit', 'updated_at']).execute();
}

export async function listStoreCurrencies(db: TDb) {
  const rows = await db
    .selectFrom('store_settings')
    .groupBy('currency')
    .select((eb) => ['currency', eb.fn.countAll<string | number>().as('stores')])
    .execute();
  return rows.map((row) => ({ currency: row.currency, stores: Number(row.stores) }));
}

export async function upsertCurrencyRates(
  db: TDb,
  rates: readonly { currency: string; usdPerUnit: number }[],
) {
  const now = new Date().toISOString();
  await db
    .insertInto('currency_rates')
    .values(
      rates.map((rate) => ({ currency: rate.currency, usd_per_unit: rate.usdPerUnit, updated_at: now })),
    )
    .onConflict((oc) =>
      oc.column('currency').doUpdateSet((eb) => ({
        usd_per_unit: eb.ref('excluded.usd_per_unit'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
}

export function findStoreDetails(db: TDb, tenantId: string) {
  return db
    .selectFrom('store_settings')
    .select(['address', 'email', 'phone', 'currency', 'is_qr_menu_enabled'])
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
}

export async function countUsers(db: TDb, tenantId: string): Promise<number> {
  const row = await db
    .selectFrom('users')
    .where('tenant_id', '=', tenantId)
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function listSubscriptionHistory(db: TDb, tenantId: string) {
  return db
    .selectFrom('subscription_history')
    .select(['id', 'tenant_id', 'created_at', 'starts_on', 'expires_on', 'status'])
    .where('tenant_id', '=', tenantId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

/** The photos a tenant's rows point at (menu items, store logo, user photos), deleted after the tenant. */
export async function listTenantImages(db: TDb, tenantId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('menu_items')
    .select('image')
    .where('tenant_id', '=', tenantId)
    .where('image', 'is not', null)
    .union(
      db
        .selectFrom('store_settings')
        .select('image')
        .where('tenant_id', '=', tenantId)
        .where('image', 'is not', null),
    )
    .union(
      db
        .selectFrom('users')
        .select('photo as image')
        .where('tenant_id', '=', tenantId)
        .where('photo', 'is not', null),
    )
    .execute();
  return rows.flatMap((row) => (row.image ? [row.image] : []));
}
