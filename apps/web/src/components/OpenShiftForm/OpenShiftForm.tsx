import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { ZOpenShiftSchema } from '@opentab/shared';
import { IconCashBanknote } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { t } from '../../lib/i18n';
import { useOpenShift } from '../../lib/shift-api';
import { useValidatedForm } from '../../lib/use-validated-form';

/** The opening float and Open shift, on the Shift screen and in the POS's prompt; `onOpened` after it opened. */
export function OpenShiftForm({ onOpened }: { onOpened?: () => void }) {
  const open = useOpenShift();
  const form = useValidatedForm(ZOpenShiftSchema, { openingFloat: '' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate();
    if (input) open.mutate(input, { onSuccess: () => onOpened?.() });
  };
  return (
    <form ref={form.formRef} onSubmit={submit} noValidate aria-label={t('Open shift')}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t(
            'Count the cash in the drawer and open your shift with it. Your sales count toward the shift until you close it.',
          )}
        </Text>
        <TextInput
          {...form.field('openingFloat')}
          label={t('Opening float')}
          description={t('The cash in the drawer now')}
          inputMode="decimal"
          required
          data-autofocus
        />
        <Group justify="flex-end">
          <Button type="submit" loading={open.isPending} leftSection={<IconCashBanknote size={18} />}>
            {t('Open shift')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
