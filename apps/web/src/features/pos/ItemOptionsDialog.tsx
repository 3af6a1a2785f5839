import { Button, Checkbox, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import type { TMenuItemOptionResponse, TPosMenuItem } from '@opentab/shared';
import { type FormEvent, useState } from 'react';
import { formatMinor, formatPrice } from '../../lib/format';
import { t } from '../../lib/i18n';
import { unitPriceMinor } from '../../lib/menu-line';
import { menuTitle } from '../../lib/menu-title';

type TProps = {
  item: TPosMenuItem;
  currency: string;
  onClose: () => void;
  onAdd: (variant: TMenuItemOptionResponse | null, addons: TMenuItemOptionResponse[]) => void;
};

/** Select Variant & Addons: variants as radio (the first preselected), addons as checkboxes. */
export function ItemOptionsDialog({ item, currency, onClose, onAdd }: TProps) {
  const [variantId, setVariantId] = useState(item.variants[0]?.id ?? null);
  const [addonIds, setAddonIds] = useState<string[]>([]);
  const variant = item.variants.find((v) => v.id === variantId) ?? null;
  const addons = item.addons.filter((a) => addonIds.includes(a.id));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onAdd(variant, addons);
  };

  return (
    <Modal opened onClose={onClose} title={t('Select Variant & Addons')} centered>
      <form onSubmit={submit}>
        <Stack gap="md">
          <Text fw={600}>{menuTitle(item)}</Text>
          {item.variants.length > 0 ? (
            <Radio.Group label={t('Variants')} value={variantId} onChange={setVariantId}>
              <Stack gap="xs" mt="xs">
                {item.variants.map((option) => (
                  <Radio
                    key={option.id}
                    value={option.id}
                    label={`${menuTitle(option)} (${formatPrice(option.price, currency)})`}
                  />
                ))}
              </Stack>
            </Radio.Group>
          ) : null}
          {item.addons.length > 0 ? (
            <Checkbox.Group label={t('Addons')} value={addonIds} onChange={setAddonIds}>
              <Stack gap="xs" mt="xs">
                {item.addons.map((option) => (
                  <Checkbox
                    key={option.id}
                    value={option.id}
                    label={`${menuTitle(option)} (+${formatPrice(option.price, currency)})`}
                  />
                ))}
              </Stack>
            </Checkbox.Group>
          ) : null}
          <Group justify="space-between">
            <Text fw={700} data-testid="options-unit-price">
              {formatMinor(unitPriceMinor({ item, variant, addons }, currency), currency)}
            </Text>
            <Button type="submit">{t('Add to Cart')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
