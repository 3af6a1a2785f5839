import type { TDb } from '../../db/database.ts';
import { isPostgres } from '../../db/dialect.ts';
import type { RowUpdate } from '../../db/schema.ts';
import { nowIso } from '../../lib/time.ts';

/** The tenant's store settings; on PostgreSQL inside a transaction, the row stays locked until commit. */
export function findStoreSettings(db: TDb, tenantId: string, options: { lock?: boolean } = {}) {
  return db
    .selectFrom('store_settings')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .$if(options.lock === true && isPostgres(db), (query) => query.forUpdate())
    .executeTakeFirst();
}

/** The store's language (issue 24): new users, receipts and kitchen tokens follow it. */
export function findStoreLanguage(db: TDb, tenantId: string) {
  return db
    .selectFrom('store_settings')
    .select('language')
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
}

/**
 * The store's ISO 4217 code, which every stored amount of the tenant is in. Read with `lock` inside the
 * transaction that stores an amount: on PostgreSQL the row is then share-locked until the commit, so a
 * currency change (which locks it for update and rescales every price) cannot slip in between.
 */
export async function findStoreCurrency(
  db: TDb,
  tenantId: string,
  options: { lock?: boolean } = {},
): Promise<string> {
  const row = await db
    .selectFrom('store_settings')
    .select('currency')
    .where('tenant_id', '=', tenantId)
    .$if(options.lock === true && isPostgres(db), (query) => query.forShare())
    .executeTakeFirstOrThrow();
  return row.currency;
}

/** What a report of the store heads with and shows its times in (the shift reports). */
export function findStoreHeading(db: TDb, tenantId: string) {
  return db
    .selectFrom('store_settings')
    .select(['store_name', 'address', 'currency', 'time_zone'])
    .where('tenant_id', '=', tenantId)
    .executeTakeFirstOrThrow();
}

/** What a payment of open orders reads of the store: its currency and whether a sale needs an open shift. */
export function findSaleSettings(db: TDb, tenantId: string) {
  return db
    .selectFrom('store_settings')
    .select(['currency', 'shifts_required', 'discount_limit_milli'])
    .where('tenant_id', '=', tenantId)
    .executeTakeFirstOrThrow();
}

export function updateStoreSettings(db: TDb, tenantId: string, values: RowUpdate<'store_settings'>) {
  return db
    .updateTable('store_settings')
    .set({ ...values, updated_at: nowIso() })
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
}

/** Whether the tenant has any order, invoice or QR order, whose stored amounts are in the current currency. */
export async function hasOrderHistory(db: TDb, tenantId: string): Promise<boolean> {
  for (const table of ['orders', 'invoices', 'qr_orders'] as const) {
    const row = await db.selectFrom(table).select('id').where('tenant_id', '=', tenantId).executeTakeFirst();
    if (row) return true;
  }
  return false;
}

/** Sets the logo and answers the one it replaced (the settings row is locked meanwhile). */
export function swapStoreImage(db: TDb, tenantId: string, image: string | null) {
  return db.transaction().execute(async (trx) => {
    const current = await findStoreSettings(trx, tenantId, { lock: true });
    if (!current) return undefined;
    await updateStoreSettings(trx, tenantId, { image });
    return { previous: current.image };
  });
}
