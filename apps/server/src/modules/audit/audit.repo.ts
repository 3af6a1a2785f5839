import type { TDb } from '../../db/database.ts';
import type { Row } from '../../db/schema.ts';
import { keysetPage, type TPageCursor } from '../../lib/list-page.ts';

export type TAuditRow = Row<'audit_log'>;

/** Which entries a list holds: written in [from, to) (ISO times), by one user or of one action when given. */
export type TAuditFilter = { range: { from: string; to: string }; userId?: string; action?: string };

function matching(db: TDb, tenantId: string, filter: TAuditFilter) {
  let query = db
    .selectFrom('audit_log')
    .where('audit_log.tenant_id', '=', tenantId)
    .where('audit_log.created_at', '>=', filter.range.from)
    .where('audit_log.created_at', '<', filter.range.to);
  if (filter.userId !== undefined) query = query.where('audit_log.user_id', '=', filter.userId);
  if (filter.action !== undefined) query = query.where('audit_log.action', '=', filter.action);
  return query;
}

/** Appends one entry in the caller's transaction: the change and its entry commit or roll back together. */
export async function insertAuditEntry(trx: TDb, row: TAuditRow): Promise<void> {
  await trx.insertInto('audit_log').values(row).execute();
}

/** A device's name as My Devices shows it, kept on the entry: the device may be signed out later. */
export async function findDeviceName(db: TDb, deviceId: string): Promise<string | null> {
  const row = await db.selectFrom('devices').select('name').where('id', '=', deviceId).executeTakeFirst();
  return row?.name ?? null;
}

/** The store's time zone, in which the date filter's days start. */
export async function findStoreTimeZone(db: TDb, tenantId: string): Promise<string> {
  const row = await db
    .selectFrom('store_settings')
    .select('time_zone')
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  return row?.time_zone ?? 'UTC';
}

/** A page of entries, newest first: at most `limit`, older than the entry `after` (the previous page's last). */
export function listAuditPage(
  db: TDb,
  tenantId: string,
  { filter, page }: { filter: TAuditFilter; page: { after?: TPageCursor; limit: number } },
): Promise<TAuditRow[]> {
  const query = matching(db, tenantId, filter).selectAll('audit_log');
  return keysetPage(query, 'audit_log', { ...page, order: 'desc' }).execute();
}

/** How many entries a list holds, counting no further than `upTo` (a count reads every row it counts). */
export async function countAuditEntries(
  db: TDb,
  tenantId: string,
  { filter, upTo }: { filter: TAuditFilter; upTo: number },
): Promise<number> {
  const row = await db
    .selectFrom(matching(db, tenantId, filter).select('audit_log.id').limit(upTo).as('capped'))
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
