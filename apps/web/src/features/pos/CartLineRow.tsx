import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import { formatMoney, QUANTITY_MAX } from '@opentab/shared';
import { IconMinus, IconNote, IconPlus, IconTrash } from '@tabler/icons-react';
import { unitPriceMinor } from '../../lib/menu-line';
import type { TCartLine } from './cart';

type TProps = {
  line: TCartLine;
  number: number;
  currency: string;
  onQuantity: (delta: number) => void;
  onNotes: () => void;
  onRemove: () => void;
};

export function CartLineRow({ line, number, currency, onQuantity, onNotes, onRemove }: TProps) {
  const unit = unitPriceMinor(line, currency);
  const { title } = line.item;
  return (
    <Paper withBorder p="xs" radius="md" data-testid="cart-line">
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {number}. {title}
          </Text>
          <Text fw={700} style={{ flexShrink: 0 }} data-testid="line-total">
            {formatMoney(unit * line.quantity, currency)}
          </Text>
        </Group>
        {line.variant ? (
          <Text size="sm" c="dimmed">
            {line.variant.title}
          </Text>
        ) : null}
        {line.addons.length > 0 ? (
          <Text size="sm" c="dimmed">
            + {line.addons.map((addon) => addon.title).join(', ')}
          </Text>
        ) : null}
        {line.notes ? (
          <Text size="sm" fs="italic" data-testid="line-notes">
            Notes: {line.notes}
          </Text>
        ) : null}
        <Text size="sm" c="dimmed" data-testid="line-unit">
          {line.quantity} x {formatMoney(unit, currency)}
        </Text>
        <Group justify="space-between" wrap="nowrap" gap={4}>
          <Group gap={4} wrap="nowrap">
            <ActionIcon variant="light" onClick={() => onQuantity(-1)} aria-label={`Decrease ${title}`}>
              <IconMinus size={18} />
            </ActionIcon>
            <Text w={36} ta="center" fw={600} data-testid="line-quantity">
              {line.quantity}
            </Text>
            <ActionIcon
              variant="light"
              onClick={() => onQuantity(1)}
              disabled={line.quantity >= QUANTITY_MAX}
              aria-label={`Increase ${title}`}
            >
              <IconPlus size={18} />
            </ActionIcon>
          </Group>
          <Group gap={4} wrap="nowrap">
            <ActionIcon variant="light" color="gray" onClick={onNotes} aria-label={`Notes for ${title}`}>
              <IconNote size={18} />
            </ActionIcon>
            <ActionIcon variant="light" color="red" onClick={onRemove} aria-label={`Remove ${title}`}>
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
