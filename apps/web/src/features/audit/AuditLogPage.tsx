import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  AUDIT_COUNT_LIMIT,
  type TAuditAction,
  type TAuditEntryResponse,
  type TAuditValues,
} from '@opentab/shared';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { DateFilterButton } from '../../components/DateFilterButton/DateFilterButton';
import { countText, LoadMore } from '../../components/LoadMore/LoadMore';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { QueryState } from '../../components/QueryState/QueryState';
import { RecordTable, TableSkeleton, type TColumn } from '../../components/RecordTable/RecordTable';
import { APP_NAME } from '../../lib/constants';
import { downloadUrl } from '../../lib/download';
import { formatDateTime } from '../../lib/format';
import { t } from '../../lib/i18n';
import { loadedRows } from '../../lib/list-pages';
import {
  AUDIT_LOAD_FAILED,
  auditCsvUrl,
  type TAuditFilter,
  useAuditLog,
  useStoreTimeZone,
} from './audit-api';

/** The table needs this much room; a narrower screen shows each entry as a card. */
const TABLE_MIN_WIDTH = 900;

const actionOptions = () =>
  AUDIT_ACTIONS.map((action) => ({ value: action, label: t(AUDIT_ACTION_LABELS[action]) }));

const valueText = (value: TAuditValues[string] | undefined) =>
  value === null || value === undefined || value === '' ? '—' : String(value);

/** "scope: POS → POS,ORDERS", one line per changed field; an add lists what it set, a delete what it had. */
function ChangeLines({ entry }: { entry: TAuditEntryResponse }) {
  const fields = Object.keys(entry.after ?? entry.before ?? {});
  if (fields.length === 0) return <Text size="sm">—</Text>;
  return (
    <Stack gap={2}>
      {fields.map((field) => {
        const before = entry.before ? valueText(entry.before[field]) : null;
        const after = entry.after ? valueText(entry.after[field]) : null;
        return (
          <Text size="sm" key={field}>
            <Text span fw={600} size="sm">
              {field}:
            </Text>{' '}
            {before !== null && after !== null
              ? t('{before} → {after}', { before, after })
              : (after ?? before)}
          </Text>
        );
      })}
    </Stack>
  );
}

/** The users who appear in the loaded entries, to filter by one of them (a filtered list keeps its one). */
function userOptions(entries: readonly TAuditEntryResponse[]) {
  const users = new Map<string, string>();
  for (const entry of entries) if (entry.user_id) users.set(entry.user_id, entry.user_name);
  return [...users].map(([value, label]) => ({ value, label }));
}

/**
 * /dashboard/audit-log (issue 23): who changed what, when and from which device, newest first; filtered by
 * date, user and action, and downloadable as CSV. Entries are written by the server with each change and
 * can be neither edited nor deleted.
 */
export function AuditLogPage() {
  useDocumentTitle(`${t('Audit Log')} · ${APP_NAME}`);
  const timeZone = useStoreTimeZone();
  const [filter, setFilter] = useState<TAuditFilter>({
    dates: { type: 'today' },
    userId: null,
    action: null,
  });
  const log = useAuditLog(filter);
  const { rows, totalCount } = loadedRows(log.data?.pages, (entry) => entry.id);

  const columns: readonly TColumn<TAuditEntryResponse>[] = [
    { header: t('Time'), render: (entry) => formatDateTime(entry.created_at, timeZone), noWrap: true },
    { header: t('User'), render: (entry) => entry.user_name },
    { header: t('Device'), render: (entry) => entry.device ?? '—' },
    { header: t('Action'), render: (entry) => t(AUDIT_ACTION_LABELS[entry.action]), noWrap: true },
    { header: t('Subject'), render: (entry) => entry.subject },
    { header: t('Change'), render: (entry) => <ChangeLines entry={entry} /> },
  ];

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('Audit Log')}
        description={t(
          'Who changed users, scopes, taxes and prices, when and from which device. Entries cannot be edited or deleted.',
        )}
        actions={
          <Group gap="sm">
            <DateFilterButton
              value={filter.dates}
              onChange={(dates) => setFilter({ ...filter, dates })}
              timeZone={timeZone ?? 'UTC'}
            />
            <Button
              variant="default"
              leftSection={<IconDownload size={18} />}
              onClick={() => downloadUrl(auditCsvUrl(filter), 'audit-log.csv')}
            >
              {t('Download CSV')}
            </Button>
          </Group>
        }
      />
      <Group gap="sm" align="flex-end">
        <Select
          label={t('User')}
          placeholder={t('All users')}
          data={userOptions(rows)}
          value={filter.userId}
          onChange={(userId) => setFilter({ ...filter, userId })}
          clearable
          w={220}
        />
        <Select
          label={t('Action')}
          placeholder={t('All actions')}
          data={actionOptions()}
          value={filter.action}
          onChange={(action) => setFilter({ ...filter, action: action as TAuditAction | null })}
          clearable
          w={220}
        />
      </Group>
      <QueryState
        query={log}
        errorText={t(AUDIT_LOAD_FAILED)}
        emptyText={t('No changes recorded for this filter.')}
        isEmpty={(data) => data.pages[0]?.list.length === 0}
        skeleton={<TableSkeleton />}
      >
        {() => (
          <Stack gap="sm">
            <RecordTable
              rows={rows}
              columns={columns}
              rowKey={(entry) => entry.id}
              minWidth={TABLE_MIN_WIDTH}
              label={t('Audit log')}
            />
            <LoadMore
              hasMore={log.hasNextPage}
              loading={log.isFetchingNextPage}
              onLoadMore={() => void log.fetchNextPage()}
              summary={t('Showing the newest {shown} of {total} entries — narrow the filter or load more.', {
                shown: rows.length,
                total: countText(totalCount, AUDIT_COUNT_LIMIT),
              })}
            />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
