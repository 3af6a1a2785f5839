import { PasswordInput, Switch, TextInput } from '@mantine/core';
import { MSG, type TTenant, ZAddTenantSchema, ZUpdateTenantSchema } from '@opentab/shared';
import { FormDialog, saveOnSubmit } from '../../components/FormDialog/FormDialog';
import { t } from '../../lib/i18n';
import { useValidatedForm } from '../../lib/use-validated-form';
import { useAddTenant, useUpdateTenant } from './superadmin-api';

/** An example address, the same in every language. */
const EXAMPLE_OWNER_EMAIL = 'owner@example.com';

/** Add Tenant: the business and its admin (the email signs in), with the spec's messages before sending. */
export function AddTenantDialog({ onClose }: { onClose: () => void }) {
  const form = useValidatedForm(ZAddTenantSchema, { name: '', email: '', password: '', isActive: true });
  const add = useAddTenant();
  return (
    <FormDialog
      opened
      title={t('Add Tenant')}
      onClose={onClose}
      submitLabel={t('Add')}
      {...saveOnSubmit(form, add, { onSaved: onClose })}
    >
      <TextInput
        label={t('Name')}
        placeholder={t('Business name')}
        withAsterisk
        data-autofocus
        {...form.field('name')}
      />
      <TextInput
        label={t('Email')}
        placeholder={EXAMPLE_OWNER_EMAIL}
        type="email"
        withAsterisk
        {...form.field('email')}
      />
      <PasswordInput
        label={t('Password')}
        description={t(MSG.passwordHint)}
        withAsterisk
        autoComplete="new-password"
        {...form.field('password')}
      />
      <Switch label={t('Active')} {...form.toggle('isActive')} />
    </FormDialog>
  );
}

/** Update Tenant: name, contact email and whether the business may work (off: its POS answers 402). */
export function EditTenantDialog({ tenant, onClose }: { tenant: TTenant; onClose: () => void }) {
  const form = useValidatedForm(ZUpdateTenantSchema, {
    name: tenant.name,
    email: tenant.email,
    isActive: tenant.is_active === 1,
  });
  const update = useUpdateTenant();
  return (
    <FormDialog
      opened
      title={t('Update Tenant')}
      onClose={onClose}
      {...saveOnSubmit(form, update, { id: tenant.id, onSaved: onClose })}
    >
      <TextInput label={t('Name')} withAsterisk data-autofocus {...form.field('name')} />
      <TextInput label={t('Email')} type="email" withAsterisk {...form.field('email')} />
      <Switch label={t('Active')} {...form.toggle('isActive')} />
    </FormDialog>
  );
}
