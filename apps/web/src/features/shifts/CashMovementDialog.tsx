import { SegmentedControl, TextInput } from '@mantine/core';
import { SHIFT_REASON_MAX_LENGTH, type TCashMovementType, ZCashMovementSchema } from '@opentab/shared';
import { FormDialog } from '../../components/FormDialog/FormDialog';
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
      title={form.values.type === 'in' ? 'Cash in' : 'Cash out'}
      onClose={onClose}
      onSubmit={submit}
      formRef={form.formRef}
      busy={save.isPending}
      submitLabel="Record"
    >
      <SegmentedControl
        aria-label="Cash in or out"
        data={[
          { value: 'in', label: 'Cash in' },
          { value: 'out', label: 'Cash out' },
        ]}
        value={form.values.type}
        onChange={(value) => form.setValue('type', value)}
      />
      <TextInput {...form.field('amount')} label="Amount" inputMode="decimal" required data-autofocus />
      <TextInput
        {...form.field('reason')}
        label="Reason"
        maxLength={SHIFT_REASON_MAX_LENGTH}
        placeholder="e.g. Change from the bank, milk delivery"
        required
      />
    </FormDialog>
  );
}
