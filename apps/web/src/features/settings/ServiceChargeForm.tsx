import { NumberInput, Select, Switch } from '@mantine/core';
import {
  TAX_RATE_EXPONENT,
  TAX_RATE_MAX_PERCENT,
  type TServiceChargeResponse,
  ZServiceChargeSchema,
} from '@opentab/shared';
import { FormCard } from '../../components/FormCard/FormCard';
import { t } from '../../lib/i18n';
import { useValidatedForm } from '../../lib/use-validated-form';
import { useSaveServiceCharge } from './service-charge-api';
import { useSettingsList } from './settings-crud';
import { TAXES } from './taxes-api';

const NO_TAX = '';

/** The service charge (percent, its tax, dine-in only) and the discount limit, saved together. */
export function ServiceChargeForm({ settings }: { settings: TServiceChargeResponse }) {
  const save = useSaveServiceCharge();
  const taxes = useSettingsList(TAXES);
  const form = useValidatedForm(ZServiceChargeSchema, {
    serviceCharge: String(settings.serviceCharge),
    serviceChargeTaxId: settings.serviceChargeTaxId ?? NO_TAX,
    isServiceChargeDineInOnly: settings.isServiceChargeDineInOnly === 1,
    discountLimit: String(settings.discountLimit),
  });
  const taxOptions = [
    { value: NO_TAX, label: t('No tax') },
    ...(taxes.data ?? []).map((tax) => ({ value: tax.id, label: `${tax.title} (${tax.rate}%)` })),
  ];

  const submit = () => {
    const input = form.validate();
    if (input) save.mutate(input);
  };

  const percent = {
    rightSection: '%',
    decimalScale: TAX_RATE_EXPONENT,
    min: 0,
    max: TAX_RATE_MAX_PERCENT,
    clampBehavior: 'none' as const,
    hideControls: true,
    maw: 240,
  };

  return (
    <FormCard formRef={form.formRef} onSubmit={submit} busy={save.isPending}>
      <NumberInput
        {...form.numeric('serviceCharge')}
        {...percent}
        label={t('Service Charge')}
        description={t(
          'Added to the bill on what its items come to without tax, after discounts. 0 for none.',
        )}
      />
      <Select
        {...form.choice('serviceChargeTaxId')}
        label={t('Tax on the Service Charge')}
        description={t("Charged on top of the service charge at this tax's rate.")}
        data={taxOptions}
        allowDeselect={false}
        maw={320}
      />
      <Switch
        {...form.toggle('isServiceChargeDineInOnly')}
        label={t('Dine-In bills only')}
        description={t('Off: takeaway and delivery bills carry it too.')}
        size="md"
      />
      <NumberInput
        {...form.numeric('discountLimit')}
        {...percent}
        label={t('Discount Limit')}
        description={t("A larger discount needs a manager's approval.")}
      />
    </FormCard>
  );
}
