import { ActionIcon, Alert, Button, Group, Loader, Modal, Paper, Stack, Text } from '@mantine/core';
import type { TQrOrder } from '@opentab/shared';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { formatDateTime } from '../../lib/format';
import { qrOrderCustomer, qrOrderTable } from './qr-intake';
import { useQrOrderList } from './qr-orders-api';

type TProps = {
  onClose: () => void;
  onLoad: (qrOrder: TQrOrder) => void;
  onDelete: (qrOrder: TQrOrder) => void;
  onClear: () => void;
};

/** QR Orders: table title or N/A, WALKIN or the name, and the item count, each with load and delete; clear all. */
export function QrOrdersDialog({ onClose, onLoad, onDelete, onClear }: TProps) {
  const list = useQrOrderList();
  const qrOrders = list.data ?? [];

  return (
    <Modal opened onClose={onClose} title="QR Orders" centered>
      <Stack gap="sm">
        {list.isPending ? (
          <Group justify="center" py="md">
            <Loader size="sm" aria-label="Loading QR orders" />
          </Group>
        ) : list.isError ? (
          <Alert color="red" title="Error loading QR orders! Please try later!">
            <Button variant="light" color="red" mt="sm" onClick={() => list.refetch()}>
              Try again
            </Button>
          </Alert>
        ) : qrOrders.length === 0 ? (
          <Text c="dimmed" ta="center" py="md">
            No QR orders waiting!
          </Text>
        ) : (
          qrOrders.map((qrOrder) => (
            <QrOrderRow key={qrOrder.id} qrOrder={qrOrder} {...{ onLoad, onDelete }} />
          ))
        )}
        {qrOrders.length > 0 ? (
          <Group justify="flex-end">
            <Button variant="light" color="red" onClick={onClear}>
              Clear All
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Modal>
  );
}

function QrOrderRow({
  qrOrder,
  onLoad,
  onDelete,
}: { qrOrder: TQrOrder } & Pick<TProps, 'onLoad' | 'onDelete'>) {
  const table = qrOrderTable(qrOrder);
  const customer = qrOrderCustomer(qrOrder);
  const count = qrOrder.items.length;
  const name = `${table} · ${customer}`;
  return (
    <Paper withBorder p="sm" radius="md" data-testid="qr-order-row">
      <Group justify="space-between" wrap="nowrap">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={600} truncate>
            <span data-testid="qr-order-table">{table}</span> ·{' '}
            <span data-testid="qr-order-customer">{customer}</span>
          </Text>
          <Text size="sm" c="dimmed">
            <span data-testid="qr-order-items">
              {count} {count === 1 ? 'item' : 'items'}
            </span>{' '}
            · {formatDateTime(qrOrder.created_at)}
          </Text>
        </Stack>
        <Group gap={4} wrap="nowrap">
          <ActionIcon variant="light" onClick={() => onLoad(qrOrder)} aria-label={`Load QR order ${name}`}>
            <IconDownload size={18} />
          </ActionIcon>
          <ActionIcon
            variant="light"
            color="red"
            onClick={() => onDelete(qrOrder)}
            aria-label={`Delete QR order ${name}`}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      </Group>
    </Paper>
  );
}
