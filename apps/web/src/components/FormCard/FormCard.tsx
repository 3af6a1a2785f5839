import { Button, Card, Group, Stack, Title } from '@mantine/core';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { t } from '../../lib/i18n';

type TProps = {
  /** the card's heading; none where the page header already names the form */
  title?: string;
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: () => void;
  busy: boolean;
  children: ReactNode;
};

/** A form in a card on its page (store, print, profile, menu item): Enter or Save submits. */
export function FormCard({ title, formRef, onSubmit, busy, children }: TProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Card withBorder radius="md" padding="lg">
      {title ? (
        <Title order={3} mb="md">
          {title}
        </Title>
      ) : null}
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          {children}
          <Group justify="flex-end">
            <Button type="submit" loading={busy}>
              {t('Save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
