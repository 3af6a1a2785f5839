import { z } from 'zod';
/**
 * The languages OpenTab speaks (issue 24). Adding one: a folder `packages/shared/locales/<code>/` with its
 * catalog files, and one line here. English is the source: its texts are the catalogs' keys.
 */
export declare const LANGUAGES: readonly [
  {
    readonly code: 'en';
    readonly name: 'English';
    readonly dir: 'ltr';
  },
  {
    readonly code: 'es';
    readonly name: 'Español';
    readonly dir: 'ltr';
  },
  {
    readonly code: 'fr';
    readonly name: 'Français';
    readonly dir: 'ltr';
  },
  {
    readonly code: 'de';
    readonly name: 'Deutsch';
    readonly dir: 'ltr';
  },
  {
    readonly code: 'pt-BR';
    readonly name: 'Português (Brasil)';
    readonly dir: 'ltr';
  },
  {
    readonly code: 'ar';
    readonly name: 'العربية';
    readonly dir: 'rtl';
  },
  {
    readonly code: 'hi';
    readonly name: 'हिन्दी';
    readonly dir: 'ltr';
  },
  {
    readonly code: 'ja';
    readonly name: '日本語';
    readonly dir: 'ltr';
  },
  {
    readonly code: 'ko';
    readonly name: '한국어';
    readonly dir: 'ltr';
  },
];
export type TLanguage = (typeof LANGUAGES)[number]['code'];
export declare const SOURCE_LANGUAGE: TLanguage;
export declare const ZLanguageSchema: z.ZodEnum<{
  en: 'en';
  es: 'es';
  fr: 'fr';
  de: 'de';
  'pt-BR': 'pt-BR';
  ar: 'ar';
  hi: 'hi';
  ja: 'ja';
  ko: 'ko';
}>;
/**
 * Developers' pseudo-locale: every text accented and 40 % longer, to find texts that bypass the catalogs and
 * layouts that clip (docs/i18n.md). Never offered to restaurants.
 */
export declare const PSEUDO_LANGUAGE = 'en-XA';
export declare function isLanguage(code: unknown): code is TLanguage;
export declare function directionOf(code: string): 'ltr' | 'rtl';
/**
 * The first of the caller's languages we speak: exact (`pt-BR`), then by the language alone (`es-MX` → `es`,
 * `pt-PT` → `pt-BR`); English when none matches.
 */
export declare function pickLanguage(preferred: readonly string[]): TLanguage;
/** An `Accept-Language` header's languages, most wanted first (`q=0` ones left out). */
export declare function parseAcceptLanguage(header: string | undefined): string[];
