import { NumberInput, Select } from '@mantine/core';
import { createMenuItemSchema, type TCurrency, type TMenuItemResponse } from '@opentab/shared';
import { useMemo } from 'react';
import { TitleInput } from '../../components/TitleInput/TitleInput';
import { formatTax } from '../../lib/format';
import { msg, t } from '../../lib/i18n';
import { useValidatedForm } from '../../lib/use-validated-form';
import { CATEGORIES } from './categories-api';
import { moneyInputProps } from './money-input';
import { useSettingsList } from './settings-crud';
import { TAXES } from './taxes-api';

const NONE = { value: '', label: msg('None') };

/** The menu item form (Add New Item and the detail page), checked with the currency's decimals. */
export function useMenuItemForm(item: TMenuItemResponse | null, currency: TCurrency) {
  const schema = useMemo(() => createMenuItemSchema(currency.exponent), [currency.exponent]);
  return useValidatedForm(schema, {
    title: item?.title ?? '',
    price: item ? String(item.price) : '',
    netPrice: item?.net_price == null ? '' : String(item.net_price),
    categoryId: item?.category_id ?? '',
    taxId: item?.tax_id ?? '',
  });
}

type TProps = { form: ReturnType<typeof useMenuItemForm>; currency: TCurrency; autoFocus?: boolean };

export function MenuItemFields({ form, currency, autoFocus = false }: TProps) {
  const categories = useSettingsList(CATEGORIES);
  const taxes = useSettingsList(TAXES);
  const none = { ...NONE, label: t(NONE.label) };
  const categoryOptions = [none, ...(categories.data ?? []).map((c) => ({ value: c.id, label: c.title }))];
  const taxOptions = [none, ...(taxes.data ?? []).map((tax) => ({ value: tax.id, label: formatTax(tax) }))];

  return (
    <>
      <TitleInput
        {...form.field('title')}
        placeholder={t('e.g. Margherita')}
        data-autofocus={autoFocus || undefined}
      />
      <NumberInput {...form.numeric('price')} {...moneyInputProps(currency)} label={t('Price')} required />
      <NumberInput {...form.numeric('netPrice')} {...moneyInputProps(currency)} label={t('Net Price')} />
      <Select
        {...form.choice('categoryId')}
        label={t('Category')}
        data={categoryOptions}
        allowDeselect={false}
      />
      <Select {...form.choice('taxId')} label={t('Tax')} data={taxOptions} allowDeselect={false} />
    </>
  );
}
