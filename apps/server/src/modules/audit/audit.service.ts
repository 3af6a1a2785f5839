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
import { findPageCursor, type TListPage, toListPage } from '../../lib/list-page.ts';
import { getStoreSettings } from '../settings/store-setting.service.ts';
import * as repo from './audit.repo.ts';

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

async function auditFilter(
  ctx: TAppContext,
  tenantId: string,
  query: TAuditLogQuery,
): Promise<repo.TAuditFilter> {
  const store = await getStoreSettings(ctx, tenantId);
  const range = dateFilterRange(query, store.time_zone);
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
  const filter = await auditFilter(ctx, tenantId, query);
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
  const filter = await auditFilter(ctx, tenantId, query);
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
