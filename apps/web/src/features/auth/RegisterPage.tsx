import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { homePathFor, MSG, ZSignUpSchema } from '@opentab/shared';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { api } from '../../lib/api';
import { setStoredUser, toPrincipal } from '../../lib/session';
import { withToast } from '../../lib/toast';
import { useValidatedForm } from '../../lib/use-validated-form';
import { AuthCard } from './AuthCard';

const REGISTER_FAILED = "We're getting issues while processing the request, try later!";

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
        REGISTER_FAILED,
      );
    } catch {
      setBusy(false);
      return;
    }
    try {
      const credentials = { username: account.username, password: account.password };
      const { user } = await withToast(
        () => api.post('/auth/signin', { body: credentials, skipRefresh: true }),
        MSG.somethingWrong,
      );
      setStoredUser(user);
      navigate(homePathFor(toPrincipal(user)), { replace: true });
    } catch {
      // The account exists; let the owner sign in by hand.
      navigate('/login', { replace: true });
    }
  };

  return (
    <AuthCard title="Create Account" subtitle="Start taking orders in minutes.">
      <form ref={form.formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            {...form.field('biz_name')}
            label="Business Name"
            placeholder="Your cafe or restaurant"
            autoComplete="organization"
            required
          />
          <TextInput
            {...form.field('username')}
            label="Email"
            type="email"
            placeholder="you@example.com"
            autoComplete="email"
            required
          />
          <PasswordInput
            {...form.field('password')}
            label="Password"
            description={MSG.passwordHint}
            autoComplete="new-password"
            required
          />
          <Button type="submit" fullWidth size="md" loading={busy}>
            Create Account
          </Button>
        </Stack>
      </form>
      <Text ta="center" size="sm" mt="lg">
        Already have an account?{' '}
        <Anchor component={Link} to="/login">
          Sign in
        </Anchor>
      </Text>
    </AuthCard>
  );
}
