import { Button, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import type { TUserResponse } from '@opentab/shared';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { CardGrid, CardGridSkeleton } from '../../components/CardGrid/CardGrid';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { QueryState } from '../../components/QueryState/QueryState';
import { confirmDelete } from '../../lib/confirm';
import { APP_NAME } from '../../lib/constants';
import { msg, t } from '../../lib/i18n';
import { useSessionUser } from '../../lib/session';
import { useDialogTarget } from '../../lib/use-dialog-target';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { UserCard } from './UserCard';
import { UserDialog } from './UserDialog';
import { useClearPin, useDeleteUser, useUsers } from './users-api';

/** Spec 02 section 8: the Users screen's load error. */
export const LOAD_USERS_FAILED = msg('Error loading details! Please try later!');

export function UsersPage() {
  useDocumentTitle(`${t('Users')} · ${APP_NAME}`);
  const users = useUsers();
  const remove = useDeleteUser();
  const dialog = useDialogTarget<TUserResponse>();
  const [resetting, setResetting] = useState<TUserResponse | null>(null);
  const clearPin = useClearPin();
  const isAdmin = useSessionUser()?.role === 'admin';
  const confirmClearPin = (user: TUserResponse) =>
    modals.openConfirmModal({
      title: t('Clear approval PIN'),
      children: (
        <Text>
          {t('{name} will approve nothing until they set a new PIN on their profile.', { name: user.name })}
        </Text>
      ),
      labels: { confirm: t('Clear PIN'), cancel: t('Cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => clearPin.mutate(user.username),
    });

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('Users')}
        description={t('Staff logins and the scopes that decide what each one opens.')}
        actions={
          <Button leftSection={<IconPlus size={18} />} onClick={dialog.openNew}>
            {t('New')}
          </Button>
        }
      />
      <QueryState
        query={users}
        errorText={t(LOAD_USERS_FAILED)}
        emptyText={t('No users found!')}
        skeleton={<CardGridSkeleton height={220} />}
      >
        {(rows) => (
          <CardGrid>
            {rows.map((user) => (
              <UserCard
                key={user.username}
                user={user}
                onEdit={() => dialog.openEdit(user)}
                onResetPassword={() => setResetting(user)}
                onDelete={() =>
                  confirmDelete({ title: t('Delete user'), onConfirm: () => remove.mutate(user.username) })
                }
                deleting={remove.isPending && remove.variables === user.username}
                onClearPin={isAdmin ? () => confirmClearPin(user) : undefined}
              />
            ))}
          </CardGrid>
        )}
      </QueryState>
      {dialog.opened ? (
        <UserDialog key={dialog.record?.username ?? 'new'} user={dialog.record} onClose={dialog.close} />
      ) : null}
      {resetting ? <ResetPasswordDialog user={resetting} onClose={() => setResetting(null)} /> : null}
    </Stack>
  );
}
