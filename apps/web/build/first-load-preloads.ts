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

/**
 * Writes `first-load.json`: for each page path, the chunks a first load of it needs beyond the entry's own
 * (its route modules' and all they import) and its data calls. The server links them from that page's
 * index.html as preloads, so they download from the first byte on, beside the entry, instead of once the
 * entry has arrived and its router has run, and the data once the page's code has: two rounds of requests
 * less on a phone's connection.
 */
export function firstLoadPreloads(pages: Record<string, TFirstLoadPage>): Plugin {
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
      const loadedByEntry = new Set([entry.fileName, ...entry.imports]);
      const preloads: Record<string, { chunks: string[]; data: readonly string[] }> = {};
      for (const [pagePath, { modules, data, maxScripts }] of Object.entries(pages)) {
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName) || loadedByEntry.has(fileName)) return;
          files.add(fileName);
          for (const imported of chunks.find((chunk) => chunk.fileName === fileName)?.imports ?? []) {
            visit(imported);
          }
        };
        for (const module of modules) {
          const id = path.resolve(root, module);
          // A module a group of vite.config.ts took in is in that group's chunk, not in one of its own.
          const chunk =
            chunks.find((candidate) => candidate.facadeModuleId === id) ??
            chunks.find((candidate) => candidate.moduleIds.includes(id));
          if (!chunk) throw new Error(`first-load preloads: no chunk for ${module}`);
          visit(chunk.fileName);
        }
        const scripts = loadedByEntry.size + files.size;
        if (maxScripts !== undefined && scripts > maxScripts) {
          this.error(
            `${pagePath}'s first load needs ${scripts} scripts, over its ${maxScripts} (build/load-groups.ts groups them): ${[...loadedByEntry, ...files].join(', ')}`,
          );
        }
        preloads[pagePath] = { chunks: [...files].map((fileName) => `/${fileName}`), data: data ?? [] };
      }
      this.emitFile({ type: 'asset', fileName: FIRST_LOAD_FILE, source: JSON.stringify(preloads) });
    },
  };
}
