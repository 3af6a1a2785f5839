import { LANGUAGES, SOURCE_LANGUAGE, type TLanguage } from './i18n/languages.ts';

/**
 * Menu content in other languages (issue 24): a category's, menu item's, variant's or addon's title as the
 * store wrote it for each language but English (the row's own title is the store's text, whatever language
 * it is in). Stored as JSON text, answered as an object; a language without one shows the title as it is.
 */
export type TTranslatedLanguage = Exclude<TLanguage, 'en'>;
export type TMenuTranslation = { title: string };
export type TMenuTranslations = Partial<Record<TTranslatedLanguage, TMenuTranslation>>;

/** The languages menu content is translated into: every one of LANGUAGES but English. */
export const TRANSLATED_LANGUAGES = LANGUAGES.filter(
  (language): language is Extract<(typeof LANGUAGES)[number], { code: TTranslatedLanguage }> =>
    language.code !== SOURCE_LANGUAGE,
);
export const TRANSLATED_LANGUAGE_CODES = TRANSLATED_LANGUAGES.map((language) => language.code) as [
  TTranslatedLanguage,
  ...TTranslatedLanguage[],
];

/**
 * What the POS and the QR menu show for a menu title: its translation into `language` when the store wrote
 * one, else the title itself. Orders, receipts and the kitchen never use it: they keep the order line's title.
 */
export function translatedTitle(
  content: { title: string; translations?: TMenuTranslations | null | undefined },
  language: string,
): string {
  return content.translations?.[language as TTranslatedLanguage]?.title || content.title;
}
