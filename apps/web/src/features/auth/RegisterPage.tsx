import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { homePathFor, MSG, ZSignUpSchema } from '@opentab/shared';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { api } from '../../lib/api';
import { msg, t } from '../../lib/i18n';
import { storeSignedInUser, toPrincipal } from '../../lib/session';
import { withToast } from '../../lib/toast';
import { useValidatedForm } from '../../lib/use-validated-form';
import { AuthCard, EXAMPLE_EMAIL } from './AuthCard';

const REGISTER_FAILED = msg("We're getting issues while processing the request, try later!");

export function RegisterPage() {
  const navigate = useNavigate();
  const form = useValidatedForm(ZSignUpSchema, { biz_name: '', username: '', password: '' });
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const account = form.validate();
    if (!account) return;
    setBusy(true);
    try {
      // The browser's time zone becomes the store's business-day zone.
      const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      await withToast(
        () => api.post('/auth/signup', { body: { ...account, timeZone }, skipRefresh: true }),
        t(REGISTER_FAILED),
      );
    } catch {
      setBusy(false);
      return;
    }
    try {
      const credentials = { username: account.username, password: account.password };
      const { user } = await withToast(
        () => api.post('/auth/signin', { body: credentials, skipRefresh: true }),
        t(MSG.somethingWrong),
      );
      storeSignedInUser(user);
      navigate(homePathFor(toPrincipal(user)), { replace: true });
    } catch {
      // The account exists; let the owner sign in by hand.
      navigate('/login', { replace: true });
    }
  };

  return (
    <AuthCard title={t('Create Account')} subtitle={t('Start taking orders in minutes.')}>
      <form ref={form.formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            {...form.field('biz_name')}
            label={t('Business Name')}
            placeholder={t('Your cafe or restaurant')}
            autoComplete="organization"
            required
          />
          <TextInput
            {...form.field('username')}
            label={t('Email')}
            type="email"
            placeholder={EXAMPLE_EMAIL}
            autoComplete="email"
            required
          />
          <PasswordInput
            {...form.field('password')}
            label={t('Password')}
            description={t(MSG.passwordHint)}
            autoComplete="new-password"
            required
          />
          <Button type="submit" fullWidth size="md" loading={busy}>
            {t('Create Account')}
          </Button>
        </Stack>
      </form>
      <Text ta="center" size="sm" mt="lg">
        {t('Already have an account?')}{' '}
        <Anchor component={Link} to="/login">
          {t('Sign in')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
