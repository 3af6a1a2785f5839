import { z } from 'zod';

/**
 * The languages OpenTab speaks (issue 24). Adding one: a folder `packages/shared/locales/<code>/` with its
 * catalog files, and one line here. English is the source: its texts are the catalogs' keys.
 */
export const LANGUAGES = [
  { code: 'en', name: 'English', dir: 'ltr' },
  { code: 'es', name: 'Español', dir: 'ltr' },
  { code: 'fr', name: 'Français', dir: 'ltr' },
  { code: 'de', name: 'Deutsch', dir: 'ltr' },
  { code: 'pt-BR', name: 'Português (Brasil)', dir: 'ltr' },
  { code: 'ar', name: 'العربية', dir: 'rtl' },
  { code: 'hi', name: 'हिन्दी', dir: 'ltr' },
  { code: 'ja', name: '日本語', dir: 'ltr' },
  { code: 'ko', name: '한국어', dir: 'ltr' },
] as const;

export type TLanguage = (typeof LANGUAGES)[number]['code'];
export const SOURCE_LANGUAGE: TLanguage = 'en';
export const LANGUAGE_CODES = LANGUAGES.map((language) => language.code) as [TLanguage, ...TLanguage[]];
const CODES = LANGUAGE_CODES;
// pure: the QR entry imports this module's functions, and must not pull zod in with them
export const ZLanguageSchema = /* @__PURE__ */ z.enum(CODES);

/**
 * Developers' pseudo-locale: every text accented and 40 % longer, to find texts that bypass the catalogs and
 * layouts that clip (docs/i18n.md). Never offered to restaurants.
 */
export const PSEUDO_LANGUAGE = 'en-XA';

export function isLanguage(code: unknown): code is TLanguage {
  return typeof code === 'string' && (CODES as readonly string[]).includes(code);
}

export function directionOf(code: string): 'ltr' | 'rtl' {
  return LANGUAGES.find((language) => language.code === code)?.dir ?? 'ltr';
}

/**
 * The first of the caller's languages we speak: exact (`pt-BR`), then by the language alone (`es-MX` → `es`,
 * `pt-PT` → `pt-BR`); English when none matches.
 */
export function pickLanguage(preferred: readonly string[]): TLanguage {
  for (const wanted of preferred) {
    const exact = CODES.find((code) => code.toLowerCase() === wanted.toLowerCase());
    if (exact) return exact;
    const base = wanted.split('-')[0]?.toLowerCase();
    const sameLanguage = CODES.find((code) => code.split('-')[0]?.toLowerCase() === base);
    if (sameLanguage) return sameLanguage;
  }
  return SOURCE_LANGUAGE;
}

/** An `Accept-Language` header's languages, most wanted first (`q=0` ones left out). */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), weight: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

/** A user's language: their own choice, else their store's, else English (issue 24). */
export function languageOfUser(own: string | null | undefined, store: string | null | undefined): TLanguage {
  if (isLanguage(own)) return own;
  return isLanguage(store) ? store : SOURCE_LANGUAGE;
}
