import type {
  TDateFilterQuery,
  TInvoiceOrdersResponse,
  TInvoicesInitResponse,
  TListInvoicesResponse,
} from '@opentab/shared';
import { useQuery } from '@tanstack/react-query';
import { dateFilterSearch } from '../../components/DateFilterButton';
import { api } from '../../lib/api';

/** Spec 02 section 8. */
export const INVOICES_LOAD_FAILED = 'Error loading details! Please try later!';

export function useInvoicesInit() {
  return useQuery({
    queryKey: ['invoices-init'],
    queryFn: ({ signal }) => api.get<TInvoicesInitResponse>('/invoices/init', { signal }),
  });
}

export function useInvoices(filter: TDateFilterQuery) {
  return useQuery({
    queryKey: ['invoices', filter],
    queryFn: ({ signal }) =>
      api.get<TListInvoicesResponse>(`/invoices?${dateFilterSearch(filter)}`, { signal }),
  });
}

/** Searches only for a non-blank, trimmed term (spec 02 section 5: a blank one does nothing). */
export function useInvoiceSearch(term: string) {
  return useQuery({
    queryKey: ['invoices-search', term],
    enabled: term !== '',
    queryFn: ({ signal }) =>
      api.get<TListInvoicesResponse>(`/invoices/search?${new URLSearchParams({ q: term })}`, { signal }),
  });
}

/** An invoice's orders and lines as they were charged. */
export function useInvoiceOrders(orderIds: readonly string[] | null) {
  return useQuery({
    queryKey: ['invoice-orders', orderIds],
    enabled: orderIds !== null && orderIds.length > 0,
    queryFn: ({ signal }) => api.post<TInvoiceOrdersResponse>('/invoices/orders', { orderIds }, { signal }),
  });
}
