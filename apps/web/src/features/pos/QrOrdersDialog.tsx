import { Alert, Group, Loader, Text } from '@mantine/core';
import type { TQrOrder } from '@opentab/shared';
import { LoadError } from '../../components/LoadError/LoadError';
import { formatDateTime } from '../../lib/format';
import { t } from '../../lib/i18n';
import { useReachable } from '../../lib/offline/use-outbox';
import { qrOrderCustomer, qrOrderTable } from './qr-intake';
import { useQrOrderList } from './qr-orders-api';
import { SavedCartRow, SavedCartsDialog } from './SavedCarts';

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
  const reachable = useReachable();

  return (
    <SavedCartsDialog title={t('QR Orders')} count={qrOrders.length} onClose={onClose} onClear={onClear}>
      {!reachable ? (
        // issue 25: the POS sells offline, but diners' orders arrive through the server
        <Alert color="orange" data-testid="qr-needs-network">
          {t('QR orders need the network: they show again once the server answers.')}
        </Alert>
      ) : list.isPending ? (
        <Group justify="center" py="md">
          <Loader size="sm" aria-label={t('Loading QR orders')} />
        </Group>
      ) : list.isError ? (
        <LoadError
          title={t('Error loading QR orders! Please try later!')}
          error={list.error}
          onRetry={list.refetch}
        />
      ) : qrOrders.length === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          {t('No QR orders waiting!')}
        </Text>
      ) : (
        qrOrders.map((qrOrder) => <QrOrderRow key={qrOrder.id} qrOrder={qrOrder} {...{ onLoad, onDelete }} />)
      )}
    </SavedCartsDialog>
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
  return (
    <SavedCartRow
      testId="qr-order-row"
      name={t('QR order {table} · {customer}', { table, customer })}
      title={
        <>
          <span data-testid="qr-order-table">{table}</span> ·{' '}
          <span data-testid="qr-order-customer">{customer}</span>
        </>
      }
      detail={
        <>
          <span data-testid="qr-order-items">
            {t('{count, plural, one {# item} other {# items}}', { count })}
          </span>{' '}
          · {formatDateTime(qrOrder.created_at)}
        </>
      }
      onLoad={() => onLoad(qrOrder)}
      onDelete={() => onDelete(qrOrder)}
    />
  );
}
