import { Badge } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { t } from '../../lib/i18n';
import { useLiveStatus } from '../../lib/realtime';

/**
 * The state of the realtime link for the page headers of the live screens (POS, Orders, Kitchen): a green
 * "Live" dot, or a red badge while the link is down (the screen polls meanwhile).
 */
export function LiveIndicator() {
  const status = useLiveStatus();
  if (status === 'down') {
    return (
      <Badge
        role="status"
        color="red"
        size="lg"
        variant="filled"
        leftSection={<IconPlugConnectedX size={16} />}
        style={{ textTransform: 'none' }}
      >
        {t('Live updates paused — reconnecting…')}
      </Badge>
    );
  }
  return (
    <Badge role="status" color={status === 'live' ? 'green' : 'gray'} size="lg" variant="dot">
      {status === 'live' ? t('Live') : t('Connecting…')}
    </Badge>
  );
}
