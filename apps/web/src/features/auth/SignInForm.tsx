import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { MSG, type TSessionUser, type TSignIn } from '@opentab/shared';
import type { FormEvent } from 'react';
import { api } from '../../lib/api';
import { deferredSchema } from '../../lib/deferred-schema';
import { t } from '../../lib/i18n';
import { storeSignedInUser } from '../../lib/session';
import { toastError, withToast } from '../../lib/toast';
import { useBusy } from '../../lib/use-busy';
import { useValidatedForm } from '../../lib/use-validated-form';
import { EXAMPLE_EMAIL } from './AuthCard';

type TProps = {
  endpoint: '/auth/signin' | '/superadmin/signin';
  onSignedIn: (user: TSessionUser) => void;
};

const signInSchema = deferredSchema<TSignIn>(() =>
  import('./sign-in-schema').then((module) => module.ZSignInSchema),
);

/**
 * Email + password sign-in shared by the business and superadmin login pages. The page shows without zod:
 * the schema is fetched when a field first gets the focus (or on submit, after a password manager's fill).
 */
export function SignInForm({ endpoint, onSignedIn }: TProps) {
  const form = useValidatedForm(signInSchema, { username: '', password: '' });
  const [busy, whileBusy] = useBusy();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await whileBusy(async () => {
      await signInSchema.ready().catch((error: unknown) => {
        toastError(t(MSG.somethingWrong));
        throw error;
      });
      const credentials = form.validate();
      if (!credentials) return;
      const { user } = await withToast(
        () => api.post(endpoint, { body: credentials, skipRefresh: true }),
        t(MSG.somethingWrong),
      );
      storeSignedInUser(user);
      onSignedIn(user);
    });
  };

  return (
    <form
      ref={form.formRef}
      onSubmit={submit}
      onFocus={() => void signInSchema.ready().catch(() => {})}
      noValidate
    >
      <Stack gap="md">
        <TextInput
          {...form.field('username')}
          label={t('Email')}
          type="email"
          placeholder={EXAMPLE_EMAIL}
          autoComplete="username"
          required
        />
        <PasswordInput
          {...form.field('password')}
          label={t('Password')}
          placeholder={t('Your password')}
          autoComplete="current-password"
          required
        />
        <Button type="submit" fullWidth size="md" loading={busy}>
          {t('Login')}
        </Button>
      </Stack>
    </form>
  );
}
