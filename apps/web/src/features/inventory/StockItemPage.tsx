import {
  Anchor,
  Breadcrumbs,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { PAGES, STOCK_MOVEMENTS_PAGE_SIZE, type TStockMovementResponse } from '@opentab/shared';
import { IconAdjustments, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { combineQueries, QueryState } from '../../components/QueryState/QueryState';
import { RecordTable, type TColumn } from '../../components/RecordTable/RecordTable';
import { confirmDelete } from '../../lib/confirm';
import { APP_NAME } from '../../lib/constants';
import { formatDateTime, formatPrice } from '../../lib/format';
import { t } from '../../lib/i18n';
import {
  INVENTORY_LOAD_FAILED,
  useCanChangeStock,
  useDeleteStockItem,
  useStockItem,
  useStockItems,
} from './inventory-api';
import { CountDialog, MovementDialog } from './MovementDialogs';
import { StockItemDialog } from './StockItemDialog';
import {
  EmptyNote,
  formatQuantity,
  formatSignedQuantity,
  MovementTypeBadge,
  movementNote,
  StockStatusBadge,
} from './stock-format';

type TDialog = 'movement' | 'count' | 'edit' | null;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="lg" component="div">
        {children}
      </Text>
    </Card>
  );
}

/** /dashboard/inventory/:id (issue 27): one item, its movement log, and (with the change scope) its actions. */
export function StockItemPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const detail = useStockItem(id);
  const list = useStockItems();
  const canChange = useCanChangeStock();
  const remove = useDeleteStockItem();
  const [dialog, setDialog] = useState<TDialog>(null);
  useDocumentTitle(`${detail.data?.item.title ?? t('Stock Item')} · ${APP_NAME}`);

  return (
    <Stack gap="lg">
      <Breadcrumbs component="nav" aria-label={t('Breadcrumb')} separatorMargin={6}>
        <Anchor component={Link} to={PAGES.inventory.path}>
          {t('Inventory')}
        </Anchor>
        <Text>{detail.data?.item.title ?? '…'}</Text>
      </Breadcrumbs>
      <QueryState
        query={combineQueries(detail, list)}
        errorText={t(INVENTORY_LOAD_FAILED)}
        skeleton={<Skeleton h={420} radius="md" />}
      >
        {([{ item, movements }, { currency, timeZone }]) => {
          const columns: readonly TColumn<TStockMovementResponse>[] = [
            { header: t('Time'), render: (m) => formatDateTime(m.createdAt, timeZone), noWrap: true },
            { header: t('Type'), render: (m) => <MovementTypeBadge type={m.movementType} />, noWrap: true },
            { header: t('Quantity'), render: (m) => formatSignedQuantity(m.quantity, m.unit), noWrap: true },
            { header: t('Note'), render: movementNote },
            { header: t('By'), render: (m) => m.createdByName || '—' },
          ];
          const isLive = item.isDeleted === 0;
          return (
            <Stack gap="lg">
              <Group justify="space-between" align="flex-start" gap="sm">
                <Group gap="sm">
                  <Title order={1} fz={26}>
                    {item.title}
                  </Title>
                  {isLive ? (
                    <StockStatusBadge status={item.status} />
                  ) : (
                    <Text c="dimmed">{t('Deleted')}</Text>
                  )}
                </Group>
                {canChange && isLive ? (
                  <Group gap="sm">
                    <Button leftSection={<IconPlus size={18} />} onClick={() => setDialog('movement')}>
                      {t('Add Movement')}
                    </Button>
                    <Button
                      variant="default"
                      leftSection={<IconAdjustments size={18} />}
                      onClick={() => setDialog('count')}
                    >
                      {t('Count')}
                    </Button>
                    <Button
                      variant="default"
                      leftSection={<IconPencil size={18} />}
                      onClick={() => setDialog('edit')}
                    >
                      {t('Edit')}
                    </Button>
                    <Button
                      variant="default"
                      color="red"
                      leftSection={<IconTrash size={18} />}
                      loading={remove.isPending}
                      onClick={() =>
                        confirmDelete({
                          title: t('Delete stock item'),
                          question: t(
                            'The item leaves the stock list and every recipe; its movements stay in the logs.',
                          ),
                          onConfirm: () =>
                            remove.mutate(item.id, { onSuccess: () => void navigate(PAGES.inventory.path) }),
                        })
                      }
                    >
                      {t('Delete')}
                    </Button>
                  </Group>
                ) : null}
              </Group>
              <SimpleGrid cols={{ base: 2, sm: 4 }}>
                <Fact label={t('On hand')}>{formatQuantity(item.quantity, item.unit)}</Fact>
                <Fact label={t('Low-stock level')}>
                  {formatQuantity(item.min_quantity_threshold, item.unit)}
                </Fact>
                <Fact label={t('Cost per unit')}>
                  {item.costPerUnit === null ? '—' : formatPrice(item.costPerUnit, currency)}
                </Fact>
                <Fact label={t('Active')}>{item.isActive ? t('Yes') : t('No')}</Fact>
              </SimpleGrid>
              <Title order={2} fz="lg">
                {t('Movements')}
              </Title>
              {movements.length === 0 ? (
                <EmptyNote text={t('No movements yet.')} />
              ) : (
                <RecordTable
                  rows={movements}
                  columns={columns}
                  rowKey={(m) => m.id}
                  minWidth={720}
                  label={t('Movements')}
                />
              )}
              {movements.length >= STOCK_MOVEMENTS_PAGE_SIZE ? (
                <Anchor component={Link} to={`${PAGES['inventory-logs'].path}?itemId=${item.id}`}>
                  {t('Showing the newest {count} movements: see every movement in the logs', {
                    count: movements.length,
                  })}
                </Anchor>
              ) : null}
              {dialog === 'movement' ? <MovementDialog item={item} onClose={() => setDialog(null)} /> : null}
              {dialog === 'count' ? <CountDialog item={item} onClose={() => setDialog(null)} /> : null}
              {dialog === 'edit' ? (
                <StockItemDialog item={item} currency={currency} onClose={() => setDialog(null)} />
              ) : null}
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}
