import {
  AUDIT_ACTION_LABELS,
  AUDIT_COUNT_LIMIT,
  AUDIT_CSV_HEADER,
  AUDIT_CSV_LIMIT,
  AUDIT_PAGE_SIZE,
  dateFilterRange,
  type TAuditAction,
  type TAuditEntryResponse,
  type TAuditLogQuery,
  type TAuditValues,
  toCsv,
} from '@opentab/shared';
import type { TAppContext } from '../../context.ts';
import type { TDb } from '../../db/database.ts';
import { newId } from '../../lib/ids.ts';
import { findPageCursor, type TListPage, toListPage } from '../../lib/list-page.ts';
import { nowIso } from '../../lib/time.ts';
import * as repo from './audit.repo.ts';

/** Who made a change: the signed-in user and the device the call came from. */
export type TAuditActor = { tenantId: string; userId: string; name: string; deviceId: string };

/** A change as its entry tells it; an update names the record as it was and as it became. */
export type TAuditChange = {
  action: TAuditAction;
  subject: string;
  before?: TAuditValues;
  after?: TAuditValues;
};

/** Only the fields an update changed, on both sides: an entry reads as what happened. */
function changedFields(before: TAuditValues, after: TAuditValues) {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => before[key] !== after[key],
  );
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, after[key] ?? null])),
  };
}

/**
 * Appends the entry of a change inside the caller's transaction, so the change and its entry commit or roll
 * back together. An update that changed nothing leaves no entry.
 */
export async function recordAudit(trx: TDb, actor: TAuditActor, change: TAuditChange): Promise<void> {
  let { before, after } = change;
  if (before && after) {
    ({ before, after } = changedFields(before, after));
    if (Object.keys(after).length === 0) return;
  }
  await repo.insertAuditEntry(trx, {
    id: newId(),
    tenant_id: actor.tenantId,
    created_at: nowIso(),
    user_id: actor.userId,
    user_name: actor.name,
    device: await repo.findDeviceName(trx, actor.deviceId),
    action: change.action,
    subject: change.subject,
    before: before ? JSON.stringify(before) : null,
    after: after ? JSON.stringify(after) : null,
  });
}

function presentAuditEntry(row: repo.TAuditRow): TAuditEntryResponse {
  return {
    id: row.id,
    created_at: row.created_at,
    user_id: row.user_id,
    user_name: row.user_name,
    device: row.device,
    action: row.action as TAuditAction,
    subject: row.subject,
    before: row.before === null ? null : (JSON.parse(row.before) as TAuditValues),
    after: row.after === null ? null : (JSON.parse(row.after) as TAuditValues),
  };
}

async function auditFilter(db: TDb, tenantId: string, query: TAuditLogQuery): Promise<repo.TAuditFilter> {
  const range = dateFilterRange(query, await repo.findStoreTimeZone(db, tenantId));
  return {
    range: { from: range.from.toISOString(), to: range.to.toISOString() },
    userId: query.userId,
    action: query.action,
  };
}

/** The entries of a date filter (and a user or an action), newest first, a page at a time. */
export async function listAuditLog(
  ctx: TAppContext,
  tenantId: string,
  query: TAuditLogQuery,
): Promise<{ entries: TAuditEntryResponse[]; page: TListPage }> {
  const filter = await auditFilter(ctx.db, tenantId, query);
  const after = await findPageCursor(ctx.db, tenantId, { table: 'audit_log', after: query.after });
  const rows = await repo.listAuditPage(ctx.db, tenantId, {
    filter,
    page: { after, limit: AUDIT_PAGE_SIZE + 1 },
  });
  const { shown, page } = await toListPage(rows, {
    size: AUDIT_PAGE_SIZE,
    isFirstPage: !after,
    count: () => repo.countAuditEntries(ctx.db, tenantId, { filter, upTo: AUDIT_COUNT_LIMIT }),
  });
  return { entries: shown.map(presentAuditEntry), page };
}

const valuesText = (values: TAuditValues | null) => (values ? JSON.stringify(values) : null);

/** The same filter as a CSV document, newest first, at most AUDIT_CSV_LIMIT entries. */
export async function auditLogCsv(
  ctx: TAppContext,
  tenantId: string,
  query: TAuditLogQuery,
): Promise<string> {
  const filter = await auditFilter(ctx.db, tenantId, query);
  const rows = await repo.listAuditPage(ctx.db, tenantId, { filter, page: { limit: AUDIT_CSV_LIMIT } });
  return toCsv(
    AUDIT_CSV_HEADER,
    rows
      .map(presentAuditEntry)
      .map((entry) => [
        entry.created_at,
        entry.user_name,
        entry.device,
        AUDIT_ACTION_LABELS[entry.action],
        entry.subject,
        valuesText(entry.before),
        valuesText(entry.after),
      ]),
  );
}
