import { Badge, Button, Card, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { MSG, ZSetPinSchema } from '@opentab/shared';
import { useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { api } from '../../lib/api';
import { t } from '../../lib/i18n';
import { withToast } from '../../lib/toast';
import { useBusy } from '../../lib/use-busy';
import { useValidatedForm } from '../../lib/use-validated-form';
import { PROFILE_QUERY_KEY } from './profile-api';

/**
 * Issue 23: the user's own approval PIN. A manager (or the admin) types it with their username on a
 * cashier's screen to approve a void; the password proves it is them setting it.
 */
export function ApprovalPinForm({ hasPin }: { hasPin: boolean }) {
  const queryClient = useQueryClient();
  const form = useValidatedForm(ZSetPinSchema, { password: '', pin: '' });
  const [busy, whileBusy] = useBusy();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = form.validate();
    if (!body) return;
    await whileBusy(async () => {
      await withToast(() => api.post('/profile/pin', { body }), t(MSG.somethingWrong));
      form.reset();
      await queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
    });
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Title order={3}>{t('Approval PIN')}</Title>
        <Badge variant="light" color={hasPin ? 'teal' : 'gray'}>
          {hasPin ? t('Set') : t('Not set')}
        </Badge>
      </Group>
      <Text c="dimmed" size="sm" mb="md">
        {t(
          "Managers approve voids on a cashier's screen with their username and this PIN. Keep it to yourself.",
        )}
      </Text>
      <form ref={form.formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          <PasswordInput
            {...form.field('pin')}
            onChange={(event) =>
              form.setValue('pin', event.currentTarget.value.replace(/\D/g, '').slice(0, 6))
            }
            label={hasPin ? t('New PIN') : t('PIN')}
            description={t('4 to 6 digits')}
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="off"
            maxLength={6}
            required
          />
          <PasswordInput
            {...form.field('password')}
            label={t('Your Password')}
            autoComplete="current-password"
            required
          />
          <Group justify="flex-end">
            <Button type="submit" loading={busy}>
              {hasPin ? t('Change PIN') : t('Set PIN')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
