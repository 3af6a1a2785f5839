import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { MSG, ZResetPasswordSchema } from '@opentab/shared';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { api } from '../../lib/api';
import { t } from '../../lib/i18n';
import { toastError, withToast } from '../../lib/toast';
import { useValidatedForm } from '../../lib/use-validated-form';
import { AuthCard } from './AuthCard';
import { PASSWORD_REQUEST_FAILED } from './ForgotPasswordPage';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const form = useValidatedForm(ZResetPasswordSchema, { password: '' });
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!token) {
      toastError(t(MSG.invalidRequest));
      return;
    }
    const body = form.validate();
    if (!body) return;
    setBusy(true);
    try {
      await withToast(
        () => api.post('/auth/reset-password/:token', { params: { token }, body, skipRefresh: true }),
        t(PASSWORD_REQUEST_FAILED),
      );
      navigate('/login', { replace: true });
    } catch {
      setBusy(false);
    }
  };

  return (
    <AuthCard title={t('Reset Password')} subtitle={t('Choose a new password for your account.')}>
      <form ref={form.formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          {token ? null : (
            <Alert color="red" title={t(MSG.invalidRequest)}>
              {t('This link has no reset token. Ask for a new link from the Forgot Password page.')}
            </Alert>
          )}
          <PasswordInput
            {...form.field('password')}
            label={t('New Password')}
            description={t(MSG.passwordHint)}
            autoComplete="new-password"
            required
          />
          <Button type="submit" fullWidth size="md" loading={busy}>
            {t('Reset Password')}
          </Button>
        </Stack>
      </form>
      <Text ta="center" size="sm" mt="lg">
        <Anchor component={Link} to="/forgot-password">
          {t('Request a new link')}
        </Anchor>
        {' · '}
        <Anchor component={Link} to="/login">
          {t('Back to Login')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
