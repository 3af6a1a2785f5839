import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { t } from '../../lib/i18n';

type TProps = { onClose: () => void; onSave: (nameRef: string) => void };

const REFERENCE_MAX_LENGTH = 100;

/** Save Cart Items to Drafts: a Reference to find the draft again (the time is added when blank). */
export function SaveDraftDialog({ onClose, onSave }: TProps) {
  const [reference, setReference] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(reference.trim() || t('Draft {time}', { time: new Date().toLocaleTimeString() }));
  };

  return (
    <Modal opened onClose={onClose} title={t('Save Cart Items to Drafts')} centered>
      <form onSubmit={submit}>
        <Stack gap="md">
          <TextInput
            label={t('Reference')}
            placeholder={t('e.g. Table 4, John')}
            value={reference}
            maxLength={REFERENCE_MAX_LENGTH}
            onChange={(event) => setReference(event.currentTarget.value)}
            data-autofocus
          />
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
