import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Where the worker is served: the site's root, so its scope is every page (the server sends it `no-cache`). */
const SERVICE_WORKER_FILE = 'sw.js';
/** What a device keeps to run the app offline: code, styles, fonts, the pages and the manifest's icons. */
const PRECACHED = /\.(?:js|css|woff2?|html|webmanifest|svg|png)$/;
/** The build id's length: enough hex to tell builds apart, short in a cache's name. */
const BUILD_ID_LENGTH = 12;

/**
 * Builds the service worker (issue 25): `source` becomes its own chunk, `/sw.js`, and the list of every file of
 * the build it must precache (each chunk, catalogs included, the style sheets, the HTML entries and the public
 * files; never a source map or the server's JSON) is written into it with a build id of their contents, which
 * names its cache: a build that changes any file is a new worker, one that changes none is the same bytes and
 * the browser keeps what it has. The app learns the worker's address from `import.meta.env`, which only the
 * build defines: development and tests register nothing.
 */
export function serviceWorker(options: { source: string }): Plugin {
  let root = '';
  let publicDir = '';
  return {
    name: 'opentab-service-worker',
    apply: 'build',
    // after the HTML entries are written into the bundle
    enforce: 'post',
    config: () => ({
      define: { 'import.meta.env.OPENTAB_SERVICE_WORKER_URL': JSON.stringify(`/${SERVICE_WORKER_FILE}`) },
    }),
    configResolved(config) {
      root = config.root;
      publicDir = config.publicDir;
    },
    buildStart() {
      this.emitFile({ type: 'chunk', id: path.resolve(root, options.source), fileName: SERVICE_WORKER_FILE });
    },
    generateBundle(_options, bundle) {
      const worker = bundle[SERVICE_WORKER_FILE];
      if (worker?.type !== 'chunk') return this.error(`no ${SERVICE_WORKER_FILE} in the bundle`);
      // A classic worker script: an import would need a module worker, which not every browser runs.
      if (worker.imports.length + worker.dynamicImports.length > 0) {
        return this.error(
          `${SERVICE_WORKER_FILE} imports ${[...worker.imports, ...worker.dynamicImports].join(', ')}: the worker must import only its own modules (src/sw/)`,
        );
      }
      const files = new Map<string, string | Uint8Array>();
      for (const output of Object.values(bundle)) {
        if (output === worker || !PRECACHED.test(output.fileName)) continue;
        files.set(output.fileName, output.type === 'chunk' ? output.code : output.source);
      }
      for (const fileName of publicFiles(publicDir)) {
        if (PRECACHED.test(fileName)) files.set(fileName, readFileSync(path.join(publicDir, fileName)));
      }
      if (!files.has('index.html')) return this.error('no index.html to precache');
      const fileNames = [...files.keys()].sort();
      const hash = createHash('sha256');
      for (const fileName of fileNames) hash.update(fileName).update(files.get(fileName) ?? '');
      worker.code = written(worker.code, {
        __OPENTAB_PRECACHE__: JSON.stringify(fileNames.map((fileName) => `/${fileName}`)),
        __OPENTAB_BUILD_ID__: JSON.stringify(hash.digest('hex').slice(0, BUILD_ID_LENGTH)),
      });
    },
  };
}

/** `code` with each placeholder replaced by its value; a placeholder the code lost is a broken worker. */
function written(code: string, values: Record<string, string>): string {
  let result = code;
  for (const [placeholder, value] of Object.entries(values)) {
    if (!result.includes(placeholder))
      throw new Error(`service worker: ${placeholder} is not in the built code`);
    result = result.replaceAll(placeholder, value);
  }
  return result;
}

/** The public folder's files, relative to it (Vite copies them to the build's root as they are). */
function publicFiles(dir: string): string[] {
  if (!dir) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}
