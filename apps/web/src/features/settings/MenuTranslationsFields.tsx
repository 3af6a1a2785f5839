import { Fieldset, Group, Select, Text, TextInput } from '@mantine/core';
import {
  directionOf,
  TITLE_MAX_LENGTH,
  type TMenuTranslations,
  TRANSLATED_LANGUAGE_CODES,
  TRANSLATED_LANGUAGES,
  type TTranslatedLanguage,
} from '@opentab/shared';
import { type RefObject, useState } from 'react';
import { currentLanguage, t } from '../../lib/i18n';

/**
 * Menu content in other languages (issue 24): the translations a category, menu item, variant or addon form
 * edits. `changed` says whether the person touched them: the call sends them only then, so a save that did not
 * leaves the stored ones as they are.
 */
export function useMenuTranslations(initial: TMenuTranslations | undefined) {
  const [value, setValue] = useState<TMenuTranslations>(initial ?? {});
  const [changed, setChanged] = useState(false);
  const setTitle = (language: TTranslatedLanguage, title: string) => {
    setValue((current) => {
      const next = { ...current };
      if (title) next[language] = { title };
      else delete next[language];
      return next;
    });
    setChanged(true);
  };
  return { value, changed, setTitle };
}

type TTranslations = ReturnType<typeof useMenuTranslations>;
type TCheckedForm<TInput> = { validate(): TInput | null; formRef: RefObject<HTMLFormElement | null> };

/** The form with its translations: what `validate` answers carries them when they were edited. */
export function withTranslations<TInput>(
  form: TCheckedForm<TInput>,
  translations: TTranslations,
): TCheckedForm<TInput & { translations?: TMenuTranslations }> {
  return {
    formRef: form.formRef,
    validate: () => {
      const input = form.validate();
      if (!input) return null;
      return translations.changed ? { ...input, translations: translations.value } : input;
    },
  };
}

/** The screens' language when it is one menu content is translated into, else the first of them. */
function startLanguage(): TTranslatedLanguage {
  const current = TRANSLATED_LANGUAGES.find((language) => language.code === currentLanguage());
  return current?.code ?? TRANSLATED_LANGUAGE_CODES[0];
}

type TProps = { translations: TTranslations; original: string };

/**
 * Translations: a language and its title, one language at a time, so the form stays short; the count says how
 * many languages have one. Each title is typed in its own language's direction.
 */
export function MenuTranslationsFields({ translations, original }: TProps) {
  const [language, setShownLanguage] = useState<TTranslatedLanguage>(startLanguage);
  const count = Object.keys(translations.value).length;
  const options = TRANSLATED_LANGUAGES.map((option) => ({ value: option.code, label: option.name }));

  return (
    <Fieldset legend={t('Translations')} variant="filled" p="sm">
      <Text size="xs" c="dimmed" mb="xs">
        {t('The POS and the QR menu show a translated title to people using that language.')}
      </Text>
      <Group grow align="flex-start" gap="sm">
        <Select
          label={t('Language')}
          data={options}
          value={language}
          onChange={(code) => code && setShownLanguage(code as TTranslatedLanguage)}
          allowDeselect={false}
          data-field="translation-language"
        />
        <TextInput
          label={t('Translated title')}
          name={`translation-${language}`}
          value={translations.value[language]?.title ?? ''}
          placeholder={original}
          maxLength={TITLE_MAX_LENGTH}
          lang={language}
          dir={directionOf(language)}
          onChange={(event) => translations.setTitle(language, event.currentTarget.value)}
        />
      </Group>
      <Text size="xs" c="dimmed" mt="xs" data-testid="translation-count">
        {count === 0
          ? t('No translations yet.')
          : t('{count, plural, one {Translated into # language.} other {Translated into # languages.}}', {
              count,
            })}
      </Text>
    </Fieldset>
  );
}
