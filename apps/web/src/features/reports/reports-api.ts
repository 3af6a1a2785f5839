import type { TDateFilterQuery } from '@opentab/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { dateFilterQuery } from '../../components/DateFilterButton/DateFilterButton';
import { api } from '../../lib/api';

export function useReport(filter: TDateFilterQuery) {
  return useQuery({
    queryKey: ['reports', filter],
    queryFn: ({ signal }) => api.get('/reports', { query: dateFilterQuery(filter), signal }),
    // The previous figures (and the store's zone) stay while another filter loads.
    placeholderData: keepPreviousData,
  });
}
