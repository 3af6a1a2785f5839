import type { TAuditAction, TDateFilterQuery } from '@opentab/shared';
import { useQuery } from '@tanstack/react-query';
import { dateFilterQuery } from '../../components/DateFilterButton/DateFilterButton';
import { api } from '../../lib/api';
import { msg } from '../../lib/i18n';
import { useListPages } from '../../lib/list-pages';

export const AUDIT_LOAD_FAILED = msg('Error loading the audit log! Please try later!');

/** What the Audit Log screen filters by: the date filter, and one user or one action when chosen. */
export type TAuditFilter = { dates: TDateFilterQuery; userId: string | null; action: TAuditAction | null };

/** The query of a filter, as the list and its CSV take it. */
function auditQuery(filter: TAuditFilter) {
  return {
    ...dateFilterQuery(filter.dates),
    ...(filter.userId ? { userId: filter.userId } : {}),
    ...(filter.action ? { action: filter.action } : {}),
  };
}

/** The entries of a filter, newest first, a page at a time (Load more asks for the next). */
export function useAuditLog(filter: TAuditFilter) {
  return useListPages(['audit-log', filter], '/audit-log', { query: auditQuery(filter) });
}

/** Where the browser downloads the filter's entries as a CSV file (the session cookie goes with it). */
export function auditCsvUrl(filter: TAuditFilter): string {
  const query = new URLSearchParams(
    Object.entries(auditQuery(filter)).map(([key, value]) => [key, String(value)]),
  );
  return `/api/v1/audit-log/download?${query}`;
}

/** The store's time zone, in which the date filter's days start and the times show. */
export function useStoreTimeZone(): string | undefined {
  return useQuery({
    queryKey: ['audit-log-store-time-zone'],
    queryFn: ({ signal }) => api.get('/settings/store-setting', { signal }),
    select: (store) => store.timeZone,
  }).data;
}
