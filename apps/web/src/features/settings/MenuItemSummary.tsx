import { Card, Group, Stack, Text } from '@mantine/core';
import type { TCurrency, TMenuItemResponse } from '@opentab/shared';
import { PhotoEditor } from '../../components/PhotoEditor/PhotoEditor';
import { formatPrice, formatTax } from '../../lib/format';
import { t } from '../../lib/i18n';
import { useMenuItemPhoto } from './menu-api';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text c="dimmed" size="sm">
        {label}
      </Text>
      <Text fw={600} size="sm" ta="end">
        {value}
      </Text>
    </Group>
  );
}

/** The item's photo (upload and delete) and what the POS shows of it. */
export function MenuItemSummary({ item, currency }: { item: TMenuItemResponse; currency: TCurrency }) {
  const { upload, remove } = useMenuItemPhoto(item.id);
  const tax =
    item.tax_title !== null && item.tax_rate !== null && item.tax_type !== null
      ? formatTax({ title: item.tax_title, rate: item.tax_rate, type: item.tax_type })
      : t('None');

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <PhotoEditor
          image={item.image}
          alt={item.title}
          size={200}
          uploadLabel={item.image ? t('Change Image') : t('Upload Image')}
          onUpload={(file) => upload.mutate(file)}
          onRemove={() => remove.mutate()}
          uploading={upload.isPending}
          removing={remove.isPending}
        />
        <Stack gap={6}>
          <Fact label={t('Price')} value={formatPrice(item.price, currency.cc)} />
          <Fact
            label={t('Net Price')}
            value={item.net_price === null ? '-' : formatPrice(item.net_price, currency.cc)}
          />
          <Fact label={t('Category')} value={item.category_title ?? t('None')} />
          <Fact label={t('Tax')} value={tax} />
        </Stack>
      </Stack>
    </Card>
  );
}
