import { Badge, Card, Center, Group, Image, Stack, Switch, Text } from '@mantine/core';
import type { TMenuItemResponse } from '@opentab/shared';
import { IconToolsKitchen2 } from '@tabler/icons-react';
import { RowActions } from '../../components/RowActions/RowActions';
import { t } from '../../lib/i18n';

type TProps = {
  item: TMenuItemResponse;
  price: string;
  onDelete: () => void;
  deleting: boolean;
  /** shows (true) or hides the item on the POS and the QR menu ("86" it when sold out) */
  onVisibilityChange: (isEnabled: boolean) => void;
  changingVisibility: boolean;
};

const IMAGE_HEIGHT = 140;

export function MenuItemCard(props: TProps) {
  const { item, price, onDelete, deleting } = props;
  const isOnMenu = item.is_enabled === 1;
  return (
    <Card withBorder radius="md" padding="md" data-testid="menu-item-card" opacity={isOnMenu ? 1 : 0.7}>
      <Card.Section>
        {item.image ? (
          <Image src={item.image} alt={item.title} h={IMAGE_HEIGHT} fit="cover" />
        ) : (
          <Center h={IMAGE_HEIGHT} bg="gray.1" aria-hidden>
            <IconToolsKitchen2 size={44} stroke={1.2} color="var(--mantine-color-gray-5)" />
          </Center>
        )}
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Text fw={700} lineClamp={2}>
            {item.title}
          </Text>
          <Text fw={700} c="teal" style={{ flexShrink: 0 }}>
            {price}
          </Text>
        </Group>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" c="dimmed">
            {item.category_title ?? t('No category')}
          </Text>
          {isOnMenu ? null : (
            <Badge color="orange" variant="light" tt="none">
              {t('Hidden')}
            </Badge>
          )}
        </Group>
        <Switch
          label={t('On the menu')}
          aria-label={t('{title} on the menu', { title: item.title })}
          checked={isOnMenu}
          disabled={props.changingVisibility}
          onChange={(event) => props.onVisibilityChange(event.currentTarget.checked)}
          size="sm"
        />
        <Group justify="space-between" wrap="nowrap">
          <Group gap={6}>
            <Badge variant="light" tt="none">
              {t('{count, plural, one {# variant} other {# variants}}', { count: item.variants.length })}
            </Badge>
            {item.addons.length > 0 ? (
              <Badge variant="light" color="gray" tt="none">
                {t('{count, plural, one {# addon} other {# addons}}', { count: item.addons.length })}
              </Badge>
            ) : null}
          </Group>
          <RowActions
            label={item.title}
            editTo={`/dashboard/settings/menu-items/${encodeURIComponent(item.id)}`}
            onDelete={onDelete}
            deleting={deleting}
          />
        </Group>
      </Stack>
    </Card>
  );
}
