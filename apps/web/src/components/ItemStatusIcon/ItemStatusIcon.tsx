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
import { msg, t } from '../../lib/i18n';

type TStatusLook = { label: string; color: MantineColor; icon: TablerIcon };

/** One icon and colour per item state, so a glance at a card tells what is left to do (labels in English: `t()` them). */
export const ITEM_STATUS_LOOK: Record<TOrderItemStatus, TStatusLook> = {
  created: { label: msg('Created'), color: 'gray', icon: IconClock },
  preparing: { label: msg('Preparing'), color: 'orange', icon: IconFlame },
  completed: { label: msg('Completed'), color: 'green', icon: IconCircleCheck },
  delivered: { label: msg('Delivered'), color: 'blue', icon: IconChecks },
  cancelled: { label: msg('Cancelled'), color: 'red', icon: IconCircleX },
};

export function ItemStatusIcon({ status, size = 36 }: { status: TOrderItemStatus; size?: number }) {
  const look = ITEM_STATUS_LOOK[status];
  const Icon = look.icon;
  const label = t(look.label);
  return (
    <ThemeIcon
      size={size}
      radius="xl"
      variant="light"
      color={look.color}
      role="img"
      aria-label={label}
      title={label}
    >
      <Icon size={Math.round(size * 0.6)} />
    </ThemeIcon>
  );
}
