import { Switch, TextInput } from '@mantine/core';
import {
  STOCK_UNITS,
  type TStockItemResponse,
  ZStockItemAddSchema,
  ZStockItemUpdateSchema,
} from '@opentab/shared';
import { FormDialog, saveOnSubmit } from '../../components/FormDialog/FormDialog';
import { t } from '../../lib/i18n';
import { useValidatedForm } from '../../lib/use-validated-form';
import { useSaveStockItem } from './inventory-api';

type TProps = {
  item: TStockItemResponse | null;
  currency: string;
  onClose: () => void;
  onSaved?: (id?: string) => void;
};

/** Add an item (with what is on hand now) or change one: on hand then changes only through movements. */
export function StockItemDialog({ item, currency, onClose, onSaved }: TProps) {
  const save = useSaveStockItem();
  const form = useValidatedForm(item ? ZStockItemUpdateSchema : ZStockItemAddSchema, {
    title: item?.title ?? '',
    unit: item?.unit ?? '',
    quantity: '',
    min_quantity_threshold: item ? String(item.min_quantity_threshold) : '',
    costPerUnit: item?.costPerUnit === null || item === null ? '' : String(item.costPerUnit),
    isActive: item ? item.isActive === 1 : true,
  });
  const decimal = { inputMode: 'decimal' as const, autoComplete: 'off' };
  return (
    <FormDialog
      opened
      title={item ? t('Edit Stock Item') : t('Add Stock Item')}
      onClose={onClose}
      {...saveOnSubmit(form, save, { id: item?.id, onSaved: () => (onSaved ? onSaved() : onClose()) })}
    >
      <TextInput {...form.field('title')} label={t('Title')} required autoComplete="off" data-autofocus />
      <TextInput
        {...form.field('unit')}
        label={t('Unit')}
        description={t('g, kg, ml, l, pcs or your own word')}
        list="stock-units"
        autoComplete="off"
        required
      />
      <datalist id="stock-units">
        {STOCK_UNITS.map((unit) => (
          <option key={unit} value={unit} />
        ))}
      </datalist>
      {item ? null : (
        <TextInput
          {...form.field('quantity')}
          {...decimal}
          label={t('Quantity on hand')}
          description={t('Written as the first purchase of the item')}
        />
      )}
      <TextInput
        {...form.field('min_quantity_threshold')}
        {...decimal}
        label={t('Low-stock level')}
        description={t('The item shows as low at or under this quantity')}
      />
      <TextInput
        {...form.field('costPerUnit')}
        {...decimal}
        label={t('Cost per unit ({currency})', { currency })}
        description={t('Optional: values what is on hand')}
      />
      <Switch {...form.toggle('isActive')} label={t('Active (recipes can use it)')} />
    </FormDialog>
  );
}
