import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { POS_MSG, type TOrderGroupResponse, type TPosStoreTable } from '@opentab/shared';
import { type FormEvent, useState } from 'react';
import { t } from '../../lib/i18n';
import { tableLabel } from '../../lib/table-label';
import { describeGroup } from './OrderGroupCard';
import { useTransferOrders } from './orders-api';

type TProps = {
  /** the card whose orders move; null: closed */
  group: TOrderGroupResponse | null;
  tables: readonly TPosStoreTable[];
  /** tables with a card on the screen: moving there merges the bills */
  occupiedTableIds: ReadonlySet<string>;
  onClose: () => void;
};

/**
 * Move to table (issue 23): every order of a card goes to another table, free or occupied (a merge: one
 * card, one bill). The server seats them and every Orders and Kitchen screen refetches on its announcement.
 */
export function MoveTableDialog({ group, tables, occupiedTableIds, onClose }: TProps) {
  return (
    <Modal opened={group !== null} onClose={onClose} title={t('Move to Another Table')} centered>
      {group ? (
        <MoveTableForm group={group} tables={tables} occupiedTableIds={occupiedTableIds} onClose={onClose} />
      ) : null}
    </Modal>
  );
}

function MoveTableForm({
  group,
  tables,
  occupiedTableIds,
  onClose,
}: TProps & { group: TOrderGroupResponse }) {
  const [tableId, setTableId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const transfer = useTransferOrders();
  const options = tables
    .filter((table) => table.id !== group.table_id)
    .map((table) => ({
      value: table.id,
      label: occupiedTableIds.has(table.id)
        ? t('{table} · occupied', { table: tableLabel(table) })
        : tableLabel(table),
    }));
  const merges = tableId !== null && occupiedTableIds.has(tableId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!tableId) {
      setError(t(POS_MSG.transferTableRequired));
      return;
    }
    try {
      await transfer.mutateAsync({ orderIds: group.order_ids, tableId });
      onClose();
    } catch {
      // the toast has said why; the dialog stays for another choice
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text>{t('Move every order of {group} to:', { group: describeGroup(group) })}</Text>
        <Select
          label={t('Table')}
          placeholder={options.length === 0 ? t('No other tables') : t('Choose a table')}
          data={options}
          value={tableId}
          onChange={(value) => {
            setTableId(value);
            setError(null);
          }}
          searchable
          error={error}
          disabled={options.length === 0}
        />
        {merges ? (
          <Text size="sm" c="orange.8" data-testid="move-merges">
            {t('That table has open orders: these join its card and are paid with them.')}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('Cancel')}
          </Button>
          <Button type="submit" loading={transfer.isPending}>
            {t('Move')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
