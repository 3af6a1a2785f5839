import type { TDb } from '../../../db/database.ts';
import { isPostgres } from '../../../db/dialect.ts';
import type { NewRow } from '../../../db/schema.ts';

/**
 * The tenant's catalog version, held until the caller's transaction ends: on PostgreSQL the tenant row is read
 * FOR SHARE, so no catalog change (its trigger updates that row) commits meanwhile and every later read of the
 * transaction sees the catalog of this version. SQLite's one writer already holds it for a transaction.
 */
export async function holdCatalogVersion(trx: TDb, tenantId: string): Promise<number> {
  const row = await trx
    .selectFrom('tenants')
    .select('catalog_version')
    .where('id', '=', tenantId)
    .$if(isPostgres(trx), (query) => query.forShare())
    .executeTakeFirstOrThrow();
  return Number(row.catalog_version);
}

export async function hasCatalogSnapshot(db: TDb, tenantId: string, version: number): Promise<boolean> {
  const row = await db
    .selectFrom('catalog_snapshots')
    .select('version')
    .where('tenant_id', '=', tenantId)
    .where('version', '=', version)
    .executeTakeFirst();
  return row !== undefined;
}

export function findCatalogSnapshot(db: TDb, tenantId: string, version: number) {
  return db
    .selectFrom('catalog_snapshots')
    .select(['snapshot', 'superseded_at'])
    .where('tenant_id', '=', tenantId)
    .where('version', '=', version)
    .executeTakeFirst();
}

/** Insert-if-absent: two processes storing the same version store the same catalog, the first one stays. */
export async function insertCatalogSnapshot(trx: TDb, row: NewRow<'catalog_snapshots'>): Promise<void> {
  await trx
    .insertInto('catalog_snapshots')
    .values(row)
    .onConflict((oc) => oc.columns(['tenant_id', 'version']).doNothing())
    .execute();
}

/** Deletes at most `limit` snapshots superseded at or before `supersededBefore`; answers how many went. */
export async function deleteSupersededSnapshots(
  db: TDb,
  { supersededBefore, limit }: { supersededBefore: string; limit: number },
): Promise<number> {
  const result = await db
    .deleteFrom('catalog_snapshots')
    .where((eb) =>
      eb(
        eb.refTuple('tenant_id', 'version'),
        'in',
        eb
          .selectFrom('catalog_snapshots')
          .select(['tenant_id', 'version'])
          .where('superseded_at', '<=', supersededBefore)
          .limit(limit)
          .$asTuple('tenant_id', 'version'),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
