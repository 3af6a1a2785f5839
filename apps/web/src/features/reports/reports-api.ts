import type { TDateFilterQuery, TReportResponse } from '@opentab/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { dateFilterSearch } from '../../components/DateFilterButton/DateFilterButton';
import { api } from '../../lib/api';

export function useReport(filter: TDateFilterQuery) {
  return useQuery({
    queryKey: ['reports', filter],
    queryFn: ({ signal }) => api.get<TReportResponse>(`/reports?${dateFilterSearch(filter)}`, { signal }),
    // The previous figures (and the store's zone) stay while another filter loads.
    placeholderData: keepPreviousData,
  });
}
