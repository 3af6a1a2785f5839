import { PasswordInput, Switch, TextInput } from '@mantine/core';
import { MSG, type TTenant, ZAddTenantSchema, ZUpdateTenantSchema } from '@opentab/shared';
import { FormDialog, saveOnSubmit } from '../../components/FormDialog/FormDialog';
import { useValidatedForm } from '../../lib/use-validated-form';
import { useAddTenant, useUpdateTenant } from './superadmin-api';

/** Add Tenant: the business and its admin (the email signs in), with the spec's messages before sending. */
export function AddTenantDialog({ onClose }: { onClose: () => void }) {
  const form = useValidatedForm(ZAddTenantSchema, { name: '', email: '', password: '', isActive: true });
  const add = useAddTenant();
  return (
    <FormDialog
      opened
      title="Add Tenant"
      onClose={onClose}
      submitLabel="Add"
      {...saveOnSubmit(form, add, { onSaved: onClose })}
    >
      <TextInput
        label="Name"
        placeholder="Business name"
        withAsterisk
        data-autofocus
        {...form.field('name')}
      />
      <TextInput
        label="Email"
        placeholder="owner@example.com"
        type="email"
        withAsterisk
        {...form.field('email')}
      />
      <PasswordInput
        label="Password"
        description={MSG.passwordHint}
        withAsterisk
        autoComplete="new-password"
        {...form.field('password')}
      />
      <Switch label="Active" {...form.toggle('isActive')} />
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
      title="Update Tenant"
      onClose={onClose}
      {...saveOnSubmit(form, update, { id: tenant.id, onSaved: onClose })}
    >
      <TextInput label="Name" withAsterisk data-autofocus {...form.field('name')} />
      <TextInput label="Email" type="email" withAsterisk {...form.field('email')} />
      <Switch label="Active" {...form.toggle('isActive')} />
    </FormDialog>
  );
}
