import { Button, Group, Select, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import {
  LOG_FILTER_TYPES,
  LOG_MOVEMENT_FILTERS,
  STOCK_MOVEMENT_LABELS,
  STOCK_MOVEMENTS_COUNT_LIMIT,
  type TLogMovementFilter,
  type TStockMovementResponse,
} from '@opentab/shared';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
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
import { InventoryTabs } from './InventoryTabs';
import {
  INVENTORY_LOAD_FAILED,
  logsCsvUrl,
  type TLogsFilter,
  useStockItems,
  useStockLogs,
} from './inventory-api';
import { formatSignedQuantity, MovementTypeBadge, movementNote } from './stock-format';

const TABLE_MIN_WIDTH = 860;

const typeLabel = (filter: TLogMovementFilter) =>
  filter === 'all' ? t('All types') : t(STOCK_MOVEMENT_LABELS[LOG_FILTER_TYPES[filter]]);

/** /dashboard/inventory/logs (issue 27): every movement, filtered by date, type and item, and as a CSV. */
export function InventoryLogsPage() {
  useDocumentTitle(`${t('Inventory Logs')} · ${APP_NAME}`);
  const [params] = useSearchParams();
  const items = useStockItems();
  const [filter, setFilter] = useState<TLogsFilter>(() => ({
    dates: params.get('itemId') ? { type: 'this_month' } : { type: 'last_7days' },
    movementType: 'all',
    itemId: params.get('itemId'),
  }));
  const logs = useStockLogs(filter);
  const { rows, totalCount } = loadedRows(logs.data?.pages, (movement) => movement.id);
  const timeZone = items.data?.timeZone ?? 'UTC';

  const columns: readonly TColumn<TStockMovementResponse>[] = [
    { header: t('Time'), render: (m) => formatDateTime(m.createdAt, timeZone), noWrap: true },
    { header: t('Item'), render: (m) => m.title },
    { header: t('Type'), render: (m) => <MovementTypeBadge type={m.movementType} />, noWrap: true },
    { header: t('Quantity'), render: (m) => formatSignedQuantity(m.quantity, m.unit), noWrap: true },
    { header: t('Note'), render: movementNote },
    { header: t('By'), render: (m) => m.createdByName || '—' },
  ];

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('Inventory Logs')}
        description={t(
          'Every movement of stock, who made it and why. Movements cannot be edited or deleted.',
        )}
        actions={
          <Group gap="sm">
            <DateFilterButton
              value={filter.dates}
              onChange={(dates) => setFilter({ ...filter, dates })}
              timeZone={timeZone}
            />
            <Button
              variant="default"
              leftSection={<IconDownload size={18} />}
              onClick={() => downloadUrl(logsCsvUrl(filter), 'stock-movements.csv')}
            >
              {t('Download CSV')}
            </Button>
          </Group>
        }
      />
      <InventoryTabs current="/dashboard/inventory/logs" />
      <Group gap="sm" align="flex-end">
        <Select
          label={t('Type')}
          data={LOG_MOVEMENT_FILTERS.map((value) => ({ value, label: typeLabel(value) }))}
          value={filter.movementType}
          onChange={(value) => setFilter({ ...filter, movementType: (value ?? 'all') as TLogMovementFilter })}
          allowDeselect={false}
          w={200}
        />
        <Select
          label={t('Item')}
          placeholder={t('All items')}
          data={(items.data?.items ?? []).map((item) => ({ value: item.id, label: item.title }))}
          value={filter.itemId}
          onChange={(itemId) => setFilter({ ...filter, itemId })}
          searchable
          clearable
          w={240}
        />
      </Group>
      <QueryState
        query={logs}
        errorText={t(INVENTORY_LOAD_FAILED)}
        emptyText={t('No movements for this filter.')}
        isEmpty={(data) => data.pages[0]?.list.length === 0}
        skeleton={<TableSkeleton />}
      >
        {() => (
          <Stack gap="sm">
            <RecordTable
              rows={rows}
              columns={columns}
              rowKey={(m) => m.id}
              minWidth={TABLE_MIN_WIDTH}
              label={t('Inventory Logs')}
            />
            <LoadMore
              hasMore={logs.hasNextPage}
              loading={logs.isFetchingNextPage}
              onLoadMore={() => void logs.fetchNextPage()}
              summary={t(
                'Showing the newest {shown} of {total} movements — narrow the filter or load more.',
                {
                  shown: rows.length,
                  total: countText(totalCount, STOCK_MOVEMENTS_COUNT_LIMIT),
                },
              )}
            />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
