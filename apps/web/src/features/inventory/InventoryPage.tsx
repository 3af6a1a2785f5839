import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { MSG, STOCK_STATUS_LABELS, type TStockItemResponse } from '@opentab/shared';
import { IconDownload, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { QueryState } from '../../components/QueryState/QueryState';
import { RecordTable, TableSkeleton, type TColumn } from '../../components/RecordTable/RecordTable';
import { APP_NAME } from '../../lib/constants';
import { downloadUrl } from '../../lib/download';
import { formatPrice } from '../../lib/format';
import { t } from '../../lib/i18n';
import { InventoryTabs } from './InventoryTabs';
import {
  INVENTORY_LOAD_FAILED,
  ITEMS_CSV_URL,
  STATUS_FILTERS,
  useCanChangeStock,
  useStockItems,
} from './inventory-api';
import { StockItemDialog } from './StockItemDialog';
import { EmptyNote, formatQuantity, StockStatusBadge } from './stock-format';

type TStatusFilter = (typeof STATUS_FILTERS)[number];

/** The table needs this much room; a narrower screen shows each item as a card. */
const TABLE_MIN_WIDTH = 760;

function matches(item: TStockItemResponse, search: string) {
  return item.title.toLocaleLowerCase().includes(search.trim().toLocaleLowerCase());
}

/** /dashboard/inventory (issue 27): the store's stock, searched and filtered by status, with its counts. */
export function InventoryPage() {
  useDocumentTitle(`${t('Inventory')} · ${APP_NAME}`);
  const items = useStockItems();
  const canChange = useCanChangeStock();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<TStatusFilter>('all');
  const [adding, setAdding] = useState(false);
  const currency = items.data?.currency ?? 'USD';

  const columns: readonly TColumn<TStockItemResponse>[] = [
    {
      header: t('Item'),
      render: (item) => (
        <Anchor component={Link} to={`/dashboard/inventory/${item.id}`} fw={600}>
          {item.title}
        </Anchor>
      ),
    },
    { header: t('On hand'), render: (item) => formatQuantity(item.quantity, item.unit), noWrap: true },
    {
      header: t('Low-stock level'),
      render: (item) => formatQuantity(item.min_quantity_threshold, item.unit),
      noWrap: true,
    },
    { header: t('Status'), render: (item) => <StockStatusBadge status={item.status} />, noWrap: true },
    {
      header: t('Cost per unit'),
      render: (item) => (item.costPerUnit === null ? '—' : formatPrice(item.costPerUnit, currency)),
      noWrap: true,
    },
    { header: t('Active'), render: (item) => (item.isActive ? t('Yes') : t('No')) },
  ];

  const counts = items.data?.statusCounts;
  const total = counts ? counts.in + counts.low + counts.out : 0;
  const statusLabel = (filter: TStatusFilter) => {
    const count = filter === 'all' ? total : (counts?.[filter] ?? 0);
    const label = filter === 'all' ? t('All') : t(STOCK_STATUS_LABELS[filter]);
    return t('{label} ({count})', { label, count });
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('Inventory')}
        description={t(
          'What is in stock, what runs low and what it is worth. Quantities change only through movements.',
        )}
        actions={
          <>
            <Button
              variant="default"
              leftSection={<IconDownload size={18} />}
              onClick={() => downloadUrl(ITEMS_CSV_URL, 'stock-items.csv')}
            >
              {t('Download CSV')}
            </Button>
            {canChange ? (
              <Button leftSection={<IconPlus size={18} />} onClick={() => setAdding(true)}>
                {t('Add Item')}
              </Button>
            ) : null}
          </>
        }
      />
      <InventoryTabs current="/dashboard/inventory" />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          placeholder={t('Search by title')}
          aria-label={t('Search stock items')}
          leftSection={<IconSearch size={18} />}
          w={280}
        />
        <Group gap="xs" role="group" aria-label={t('Stock status')}>
          {STATUS_FILTERS.map((filter) => (
            <Button
              key={filter}
              size="xs"
              variant={status === filter ? 'filled' : 'default'}
              aria-pressed={status === filter}
              onClick={() => setStatus(filter)}
            >
              {statusLabel(filter)}
            </Button>
          ))}
        </Group>
      </Group>
      <QueryState
        query={items}
        errorText={t(INVENTORY_LOAD_FAILED)}
        emptyText={t('No stock items yet! Add the ingredients and goods you keep.')}
        isEmpty={(data) => data.items.length === 0}
        skeleton={<TableSkeleton />}
      >
        {(data) => {
          const shown = data.items.filter(
            (item) => (status === 'all' || item.status === status) && matches(item, search),
          );
          return shown.length === 0 ? (
            <EmptyNote text={t(MSG.searchFailed)} />
          ) : (
            <RecordTable
              rows={shown}
              columns={columns}
              rowKey={(item) => item.id}
              minWidth={TABLE_MIN_WIDTH}
              label={t('Stock items')}
            />
          );
        }}
      </QueryState>
      {adding ? <StockItemDialog item={null} currency={currency} onClose={() => setAdding(false)} /> : null}
    </Stack>
  );
}
