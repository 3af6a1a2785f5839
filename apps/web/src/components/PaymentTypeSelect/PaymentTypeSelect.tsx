import { Select } from '@mantine/core';
import type { TPaymentTypeResponse } from '@opentab/shared';
import { t } from '../../lib/i18n';

type TProps = {
  paymentTypes: TPaymentTypeResponse[];
  value: string | null;
  onChange: (paymentTypeId: string | null) => void;
  error?: string | null;
};

/** Only active payment types are offered (spec 01); only these can pay (the server checks it again). */
export function activePaymentTypes(paymentTypes: TPaymentTypeResponse[]): TPaymentTypeResponse[] {
  return paymentTypes.filter((type) => Boolean(type.is_active));
}

/**
 * Payment Type of the POS's Create Receipt & Pay and of the Orders screen's Pay & Complete. A new store has
 * none yet, so an empty list says where to add one instead of leaving the cashier at an empty select.
 */
export function PaymentTypeSelect({ paymentTypes, value, onChange, error }: TProps) {
  const active = activePaymentTypes(paymentTypes);
  return (
    <Select
      label={t('Payment Type')}
      placeholder={active.length === 0 ? t('No active payment types') : t('Select payment type')}
      description={active.length === 0 ? t('Add or switch on one in Settings → Payment Types.') : undefined}
      data={active.map((type) => ({ value: type.id, label: type.title }))}
      value={value}
      onChange={onChange}
      error={error ? t(error) : error}
      allowDeselect={false}
      required
      data-autofocus
    />
  );
}
