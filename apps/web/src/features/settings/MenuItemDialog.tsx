import type { TCurrency } from '@opentab/shared';
import { FormDialog, saveOnSubmit } from '../../components/FormDialog/FormDialog';
import { t } from '../../lib/i18n';
import { MenuItemFields, useMenuItemForm } from './MenuItemFields';
import { MenuTranslationsFields, useMenuTranslations, withTranslations } from './MenuTranslationsFields';
import { useSaveMenuItem } from './menu-api';

/** Add New Item: title, price, net price, category and tax; photo, variants and addons on its page. */
export function MenuItemDialog({ currency, onClose }: { currency: TCurrency; onClose: () => void }) {
  const save = useSaveMenuItem();
  const form = useMenuItemForm(null, currency);
  const translations = useMenuTranslations(undefined);

  return (
    <FormDialog
      opened
      title={t('Add New Item')}
      onClose={onClose}
      {...saveOnSubmit(withTranslations(form, translations), save, { onSaved: onClose })}
    >
      <MenuItemFields form={form} currency={currency} autoFocus />
      <MenuTranslationsFields translations={translations} original={form.values.title} />
    </FormDialog>
  );
}
