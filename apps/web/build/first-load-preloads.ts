import path from 'node:path';
import type { Plugin } from 'vite';

/** The file the server reads (apps/server/src/plugins/first-load-pages.ts). */
const FIRST_LOAD_FILE = 'first-load.json';

/**
 * A page's route modules, in the order routes.tsx nests them (relative to apps/web), and the API calls its
 * first paint waits for (each URL exactly as the page asks for it, query included).
 */
export type TFirstLoadPage = {
  modules: readonly string[];
  data?: readonly string[];
  /** the most script files its first load may fetch: the build fails past it (issue 22's POS budget) */
  maxScripts?: number;
};

/** What `first-load.json` holds (the server's TFirstLoadList mirrors it). */
type TFirstLoadList = {
  /** the chunks of the app (app/start-app.tsx), which every page's first load needs but `withoutApp`'s */
  app: string[];
  /** the paths main.tsx draws without the app (the login page) */
  withoutApp: readonly string[];
  /** per budgeted page, signed in: its chunks beyond the entry's and the app's, and its data calls */
  pages: Record<string, { chunks: string[]; data: readonly string[] }>;
};

/**
 * Writes `first-load.json`: the chunks of the app, which main.tsx imports at once on every page but
 * `withoutApp`'s, and for each budgeted page the chunks its first load needs beyond the entry's and the app's
 * (its route modules' and all they import) and its data calls. The server links them from index.html as
 * preloads, so they download from the first byte on, beside the entry, instead of once the entry has arrived
 * and the app's router has run, and the data once the page's code has: rounds of requests less on a phone.
 */
export function firstLoadPreloads(options: {
  app: string;
  withoutApp: readonly string[];
  pages: Record<string, TFirstLoadPage>;
}): Plugin {
  let root = '';
  return {
    name: 'opentab-first-load-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      const entry = chunks.find((chunk) => chunk.isEntry && chunk.name === 'main');
      if (!entry) return;
      /** These files and all they import that `loaded` does not hold, in the order their closures find them. */
      const closureOf = (fileNames: readonly string[], loaded: ReadonlySet<string> = new Set()) => {
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName) || loaded.has(fileName)) return;
          files.add(fileName);
          for (const imported of chunks.find((chunk) => chunk.fileName === fileName)?.imports ?? []) {
            visit(imported);
          }
        };
        for (const fileName of fileNames) visit(fileName);
        return files;
      };
      const chunksFor = (modules: readonly string[], loaded: ReadonlySet<string>) =>
        closureOf(
          modules.map((module) => chunkOf(chunks, path.resolve(root, module), module).fileName),
          loaded,
        );
      // index.html links the entry's whole static closure itself
      const loadedByEntry = closureOf([entry.fileName]);
      const app = chunksFor([options.app], loadedByEntry);
      const loadedWithApp = new Set([...loadedByEntry, ...app]);
      const list: TFirstLoadList = {
        app: [...app].map((fileName) => `/${fileName}`),
        withoutApp: options.withoutApp,
        pages: {},
      };
      for (const [pagePath, { modules, data, maxScripts }] of Object.entries(options.pages)) {
        const files = chunksFor(modules, loadedWithApp);
        const scripts = loadedWithApp.size + files.size;
        if (maxScripts !== undefined && scripts > maxScripts) {
          this.error(
            `${pagePath}'s first load needs ${scripts} scripts, over its ${maxScripts} (build/load-groups.ts groups them): ${[...loadedWithApp, ...files].join(', ')}`,
          );
        }
        list.pages[pagePath] = { chunks: [...files].map((fileName) => `/${fileName}`), data: data ?? [] };
      }
      this.emitFile({ type: 'asset', fileName: FIRST_LOAD_FILE, source: JSON.stringify(list) });
    },
  };
}

/** The chunk a module is in: its own, or the one a group of build/load-groups.ts took it into. */
function chunkOf<TChunk extends { facadeModuleId: string | null; moduleIds: string[] }>(
  chunks: TChunk[],
  id: string,
  module: string,
): TChunk {
  const chunk =
    chunks.find((candidate) => candidate.facadeModuleId === id) ??
    chunks.find((candidate) => candidate.moduleIds.includes(id));
  if (!chunk) throw new Error(`first-load preloads: no chunk for ${module}`);
  return chunk;
}
