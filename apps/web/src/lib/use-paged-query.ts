import { keepPreviousData, type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/**
 * A paged list (customers, tenants) read one page at a time; the previous page stays on screen while the next
 * one loads. The page belongs to the scope (the search and filters, as one string) it was chosen under, so a
 * new scope starts at page 1; after a delete empties the last page, it steps back to the new last page.
 */
export function usePagedQuery<T extends { totalPages: number }, K extends QueryKey>(
  scope: string,
  pageQuery: (page: number) => UseQueryOptions<T, Error, T, K>,
) {
  const [paging, setPaging] = useState({ scope, page: 1 });
  const query = useQuery({
    ...pageQuery(paging.scope === scope ? paging.page : 1),
    placeholderData: keepPreviousData,
  });
  const totalPages = query.data?.totalPages ?? 0;
  useEffect(() => {
    if (totalPages > 0 && paging.page > totalPages)
      setPaging((current) => ({ ...current, page: totalPages }));
  }, [paging.page, totalPages]);
  return { query, setPage: (page: number) => setPaging({ scope, page }) };
}
