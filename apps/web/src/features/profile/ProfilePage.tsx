import { Avatar, Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { TProfile } from '@opentab/shared';
import { LoadError } from '../../components/LoadError/LoadError';
import { SubscriptionCard } from '../../components/SubscriptionCard/SubscriptionCard';
import { APP_NAME } from '../../lib/constants';
import { initialsOf } from '../../lib/format';
import { msg, t } from '../../lib/i18n';
import { useSessionUser } from '../../lib/session';
import { ApprovalPinForm } from './ApprovalPinForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import { LanguageForm } from './LanguageForm';
import { ProfileDetailsForm } from './ProfileDetailsForm';
import { useProfile } from './profile-api';

const LOAD_FAILED = msg('Error loading details! Please try later!');

function ProfileHeader({ profile }: { profile: TProfile }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Group gap="lg" wrap="nowrap">
        <Avatar src={profile.photo} alt={profile.name} size={72} radius="xl" color="teal">
          {initialsOf(profile.name)}
        </Avatar>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={2} fz={{ base: 22, sm: 26 }}>
            {profile.name}
          </Title>
          {profile.designation ? <Text c="dimmed">{profile.designation}</Text> : null}
          <Group gap="xs" mt={4}>
            <Badge variant="light">{profile.role.toUpperCase()}</Badge>
            <Text size="sm" c="dimmed" truncate>
              {profile.username}
            </Text>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}

export function ProfilePage() {
  useDocumentTitle(t('Profile · {app}', { app: APP_NAME }));
  const profile = useProfile();
  const isAdmin = useSessionUser()?.role === 'admin';

  return (
    <Stack gap="lg" maw={960}>
      <Title order={1} fz={28}>
        {t('Profile')}
      </Title>
      {profile.isPending ? (
        <Stack gap="lg">
          <Skeleton h={120} radius="md" />
          <Skeleton h={240} radius="md" />
        </Stack>
      ) : profile.isError ? (
        <LoadError title={t(LOAD_FAILED)} error={profile.error} onRetry={profile.refetch} />
      ) : (
        <>
          <ProfileHeader profile={profile.data} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <ProfileDetailsForm
              key={`${profile.data.name}|${profile.data.designation}`}
              profile={profile.data}
            />
            <LanguageForm profile={profile.data} />
            <ChangePasswordForm />
            <ApprovalPinForm hasPin={profile.data.hasPin} />
            {isAdmin ? <SubscriptionCard /> : null}
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
