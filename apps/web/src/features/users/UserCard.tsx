import { Avatar, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { parseScopeList, type TUserResponse } from '@opentab/shared';
import { IconKey, IconLockOpen, IconPencil, IconTrash } from '@tabler/icons-react';
import { msg, t } from '../../lib/i18n';
import { roleLabel } from '../../lib/role-label';

type TProps = {
  user: TUserResponse;
  onEdit: () => void;
  onResetPassword: () => void;
  onDelete: () => void;
  deleting: boolean;
  /** the admin's only: clears the user's approval PIN (issue 23) */
  onClearPin?: (() => void) | undefined;
};

const DETAILS = [
  [msg('Username'), 'username'],
  [msg('Designation'), 'designation'],
  [msg('Phone'), 'phone'],
  [msg('Email'), 'email'],
] as const;

/** One user: name, role in upper case, details and scopes; admins have no actions (spec 02 section 2). */
export function UserCard({ user, onEdit, onResetPassword, onDelete, deleting, onClearPin }: TProps) {
  const scopes = parseScopeList(user.scope);
  return (
    <Card withBorder radius="md" padding="md" data-testid="user-card">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <Avatar src={user.photo} name={user.name} color="teal" radius="xl" />
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={700} size="lg" truncate>
              {user.name}
            </Text>
            <Text size="sm" fw={600}>
              {roleLabel(user.role)}
            </Text>
          </Stack>
        </Group>
        <Stack gap={2}>
          {DETAILS.map(([label, key]) => (
            <Text key={key} size="sm" truncate>
              <Text span fw={600}>
                {t(label)}:
              </Text>{' '}
              {user[key] || '-'}
            </Text>
          ))}
        </Stack>
        <Group gap={4}>
          {user.role === 'admin' ? (
            <Badge variant="light">{t('All access')}</Badge>
          ) : scopes.length === 0 ? (
            <Text size="sm">{t('No scopes')}</Text>
          ) : (
            scopes.map((scope) => (
              <Badge key={scope} variant="light" tt="none">
                {scope}
              </Badge>
            ))
          )}
          {user.hasPin ? (
            <Badge variant="outline" color="gray" tt="none">
              {t('Approval PIN set')}
            </Badge>
          ) : null}
        </Group>
        {user.role === 'admin' ? null : (
          <Group gap="xs">
            <Button size="xs" variant="light" leftSection={<IconPencil size={16} />} onClick={onEdit}>
              {t('Edit User')}
            </Button>
            <Button size="xs" variant="light" leftSection={<IconKey size={16} />} onClick={onResetPassword}>
              {t('Reset Password')}
            </Button>
            <Button
              size="xs"
              variant="light"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={onDelete}
              loading={deleting}
            >
              {t('Delete User')}
            </Button>
            {onClearPin && user.hasPin ? (
              <Button size="xs" variant="light" leftSection={<IconLockOpen size={16} />} onClick={onClearPin}>
                {t('Clear PIN')}
              </Button>
            ) : null}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
