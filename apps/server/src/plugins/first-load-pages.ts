import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** What the web build writes (apps/web/build/first-load-preloads.ts): page path → chunks and data calls. */
const FIRST_LOAD_FILE = 'first-load.json';

type TFirstLoad = { chunks: string[]; data: string[] };

/**
 * index.html for a page whose first load the web build listed, with its data calls and its chunks linked as
 * preloads: the browser fetches them beside the entry instead of once the entry's router (the chunks) and
 * the page (the data) have run. The data first, so it does not wait behind the chunks for a connection; the
 * page's own identical call (credentials included) takes the preloaded answer. Read on each request (two
 * small files), so a rebuild is served at once. Undefined for any other page.
 */
export function createFirstLoadPages(webDist: string) {
  const listFile = path.join(webDist, FIRST_LOAD_FILE);
  const hasList = existsSync(listFile);
  return async (pathname: string): Promise<string | undefined> => {
    if (!hasList) return undefined;
    const pages = JSON.parse(await readFile(listFile, 'utf8')) as Record<string, TFirstLoad>;
    const page = pages[pathname];
    if (!page) return undefined;
    const data = page.data.map(
      (url) =>
        `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${url.replaceAll('&', '&amp;')}">`,
    );
    const chunks = page.chunks.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`);
    const links = [...data, ...chunks].join('');
    const html = await readFile(path.join(webDist, 'index.html'), 'utf8');
    return html.replace('</head>', `${links}</head>`);
  };
}
