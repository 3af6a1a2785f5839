import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  compiledCatalogOf,
  LOCALES_DIR,
  sourceMessagesToCompile,
} from '../../../packages/shared/src/i18n/catalogs.ts';
import { LANGUAGES, PSEUDO_LANGUAGE, SOURCE_LANGUAGE } from '../../../packages/shared/src/i18n/languages.ts';

const SOURCE = 'virtual:opentab-catalog/source';
const LOADERS = 'virtual:opentab-catalogs';
const ONE = 'virtual:opentab-catalog/';

/**
 * The message catalogs as the web loads them (issue 24): `virtual:opentab-catalog/source` is English's few ICU
 * messages, bundled with the code (every other English text is its own key); `virtual:opentab-catalogs` maps
 * each other language (and, in development, the pseudo-locale) to a dynamic import of its compiled catalog,
 * so a language's catalog is fetched only when someone uses it.
 */
export function catalogs(options: { withPseudo: boolean }) {
  const languages = LANGUAGES.map((language) => language.code as string)
    .filter((code) => code !== SOURCE_LANGUAGE)
    .concat(options.withPseudo ? [PSEUDO_LANGUAGE] : []);
  return {
    name: 'opentab-catalogs',
    resolveId(id: string) {
      return id === SOURCE || id === LOADERS || id.startsWith(ONE) ? `\0${id}` : undefined;
    },
    load(this: { addWatchFile(file: string): void }, id: string) {
      if (!id.startsWith('\0virtual:opentab-catalog')) return undefined;
      const name = id.slice(1);
      if (name === LOADERS) {
        const entries = languages.map(
          (code) => `  ${JSON.stringify(code)}: () => import(${JSON.stringify(ONE + code)}),`,
        );
        return `export default {\n${entries.join('\n')}\n};\n`;
      }
      const language = name === SOURCE ? SOURCE_LANGUAGE : name.slice(ONE.length);
      const folder = language === PSEUDO_LANGUAGE ? SOURCE_LANGUAGE : language;
      for (const file of readdirSync(join(LOCALES_DIR, folder)))
        this.addWatchFile(join(LOCALES_DIR, folder, file));
      const messages = name === SOURCE ? sourceMessagesToCompile() : compiledCatalogOf(language);
      // JSON.parse of a string literal is faster to start than the same object literal
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(messages))});\n`;
    },
  };
}
