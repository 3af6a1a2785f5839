import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { MSG, type TCustomerSearchResult, ZCustomerAddSchema } from '@opentab/shared';
import type { FormEvent } from 'react';
import { addCustomer } from '../../lib/customer-lookup-api';
import { t } from '../../lib/i18n';
import { withToast } from '../../lib/toast';
import { useBusy } from '../../lib/use-busy';
import { useValidatedForm } from '../../lib/use-validated-form';
import { CustomerDetailFields } from '../CustomerDetailFields/CustomerDetailFields';

type TProps = { onClose: () => void; onAdded: (customer: TCustomerSearchResult) => void };

export function AddCustomerDialog({ onClose, onAdded }: TProps) {
  const form = useValidatedForm(ZCustomerAddSchema, {
    phone: '',
    name: '',
    email: '',
    birthDate: '',
    gender: '',
  });
  const [busy, whileBusy] = useBusy();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const customer = form.validate();
    if (!customer) return;
    await whileBusy(async () => {
      await withToast(() => addCustomer(customer), t(MSG.somethingWrong));
      // The answer is only a message (spec 01 section 7); the customer is the one the form validated.
      // a customer just added is not a member yet (issue 27)
      onAdded({ name: customer.name, phone: customer.phone, isMember: 0, points: 0 });
    });
  };

  return (
    <Modal opened onClose={onClose} title={t('Add Customer')} centered>
      <form ref={form.formRef} onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            {...form.field('phone')}
            label={t('Phone')}
            type="tel"
            autoComplete="off"
            required
            data-autofocus
          />
          <TextInput {...form.field('name')} label={t('Name')} autoComplete="off" required />
          <CustomerDetailFields form={form} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('Cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('Save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
