import { Button, Group, Modal, Stack } from '@mantine/core';
import type { FormEvent, ReactNode, RefObject } from 'react';

const TITLE_STYLES = { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } };

type TProps = {
  opened: boolean;
  title: string;
  onClose: () => void;
  onSubmit: () => void;
  formRef: RefObject<HTMLFormElement | null>;
  busy: boolean;
  submitLabel?: string;
  children: ReactNode;
};

/** A dialog holding one form: Enter submits, Esc and Cancel close. */
export function FormDialog({
  opened,
  title,
  onClose,
  onSubmit,
  formRef,
  busy,
  submitLabel = 'Save',
  children,
}: TProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered styles={TITLE_STYLES}>
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          {children}
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
