import { isLanguage, SOURCE_LANGUAGE, type TMenuTranslations } from '@opentab/shared';

/**
 * A row's `translations` column (issue 24, 0027) as the API answers it: only languages we speak (English
 * aside) with a text title; a value that is not such JSON reads as none, so a bad row never breaks the menu.
 */
function readTranslations(stored: string | null | undefined): TMenuTranslations {
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored ?? '{}');
  } catch {
    return {};
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  const translations: Record<string, { title: string }> = {};
  for (const [language, entry] of Object.entries(parsed)) {
    const title = (entry as { title?: unknown } | null)?.title;
    if (language !== SOURCE_LANGUAGE && isLanguage(language) && typeof title === 'string' && title)
      translations[language] = { title };
  }
  return translations as TMenuTranslations;
}

/**
 * The column's value for checked input: `{ translations }` to write, or nothing when the call left them out
 * (absent keeps the stored ones).
 */
export function translationsColumn(translations: TMenuTranslations | undefined): { translations?: string } {
  return translations === undefined ? {} : { translations: JSON.stringify(translations) };
}

/**
 * `{ translations }` for an answer when the row has some, else nothing: a menu without translations answers
 * as it did before them (clients read `translations?.[language]`).
 */
export function translationsField(stored: string | null | undefined): { translations?: TMenuTranslations } {
  const translations = readTranslations(stored);
  return Object.keys(translations).length > 0 ? { translations } : {};
}
