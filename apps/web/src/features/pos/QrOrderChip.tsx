import { Badge } from '@mantine/core';
import { IconQrcode } from '@tabler/icons-react';
import { t } from '../../lib/i18n';
import type { TSelectedQrOrder } from './qr-intake';

/** Tells staff the cart came from a QR order (sending it marks that QR order done). */
export function QrOrderChip({ selected }: { selected: TSelectedQrOrder }) {
  const details = [selected.tableTitle, selected.customerLabel].filter(Boolean).join(' · ');
  return (
    <Badge
      variant="light"
      color="grape"
      size="lg"
      radius="sm"
      tt="none"
      leftSection={<IconQrcode size={14} />}
      data-testid="qr-order-chip"
      style={{ maxWidth: '100%' }}
    >
      {t('QR order loaded · {details}', { details })}
    </Badge>
  );
}
