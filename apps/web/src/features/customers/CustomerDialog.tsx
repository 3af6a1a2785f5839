import { TextInput } from '@mantine/core';
import { type TCustomer, ZCustomerUpdateSchema } from '@opentab/shared';
import { CustomerDetailFields } from '../../components/CustomerDetailFields/CustomerDetailFields';
import { FormDialog, saveOnSubmit } from '../../components/FormDialog/FormDialog';
import { t } from '../../lib/i18n';
import { useValidatedForm } from '../../lib/use-validated-form';
import { useUpdateCustomer } from './customers-api';

type TProps = { customer: TCustomer; onClose: () => void };

/** Update Customer: the phone is the customer's id, shown read-only. */
export function CustomerDialog({ customer, onClose }: TProps) {
  const save = useUpdateCustomer();
  const form = useValidatedForm(ZCustomerUpdateSchema, {
    name: customer.name,
    email: customer.email ?? '',
    birthDate: customer.birth_date ?? '',
    gender: customer.gender ?? '',
  });

  return (
    <FormDialog
      opened
      title={t('Update Customer')}
      onClose={onClose}
      {...saveOnSubmit(form, save, { id: customer.phone, onSaved: onClose })}
    >
      <TextInput label={t('Phone')} value={customer.phone} readOnly />
      <TextInput {...form.field('name')} label={t('Name')} autoComplete="off" required data-autofocus />
      <CustomerDetailFields form={form} />
    </FormDialog>
  );
}
