import { sql } from 'kysely';
import type { TDb } from './database.ts';
import { isPostgres } from './dialect.ts';

/**
 * On PostgreSQL an order and a change of the tenant's currency exclude each other: an order reads its catalog
 * under a shared per-tenant lock, a currency change rescales prices under the exclusive one. So the change
 * sees every order placed before it (and refuses to rescale under them), and no order priced in the old
 * currency's minor units commits after it. SQLite runs one write transaction at a time: nothing to lock.
 * It lives with the data layer because both the order path and the store settings take it.
 */
export async function lockCatalog(trx: TDb, tenantId: string, mode: 'shared' | 'exclusive'): Promise<void> {
  if (!isPostgres(trx)) return;
  const key = catalogLockKey(tenantId);
  if (mode === 'shared')
    await sql`select pg_advisory_xact_lock_shared(hashtextextended(${key}, 0))`.execute(trx);
  else await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
}

/**
 * The lock's key text (hashed with hashtextextended(key, 0)); also taken, shared, inside the order's one
 * statement on PostgreSQL (migration 0015's opentab_place_orders).
 */
export const catalogLockKey = (tenantId: string) => `opentab.catalog:${tenantId}`;

/** Taken by a currency change before it looks for orders (settings/store-setting.service.ts). */
export const lockCatalogForCurrencyChange = (trx: TDb, tenantId: string) =>
  lockCatalog(trx, tenantId, 'exclusive');
