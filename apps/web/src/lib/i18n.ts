import sourceMessages from 'virtual:opentab-catalog/source';
import loaders from 'virtual:opentab-catalogs/staff-first';
import { setupI18n } from '@lingui/core';
import {
  directionOf,
  isLanguage,
  PSEUDO_LANGUAGE,
  parseAcceptLanguage,
  pickLanguage,
  SOURCE_LANGUAGE,
  type TLanguage,
} from '@opentab/shared';
import { useSyncExternalStore } from 'react';

/**
 * The web's one way to words (issue 24; docs/i18n.md). A text is written in English where it is used,
 * `t('Send to Kitchen')`, and that English is the catalogs' key: English needs no catalog at run time, and
 * another language's compiled catalog is fetched once, when someone picks it. Values go through ICU messages,
 * `t('{count, plural, one {# item} other {# items}}', { count })`, never through string concatenation.
 */
type TMessages = Record<string, string | unknown[]>;

const i18n = setupI18n({ locale: SOURCE_LANGUAGE, messages: { [SOURCE_LANGUAGE]: sourceMessages as never } });
const STORAGE_KEY = 'opentab.language';
let active: string = SOURCE_LANGUAGE;
let messages: TMessages = sourceMessages;

/**
 * English's ICU messages of a module that shows them, handed over when it runs (a build compiles each module's
 * own into it, build/module-messages.ts, so a first load carries only its screens'). A language loaded before
 * them gets them too, for a text it lacks, as `loadCatalog` gives it English's.
 */
export function addSourceMessages(more: TMessages): void {
  const added = Object.entries(more).filter(([key]) => !(key in sourceMessages));
  if (added.length === 0) return;
  Object.assign(sourceMessages, Object.fromEntries(added));
  i18n.load(SOURCE_LANGUAGE, Object.fromEntries(added) as never);
  for (const [code, catalog] of catalogs) {
    const lacking = added.filter(([key]) => !(key in catalog));
    Object.assign(catalog, Object.fromEntries(lacking));
    if (code === active) i18n.load(code, Object.fromEntries(lacking) as never);
  }
  // `tIn`'s translators were made with the messages of their time
  translators.clear();
}

/** The active language's text for an English one; the English itself when the catalog has none. */
export function t(english: string, values?: Record<string, unknown>): string {
  return english in messages ? i18n._(english, values) : english;
}

/**
 * Marks an English text for the catalogs where it cannot be translated yet (a module-level list of labels,
 * read before a language is chosen): pass it through `t()` where it is shown.
 */
export function msg<const TText extends string>(english: TText): TText {
  return english;
}

/** The language the screens speak now (a code of LANGUAGES, or the pseudo-locale in development). */
export function currentLanguage(): string {
  return active;
}

/** For `Intl`: the pseudo-locale formats as English does. */
export function currentLocale(): string {
  return active === PSEUDO_LANGUAGE ? SOURCE_LANGUAGE : active;
}

const listeners = new Set<() => void>();

/**
 * Fetches the language's catalog if it is not loaded yet, then switches every screen to it, with the
 * document's `lang` and `dir` (Arabic reads right to left). Remembered on this device for the sign-in pages.
 */
export async function setLanguage(language: string): Promise<void> {
  const code = language === PSEUDO_LANGUAGE || isLanguage(language) ? language : SOURCE_LANGUAGE;
  const call = ++languageCalls;
  requested = code;
  const loaded = code === SOURCE_LANGUAGE ? sourceMessages : await loadCatalog(code);
  // a later choice, made while this catalog was on its way, wins
  if (!loaded || call !== languageCalls) return;
  messages = loaded;
  active = code;
  i18n.load(code, loaded as never);
  i18n.activate(code);
  document.documentElement.lang = code;
  document.documentElement.dir = directionOf(code);
  try {
    localStorage.setItem(STORAGE_KEY, code);
  } catch {
    // private browsing: the choice lasts for this page only
  }
  for (const listener of listeners) listener();
}

let languageCalls = 0;
let requested: string | undefined;

/** The language last asked for (the one the screens speak once its catalog has arrived), if any yet. */
export function requestedLanguage(): string | undefined {
  return requested;
}

const catalogs = new Map<string, TMessages>();
let catalogLoaders = loaders;

/**
 * For an entry that shows only some areas' texts (the QR menu: `virtual:opentab-catalogs/common+qr+qr-server`):
 * a language then fetches only those. Called before the first setLanguage. The staff app's catalog comes in two
 * parts (`staff-first`, the texts its first load writes, and `rest`): see loadAllTexts.
 */
export function loadCatalogsFrom(scoped: typeof loaders, rest?: typeof loaders): void {
  catalogLoaders = scoped;
  restLoaders = rest;
  isRestWanted = false;
  catalogs.clear();
  restLoads.clear();
  isRestLoaded.clear();
}

let restLoaders: typeof loaders | undefined;
let isRestWanted = false;
const restLoads = new Map<string, Promise<void>>();

/**
 * Every text of the screens' language, the catalog's second part included (issue 24: the POS's first load
 * fetches only the texts its own code writes). The app asks for it after its first paint; a lazy page or
 * dialog awaits it with its chunk (lib/lazy-page.tsx), so no screen ever draws a text in English for want of
 * it. Any later language is fetched whole.
 */
export async function loadAllTexts(): Promise<void> {
  isRestWanted = true;
  const code = requested ?? active;
  if (code !== SOURCE_LANGUAGE) await loadCatalog(code).catch(() => {});
}

/**
 * Fetches a language's catalog without switching the screens to it (issue 24: a receipt prints in the store's
 * language whatever the cashier's screens speak); answers the language code it loaded (English for an unknown one).
 */
export async function loadLanguage(language: string): Promise<string> {
  const code = isLanguage(language) ? language : SOURCE_LANGUAGE;
  if (code !== SOURCE_LANGUAGE) await loadCatalog(code, true);
  return code;
}

/** Whether `tIn(language, …)` can answer in that language now (English always can). */
export function isLanguageLoaded(language: string): boolean {
  return (
    language === SOURCE_LANGUAGE ||
    ((language === active || catalogs.has(language)) && (!restLoaders || isRestLoaded.has(language)))
  );
}

const translators = new Map<string, ReturnType<typeof setupI18n>>();

/**
 * `t()` in a given language rather than the screens' (a receipt or a kitchen token in the store's language).
 * The language's catalog is fetched first with `loadLanguage`; until then the text shows in English.
 */
export function tIn(language: string, english: string, values?: Record<string, unknown>): string {
  if (language === active) return t(english, values);
  const loaded = catalogs.get(language) ?? sourceMessages;
  const code = loaded === sourceMessages ? SOURCE_LANGUAGE : language;
  if (!(english in loaded)) return english;
  let translator = translators.get(code);
  if (!translator) {
    translator = setupI18n({ locale: code, messages: { [code]: loaded as never } });
    translators.set(code, translator);
  }
  return translator._(english, values);
}

async function loadCatalog(code: string, isWhole = isRestWanted): Promise<TMessages | null> {
  const from = catalogLoaders;
  let loaded = catalogs.get(code);
  if (!loaded) {
    const load = from[code];
    if (!load) return null;
    // English's ICU messages under the language's own: a text it lacks still shows, in English
    loaded = { ...sourceMessages, ...(await load()).default };
    // a scoped catalog that arrives after the switch to other ones is not kept as the language's
    if (from === catalogLoaders) catalogs.set(code, loaded);
  }
  if (isWhole && from === catalogLoaders) await loadRest(code, loaded);
  return loaded;
}

const isRestLoaded = new Set<string>();

/** The catalog's second part, added to its first (once per language, however many screens wait for it). */
function loadRest(code: string, catalog: TMessages): Promise<void> {
  const from = restLoaders;
  const load = from?.[code];
  if (!load) return Promise.resolve();
  let loading = restLoads.get(code);
  if (!loading) {
    loading = load().then(({ default: rest }) => {
      if (from !== restLoaders) return;
      Object.assign(catalog, rest);
      if (code === active) i18n.load(code, rest as never);
      translators.delete(code);
      isRestLoaded.add(code);
    });
    // a failed fetch (offline, a deploy) is tried again by the next screen that waits for it
    loading.catch(() => restLoads.delete(code));
    restLoads.set(code, loading);
  }
  return loading;
}

/** The language chosen on this device before, else the browser's first one we speak. */
export function deviceLanguage(): string {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (stored && (stored === PSEUDO_LANGUAGE || isLanguage(stored))) return stored;
  } catch {
    // storage refused: fall through to the browser's languages
  }
  return browserLanguage();
}

function browserLanguage(): TLanguage {
  return pickLanguage(
    navigator.languages?.length ? navigator.languages : parseAcceptLanguage(navigator.language),
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Re-renders the caller when the language changes; answers the active language. */
export function useLanguage(): string {
  return useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
}
