import { MSG, type TSessionUser, type TSignIn } from '@opentab/shared';
import { type FormEvent, useState } from 'react';
import { api, errorMessage } from '../../lib/api';
import { deferredSchema } from '../../lib/deferred-schema';
import { loadAllTexts, t } from '../../lib/i18n';
import { storeSignedInUser } from '../../lib/session';
import { useBusy } from '../../lib/use-busy';
import { useValidatedForm } from '../../lib/use-validated-form';
import { EXAMPLE_EMAIL } from './AuthCard';
import { AuthField } from './AuthField';

type TProps = {
  endpoint: '/auth/signin' | '/superadmin/signin';
  onSignedIn: (user: TSessionUser) => void;
};

const signInSchema = deferredSchema<TSignIn>(() =>
  // in the app, its messages are the catalog's second part's (lib/i18n loadAllTexts)
  Promise.all([import('./sign-in-schema'), loadAllTexts()]).then(([module]) => module.ZSignInSchema),
);

/**
 * Email + password sign-in shared by the business and superadmin login pages. The page shows without zod:
 * the schema is fetched when a field first gets the focus (or on submit, after a password manager's fill).
 * Plain elements, and a refusal shown in the form rather than as a toast: the login page draws this before
 * the UI library (and its toasts) have loaded (app/sign-in-first.tsx).
 */
export function SignInForm({ endpoint, onSignedIn }: TProps) {
  const form = useValidatedForm(signInSchema, { username: '', password: '' });
  const [busy, whileBusy] = useBusy();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    await whileBusy(async () => {
      try {
        await signInSchema.ready();
        const credentials = form.validate();
        if (!credentials) return;
        const { user } = await api.post(endpoint, { body: credentials, skipRefresh: true });
        storeSignedInUser(user);
        onSignedIn(user);
      } catch (error) {
        setFailure(errorMessage(error, t(MSG.somethingWrong)));
        throw error;
      }
    });
  };

  return (
    <form
      ref={form.formRef}
      onSubmit={submit}
      onFocus={() => void signInSchema.ready().catch(() => {})}
      noValidate
      className="auth-form"
    >
      {failure ? (
        <p role="alert" className="auth-failure">
          {failure}
        </p>
      ) : null}
      <AuthField
        {...form.field('username')}
        label={t('Email')}
        type="email"
        placeholder={EXAMPLE_EMAIL}
        autoComplete="username"
        required
      />
      <AuthField
        {...form.field('password')}
        label={t('Password')}
        type="password"
        placeholder={t('Your password')}
        autoComplete="current-password"
        required
      />
      <button type="submit" className="auth-button" disabled={busy} aria-busy={busy}>
        {t('Login')}
      </button>
    </form>
  );
}
