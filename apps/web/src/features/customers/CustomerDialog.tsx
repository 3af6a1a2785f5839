import { Select, TextInput } from '@mantine/core';
import { type TCustomer, ZCustomerUpdateSchema } from '@opentab/shared';
import { FormDialog, saveOnSubmit } from '../../components/FormDialog';
import { GENDER_OPTIONS, latestBirthDate } from '../../lib/customer-fields';
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
      title="Update Customer"
      onClose={onClose}
      {...saveOnSubmit(form, save, customer.phone, onClose)}
    >
      <TextInput label="Phone" value={customer.phone} readOnly />
      <TextInput {...form.field('name')} label="Name" autoComplete="off" required data-autofocus />
      <TextInput {...form.field('email')} label="Email" type="email" autoComplete="off" />
      <TextInput {...form.field('birthDate')} label="Birth Date" type="date" max={latestBirthDate()} />
      <Select
        {...form.choice('gender')}
        label="Gender"
        placeholder="Not specified"
        data={GENDER_OPTIONS}
        clearable
      />
    </FormDialog>
  );
}
