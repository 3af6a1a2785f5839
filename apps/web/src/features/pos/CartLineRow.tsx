import { ActionIcon, Group, Paper, Text } from '@mantine/core';
import { QUANTITY_MAX } from '@opentab/shared';
import { IconDiscount, IconMinus, IconNote, IconPlus, IconTrash } from '@tabler/icons-react';
import { formatDiscount, formatMinor } from '../../lib/format';
import { t } from '../../lib/i18n';
import { unitPriceMinor } from '../../lib/menu-line';
import { menuTitle } from '../../lib/menu-title';
import type { TCartLine } from './cart';

type TProps = {
  line: TCartLine;
  number: number;
  currency: string;
  /** just added: marked for a moment so the cashier sees where it went */
  isFresh?: boolean;
  onQuantity: (delta: number) => void;
  onNotes: () => void;
  onDiscount: () => void;
  onRemove: () => void;
};

/** A cart line in three short rows: number and title with the line total; unit price and options; controls. */
export function CartLineRow({
  line,
  number,
  currency,
  isFresh = false,
  onQuantity,
  onNotes,
  onDiscount,
  onRemove,
}: TProps) {
  const unit = unitPriceMinor(line, currency);
  const title = menuTitle(line.item);
  const hasOptions = line.variant !== null || line.addons.length > 0;
  return (
    <Paper
      withBorder
      px="xs"
      py={4}
      radius="md"
      data-testid="cart-line"
      data-line-key={line.key}
      data-fresh={isFresh ? 'true' : undefined}
      bg={isFresh ? 'teal.0' : undefined}
      style={{ transition: 'background-color 400ms ease' }}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Text fw={600} size="sm" lh={1.3} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {number}. {title}
        </Text>
        <Text fw={700} size="sm" lh={1.3} style={{ flexShrink: 0 }} data-testid="line-total">
          {formatMinor(unit * line.quantity, currency)}
        </Text>
      </Group>
      <Text size="xs" c="dimmed" data-testid="line-unit">
        {line.quantity} x {formatMinor(unit, currency)}
      </Text>
      {hasOptions ? (
        <Text size="xs" c="dimmed">
          {line.variant ? <span>{menuTitle(line.variant)}</span> : null}
          {line.variant && line.addons.length > 0 ? ' · ' : null}
          {line.addons.length > 0 ? <span>+ {line.addons.map(menuTitle).join(', ')}</span> : null}
        </Text>
      ) : null}
      {line.notes ? (
        <Text size="xs" fs="italic" data-testid="line-notes">
          {t('Notes: {notes}', { notes: line.notes })}
        </Text>
      ) : null}
      {line.discount ? (
        <Text size="xs" c="teal.9" fw={600} data-testid="line-discount" style={{ overflowWrap: 'anywhere' }}>
          {t('Discount {amount} off · {reason}', {
            amount: formatDiscount(line.discount, currency),
            reason: line.discount.reason,
          })}
        </Text>
      ) : null}
      <Group justify="space-between" wrap="nowrap" gap={4}>
        <Group gap={2} wrap="nowrap">
          <ActionIcon
            variant="light"
            onClick={() => onQuantity(-1)}
            aria-label={t('Decrease {item}', { item: title })}
          >
            <IconMinus size={18} />
          </ActionIcon>
          <Text w={32} ta="center" fw={600} data-testid="line-quantity">
            {line.quantity}
          </Text>
          <ActionIcon
            variant="light"
            onClick={() => onQuantity(1)}
            disabled={line.quantity >= QUANTITY_MAX}
            aria-label={t('Increase {item}', { item: title })}
          >
            <IconPlus size={18} />
          </ActionIcon>
        </Group>
        <Group gap={2} wrap="nowrap">
          <ActionIcon
            variant="light"
            color="gray"
            onClick={onNotes}
            aria-label={t('Notes for {item}', { item: title })}
          >
            <IconNote size={18} />
          </ActionIcon>
          <ActionIcon
            variant={line.discount ? 'filled' : 'light'}
            color="teal"
            onClick={onDiscount}
            aria-label={t('Discount on {item}', { item: title })}
          >
            <IconDiscount size={18} />
          </ActionIcon>
          <ActionIcon
            variant="light"
            color="red"
            onClick={onRemove}
            aria-label={t('Remove {item}', { item: title })}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      </Group>
    </Paper>
  );
}
