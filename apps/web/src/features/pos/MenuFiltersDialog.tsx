import { Button, Group, Modal, Select, Stack } from '@mantine/core';
import type { TMenuTranslations } from '@opentab/shared';
import { type FormEvent, useState } from 'react';
import { t } from '../../lib/i18n';
import { menuTitle } from '../../lib/menu-title';
import { ALL_CATEGORIES } from './menu-filter';

type TProps = {
  categories: { id: string; title: string; translations?: TMenuTranslations | undefined }[];
  categoryId: string;
  onClose: () => void;
  onApply: (categoryId: string) => void;
};

/** Filters: a category select with All. */
export function MenuFiltersDialog({ categories, categoryId, onClose, onApply }: TProps) {
  const [choice, setChoice] = useState(categoryId);
  const data = [
    { value: ALL_CATEGORIES, label: t('All') },
    ...categories.map((c) => ({ value: c.id, label: menuTitle(c) })),
  ];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(choice);
  };

  return (
    <Modal opened onClose={onClose} title={t('Filters')} centered>
      <form onSubmit={submit}>
        <Stack gap="md">
          <Select
            label={t('Category')}
            data={data}
            value={choice}
            onChange={(value) => setChoice(value ?? ALL_CATEGORIES)}
            allowDeselect={false}
            searchable
            comboboxProps={{ withinPortal: true }}
          />
          <Group justify="flex-end">
            <Button type="submit">{t('Apply')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
