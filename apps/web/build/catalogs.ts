import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  compiledCatalogOf,
  LOCALES_DIR,
  sourceMessagesToCompile,
  type TCompiledCatalog,
} from '../../../packages/shared/src/i18n/catalogs.ts';
import { LANGUAGES, PSEUDO_LANGUAGE, SOURCE_LANGUAGE } from '../../../packages/shared/src/i18n/languages.ts';
import { MSG } from '../../../packages/shared/src/messages.ts';
import { QR_TEXT } from '../src/qr/rules.ts';
import { moduleMessages } from './module-messages.ts';

const SOURCE = 'virtual:opentab-catalog/source';
const LOADERS = 'virtual:opentab-catalogs';
const ONE = 'virtual:opentab-catalog/';

/**
 * The message catalogs as the web loads them (issue 24): `virtual:opentab-catalog/source` is English's few ICU
 * messages, bundled with the code (every other English text is its own key); a build leaves it empty and
 * compiles each into the modules that write it instead (`messagesWithModules`, build/module-messages.ts), so a
 * first load carries only its own screens' messages; `virtual:opentab-catalogs` maps
 * each other language (and, in development, the pseudo-locale) to a dynamic import of its compiled catalog,
 * so a language's catalog is fetched only when someone uses it.
 *
 * An entry that shows only some areas' texts names their files: `virtual:opentab-catalogs/common+qr+qr-server`
 * loads, per language, only the texts of `common.json` and `qr.json` and those of PICKED_TEXTS' `qr-server`
 * (the diners' QR menu, whose first load in Korean must stay within its 100 KB, however many texts the staff's
 * screens have).
 */
export function catalogs(options: { withPseudo: boolean; messagesWithModules?: boolean }) {
  const withModules = options.messagesWithModules ? moduleMessages(sourceMessagesToCompile) : undefined;
  const languages = LANGUAGES.map((language) => language.code as string)
    .filter((code) => code !== SOURCE_LANGUAGE)
    .concat(options.withPseudo ? [PSEUDO_LANGUAGE] : []);
  return {
    name: 'opentab-catalogs',
    transform: withModules?.transform,
    resolveId(id: string) {
      return id === SOURCE || id === LOADERS || id.startsWith(`${LOADERS}/`) || id.startsWith(ONE)
        ? `\0${id}`
        : undefined;
    },
    load(this: { addWatchFile(file: string): void }, id: string) {
      if (!id.startsWith('\0virtual:opentab-catalog')) return undefined;
      const name = id.slice(1);
      if (name === LOADERS || name.startsWith(`${LOADERS}/`)) {
        // scoped: virtual:opentab-catalog/common+qr+qr-server/ko (the language last, so its chunk is named after it)
        const files = name.slice(LOADERS.length + 1);
        const entries = languages.map(
          (code) =>
            `  ${JSON.stringify(code)}: () => import(${JSON.stringify(ONE + (files ? `${files}/` : '') + code)}),`,
        );
        return `export default {\n${entries.join('\n')}\n};\n`;
      }
      const parts = name === SOURCE ? [SOURCE_LANGUAGE] : name.slice(ONE.length).split('/');
      const language = parts.pop() ?? SOURCE_LANGUAGE;
      const files = parts[0];
      const folder = language === PSEUDO_LANGUAGE ? SOURCE_LANGUAGE : language;
      for (const file of readdirSync(join(LOCALES_DIR, folder)))
        this.addWatchFile(join(LOCALES_DIR, folder, file));
      if (name === SOURCE && withModules) return 'export default {};\n';
      const all = name === SOURCE ? sourceMessagesToCompile() : compiledCatalogOf(language);
      const messages = files ? onlyTextsOf(files.split('+'), all) : all;
      // JSON.parse of a string literal is faster to start than the same object literal
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(messages))});\n`;
    },
  };
}

/**
 * Scopes of a few texts out of large files. `qr-server`: the server's messages the QR menu shows itself
 * (qr/rules.ts QR_TEXT); every other server message reaches a diner already in their language, from the
 * server. The whole `server.json` is 10–11 KB of a catalog: the QR menu's over half.
 */
const PICKED_TEXTS: Record<string, () => readonly string[]> = {
  'qr-server': () => Object.values(QR_TEXT),
  // The sign-in page drawn before the app (app/sign-in-first.tsx, `common+account+sign-in`): its
  // form's checks (the shared sign-in schema), the server's refusal, and the api client's own failures.
  'sign-in': () => [
    MSG.provideUsername,
    MSG.providePassword,
    MSG.provideValidEmail,
    MSG.invalidCredentials,
    MSG.removeControlCharacters,
    MSG.removeInvalidCharacters,
    MSG.somethingWrong,
    'Network error',
    'Request failed with status {status}',
  ],
};

/** The catalog's texts that English's files of these names (or PICKED_TEXTS' lists) hold (a file not written yet holds none). */
function onlyTextsOf(files: string[], catalog: TCompiledCatalog): TCompiledCatalog {
  const keys = new Set(
    files.flatMap((file) => {
      const picked = PICKED_TEXTS[file];
      if (picked) return picked();
      const path = join(LOCALES_DIR, SOURCE_LANGUAGE, `${file}.json`);
      return existsSync(path) ? Object.keys(JSON.parse(readFileSync(path, 'utf8'))) : [];
    }),
  );
  return Object.fromEntries(Object.entries(catalog).filter(([key]) => keys.has(key)));
}
