import { Badge, Button, Group, Paper, Text } from '@mantine/core';
import { IconCheck, IconShoppingCart } from '@tabler/icons-react';
import { t } from '../../lib/i18n';

type TProps = {
  lines: number;
  /** the payable total, formatted */
  payable: string;
  /** the item just added, shown for a moment as the add's feedback */
  added: string | null;
  onOpen: () => void;
};

/** Narrow screens: the cart's line count and payable total, always in view under the menu; opens the cart. */
export function CartBar({ lines, payable, added, onOpen }: TProps) {
  return (
    <Paper
      withBorder
      shadow="md"
      radius="md"
      p="xs"
      data-testid="cart-bar"
      data-added={added ? 'true' : undefined}
      bg={added ? 'teal.0' : undefined}
      style={{ flexShrink: 0, transition: 'background-color 150ms ease' }}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }} aria-live="polite">
          {added ? (
            <Text fw={600} c="teal.9" truncate data-testid="cart-bar-added">
              <IconCheck size={16} style={{ verticalAlign: 'middle' }} /> {t('Added {item}', { item: added })}
            </Text>
          ) : (
            <Text fw={600} data-testid="cart-bar-lines">
              {t('{count, plural, one {# line} other {# lines}}', { count: lines })}
            </Text>
          )}
        </Group>
        <Button
          size="md"
          leftSection={<IconShoppingCart size={20} />}
          rightSection={
            <Badge color="white" c="dark" size="lg" data-testid="cart-bar-total">
              {payable}
            </Badge>
          }
          onClick={onOpen}
        >
          {t('View Cart')}
        </Button>
      </Group>
    </Paper>
  );
}
