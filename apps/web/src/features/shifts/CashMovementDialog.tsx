import { SegmentedControl, TextInput } from '@mantine/core';
import { SHIFT_REASON_MAX_LENGTH, type TCashMovementType, ZCashMovementSchema } from '@opentab/shared';
import { FormDialog } from '../../components/FormDialog/FormDialog';
import { t } from '../../lib/i18n';
import { useValidatedForm } from '../../lib/use-validated-form';
import { useCashMovement } from './shifts-api';

type TProps = { type: TCashMovementType | null; onClose: () => void };

/** Cash put into the drawer or taken out of it (a paid-out), with its reason; keyed by `type`, so each open starts blank. */
export function CashMovementDialog({ type, onClose }: TProps) {
  const save = useCashMovement();
  const form = useValidatedForm(ZCashMovementSchema, { type: type ?? 'in', amount: '', reason: '' });

  const submit = () => {
    const input = form.validate();
    if (input) save.mutate(input, { onSuccess: onClose });
  };

  return (
    <FormDialog
      opened={type !== null}
      title={form.values.type === 'in' ? t('Cash in') : t('Cash out')}
      onClose={onClose}
      onSubmit={submit}
      formRef={form.formRef}
      busy={save.isPending}
      submitLabel={t('Record')}
    >
      <SegmentedControl
        aria-label={t('Cash in or out')}
        data={[
          { value: 'in', label: t('Cash in') },
          { value: 'out', label: t('Cash out') },
        ]}
        value={form.values.type}
        onChange={(value) => form.setValue('type', value)}
      />
      <TextInput {...form.field('amount')} label={t('Amount')} inputMode="decimal" required data-autofocus />
      <TextInput
        {...form.field('reason')}
        label={t('Reason')}
        maxLength={SHIFT_REASON_MAX_LENGTH}
        placeholder={t('e.g. Change from the bank, milk delivery')}
        required
      />
    </FormDialog>
  );
}
