import { type QueryKey, useInfiniteQuery } from '@tanstack/react-query';
import { api, type TListPage } from './api';

type TLoadedPage<T> = { list: T[]; page: TListPage };

/** A path asking for the page after `after` (the X-Next-Cursor of the page before), or the first page. */
function pagePath(path: string, after: string | null): string {
  if (after === null) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${new URLSearchParams({ after })}`;
}

/**
 * A capped list (a bare array with X-Total-Count / X-Has-More / X-Next-Cursor) read a page at a time: the
 * first page at once, the next one on `fetchNextPage` (a "Load more" button). A refetch reads the loaded pages
 * again, each after the fresh page before it.
 */
export function useListPages<T>(queryKey: QueryKey, path: string, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({
    queryKey,
    enabled: options.enabled ?? true,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }): Promise<TLoadedPage<T>> =>
      api.getPage<T[]>(pagePath(path, pageParam), { signal }),
    getNextPageParam: (last) => last.page.nextCursor,
  });
}

/**
 * Every row of the loaded pages, once each (a row can slip across a page boundary between two reads), and
 * how many the whole list holds (the newest count the server gave).
 */
export function loadedRows<T>(
  pages: readonly TLoadedPage<T>[] | undefined,
  idOf: (row: T) => string,
): { rows: T[]; totalCount: number } {
  const seen = new Set<string>();
  const rows: T[] = [];
  for (const page of pages ?? []) {
    for (const row of page.list) {
      const id = idOf(row);
      if (!seen.has(id)) rows.push(row);
      seen.add(id);
    }
  }
  const totalCount = pages?.at(-1)?.page.totalCount ?? 0;
  return { rows, totalCount: Math.max(totalCount, rows.length) };
}
