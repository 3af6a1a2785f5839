import { Badge } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useLiveStatus } from '../../lib/realtime';

const LIVE_DOWN_TEXT = 'Live updates paused — reconnecting…';

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
        {LIVE_DOWN_TEXT}
      </Badge>
    );
  }
  return (
    <Badge role="status" color={status === 'live' ? 'green' : 'gray'} size="lg" variant="dot">
      {status === 'live' ? 'Live' : 'Connecting…'}
    </Badge>
  );
}
