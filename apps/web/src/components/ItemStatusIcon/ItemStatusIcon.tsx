import { type MantineColor, ThemeIcon } from '@mantine/core';
import type { TOrderItemStatus } from '@opentab/shared';
import {
  IconChecks,
  IconCircleCheck,
  IconCircleX,
  IconClock,
  IconFlame,
  type TablerIcon,
} from '@tabler/icons-react';

type TStatusLook = { label: string; color: MantineColor; icon: TablerIcon };

/** One icon and colour per item state, so a glance at a card tells what is left to do. */
export const ITEM_STATUS_LOOK: Record<TOrderItemStatus, TStatusLook> = {
  created: { label: 'Created', color: 'gray', icon: IconClock },
  preparing: { label: 'Preparing', color: 'orange', icon: IconFlame },
  completed: { label: 'Completed', color: 'green', icon: IconCircleCheck },
  delivered: { label: 'Delivered', color: 'blue', icon: IconChecks },
  cancelled: { label: 'Cancelled', color: 'red', icon: IconCircleX },
};

export function ItemStatusIcon({ status, size = 36 }: { status: TOrderItemStatus; size?: number }) {
  const look = ITEM_STATUS_LOOK[status];
  const Icon = look.icon;
  return (
    <ThemeIcon
      size={size}
      radius="xl"
      variant="light"
      color={look.color}
      role="img"
      aria-label={look.label}
      title={look.label}
    >
      <Icon size={Math.round(size * 0.6)} />
    </ThemeIcon>
  );
}
