import { NumberInput, Select, TextInput } from '@mantine/core';
import {
  TAX_RATE_EXPONENT,
  TAX_RATE_MAX_PERCENT,
  TAX_TYPES,
  TITLE_MAX_LENGTH,
  type TTax,
  ZTaxSchema,
} from '@opentab/shared';
import { useValidatedForm } from '../../lib/use-validated-form';
import { FormDialog } from './components/FormDialog';
import { useSaveSettingsRecord } from './settings-crud';
import { TAXES } from './taxes-api';

const TYPE_OPTIONS = TAX_TYPES.map((type) => ({
  value: type,
  label: type === 'exclusive' ? 'Exclusive' : 'Inclusive',
}));

type TProps = { tax: TTax | null; onClose: () => void };

export function TaxDialog({ tax, onClose }: TProps) {
  const save = useSaveSettingsRecord(TAXES);
  const form = useValidatedForm(ZTaxSchema, {
    title: tax?.title ?? '',
    rate: tax ? String(tax.rate) : '',
    type: tax?.type ?? '',
  });

  const submit = () => {
    const input = form.validate();
    if (input) save.mutate({ id: tax?.id, input }, { onSuccess: onClose });
  };

  return (
    <FormDialog
      opened
      title={tax ? 'Update Tax' : 'Add New Tax'}
      onClose={onClose}
      onSubmit={submit}
      formRef={form.formRef}
      busy={save.isPending}
    >
      <TextInput
        {...form.field('title')}
        label="Title"
        placeholder="e.g. VAT"
        maxLength={TITLE_MAX_LENGTH}
        required
        data-autofocus
      />
      <NumberInput
        {...form.numeric('rate')}
        label="Rate"
        placeholder="0"
        rightSection="%"
        decimalScale={TAX_RATE_EXPONENT}
        min={0}
        max={TAX_RATE_MAX_PERCENT}
        clampBehavior="none"
        hideControls
        required
      />
      <Select
        {...form.choice('type')}
        label="Type"
        placeholder="Select tax type"
        description="Exclusive adds the tax on top of the price; inclusive takes it out of the price."
        data={TYPE_OPTIONS}
        allowDeselect={false}
        required
      />
    </FormDialog>
  );
}
