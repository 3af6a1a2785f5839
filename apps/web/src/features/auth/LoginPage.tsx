import { Anchor, Button, Divider, Group } from '@mantine/core';
import { homePathFor } from '@opentab/shared';
import { Link, useNavigate } from 'react-router';
import { t } from '../../lib/i18n';
import { toPrincipal } from '../../lib/session';
import { AuthCard } from './AuthCard';
import { SignInForm } from './SignInForm';

export function LoginPage() {
  const navigate = useNavigate();
  return (
    <AuthCard title={t('Login')} subtitle={t('Cafe. Restaurant. Hotel. Bar.')}>
      <SignInForm
        endpoint="/auth/signin"
        onSignedIn={(user) => navigate(homePathFor(toPrincipal(user)), { replace: true })}
      />
      <Group justify="flex-end" mt="xs">
        <Anchor component={Link} to="/forgot-password" size="sm" py={10}>
          {t('Forgot Password?')}
        </Anchor>
      </Group>
      <Divider label={t('OR')} labelPosition="center" my="md" />
      <Button component={Link} to="/register" variant="light" fullWidth size="md">
        {t('Create Account')}
      </Button>
    </AuthCard>
  );
}
