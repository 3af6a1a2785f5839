import { directionOf, isLanguage, SOURCE_LANGUAGE } from '@opentab/shared';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { formatDateTime, formatPrice } from '../../lib/format';
import {
  currentLocale,
  isLanguageLoaded,
  loadLanguage,
  t as screenT,
  tIn,
  useLanguage,
} from '../../lib/i18n';

/**
 * Issue 24: receipts, credit notes and kitchen tokens print in the store's language, whatever the language of
 * the cashier's screens (the print window is the same app, whose screens follow the signed-in user). A print
 * sheet given a language puts it here; the views inside read their words, money and dates from
 * `usePrintText()`. Outside a sheet with a language, the screens' language.
 */
const PrintLanguageContext = createContext<string | null>(null);

/** A store's language as a print view uses it: one of LANGUAGES, English for anything else. */
export function printLanguageOf(language: string | null | undefined): string {
  return isLanguage(language) ? language : SOURCE_LANGUAGE;
}

/**
 * Fetches the language's catalog (the screens may speak another one); true once the print can render in it.
 * A catalog that fails to load prints in English rather than never.
 */
export function usePrintLanguageReady(language: string | null | undefined): boolean {
  const code = language ? printLanguageOf(language) : null;
  const [settled, setSettled] = useState<string | null>(null);
  useEffect(() => {
    if (!code || isLanguageLoaded(code)) return;
    let live = true;
    void loadLanguage(code)
      .catch(() => undefined)
      .finally(() => {
        if (live) setSettled(code);
      });
    return () => {
      live = false;
    };
  }, [code]);
  return code !== null && (settled === code || isLanguageLoaded(code));
}

export function PrintLanguage({ language, children }: { language: string; children: ReactNode }) {
  return <PrintLanguageContext.Provider value={language}>{children}</PrintLanguageContext.Provider>;
}

type TValues = Record<string, unknown>;

/** The print's words, money and dates: in the sheet's language, else in the screens'. */
export function usePrintText() {
  const screens = useLanguage();
  const language = useContext(PrintLanguageContext);
  if (language === null) {
    const locale = currentLocale();
    return {
      language: screens,
      t: (english: string, values?: TValues) => screenT(english, values),
      money: (major: number, currency: string) => formatPrice(major, currency, locale),
      dateTime: (value: string | null | undefined, timeZone?: string) =>
        formatDateTime(value, timeZone, locale),
    };
  }
  return {
    language,
    t: (english: string, values?: TValues) => tIn(language, english, values),
    money: (major: number, currency: string) => formatPrice(major, currency, language),
    dateTime: (value: string | null | undefined, timeZone?: string) =>
      formatDateTime(value, timeZone, language),
  };
}

/** The sheet's `lang` and `dir` attributes: an Arabic receipt reads right to left. */
export function printDirection(language: string): { lang: string; dir: 'ltr' | 'rtl' } {
  return { lang: language, dir: directionOf(language) };
}
