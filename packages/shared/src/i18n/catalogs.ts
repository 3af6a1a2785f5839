import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CompiledMessage, compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { LANGUAGES, PSEUDO_LANGUAGE, SOURCE_LANGUAGE } from './languages.ts';

/**
 * The message catalogs on disk (issue 24), read by the server, the web build and the CI check alike: one folder
 * per language under `packages/shared/locales/`, its JSON files each an object from the English text to its
 * translation (English's own files map each text to itself: they list the keys every language must have).
 * Node only: the web gets the compiled catalogs through its build (apps/web/build/catalogs.ts).
 */
export type TCatalog = Record<string, string>;
/** A compiled catalog: a plain text stays a string, an ICU message becomes Lingui's compiled tokens. */
export type TCompiledCatalog = Record<string, string | CompiledMessage>;

export const LOCALES_DIR = fileURLToPath(new URL('../../locales/', import.meta.url));

function catalogFilesOf(language: string): string[] {
  return readdirSync(join(LOCALES_DIR, language))
    .filter((name) => name.endsWith('.json'))
    .sort();
}

/** A language's files as one catalog; a text given twice (in two files) is an error, found here and in CI. */
export function readCatalog(language: string): TCatalog {
  const catalog: TCatalog = {};
  for (const file of catalogFilesOf(language)) {
    const entries = JSON.parse(readFileSync(join(LOCALES_DIR, language, file), 'utf8')) as TCatalog;
    for (const [key, text] of Object.entries(entries)) {
      if (key in catalog) throw new Error(`${language}/${file}: "${key}" is also in another file`);
      catalog[key] = text;
    }
  }
  return catalog;
}

function compileCatalog(catalog: TCatalog, mapText?: (text: string) => string): TCompiledCatalog {
  const compiled: TCompiledCatalog = {};
  for (const [key, text] of Object.entries(catalog)) {
    const tokens = compileMessageOrThrow(text, mapText);
    compiled[key] = tokens.length === 1 && typeof tokens[0] === 'string' ? tokens[0] : tokens;
  }
  return compiled;
}

/**
 * English needs no catalog at run time (a text is its own key), except its ICU messages, which must be compiled
 * to fill in their values: these are the ones the web bundles with its code.
 */
export function sourceMessagesToCompile(): TCompiledCatalog {
  const compiled = compileCatalog(readCatalog(SOURCE_LANGUAGE));
  return Object.fromEntries(
    Object.entries(compiled).filter(([key, message]) => typeof message !== 'string' || message !== key),
  );
}

/** Any language of LANGUAGES, or the pseudo-locale (made from English: accented and 40 % longer). */
export function compiledCatalogOf(language: string): TCompiledCatalog {
  if (language === PSEUDO_LANGUAGE) return compileCatalog(readCatalog(SOURCE_LANGUAGE), pseudoText);
  if (!LANGUAGES.some((known) => known.code === language)) throw new Error(`Unknown language ${language}`);
  return compileCatalog(readCatalog(language));
}

const ACCENTED: Record<string, string> = {
  a: 'á',
  e: 'é',
  i: 'î',
  o: 'ö',
  u: 'ü',
  c: 'ç',
  n: 'ñ',
  s: 'š',
  y: 'ý',
  z: 'ž',
  A: 'Å',
  E: 'É',
  I: 'Î',
  O: 'Ö',
  U: 'Ü',
  C: 'Ç',
  N: 'Ñ',
  S: 'Š',
  Y: 'Ý',
  Z: 'Ž',
};

/** "Send to Kitchen" → "Šéñð ţö Ķîţçĥéñ·····": every letter still readable, the text 40 % longer. */
function pseudoText(text: string): string {
  const accented = [...text].map((char) => ACCENTED[char] ?? char).join('');
  return text.trim() ? `${accented}${'·'.repeat(Math.ceil(text.length * 0.4))}` : text;
}
