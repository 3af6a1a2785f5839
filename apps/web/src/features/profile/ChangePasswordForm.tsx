import { Button, Card, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { MSG, ZChangePasswordSchema } from '@opentab/shared';
import type { FormEvent } from 'react';
import { api } from '../../lib/api';
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
      await withToast(() => api.post('/profile/change-password', { body }), MSG.somethingWrong);
      form.reset();
    });
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={3}>Change Password</Title>
      <Text c="dimmed" size="sm" mb="md">
        Your other devices are signed out when the password changes.
      </Text>
      <form ref={form.formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          <PasswordInput
            {...form.field('currentPassword')}
            label="Current Password"
            autoComplete="current-password"
            required
          />
          <PasswordInput
            {...form.field('newPassword')}
            label="New Password"
            description={MSG.passwordHint}
            autoComplete="new-password"
            required
          />
          <Group justify="flex-end">
            <Button type="submit" loading={busy}>
              Change Password
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
