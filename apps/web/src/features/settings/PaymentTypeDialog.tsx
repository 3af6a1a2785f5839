import { Checkbox, Switch } from '@mantine/core';
import { type TPaymentTypeResponse, ZPaymentTypeUpdateSchema } from '@opentab/shared';
import { FormDialog, saveOnSubmit } from '../../components/FormDialog/FormDialog';
import { TitleInput } from '../../components/TitleInput/TitleInput';
import { t } from '../../lib/i18n';
import { useValidatedForm } from '../../lib/use-validated-form';
import { PAYMENT_TYPES } from './payment-types-api';
import { useSaveSettingsRecord } from './settings-crud';

type TProps = { paymentType: TPaymentTypeResponse | null; onClose: () => void };

/**
 * Add (active from the start, as the spec sends isActive true) or update with the active switch; both with the
 * cash flag (issue 22).
 */
export function PaymentTypeDialog({ paymentType, onClose }: TProps) {
  const save = useSaveSettingsRecord(PAYMENT_TYPES);
  const form = useValidatedForm(ZPaymentTypeUpdateSchema, {
    title: paymentType?.title ?? '',
    isActive: paymentType ? paymentType.is_active === 1 : true,
    isCash: paymentType ? paymentType.isCash === 1 : false,
  });

  return (
    <FormDialog
      opened
      title={paymentType ? t('Update Payment Type') : t('Add New Payment Type')}
      onClose={onClose}
      {...saveOnSubmit(form, save, { id: paymentType?.id, onSaved: onClose })}
    >
      <TitleInput {...form.field('title')} placeholder={t('e.g. Card')} data-autofocus />
      <Checkbox
        {...form.toggle('isCash')}
        label={t('Cash')}
        description={t('Cash payments take the amount tendered and show the change due.')}
      />
      {paymentType ? <Switch {...form.toggle('isActive')} label={t('Active')} size="md" /> : null}
    </FormDialog>
  );
}
