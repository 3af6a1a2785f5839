import { Anchor, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { TDateFilterQuery, TInventoryDashboardResponse } from '@opentab/shared';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { DateFilterButton } from '../../components/DateFilterButton/DateFilterButton';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { QueryState } from '../../components/QueryState/QueryState';
import { RecordTable, type TColumn } from '../../components/RecordTable/RecordTable';
import { APP_NAME } from '../../lib/constants';
import { formatPrice } from '../../lib/format';
import { t } from '../../lib/i18n';
import { InventoryTabs } from './InventoryTabs';
import { INVENTORY_LOAD_FAILED, useInventoryDashboard } from './inventory-api';
import { EmptyNote, formatQuantity, StockStatusBadge } from './stock-format';

type TUsage = TInventoryDashboardResponse['items'][number];

function Stat({ label, value, hint }: { label: string; value: ReactNode; hint?: string }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz={24} component="div">
        {value}
      </Text>
      {hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </Card>
  );
}

const itemLink = (id: string, title: string) => (
  <Anchor component={Link} to={`/dashboard/inventory/${id}`} fw={600}>
    {title}
  </Anchor>
);

/** /dashboard/inventory/dashboard (issue 27): low stock, usage and wastage over a date range, value on hand. */
export function InventoryDashboardPage() {
  useDocumentTitle(`${t('Inventory Dashboard')} · ${APP_NAME}`);
  const [dates, setDates] = useState<TDateFilterQuery>({ type: 'last_7days' });
  const dashboard = useInventoryDashboard(dates);

  const usageColumns: readonly TColumn<TUsage>[] = [
    { header: t('Item'), render: (row) => itemLink(row.itemId, row.title) },
    { header: t('In'), render: (row) => formatQuantity(row.totalIn, row.unit), noWrap: true },
    { header: t('Out'), render: (row) => formatQuantity(row.totalOut, row.unit), noWrap: true },
    { header: t('Wastage'), render: (row) => formatQuantity(row.totalWastage, row.unit), noWrap: true },
    { header: t('On hand'), render: (row) => formatQuantity(row.currentStock, row.unit), noWrap: true },
    { header: t('Status'), render: (row) => <StockStatusBadge status={row.status} />, noWrap: true },
  ];

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('Inventory Dashboard')}
        description={t('What came in, went out and was wasted over the dates, against what is on hand now.')}
        actions={
          <DateFilterButton value={dates} onChange={setDates} timeZone={dashboard.data?.timeZone ?? 'UTC'} />
        }
      />
      <InventoryTabs current="/dashboard/inventory/dashboard" />
      <QueryState
        query={dashboard}
        errorText={t(INVENTORY_LOAD_FAILED)}
        skeleton={<Skeleton h={360} radius="md" />}
      >
        {(data) => (
          <Stack gap="lg">
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
              <Stat
                label={t('Value on hand')}
                value={formatPrice(data.valueOnHand, data.currency)}
                hint={
                  data.itemsWithoutCost > 0
                    ? t('{count, plural, one {# item has no cost} other {# items have no cost}}', {
                        count: data.itemsWithoutCost,
                      })
                    : undefined
                }
              />
              <Stat label={t('Low stock')} value={data.statusCounts.low} />
              <Stat label={t('Out of stock')} value={data.statusCounts.out} />
              <Stat label={t('In stock')} value={data.statusCounts.in} />
            </SimpleGrid>
            <Group gap="xs">
              <Title order={2} fz="lg">
                {t('Low stock')}
              </Title>
            </Group>
            {data.lowStock.length === 0 ? (
              <EmptyNote text={t('Nothing is running low.')} />
            ) : (
              <RecordTable
                rows={data.lowStock}
                columns={[
                  { header: t('Item'), render: (item) => itemLink(item.id, item.title) },
                  {
                    header: t('On hand'),
                    render: (item) => formatQuantity(item.quantity, item.unit),
                    noWrap: true,
                  },
                  {
                    header: t('Low-stock level'),
                    render: (item) => formatQuantity(item.min_quantity_threshold, item.unit),
                    noWrap: true,
                  },
                  {
                    header: t('Status'),
                    render: (item) => <StockStatusBadge status={item.status} />,
                    noWrap: true,
                  },
                ]}
                rowKey={(item) => item.id}
                minWidth={560}
                label={t('Low stock')}
              />
            )}
            <Title order={2} fz="lg">
              {t('Usage and wastage')}
            </Title>
            {data.items.length === 0 ? (
              <EmptyNote text={t('No stock items yet! Add the ingredients and goods you keep.')} />
            ) : (
              <RecordTable
                rows={data.items}
                columns={usageColumns}
                rowKey={(row) => row.itemId}
                minWidth={720}
                label={t('Usage and wastage')}
              />
            )}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
