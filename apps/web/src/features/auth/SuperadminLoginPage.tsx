import { useNavigate } from 'react-router';
import { t } from '../../lib/i18n';
import { AuthCard } from './AuthCard';
import { SignInForm } from './SignInForm';

export function SuperadminLoginPage() {
  const navigate = useNavigate();
  return (
    <AuthCard title={t('Superadmin Login')} subtitle={t('Manage tenants, subscriptions and reports.')}>
      <SignInForm
        endpoint="/superadmin/signin"
        onSignedIn={() => navigate('/superadmin/dashboard/home', { replace: true })}
      />
    </AuthCard>
  );
}
