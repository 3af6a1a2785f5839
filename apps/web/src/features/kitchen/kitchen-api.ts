import type { TKitchenStatus } from '@opentab/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { t } from '../../lib/i18n';
import { useListPages } from '../../lib/list-pages';
import { ORDERS_ACTION_FAILED } from '../../lib/order-messages';
import { withToast } from '../../lib/toast';

const KITCHEN_QUERY_KEY = ['kitchen'] as const;
const STATIONS_QUERY_KEY = ['kitchen-stations'] as const;

/**
 * The oldest open orders with something left to cook, in the server's order, a page at a time: of one station,
 * or of all (null: the expo view, which also keeps a ticket every station finished for a few minutes).
 */
export function useKitchenOrders(station: string | null) {
  return useListPages([...KITCHEN_QUERY_KEY, 'orders', station ?? 'all'], '/kitchen', {
    query: station ? { station } : {},
  });
}

/** The store's stations for the picker (none: the store has no stations, and no picker shows). */
export function useKitchenStations() {
  return useQuery({
    queryKey: STATIONS_QUERY_KEY,
    queryFn: ({ signal }) => api.get('/kitchen/stations', { signal }),
  });
}

/** Start Making (created → preparing) and Complete (preparing → completed); busy until the list is fresh. */
export function useKitchenItemMove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, status }: { itemId: string; status: TKitchenStatus }) =>
      withToast(
        () => api.post('/kitchen/:id', { params: { id: itemId }, body: { status } }),
        t(ORDERS_ACTION_FAILED),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: KITCHEN_QUERY_KEY }),
  });
}

type TTicketAction = { orderId: string; station: string | null };

/**
 * Bump (every item of the ticket still to make, of the station, completed in one call) and Recall (its completed
 * items back to preparing); the server's refusal (409: nothing to do) shows as a toast. Busy until fresh.
 */
export function useKitchenTicketAction(action: 'bump' | 'recall') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, station }: TTicketAction) =>
      withToast(
        () =>
          api.post(action === 'bump' ? '/kitchen/orders/:id/bump' : '/kitchen/orders/:id/recall', {
            params: { id: orderId },
            body: station ? { station } : {},
          }),
        t(ORDERS_ACTION_FAILED),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: KITCHEN_QUERY_KEY }),
  });
}
