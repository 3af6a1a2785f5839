import { Button, Card, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { MSG, ZChangePasswordSchema } from '@opentab/shared';
import type { FormEvent } from 'react';
import { api } from '../../lib/api';
import { t } from '../../lib/i18n';
import { withToast } from '../../lib/toast';
import { useBusy } from '../../lib/use-busy';
import { useValidatedForm } from '../../lib/use-validated-form';

export function ChangePasswordForm() {
  const form = useValidatedForm(ZChangePasswordSchema, { currentPassword: '', newPassword: '' });
  const [busy, whileBusy] = useBusy();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = form.validate();
    if (!body) return;
    await whileBusy(async () => {
      await withToast(() => api.post('/profile/change-password', { body }), t(MSG.somethingWrong));
      form.reset();
    });
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={3}>{t('Change Password')}</Title>
      <Text c="dimmed" size="sm" mb="md">
        {t('Your other devices are signed out when the password changes.')}
      </Text>
      <form ref={form.formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          <PasswordInput
            {...form.field('currentPassword')}
            label={t('Current Password')}
            autoComplete="current-password"
            required
          />
          <PasswordInput
            {...form.field('newPassword')}
            label={t('New Password')}
            description={t(MSG.passwordHint)}
            autoComplete="new-password"
            required
          />
          <Group justify="flex-end">
            <Button type="submit" loading={busy}>
              {t('Change Password')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
