import type { TMessageResponse, TPosMenuItem, TPosStoreTable, TQrOrder } from '@opentab/shared';
import { useQueryClient } from '@tanstack/react-query';
import { confirmIrreversible } from '../../lib/confirm';
import { t } from '../../lib/i18n';
import { toastError, toastSuccess, withToast } from '../../lib/toast';
import { qrOrderIntake } from './qr-intake';
import { clearQrOrders, deleteQrOrder, dropQrOrder, QR_CLEAR_FAILED, refetchQrOrders } from './qr-orders-api';
import type { TPosOrder } from './use-pos-order';

/** The POS side of QR orders: load one into the order, delete one, clear all, and settle one once sent. */
export function useQrIntake(
  order: TPosOrder,
  menu: ReadonlyMap<string, TPosMenuItem>,
  tables: readonly TPosStoreTable[],
) {
  const client = useQueryClient();
  const selectedId = order.selectedQrOrder?.id ?? null;

  const load = (qrOrder: TQrOrder) => {
    const intake = qrOrderIntake(qrOrder, menu, tables);
    order.loadQrOrder(intake);
    if (intake.missing > 0) {
      toastError(
        t('{count} QR order item(s) are no longer on the menu and were left out!', { count: intake.missing }),
      );
    } else {
      toastSuccess(t('QR order loaded!'));
    }
  };

  const cancel = async (action: () => Promise<TMessageResponse>, clearsSelected: boolean) => {
    try {
      await withToast(action, t(QR_CLEAR_FAILED));
      // A cancelled QR order cannot become an order: the cart stays, the link to it goes.
      if (clearsSelected) order.setSelectedQrOrder(null);
    } catch {
      // withToast has shown the server's message or the fallback.
    } finally {
      void refetchQrOrders(client);
    }
  };

  const remove = (qrOrder: TQrOrder) =>
    confirmIrreversible({
      title: t('Delete QR order'),
      confirmLabel: t('Delete'),
      onConfirm: () => void cancel(() => deleteQrOrder(qrOrder.id), qrOrder.id === selectedId),
    });

  const clearAll = () =>
    confirmIrreversible({
      title: t('Clear all QR orders'),
      confirmLabel: t('Clear All'),
      onConfirm: () => void cancel(clearQrOrders, selectedId !== null),
    });

  /** After an order made from a QR order: it leaves the list and the badge drops by one. */
  const settle = (qrOrderId: string | null) => {
    if (qrOrderId) void dropQrOrder(client, qrOrderId);
  };

  return { load, remove, clearAll, settle };
}
