import { Button, Card, Center, Group, Image, Stack, Text } from '@mantine/core';
import type { TPosMenuItem } from '@opentab/shared';
import { IconPhoto, IconPlus } from '@tabler/icons-react';
import { formatPrice } from '../../lib/format';

type TProps = { item: TPosMenuItem; currency: string; onAdd: (item: TPosMenuItem) => void };

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

export function MenuItemCard({ item, currency, onAdd }: TProps) {
  return (
    <Card withBorder radius="md" padding="sm" data-testid="menu-item-card">
      <Card.Section>
        {item.image ? (
          <Image src={item.image} alt={item.title} h={90} fit="cover" />
        ) : (
          <Center h={90} bg="gray.1" c="gray.5" aria-hidden>
            <IconPhoto size={36} />
          </Center>
        )}
      </Card.Section>
      <Stack gap={4} mt="sm" style={{ flexGrow: 1 }}>
        <Text fw={600} lineClamp={2}>
          {item.title}
        </Text>
        <Text fw={700} c="teal">
          {formatPrice(item.price, currency)}
        </Text>
        {item.category_title ? (
          <Text size="sm" c="dimmed">
            {item.category_title}
          </Text>
        ) : null}
        <Group gap="xs">
          <Text size="xs" c="dimmed">
            {plural(item.variants.length, 'variant')}
          </Text>
          <Text size="xs" c="dimmed">
            {plural(item.addons.length, 'addon')}
          </Text>
        </Group>
      </Stack>
      <Button
        mt="sm"
        variant="light"
        leftSection={<IconPlus size={18} />}
        onClick={() => onAdd(item)}
        aria-label={`Add ${item.title}`}
      >
        Add
      </Button>
    </Card>
  );
}
