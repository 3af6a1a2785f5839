import { Badge, Button, Group, VisuallyHidden } from '@mantine/core';
import { IconDevices, IconFiles, IconList, IconPlus, IconQrcode } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LiveIndicator } from '../../components/LiveIndicator/LiveIndicator';
import { t } from '../../lib/i18n';

type TProps = {
  /** the cashier's shift status (PosShiftStatus) */
  shift: ReactNode;
  qrOrderCount: number;
  onNew: () => void;
  onOpenQrOrders: () => void;
  onOpenDrafts: () => void;
  /** issue 26: the customer display's pairing dialog */
  onOpenCustomerDisplay: () => void;
};

/** New, QR Menu Orders (with its count badge), Drafts List and the Table Orders link. */
export function PosHeader({
  shift,
  qrOrderCount,
  onNew,
  onOpenQrOrders,
  onOpenDrafts,
  onOpenCustomerDisplay,
}: TProps) {
  return (
    <Group gap="xs">
      <LiveIndicator />
      {shift}
      <Button variant="default" leftSection={<IconPlus size={18} />} onClick={onNew}>
        {t('New')}
      </Button>
      <Button
        variant="default"
        leftSection={<IconQrcode size={18} />}
        onClick={onOpenQrOrders}
        // Named by what it shows ("QR Menu Orders", the count) and a hidden "waiting": an aria-label would
        // have to repeat the visible text word for word for voice control (WCAG 2.5.3).
        rightSection={
          qrOrderCount > 0 ? (
            <>
              <Badge color="red" size="sm" circle data-testid="qr-order-count">
                {qrOrderCount}
              </Badge>
              <VisuallyHidden> {t('waiting')}</VisuallyHidden>
            </>
          ) : null
        }
      >
        {t('QR Menu Orders')}
      </Button>
      <Button variant="default" leftSection={<IconFiles size={18} />} onClick={onOpenDrafts}>
        {t('Drafts List')}
      </Button>
      <Button variant="default" leftSection={<IconDevices size={18} />} onClick={onOpenCustomerDisplay}>
        {t('Customer Display')}
      </Button>
      <Button component={Link} to="/dashboard/orders" variant="light" leftSection={<IconList size={18} />}>
        {t('Table Orders')}
      </Button>
    </Group>
  );
}
