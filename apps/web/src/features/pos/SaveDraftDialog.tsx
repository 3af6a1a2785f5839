import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';

type TProps = { onClose: () => void; onSave: (nameRef: string) => void };

const REFERENCE_MAX_LENGTH = 100;

/** Save Cart Items to Drafts: a Reference to find the draft again (the time is added when blank). */
export function SaveDraftDialog({ onClose, onSave }: TProps) {
  const [reference, setReference] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(reference.trim() || `Draft ${new Date().toLocaleTimeString()}`);
  };

  return (
    <Modal opened onClose={onClose} title="Save Cart Items to Drafts" centered>
      <form onSubmit={submit}>
        <Stack gap="md">
          <TextInput
            label="Reference"
            placeholder="e.g. Table 4, John"
            value={reference}
            maxLength={REFERENCE_MAX_LENGTH}
            onChange={(event) => setReference(event.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit">Save</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
