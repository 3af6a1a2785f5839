import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCircleCheck } from '@tabler/icons-react';
import { t } from '../../lib/i18n';

let dialogCount = 0;

/** The spec's Success dialog; OK (focused, so Enter closes it) or Esc dismisses it. `message` is translated. */
export function openSuccessDialog(message: string): void {
  dialogCount += 1;
  const modalId = `order-success-${dialogCount}`;
  modals.open({
    modalId,
    title: t('Success'),
    centered: true,
    children: (
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={64} radius="xl" color="green" variant="light">
          <IconCircleCheck size={40} />
        </ThemeIcon>
        <Text fw={600} size="lg">
          {message}
        </Text>
        <Button fullWidth data-autofocus onClick={() => modals.close(modalId)}>
          {t('OK')}
        </Button>
      </Stack>
    ),
  });
}
