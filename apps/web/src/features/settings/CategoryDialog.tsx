import { type TCategoryResponse, ZCategorySchema } from '@opentab/shared';
import { FormDialog, saveOnSubmit } from '../../components/FormDialog/FormDialog';
import { TitleInput } from '../../components/TitleInput/TitleInput';
import { t } from '../../lib/i18n';
import { useValidatedForm } from '../../lib/use-validated-form';
import { CATEGORIES } from './categories-api';
import { MenuTranslationsFields, useMenuTranslations, withTranslations } from './MenuTranslationsFields';
import { useSaveSettingsRecord } from './settings-crud';

type TProps = { category: TCategoryResponse | null; onClose: () => void };

export function CategoryDialog({ category, onClose }: TProps) {
  const save = useSaveSettingsRecord(CATEGORIES);
  const form = useValidatedForm(ZCategorySchema, { title: category?.title ?? '' });
  const translations = useMenuTranslations(category?.translations);

  return (
    <FormDialog
      opened
      title={category ? t('Update Category') : t('Add New Category')}
      onClose={onClose}
      {...saveOnSubmit(withTranslations(form, translations), save, { id: category?.id, onSaved: onClose })}
    >
      <TitleInput {...form.field('title')} placeholder={t('e.g. Pizza')} data-autofocus />
      <MenuTranslationsFields translations={translations} original={form.values.title} />
    </FormDialog>
  );
}
