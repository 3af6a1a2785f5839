import type { TCurrency, TMenuItemResponse } from '@opentab/shared';
import { FormCard } from '../../components/FormCard/FormCard';
import { t } from '../../lib/i18n';
import { MenuItemFields, useMenuItemForm } from './MenuItemFields';
import { MenuTranslationsFields, useMenuTranslations, withTranslations } from './MenuTranslationsFields';
import { useSaveMenuItem } from './menu-api';

export function MenuItemEditForm({ item, currency }: { item: TMenuItemResponse; currency: TCurrency }) {
  const save = useSaveMenuItem();
  const form = useMenuItemForm(item, currency);
  const translations = useMenuTranslations(item.translations);

  const submit = () => {
    const input = withTranslations(form, translations).validate();
    if (input) save.mutate({ id: item.id, input });
  };

  return (
    <FormCard title={t('Edit Item')} formRef={form.formRef} onSubmit={submit} busy={save.isPending}>
      <MenuItemFields form={form} currency={currency} />
      <MenuTranslationsFields translations={translations} original={form.values.title} />
    </FormCard>
  );
}
