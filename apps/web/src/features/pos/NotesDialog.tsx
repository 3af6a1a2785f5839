import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { NOTES_MAX_LENGTH } from '@opentab/shared';
import { type FormEvent, useState } from 'react';
import { t } from '../../lib/i18n';

type TProps = { title: string; notes: string | null; onClose: () => void; onSave: (notes: string) => void };

/** Add Notes: at most 100 characters, said by the hint (spec 01), enforced by the input, counted below. */
export function NotesDialog({ title, notes, onClose, onSave }: TProps) {
  const [value, setValue] = useState(notes ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(value);
  };

  return (
    <Modal opened onClose={onClose} title={t('Add Notes')} centered>
      <form onSubmit={submit}>
        <Stack gap="sm">
          <TextInput
            label={t('Notes for {item}', { item: title })}
            placeholder={t('e.g. no onions')}
            description={t('{max} characters max', { max: NOTES_MAX_LENGTH })}
            value={value}
            maxLength={NOTES_MAX_LENGTH}
            onChange={(event) => setValue(event.currentTarget.value.slice(0, NOTES_MAX_LENGTH))}
            data-autofocus
          />
          <Text size="xs" c="dimmed" ta="end" data-testid="notes-counter">
            {value.length}/{NOTES_MAX_LENGTH}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('Cancel')}
            </Button>
            <Button type="submit">{t('Save')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
