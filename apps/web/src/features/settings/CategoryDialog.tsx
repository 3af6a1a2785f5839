import { NumberInput } from '@mantine/core';
import {
  KITCHEN_DEFAULT_PREP_MINUTES,
  PREP_MINUTES_MAX,
  type TCategoryInput,
  type TSettingsCategoryResponse,
  ZCategorySchema,
} from '@opentab/shared';
import { FormDialog, saveOnSubmit } from '../../components/FormDialog/FormDialog';
import { TitleInput } from '../../components/TitleInput/TitleInput';
import { t } from '../../lib/i18n';
import { useValidatedForm } from '../../lib/use-validated-form';
import { CATEGORIES } from './categories-api';
import { MenuTranslationsFields, useMenuTranslations, withTranslations } from './MenuTranslationsFields';
import { useSaveSettingsRecord } from './settings-crud';

type TProps = { category: TSettingsCategoryResponse | null; onClose: () => void };

type TCategoryForm = ReturnType<
  typeof useValidatedForm<{ title: string; prepMinutes: string }, TCategoryInput>
>;

/** A save that did not touch the target time leaves it out (the server keeps it), as with the translations. */
function keepUntouchedMinutes(form: TCategoryForm, initial: string) {
  return {
    formRef: form.formRef,
    validate: () => {
      const input = form.validate();
      if (!input || form.values.prepMinutes !== initial) return input;
      const { prepMinutes: _untouched, ...rest } = input;
      return rest;
    },
  };
}

export function CategoryDialog({ category, onClose }: TProps) {
  const save = useSaveSettingsRecord(CATEGORIES);
  // issue 26: empty is the kitchen's default
  const initialMinutes = category?.prepMinutes == null ? '' : String(category.prepMinutes);
  const form = useValidatedForm(ZCategorySchema, {
    title: category?.title ?? '',
    prepMinutes: initialMinutes,
  });
  const translations = useMenuTranslations(category?.translations);

  return (
    <FormDialog
      opened
      title={category ? t('Update Category') : t('Add New Category')}
      onClose={onClose}
      {...saveOnSubmit(withTranslations(keepUntouchedMinutes(form, initialMinutes), translations), save, {
        id: category?.id,
        onSaved: onClose,
      })}
    >
      <TitleInput {...form.field('title')} placeholder={t('e.g. Pizza')} data-autofocus />
      <NumberInput
        {...form.numeric('prepMinutes')}
        label={t('Target preparation time (minutes)')}
        description={t('Kitchen tickets turn amber, then red, against it. Empty: {minutes} minutes.', {
          minutes: KITCHEN_DEFAULT_PREP_MINUTES,
        })}
        min={1}
        max={PREP_MINUTES_MAX}
        clampBehavior="none"
        allowDecimal={false}
        allowNegative={false}
        hideControls
      />
      <MenuTranslationsFields translations={translations} original={form.values.title} />
    </FormDialog>
  );
}
