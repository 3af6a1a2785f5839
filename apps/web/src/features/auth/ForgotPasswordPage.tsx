import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { ZForgotPasswordSchema } from '@opentab/shared';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../lib/api';
import { msg, t } from '../../lib/i18n';
import { withToast } from '../../lib/toast';
import { useBusy } from '../../lib/use-busy';
import { useValidatedForm } from '../../lib/use-validated-form';
import { AuthCard, EXAMPLE_EMAIL } from './AuthCard';

export const PASSWORD_REQUEST_FAILED = msg('Error processing your request, Please try later!');

export function ForgotPasswordPage() {
  const form = useValidatedForm(ZForgotPasswordSchema, { username: '' });
  const [busy, whileBusy] = useBusy();
  const [sent, setSent] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = form.validate();
    if (!body) return;
    await whileBusy(async () => {
      const result = await withToast(
        () => api.post('/auth/forgot-password', { body, skipRefresh: true }),
        t(PASSWORD_REQUEST_FAILED),
      );
      setSent(result?.message ?? '');
    });
  };

  return (
    <AuthCard
      title={t('Forgot Password')}
      subtitle={t('Enter the email of your account to get a reset link.')}
    >
      <form ref={form.formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          {sent ? (
            <Alert color="teal" title={t('Check your mailbox')}>
              {sent}
            </Alert>
          ) : null}
          <TextInput
            {...form.field('username')}
            label={t('Email')}
            type="email"
            placeholder={EXAMPLE_EMAIL}
            autoComplete="username"
            required
          />
          <Button type="submit" fullWidth size="md" loading={busy}>
            {t('Reset Password')}
          </Button>
        </Stack>
      </form>
      <Text ta="center" size="sm" mt="lg">
        {t('Remembered it?')}{' '}
        <Anchor component={Link} to="/login">
          {t('Back to Login')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
