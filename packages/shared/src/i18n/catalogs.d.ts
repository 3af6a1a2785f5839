import { type CompiledMessage } from '@lingui/message-utils/compileMessage';
/**
 * The message catalogs on disk (issue 24), read by the server, the web build and the CI check alike: one folder
 * per language under `packages/shared/locales/`, its JSON files each an object from the English text to its
 * translation (English's own files map each text to itself: they list the keys every language must have).
 * Node only: the web gets the compiled catalogs through its build (apps/web/build/catalogs.ts).
 */
export type TCatalog = Record<string, string>;
/** A compiled catalog: a plain text stays a string, an ICU message becomes Lingui's compiled tokens. */
export type TCompiledCatalog = Record<string, string | CompiledMessage>;
export declare const LOCALES_DIR: string;
export declare function catalogFilesOf(language: string): string[];
/** A language's files as one catalog; a text given twice (in two files) is an error, found here and in CI. */
export declare function readCatalog(language: string): TCatalog;
export declare function compileCatalog(
  catalog: TCatalog,
  mapText?: (text: string) => string,
): TCompiledCatalog;
/**
 * English needs no catalog at run time (a text is its own key), except its ICU messages, which must be compiled
 * to fill in their values: these are the ones the web bundles with its code.
 */
export declare function sourceMessagesToCompile(): TCompiledCatalog;
/** Any language of LANGUAGES, or the pseudo-locale (made from English: accented and 40 % longer). */
export declare function compiledCatalogOf(language: string): TCompiledCatalog;
/** "Send to Kitchen" → "Šéñð ţö Ķîţçĥéñ·····": every letter still readable, the text 40 % longer. */
export declare function pseudoText(text: string): string;
