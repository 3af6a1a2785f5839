import { useNavigate } from 'react-router';
import { AuthCard } from './AuthCard';
import { SignInForm } from './SignInForm';

export function SuperadminLoginPage() {
  const navigate = useNavigate();
  return (
    <AuthCard title="Superadmin Login" subtitle="Manage tenants, subscriptions and reports.">
      <SignInForm
        endpoint="/superadmin/signin"
        onSignedIn={() => navigate('/superadmin/dashboard/home', { replace: true })}
      />
    </AuthCard>
  );
}
