import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconPrinter, IconReceipt } from '@tabler/icons-react';
import { t } from '../../lib/i18n';
import { useOutbox } from '../../lib/offline/use-outbox';
import { openReceiptWindow, openTokenWindow } from '../../lib/print-windows';

type TProps = {
  /** the token, or the provisional one ("P-7") of an order made offline (issue 25) */
  tokenNo: number | string;
  orderId: string | null;
  /** set for an order made offline: its outbox entry, which its receipt prints from until it synced */
  offlineId: string | null;
  /** the business, whose outbox says when that order synced */
  tenantId: string;
  /** the change to hand back (formatted), when the cashier typed the amount tendered */
  changeDue: string | null;
  /** Print settings allow receipts: offer reprinting it (the window may have been blocked). */
  canPrintReceipt: boolean;
  /** The print settings' paper width in mm, which the token slip follows. */
  pageFormat: number | null;
  /** The store's language, which the token slip prints in (issue 24). */
  storeLanguage: string;
  onClose: () => void;
};

/** "Order sent to Kitchen!" with the big token number, the order id and Print Token. */
export function OrderSentDialog({
  tokenNo,
  orderId,
  offlineId,
  tenantId,
  changeDue,
  canPrintReceipt,
  pageFormat,
  storeLanguage,
  onClose,
}: TProps) {
  // issue 25: once the order made offline synced, its real token replaces the provisional one here too
  const synced = useOutbox(offlineId ? tenantId : null).synced.find((order) => order.id === offlineId);
  const shownToken = synced ? synced.tokenNo : tokenNo;
  return (
    <Modal opened onClose={onClose} title={t('Order sent to Kitchen!')} centered>
      <Stack align="center" gap="xs">
        <Text size="sm" c="dimmed">
          {t('Token No.')}
        </Text>
        <Text fz={72} fw={800} lh={1} data-testid="sent-token">
          {shownToken}
        </Text>
        {synced ? (
          <Text size="sm" c="teal.9" ta="center" data-testid="sent-synced">
            {t('{provisional} is now token {token}', { provisional: tokenNo, token: synced.tokenNo })}
          </Text>
        ) : orderId ? (
          <Text size="sm" c="dimmed" ta="center" style={{ wordBreak: 'break-all' }}>
            {t('Order ID: {id}', { id: orderId })}
          </Text>
        ) : (
          <Text size="sm" fw={600} ta="center" data-testid="sent-offline">
            {t('Made offline: the real token comes when this device syncs.')}
          </Text>
        )}
        {changeDue ? (
          <Text fz={28} fw={800} c="teal.9" data-testid="sent-change-due">
            {t('Change Due: {amount}', { amount: changeDue })}
          </Text>
        ) : null}
        <Group mt="md" justify="center">
          {canPrintReceipt ? (
            <Button
              variant="default"
              leftSection={<IconReceipt size={18} />}
              onClick={() => openReceiptWindow(offlineId ? { offlineId } : { orderId: orderId ?? '' })}
            >
              {t('Print Receipt')}
            </Button>
          ) : null}
          <Button
            leftSection={<IconPrinter size={18} />}
            onClick={() => openTokenWindow(shownToken, pageFormat, storeLanguage)}
            data-autofocus
          >
            {t('Print Token')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
