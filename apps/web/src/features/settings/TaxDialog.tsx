import { NumberInput, Select } from '@mantine/core';
import {
  TAX_RATE_EXPONENT,
  TAX_RATE_MAX_PERCENT,
  TAX_TYPES,
  type TTaxResponse,
  ZTaxSchema,
} from '@opentab/shared';
import { FormDialog, saveOnSubmit } from '../../components/FormDialog/FormDialog';
import { TitleInput } from '../../components/TitleInput/TitleInput';
import { msg, t } from '../../lib/i18n';
import { useValidatedForm } from '../../lib/use-validated-form';
import { useSaveSettingsRecord } from './settings-crud';
import { TAXES } from './taxes-api';

const TYPE_OPTIONS = TAX_TYPES.map((type) => ({
  value: type,
  label: type === 'exclusive' ? msg('Exclusive') : msg('Inclusive'),
}));

type TProps = { tax: TTaxResponse | null; onClose: () => void };

export function TaxDialog({ tax, onClose }: TProps) {
  const save = useSaveSettingsRecord(TAXES);
  const form = useValidatedForm(ZTaxSchema, {
    title: tax?.title ?? '',
    rate: tax ? String(tax.rate) : '',
    type: tax?.type ?? '',
  });

  return (
    <FormDialog
      opened
      title={tax ? t('Update Tax') : t('Add New Tax')}
      onClose={onClose}
      {...saveOnSubmit(form, save, { id: tax?.id, onSaved: onClose })}
    >
      <TitleInput {...form.field('title')} placeholder={t('e.g. VAT')} data-autofocus />
      <NumberInput
        {...form.numeric('rate')}
        label={t('Rate')}
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
        label={t('Type')}
        placeholder={t('Select tax type')}
        description={t('Exclusive adds the tax on top of the price; inclusive takes it out of the price.')}
        data={TYPE_OPTIONS.map((option) => ({ ...option, label: t(option.label) }))}
        allowDeselect={false}
        required
      />
    </FormDialog>
  );
}
