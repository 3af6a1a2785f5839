import { LIST_PAGE_HEADERS, type TApiAnswer, type TApiInput, type TApiPath } from '@opentab/shared';
import { type QueryKey, useInfiniteQuery } from '@tanstack/react-query';
import { getWithHeaders } from './api';

export type TListPage = { totalCount: number; hasMore: boolean; nextCursor: string | null };

type TLoadedPage<T> = { list: T[]; page: TListPage };

/** The GET routes that answer a capped list: their query takes `after`, the X-Next-Cursor of the page before. */
type TPagedPath = {
  [P in TApiPath<'GET'>]: 'after' extends keyof NonNullable<TApiInput<'GET', P>['query']> ? P : never;
}[TApiPath<'GET'>];

type TRowOf<P extends TPagedPath> = TApiAnswer<'GET', P> extends readonly (infer TRow)[] ? TRow : never;

/** The rest of a paged route's query (a filter, a search term). */
type TPageQuery<P extends TPagedPath> = Omit<NonNullable<TApiInput<'GET', P>['query']>, 'after'>;

function listPageOf(headers: Headers): TListPage {
  const totalCount = Number(headers.get(LIST_PAGE_HEADERS.totalCount));
  return {
    totalCount: Number.isFinite(totalCount) ? totalCount : 0,
    hasMore: headers.get(LIST_PAGE_HEADERS.hasMore) === 'true',
    nextCursor: headers.get(LIST_PAGE_HEADERS.nextCursor),
  };
}

/**
 * A capped list (a bare array with X-Total-Count / X-Has-More / X-Next-Cursor) read a page at a time: the
 * first page at once, the next one on `fetchNextPage` (a "Load more" button). A refetch reads the loaded pages
 * again, each after the fresh page before it.
 */
export function useListPages<P extends TPagedPath>(
  queryKey: QueryKey,
  path: P,
  options: { query?: TPageQuery<P>; enabled?: boolean } = {},
) {
  return useInfiniteQuery({
    queryKey,
    enabled: options.enabled ?? true,
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }): Promise<TLoadedPage<TRowOf<P>>> => {
      const query = { ...options.query, after: pageParam ?? undefined };
      const { data, headers } = await getWithHeaders(path, { query, signal });
      // The route's answer, a bare list of its rows (see TPagedPath), and where it stands (LIST_PAGE_HEADERS).
      return { list: data as TRowOf<P>[], page: listPageOf(headers) };
    },
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
