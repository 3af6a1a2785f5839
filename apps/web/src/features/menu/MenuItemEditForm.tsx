import { Button, Card, Group, Stack, Title } from '@mantine/core';
import type { TCurrency, TMenuItemResponse } from '@opentab/shared';
import type { FormEvent } from 'react';
import { MenuItemFields, useMenuItemForm } from './MenuItemFields';
import { useSaveMenuItem } from './menu-api';

export function MenuItemEditForm({ item, currency }: { item: TMenuItemResponse; currency: TCurrency }) {
  const save = useSaveMenuItem();
  const form = useMenuItemForm(item, currency);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate();
    if (input) save.mutate({ id: item.id, input });
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={3} mb="md">
        Edit Item
      </Title>
      <form ref={form.formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          <MenuItemFields form={form} currency={currency} />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
