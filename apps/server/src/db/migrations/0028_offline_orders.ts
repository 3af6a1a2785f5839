import { type Kysely, sql } from 'kysely';
import { isPostgres } from './dialect.ts';

/**
 * Issue 25: orders made on a POS that had lost the server, replayed later.
 *
 * - `orders.provisional_token` and `orders.device_id`: the token the device printed ("P-7") and its own id, kept
 *   beside the real token.
 * - `catalog_snapshots`: the pricing catalog of each menu version a POS was given (stored by /pos/init), so an
 *   order made offline is priced as its device priced it. `superseded_at` is when the version stopped being
 *   current: a trigger on `tenants.catalog_version` (which 0002's triggers bump on any catalog change, whatever
 *   code made it) sets it in the same transaction as the change that made the next version. A snapshot is only
 *   ever stored of the current version, with that version held (the tenant row shared on PostgreSQL, the single
 *   writer on SQLite), so every stored snapshot is either current (null) or stamped exactly. Transaction time
 *   on PostgreSQL: a version counts as superseded from its change's start, never later than it was.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  const ts = pg ? sql`timestamptz` : sql`text`;

  for (const column of ['provisional_token', 'device_id']) {
    await db.schema.alterTable('orders').addColumn(column, 'text').execute();
  }

  await db.schema
    .createTable('catalog_snapshots')
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('snapshot', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('superseded_at', ts)
    .addPrimaryKeyConstraint('catalog_snapshots_pk', ['tenant_id', 'version'])
    .execute();
  // the hourly sweep's range
  await sql`
    create index catalog_snapshots_superseded on catalog_snapshots (superseded_at)
    where superseded_at is not null`.execute(db);

  if (pg) {
    await sql`
      create function opentab_supersede_catalog_snapshot() returns trigger language plpgsql as $$
      begin
        update catalog_snapshots set superseded_at = now()
        where tenant_id = new.id and superseded_at is null;
        return null;
      end $$`.execute(db);
    await sql`
      create trigger tenants_catalog_snapshot_superseded
      after update of catalog_version on tenants
      for each row when (new.catalog_version is distinct from old.catalog_version)
      execute function opentab_supersede_catalog_snapshot()`.execute(db);
    return;
  }
  await sql`
    create trigger tenants_catalog_snapshot_superseded
    after update of catalog_version on tenants
    when new.catalog_version is not old.catalog_version
    begin
      update catalog_snapshots set superseded_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
      where tenant_id = new.id and superseded_at is null;
    end`.execute(db);
}
