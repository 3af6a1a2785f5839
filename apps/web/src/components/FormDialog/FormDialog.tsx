import { Button, Group, Modal, Stack } from '@mantine/core';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { t } from '../../lib/i18n';

const TITLE_STYLES = { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } };

type TProps = {
  opened: boolean;
  /** in the active language, as `submitLabel` */
  title: string;
  onClose: () => void;
  onSubmit: () => void;
  formRef: RefObject<HTMLFormElement | null>;
  busy: boolean;
  submitLabel?: string;
  children: ReactNode;
};

type TSave<TInput> = {
  mutate(variables: { id?: string; input: TInput }, options: { onSuccess: () => void }): void;
  isPending: boolean;
};
type TCheckedForm<TInput> = { validate(): TInput | null; formRef: RefObject<HTMLFormElement | null> };

/**
 * FormDialog's form props for a validated form and the mutation that saves it: Save checks the form, sends it
 * (as record `id`, or as a new record without one) and calls `onSaved` once it is stored.
 */
export function saveOnSubmit<TInput>(
  form: TCheckedForm<TInput>,
  save: TSave<TInput>,
  { id, onSaved }: { id?: string; onSaved: () => void },
) {
  return {
    formRef: form.formRef,
    busy: save.isPending,
    onSubmit: () => {
      const input = form.validate();
      if (input) save.mutate({ id, input }, { onSuccess: onSaved });
    },
  };
}

/** A dialog holding one form: Enter submits, Esc and Cancel close. */
export function FormDialog({
  opened,
  title,
  onClose,
  onSubmit,
  formRef,
  busy,
  submitLabel = t('Save'),
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
              {t('Cancel')}
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
