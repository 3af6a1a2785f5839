import { SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  MANUAL_MOVEMENT_TYPES,
  STOCK_MOVEMENT_LABELS,
  type TStockItemResponse,
  ZStockCountSchema,
  ZStockMovementSchema,
} from '@opentab/shared';
import { FormDialog, saveOnSubmit } from '../../components/FormDialog/FormDialog';
import { t } from '../../lib/i18n';
import { useValidatedForm } from '../../lib/use-validated-form';
import { useAddMovement, useCountStock } from './inventory-api';
import { formatQuantity } from './stock-format';

type TProps = { item: TStockItemResponse; onClose: () => void };

const decimal = { inputMode: 'decimal' as const, autoComplete: 'off' };

/** A purchase (in), usage (out) or wastage, with a note; out and wastage never take more than is on hand. */
export function MovementDialog({ item, onClose }: TProps) {
  const save = useAddMovement();
  const form = useValidatedForm(ZStockMovementSchema, { movementType: 'IN', quantity: '', note: '' });
  return (
    <FormDialog
      opened
      title={t('Add Movement: {item}', { item: item.title })}
      onClose={onClose}
      {...saveOnSubmit(form, save, { id: item.id, onSaved: onClose })}
    >
      <Stack gap={4}>
        <Text size="sm" fw={500} id="movement-type-label">
          {t('Movement type')}
        </Text>
        <SegmentedControl
          {...form.choice('movementType')}
          aria-labelledby="movement-type-label"
          data={MANUAL_MOVEMENT_TYPES.map((type) => ({ value: type, label: t(STOCK_MOVEMENT_LABELS[type]) }))}
          onChange={(value) => form.setValue('movementType', value)}
          fullWidth
        />
      </Stack>
      <TextInput
        {...form.field('quantity')}
        {...decimal}
        label={t('Quantity ({unit})', { unit: item.unit })}
        description={t('On hand now: {quantity}', { quantity: formatQuantity(item.quantity, item.unit) })}
        required
        data-autofocus
      />
      <Textarea {...form.field('note')} label={t('Note')} autosize minRows={2} />
    </FormDialog>
  );
}

/** A count: what is on the shelf becomes on hand, the difference written as an adjustment. */
export function CountDialog({ item, onClose }: TProps) {
  const save = useCountStock();
  const form = useValidatedForm(ZStockCountSchema, {
    quantity: String(Math.max(item.quantity, 0)),
    note: '',
  });
  return (
    <FormDialog
      opened
      title={t('Count: {item}', { item: item.title })}
      onClose={onClose}
      {...saveOnSubmit(form, save, { id: item.id, onSaved: onClose })}
    >
      <TextInput
        {...form.field('quantity')}
        {...decimal}
        label={t('Counted quantity ({unit})', { unit: item.unit })}
        description={t('On hand now: {quantity}', { quantity: formatQuantity(item.quantity, item.unit) })}
        required
        data-autofocus
      />
      <Textarea {...form.field('note')} label={t('Note')} autosize minRows={2} />
    </FormDialog>
  );
}
