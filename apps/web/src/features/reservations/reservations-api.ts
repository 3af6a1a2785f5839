import { MSG, type TDateFilterQuery, type TReservationAdd, type TReservationUpdate } from '@opentab/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dateFilterQuery } from '../../components/DateFilterButton/DateFilterButton';
import { api } from '../../lib/api';
import { withToast } from '../../lib/toast';

const KEYS = {
  all: ['reservations'] as const,
  init: ['reservations', 'init'] as const,
  list: (filter: TDateFilterQuery) => ['reservations', 'list', filter] as const,
  search: (term: string) => ['reservations', 'search', term] as const,
};

export function useReservationsInit() {
  return useQuery({
    queryKey: KEYS.init,
    queryFn: ({ signal }) => api.get('/reservations/init', { signal }),
  });
}

export function useReservations(filter: TDateFilterQuery) {
  return useQuery({
    queryKey: KEYS.list(filter),
    queryFn: ({ signal }) => api.get('/reservations', { query: dateFilterQuery(filter), signal }),
  });
}

/** Search results for a trimmed, non-blank term; nothing is asked while the term is null. */
export function useReservationSearch(term: string | null) {
  return useQuery({
    queryKey: KEYS.search(term ?? ''),
    enabled: term !== null,
    queryFn: ({ signal }) => api.get('/reservations/search', { query: { q: term ?? '' }, signal }),
  });
}

/** Lists, search results and the dashboard's card all show reservations: every change reloads them. */
function useReloadReservations() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: KEYS.all });
}

type TSave = { id?: undefined; input: TReservationAdd } | { id: string; input: TReservationUpdate };

export function useSaveReservation() {
  const reload = useReloadReservations();
  return useMutation({
    mutationFn: (save: TSave) =>
      withToast(
        () =>
          save.id === undefined
            ? api.post('/reservations/add', { body: save.input })
            : api.post('/reservations/update/:id', { params: { id: save.id }, body: save.input }),
        MSG.somethingWrong,
      ),
    onSuccess: reload,
  });
}

export function useDeleteReservation() {
  const reload = useReloadReservations();
  return useMutation({
    mutationFn: (id: string) =>
      withToast(() => api.delete('/reservations/delete/:id', { params: { id } }), MSG.somethingWrong),
    onSettled: reload,
  });
}
