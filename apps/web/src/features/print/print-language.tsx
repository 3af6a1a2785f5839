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

/**
 * The print's words, money and dates: in the sheet's language, else in the screens'. Right to left, two marks
 * keep the paper readable: a symbol after the amount ("12.80 US$") would lose its "$" to the line's direction
 * and show "$US" (a left-to-right mark after the amount keeps it whole), and a code such as a receipt number
 * ("17-20250301") is isolated left to right inside its right-to-left sentence.
 */
export function usePrintText() {
  const screens = useLanguage();
  const sheet = useContext(PrintLanguageContext);
  const language = sheet ?? screens;
  const locale = sheet ?? currentLocale();
  const rtl = directionOf(language) === 'rtl';
  return {
    language,
    t: (english: string, values?: TValues) =>
      sheet === null ? screenT(english, values) : tIn(sheet, english, values),
    // the shared formatter ends a right-to-left language's amount with its left-to-right mark
    money: (major: number, currency: string) => formatPrice(major, currency, locale),
    dateTime: (value: string | null | undefined, timeZone?: string) =>
      formatDateTime(value, timeZone, locale),
    code: (value: string) => (rtl ? `\u2066${value}\u2069` : value),
  };
}

/** The sheet's `lang` and `dir` attributes: an Arabic receipt reads right to left. */
export function printDirection(language: string): { lang: string; dir: 'ltr' | 'rtl' } {
  return { lang: language, dir: directionOf(language) };
}
