import type { TDateFilterQuery } from '@opentab/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from './api';

/** Issue 27: the feedback calls several areas read (the dashboard, the reports, the invoices, the Feedback page). */
const FEEDBACK_QUERY_KEY = ['feedback'] as const;

/** `{ type }`, or `{ type: 'custom', from, to }`: what the server's date filter reads. */
const filterQuery = (filter: TDateFilterQuery): TDateFilterQuery =>
  filter.type === 'custom' && filter.from && filter.to
    ? { type: filter.type, from: filter.from, to: filter.to }
    : { type: filter.type };

/** The counts and average ratings of a date filter's feedback. */
export function useFeedbackSummary(filter: TDateFilterQuery) {
  const query = filterQuery(filter);
  return useQuery({
    queryKey: [...FEEDBACK_QUERY_KEY, 'summary', query],
    queryFn: ({ signal }) => api.get('/feedback/summary', { query, signal }),
  });
}

/** An invoice's feedback (null when its guest gave none). */
export function useInvoiceFeedback(invoiceId: string | null) {
  return useQuery({
    queryKey: [...FEEDBACK_QUERY_KEY, 'invoice', invoiceId],
    enabled: invoiceId !== null,
    queryFn: ({ signal }) =>
      api.get('/feedback/invoice/:id', { params: { id: invoiceId as string }, signal }),
  });
}

/** The feedback of a date filter, newest first (a bare array, at most the server's cap). */
export function useFeedbackList(filter: TDateFilterQuery) {
  const query = filterQuery(filter);
  return useQuery({
    queryKey: [...FEEDBACK_QUERY_KEY, 'filter', query],
    queryFn: ({ signal }) => api.get('/feedback/filter', { query, signal }),
  });
}

/** Feedback a trimmed, non-blank term finds. */
export function useFeedbackSearch(term: string) {
  return useQuery({
    queryKey: [...FEEDBACK_QUERY_KEY, 'search', term],
    enabled: term !== '',
    queryFn: ({ signal }) => api.get('/feedback/search', { query: { q: term }, signal }),
  });
}
