import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const FIRST_LOAD_FILE = 'first-load.json';

/** What the web build writes there (apps/web/build/first-load-preloads.ts). */
type TFirstLoadList = {
  /** the app's chunks, which every page's first load needs but `withoutApp`'s */
  app: string[];
  /** the pages main.tsx draws without the app (the login page) */
  withoutApp: string[];
  /** per budgeted page, signed in: its own chunks and the data calls its first paint waits for */
  pages: Record<string, { chunks: string[]; data: string[] }>;
};

/**
 * index.html with the chunks and calls a first load of this page needs linked as preloads: the browser fetches
 * them beside the entry instead of once the entry has started the app (the chunks) and the page has run (the
 * data). Every page but the login page needs the app's chunks; a signed-in browser opening a budgeted page
 * also gets that page's chunks and data (a visitor is sent to the root path and would fetch them for nothing).
 * The data first, so it does not wait behind the chunks for a connection; the page's own identical call
 * (credentials included) takes the preloaded answer. Read on each request (two small files), so a rebuild is
 * served at once. Undefined when there is nothing to link.
 */
export function createFirstLoadPages(webDist: string) {
  const listFile = path.join(webDist, FIRST_LOAD_FILE);
  const hasList = existsSync(listFile);
  return async (pathname: string, isSignedIn: boolean): Promise<string | undefined> => {
    if (!hasList) return undefined;
    const list = JSON.parse(await readFile(listFile, 'utf8')) as TFirstLoadList;
    const page = isSignedIn ? list.pages[pathname] : undefined;
    const appChunks = list.withoutApp.includes(pathname) ? [] : list.app;
    const data = (page?.data ?? []).map(
      (url) =>
        `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${url.replaceAll('&', '&amp;')}">`,
    );
    const chunks = [...appChunks, ...(page?.chunks ?? [])].map(
      (file) => `<link rel="modulepreload" crossorigin href="${file}">`,
    );
    if (data.length === 0 && chunks.length === 0) return undefined;
    const links = [...data, ...chunks].join('');
    const html = await readFile(path.join(webDist, 'index.html'), 'utf8');
    return html.replace('</head>', `${links}</head>`);
  };
}
