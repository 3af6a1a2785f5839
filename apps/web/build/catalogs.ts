import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseAst } from 'vite';
import {
  compiledCatalogOf,
  LOCALES_DIR,
  sourceMessagesToCompile,
  type TCompiledCatalog,
} from '../../../packages/shared/src/i18n/catalogs.ts';
import { LANGUAGES, PSEUDO_LANGUAGE, SOURCE_LANGUAGE } from '../../../packages/shared/src/i18n/languages.ts';
import { MSG } from '../../../packages/shared/src/messages.ts';
import { QR_TEXT } from '../src/qr/rules.ts';
import { moduleMessages, stringsOf } from './module-messages.ts';

const SOURCE = 'virtual:opentab-catalog/source';
const LOADERS = 'virtual:opentab-catalogs';
const ONE = 'virtual:opentab-catalog/';
/** The staff app's catalog in two parts: the texts its first load writes, and the rest (fetched after its first paint). */
const STAFF_FIRST = 'staff-first';
const STAFF_REST = 'staff-rest';
const STAFF_PART = /"opentab-texts:(staff-first|staff-rest):([\w-]+)"/g;

type TRenderedChunk = {
  fileName: string;
  name: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
};

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
export function catalogs(options: {
  withPseudo: boolean;
  messagesWithModules?: boolean;
  /** a build's staff first load (its entry and route modules): its texts make `staff-first`, the others `staff-rest` */
  staffFirstLoad?: { root: string; entry: string; modules: readonly string[] };
}) {
  const withModules = options.messagesWithModules ? moduleMessages(sourceMessagesToCompile) : undefined;
  const staffParts = options.staffFirstLoad ? staffCatalogParts(options.staffFirstLoad) : undefined;
  const languages = LANGUAGES.map((language) => language.code as string)
    .filter((code) => code !== SOURCE_LANGUAGE)
    .concat(options.withPseudo ? [PSEUDO_LANGUAGE] : []);
  return {
    name: 'opentab-catalogs',
    transform: withModules?.transform,
    renderStart: staffParts?.renderStart,
    renderChunk: staffParts?.renderChunk,
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
      if (files === STAFF_FIRST || files === STAFF_REST) {
        // a build fills the parts in once it knows the first load's code (staffCatalogParts); `npm run dev`
        // and the tests fetch the whole catalog as the first part
        if (staffParts)
          return `export default JSON.parse(${JSON.stringify(`opentab-texts:${files}:${language}`)});\n`;
        const whole = files === STAFF_FIRST ? compiledCatalogOf(language) : {};
        return `export default JSON.parse(${JSON.stringify(JSON.stringify(whole))});\n`;
      }
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

/**
 * The staff app's catalog split where a build knows it exactly: `staff-first` holds every text the first load's
 * code writes (the POS, the frame, the app's start: its chunks as rendered, after tree-shaking), `staff-rest` the
 * others, fetched after the first paint and before any lazy page or dialog draws (lib/lazy-page.tsx). A part's
 * chunk is filled in when every chunk has been rendered, before the file names' hashes are computed, so a
 * part's name changes with its texts.
 */
function staffCatalogParts(firstLoad: { root: string; entry: string; modules: readonly string[] }) {
  const rendered = new Map<string, string>();
  let everyChunkRendered: () => void = () => {};
  let allRendered = Promise.resolve();
  let firstTexts: Set<string> | undefined;
  const firstLoadTexts = (chunks: TRenderedChunk[]) => {
    const ids = new Set(firstLoad.modules.map((module) => resolve(firstLoad.root, module)));
    const starts = chunks.filter(
      (chunk) =>
        (chunk.isEntry && chunk.name === firstLoad.entry) || chunk.moduleIds.some((id) => ids.has(id)),
    );
    const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    const files = new Set<string>();
    const visit = (chunk: TRenderedChunk | undefined) => {
      if (!chunk || files.has(chunk.fileName)) return;
      files.add(chunk.fileName);
      for (const imported of chunk.imports) visit(byName.get(imported));
    };
    for (const chunk of starts) visit(chunk);
    const written = new Set<string>();
    for (const file of files) stringsOf(parseAst(rendered.get(file) ?? ''), written);
    return written;
  };
  return {
    renderStart() {
      rendered.clear();
      firstTexts = undefined;
      allRendered = new Promise<void>((done) => {
        everyChunkRendered = done;
      });
    },
    async renderChunk(
      code: string,
      chunk: TRenderedChunk,
      _options: unknown,
      meta: { chunks: Record<string, TRenderedChunk> },
    ) {
      rendered.set(chunk.fileName, code);
      if (rendered.size === Object.keys(meta.chunks).length) everyChunkRendered();
      if (!chunk.facadeModuleId?.startsWith(`\0${ONE}staff-`)) return null;
      // rolldown renders the chunks at once: the parts wait for the others' code
      await allRendered;
      firstTexts ??= firstLoadTexts(Object.values(meta.chunks));
      const texts = firstTexts;
      const filled = code.replace(STAFF_PART, (_placeholder, part: string, language: string) => {
        const catalog = compiledCatalogOf(language);
        const inPart = Object.entries(catalog).filter(([key]) => texts.has(key) === (part === STAFF_FIRST));
        return JSON.stringify(JSON.stringify(Object.fromEntries(inPart)));
      });
      return { code: filled, map: null };
    },
  };
}
