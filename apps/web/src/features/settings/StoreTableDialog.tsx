import { NumberInput, TextInput } from '@mantine/core';
import {
  FLOOR_MAX_LENGTH,
  SEATING_CAPACITY_MAX,
  type TStoreTableResponse,
  ZStoreTableSchema,
} from '@opentab/shared';
import { FormDialog, saveOnSubmit } from '../../components/FormDialog/FormDialog';
import { t } from '../../lib/i18n';
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
      title={table ? t('Update Table') : t('Add New Table')}
      onClose={onClose}
      {...saveOnSubmit(form, save, { id: table?.id, onSaved: onClose })}
    >
      <TextInput
        {...form.field('title')}
        label={t('Title')}
        placeholder={t('e.g. T1')}
        required
        data-autofocus
      />
      <TextInput
        {...form.field('floor')}
        label={t('Floor')}
        placeholder={t('e.g. Ground, Patio or -')}
        maxLength={FLOOR_MAX_LENGTH}
        required
      />
      <NumberInput
        {...form.numeric('seatingCapacity')}
        label={t('Seating Capacity')}
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
