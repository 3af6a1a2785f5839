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
