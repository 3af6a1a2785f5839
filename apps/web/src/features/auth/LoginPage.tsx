import { homePathFor } from '@opentab/shared';
import { t } from '../../lib/i18n';
import { navigateTo } from '../../lib/navigation';
import { toPrincipal } from '../../lib/session';
import { AuthCard } from './AuthCard';
import { AuthLink } from './AuthLink';
import { SignInForm } from './SignInForm';

/**
 * /login (spec 01 section 2). Neither the router nor the UI library: a first load of it draws with React
 * alone (app/sign-in-first.tsx), and once signed in (or off to another page) the app takes over.
 */
export function LoginPage() {
  return (
    <AuthCard title={t('Login')} subtitle={t('Cafe. Restaurant. Hotel. Bar.')}>
      <SignInForm endpoint="/auth/signin" onSignedIn={(user) => navigateTo(homePathFor(toPrincipal(user)))} />
      <div className="auth-links">
        <AuthLink to="/forgot-password" className="auth-link">
          {t('Forgot Password?')}
        </AuthLink>
      </div>
      <div className="auth-divider">{t('OR')}</div>
      <AuthLink to="/register" className="auth-button auth-button-light">
        {t('Create Account')}
      </AuthLink>
    </AuthCard>
  );
}
