import type { TDateFilterQuery } from '@opentab/shared';
import { useQuery } from '@tanstack/react-query';
import { dateFilterQuery } from '../../components/DateFilterButton/DateFilterButton';
import { api } from '../../lib/api';
import { msg } from '../../lib/i18n';
import { useListPages } from '../../lib/list-pages';

/** Spec 02 section 8. */
export const INVOICES_LOAD_FAILED = msg('Error loading details! Please try later!');

export function useInvoicesInit() {
  return useQuery({
    queryKey: ['invoices-init'],
    queryFn: ({ signal }) => api.get('/invoices/init', { signal }),
  });
}

/** The invoices of a filter, newest first, a page at a time (Load more asks for the next). */
export function useInvoices(filter: TDateFilterQuery) {
  return useListPages(['invoices', filter], '/invoices', { query: dateFilterQuery(filter) });
}

/** Searches only for a non-blank, trimmed term (spec 02 section 5: a blank one does nothing). */
export function useInvoiceSearch(term: string) {
  return useListPages(['invoices-search', term], '/invoices/search', {
    query: { q: term },
    enabled: term !== '',
  });
}

/** An invoice's orders and lines as they were charged. */
export function useInvoiceOrders(orderIds: readonly string[] | null) {
  return useQuery({
    queryKey: ['invoice-orders', orderIds],
    enabled: orderIds !== null && orderIds.length > 0,
    queryFn: ({ signal }) =>
      api.post('/invoices/orders', { body: { orderIds: [...(orderIds ?? [])] }, signal }),
  });
}

/** GET /invoices/{id}: the invoice with its lines (what is left to refund of each) and its credit notes. */
export function useInvoiceDetail(invoiceId: string | null) {
  return useQuery({
    queryKey: ['invoice', invoiceId],
    enabled: invoiceId !== null,
    queryFn: ({ signal }) => api.get('/invoices/:id', { params: { id: invoiceId as string }, signal }),
  });
}
