import { PasswordInput, TextInput } from '@mantine/core';
import {
  MSG,
  parseScopeList,
  type TScope,
  type TUserResponse,
  ZAddUserSchema,
  ZUpdateUserSchema,
} from '@opentab/shared';
import { useState } from 'react';
import { FormDialog, saveOnSubmit } from '../../components/FormDialog/FormDialog';
import { t } from '../../lib/i18n';
import { useValidatedForm } from '../../lib/use-validated-form';
import { ScopePicker } from './ScopePicker';
import { useSaveUser } from './users-api';

type TProps = { user: TUserResponse | null; onClose: () => void };

/** Add New User, or Update User when `user` is given (its username read-only); spec 02 section 5's messages. */
export function UserDialog({ user, onClose }: TProps) {
  const save = useSaveUser();
  const [scopes, setScopes] = useState<TScope[]>(parseScopeList(user?.scope));
  const form = useValidatedForm(user ? ZUpdateUserSchema : ZAddUserSchema, {
    name: user?.name ?? '',
    username: user?.username ?? '',
    password: '', // Update User has no password field; its schema drops the key
    designation: user?.designation ?? '',
    phone: user?.phone ?? '',
    email: user?.email ?? '',
  });
  // The scopes are not a text field: they join the checked form values on Save.
  const withScopes = {
    formRef: form.formRef,
    validate: () => {
      const input = form.validate();
      return input ? { ...input, userScopes: scopes } : null;
    },
  };

  return (
    <FormDialog
      opened
      title={user ? t('Update User') : t('Add New User')}
      onClose={onClose}
      {...saveOnSubmit(withScopes, save, { id: user?.username, onSaved: onClose })}
    >
      <TextInput {...form.field('name')} label={t('Name')} required data-autofocus />
      <TextInput
        {...form.field('username')}
        label={t('Username (email)')}
        type="email"
        autoComplete="off"
        readOnly={user !== null}
        required
      />
      {user ? null : (
        <PasswordInput
          {...form.field('password')}
          label={t('Password')}
          description={t(MSG.passwordHint)}
          autoComplete="new-password"
          required
        />
      )}
      <TextInput {...form.field('designation')} label={t('Designation')} />
      <TextInput {...form.field('phone')} label={t('Phone')} type="tel" />
      <TextInput
        {...form.field('email')}
        label={t('Email')}
        type="email"
        description={t('Leave blank to use the username')}
      />
      <ScopePicker value={scopes} onChange={setScopes} />
    </FormDialog>
  );
}
