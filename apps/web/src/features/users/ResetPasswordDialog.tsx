import { PasswordInput, Text } from '@mantine/core';
import { MSG, type TUserResponse, ZUpdateUserPasswordSchema } from '@opentab/shared';
import { FormDialog, saveOnSubmit } from '../../components/FormDialog/FormDialog';
import { t } from '../../lib/i18n';
import { useValidatedForm } from '../../lib/use-validated-form';
import { useResetUserPassword } from './users-api';

type TProps = { user: TUserResponse; onClose: () => void };

/** Reset Password: the user is signed out of every device once it is saved. */
export function ResetPasswordDialog({ user, onClose }: TProps) {
  const reset = useResetUserPassword();
  const form = useValidatedForm(ZUpdateUserPasswordSchema, { password: '' });
  return (
    <FormDialog
      opened
      title={t('Reset Password')}
      onClose={onClose}
      {...saveOnSubmit(form, reset, { id: user.username, onSaved: onClose })}
    >
      <Text size="sm">
        {t('A new password for {name} ({username}). They will be signed out of every device.', {
          name: user.name,
          username: user.username,
        })}
      </Text>
      <PasswordInput
        {...form.field('password')}
        label={t('New Password')}
        description={t(MSG.passwordHint)}
        autoComplete="new-password"
        required
        data-autofocus
      />
    </FormDialog>
  );
}
