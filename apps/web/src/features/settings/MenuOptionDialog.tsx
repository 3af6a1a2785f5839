import { NumberInput, Text } from '@mantine/core';
import type { TCurrency, TMenuItemOptionResponse } from '@opentab/shared';
import { useMemo } from 'react';
import { FormDialog, saveOnSubmit } from '../../components/FormDialog/FormDialog';
import { TitleInput } from '../../components/TitleInput/TitleInput';
import { t } from '../../lib/i18n';
import { useValidatedForm } from '../../lib/use-validated-form';
import { MenuTranslationsFields, useMenuTranslations, withTranslations } from './MenuTranslationsFields';
import { type TOptionKind, useMenuOptions } from './menu-api';
import { moneyInputProps } from './money-input';
import { OPTION_KINDS } from './option-kinds';

type TProps = {
  kind: TOptionKind;
  itemId: string;
  /** null adds a new one */
  option: TMenuItemOptionResponse | null;
  currency: TCurrency;
  onClose: () => void;
  onSaved: () => void;
};

/** Add Variant / Update Variant, Add Addon / Update Addon: title and price (0 when left empty). */
export function MenuOptionDialog({ kind, itemId, option, currency, onClose, onSaved }: TProps) {
  const texts = OPTION_KINDS[kind];
  const { save } = useMenuOptions(kind, itemId);
  const schema = useMemo(() => texts.createSchema(currency.exponent), [texts, currency.exponent]);
  const form = useValidatedForm(schema, {
    title: option?.title ?? '',
    price: option ? String(option.price) : '',
  });
  const translations = useMenuTranslations(option?.translations);

  return (
    <FormDialog
      opened
      title={t(option ? texts.update : texts.add)}
      onClose={onClose}
      {...saveOnSubmit(withTranslations(form, translations), save, { id: option?.id, onSaved: onSaved })}
    >
      <TitleInput {...form.field('title')} placeholder={t(texts.placeholder)} data-autofocus />
      <NumberInput
        {...form.numeric('price')}
        {...moneyInputProps(currency)}
        label={t('Price')}
        placeholder="0"
      />
      <Text size="sm" c="dimmed">
        {t(texts.hint)}
      </Text>
      <MenuTranslationsFields translations={translations} original={form.values.title} />
    </FormDialog>
  );
}
