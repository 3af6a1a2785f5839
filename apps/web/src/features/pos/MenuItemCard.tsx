import { Badge, Button, Card, Center, Group, Image, Stack, Text } from '@mantine/core';
import type { TPosMenuItem } from '@opentab/shared';
import { IconPhoto, IconPlus } from '@tabler/icons-react';
import { formatPrice } from '../../lib/format';
import { t } from '../../lib/i18n';
import { menuCategoryTitle, menuTitle } from '../../lib/menu-title';

type TProps = {
  item: TPosMenuItem;
  currency: string;
  /** a narrow card puts the Add button under the text instead of beside it */
  isNarrow: boolean;
  onAdd: (item: TPosMenuItem) => void;
  /** issue 27: its recipe cannot be made once; 'refused': the store refuses such sales, it cannot be added */
  soldOut?: 'warn' | 'refused' | undefined;
};

const THUMB = 56;

/**
 * A dense card (issue 16): the image as a thumbnail beside the title, price, category and option counts, so
 * eight or more fit on a 1366×800 screen; the Add button stays a 44 px target.
 */
export function MenuItemCard({ item, currency, isNarrow, onAdd, soldOut }: TProps) {
  const add = (
    <Button
      variant="light"
      leftSection={<IconPlus size={18} />}
      onClick={() => onAdd(item)}
      aria-label={t('Add {item}', { item: menuTitle(item) })}
      px="sm"
      fullWidth={isNarrow}
      disabled={soldOut === 'refused'}
      style={{ flexShrink: 0 }}
    >
      {t('Add')}
    </Button>
  );
  return (
    <Card withBorder radius="md" padding="xs" data-testid="menu-item-card">
      <Group wrap="nowrap" gap="sm" align="center">
        {item.image ? (
          <Image
            src={item.image}
            alt=""
            w={THUMB}
            h={THUMB}
            radius="sm"
            fit="cover"
            style={{ flexShrink: 0 }}
          />
        ) : (
          <Center
            w={THUMB}
            h={THUMB}
            bg="gray.1"
            c="gray.6"
            style={{ flexShrink: 0, borderRadius: 4 }}
            aria-hidden
          >
            <IconPhoto size={24} />
          </Center>
        )}
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} size="sm" lh={1.3} lineClamp={2}>
            {menuTitle(item)}
          </Text>
          <Group gap={6} wrap="wrap">
            <Text fw={700} size="sm" c="teal.9">
              {formatPrice(item.price, currency)}
            </Text>
            {soldOut ? (
              <Badge color="red" variant="light" size="sm">
                {t('Sold out')}
              </Badge>
            ) : null}
            {item.category_title ? (
              <Text size="xs" c="dimmed">
                {menuCategoryTitle(item)}
              </Text>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed">
            <span>
              {t('{count, plural, one {# variant} other {# variants}}', { count: item.variants.length })}
            </span>{' '}
            ·{' '}
            <span>{t('{count, plural, one {# addon} other {# addons}}', { count: item.addons.length })}</span>
          </Text>
        </Stack>
        {isNarrow ? null : add}
      </Group>
      {isNarrow ? <div style={{ marginTop: 8 }}>{add}</div> : null}
    </Card>
  );
}
