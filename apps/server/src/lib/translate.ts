import { type I18n, setupI18n } from '@lingui/core';
import { SOURCE_LANGUAGE, type TLanguage } from '@opentab/shared';
import { compiledCatalogOf } from '@opentab/shared/catalogs';

/**
 * The server's words in the caller's language (issue 24), from the same catalogs as the web: an English text
 * is its own key, so a message is written in English where it is raised and translated once, on its way out.
 * Each language's catalog is compiled the first time a caller asks for it.
 */
const instances = new Map<TLanguage, I18n>();

function instanceOf(language: TLanguage): I18n {
  let i18n = instances.get(language);
  if (!i18n) {
    i18n = setupI18n({ locale: language, messages: { [language]: compiledCatalogOf(language) as never } });
    instances.set(language, i18n);
  }
  return i18n;
}

/**
 * The text in `language`; the English itself when the catalog has none (never an empty answer). With values, the
 * text is an ICU message filled in with them, English included (`Moved to {table}!` → `Moved to R1!`).
 */
export function translate(language: TLanguage, english: string, values?: Record<string, unknown>): string {
  if (language === SOURCE_LANGUAGE && !values) return english;
  const i18n = instanceOf(language);
  return english in i18n.messages || values ? i18n._(english, values) : english;
}
