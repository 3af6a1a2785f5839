import { NumberInput, TextInput } from '@mantine/core';
import {
  FLOOR_MAX_LENGTH,
  SEATING_CAPACITY_MAX,
  type TStoreTableResponse,
  ZStoreTableSchema,
} from '@opentab/shared';
import { FormDialog, saveOnSubmit } from '../../components/FormDialog/FormDialog';
import { useValidatedForm } from '../../lib/use-validated-form';
import { useSaveSettingsRecord } from './settings-crud';
import { STORE_TABLES } from './store-tables-api';

type TProps = { table: TStoreTableResponse | null; onClose: () => void };

/** Add New Table, or Update Table when `table` is given; spec 02 section 5's messages before sending. */
export function StoreTableDialog({ table, onClose }: TProps) {
  const save = useSaveSettingsRecord(STORE_TABLES);
  const form = useValidatedForm(ZStoreTableSchema, {
    title: table?.table_title ?? '',
    floor: table?.floor ?? '',
    seatingCapacity: table ? String(table.seating_capacity) : '',
  });

  return (
    <FormDialog
      opened
      title={table ? 'Update Table' : 'Add New Table'}
      onClose={onClose}
      {...saveOnSubmit(form, save, { id: table?.id, onSaved: onClose })}
    >
      <TextInput {...form.field('title')} label="Title" placeholder="e.g. T1" required data-autofocus />
      <TextInput
        {...form.field('floor')}
        label="Floor"
        placeholder="e.g. Ground, Patio or -"
        maxLength={FLOOR_MAX_LENGTH}
        required
      />
      <NumberInput
        {...form.numeric('seatingCapacity')}
        label="Seating Capacity"
        placeholder="0"
        allowDecimal={false}
        min={0}
        max={SEATING_CAPACITY_MAX}
        clampBehavior="none"
        hideControls
        required
      />
    </FormDialog>
  );
}
