import { Switch, TextInput } from '@mantine/core';
import { TITLE_MAX_LENGTH, type TPaymentType, ZPaymentTypeUpdateSchema } from '@opentab/shared';
import { useValidatedForm } from '../../lib/use-validated-form';
import { FormDialog } from './components/FormDialog';
import { PAYMENT_TYPES } from './payment-types-api';
import { useSaveSettingsRecord } from './settings-crud';

type TProps = { paymentType: TPaymentType | null; onClose: () => void };

/** Add (active from the start, as the spec sends isActive true) or update with the active switch. */
export function PaymentTypeDialog({ paymentType, onClose }: TProps) {
  const save = useSaveSettingsRecord(PAYMENT_TYPES);
  const form = useValidatedForm(ZPaymentTypeUpdateSchema, {
    title: paymentType?.title ?? '',
    isActive: paymentType ? paymentType.is_active === 1 : true,
  });

  const submit = () => {
    const input = form.validate();
    if (input) save.mutate({ id: paymentType?.id, input }, { onSuccess: onClose });
  };

  return (
    <FormDialog
      opened
      title={paymentType ? 'Update Payment Type' : 'Add New Payment Type'}
      onClose={onClose}
      onSubmit={submit}
      formRef={form.formRef}
      busy={save.isPending}
    >
      <TextInput
        {...form.field('title')}
        label="Title"
        placeholder="e.g. Card"
        maxLength={TITLE_MAX_LENGTH}
        required
        data-autofocus
      />
      {paymentType ? <Switch {...form.toggle('isActive')} label="Active" size="md" /> : null}
    </FormDialog>
  );
}
