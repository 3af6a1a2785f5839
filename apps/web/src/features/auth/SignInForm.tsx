import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { MSG, type TSessionUser, type TSignInResponse, ZSignInSchema } from '@opentab/shared';
import { type FormEvent, useState } from 'react';
import { api } from '../../lib/api';
import { setStoredUser } from '../../lib/session';
import { withToast } from '../../lib/toast';
import { useValidatedForm } from '../../lib/use-validated-form';

type TProps = {
  endpoint: '/auth/signin' | '/superadmin/signin';
  onSignedIn: (user: TSessionUser) => void;
};

/** Email + password sign-in shared by the business and superadmin login pages. */
export function SignInForm({ endpoint, onSignedIn }: TProps) {
  const form = useValidatedForm(ZSignInSchema, { username: '', password: '' });
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const credentials = form.validate();
    if (!credentials) return;
    setBusy(true);
    try {
      const { user } = await withToast(
        () => api.post<TSignInResponse>(endpoint, credentials, { skipRefresh: true }),
        MSG.somethingWrong,
      );
      setStoredUser(user);
      onSignedIn(user);
    } catch {
      // withToast has shown the message.
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          {...form.field('username')}
          label="Email"
          type="email"
          placeholder="you@example.com"
          autoComplete="username"
          required
        />
        <PasswordInput
          {...form.field('password')}
          label="Password"
          placeholder="Your password"
          autoComplete="current-password"
          required
        />
        <Button type="submit" fullWidth size="md" loading={busy}>
          Login
        </Button>
      </Stack>
    </form>
  );
}
