import type { TKitchenStatus } from '@opentab/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type TMessageResponse } from '../../lib/api';
import { withToast } from '../../lib/toast';
import type { TOrder } from '../orders/order-types';
import { ORDERS_ACTION_FAILED } from '../orders/orders-api';

const KITCHEN_QUERY_KEY = ['kitchen'] as const;

/** Open orders with something left to cook, oldest first (the server's order, kept if it ever changes). */
export function useKitchenOrders() {
  return useQuery({
    queryKey: KITCHEN_QUERY_KEY,
    queryFn: ({ signal }) =>
      api
        .get<{ orders: TOrder[] }>('/kitchen', { signal })
        .then((d) => [...d.orders].sort((a, b) => a.date.localeCompare(b.date))),
  });
}

/** Start Making (created → preparing) and Complete (preparing → completed); busy until the list is fresh. */
export function useKitchenItemMove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, status }: { itemId: string; status: TKitchenStatus }) =>
      withToast(
        () => api.post<TMessageResponse>(`/kitchen/${encodeURIComponent(itemId)}`, { status }),
        ORDERS_ACTION_FAILED,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: KITCHEN_QUERY_KEY }),
  });
}
