import { canOpenPage, PAGE_LIST, type TPage } from '@opentab/shared';
import { prefetch, type TPrefetchPath } from '../lib/prefetch';
import { getStoredUser, isAuthenticated, toPrincipal } from '../lib/session';

/** The data of the pages whose first load is budgeted (issue 15: the POS), by the API path their page reads. */
const FIRST_LOAD_DATA: Partial<Record<TPage, TPrefetchPath>> = { pos: '/pos/init' };

/**
 * On a first load of such a page, asks for its data at once, beside the router's request for the page's
 * chunks: otherwise the call would start only once those chunks had arrived and run, one more round trip on a
 * phone's connection. The page's query takes this answer (lib/prefetch.ts).
 */
export function prefetchFirstPageData(pathname: string): void {
  const user = getStoredUser();
  const page = PAGE_LIST.find((entry) => entry.path === pathname);
  const path = page && FIRST_LOAD_DATA[page.id];
  if (!path || !user || !isAuthenticated() || !canOpenPage(toPrincipal(user), page.id)) return;
  prefetch(path);
}
