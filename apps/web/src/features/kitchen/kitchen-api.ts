import type { TKitchenStatus, TListKitchenOrdersResponse, TMessageResponse } from '@opentab/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { withToast } from '../../lib/toast';
import { ORDERS_ACTION_FAILED } from '../orders/orders-api';

const KITCHEN_QUERY_KEY = ['kitchen'] as const;

/** The oldest open orders with something left to cook, in the server's order (one page: see `page`). */
export function useKitchenOrders() {
  return useQuery({
    queryKey: KITCHEN_QUERY_KEY,
    queryFn: ({ signal }) => api.getPage<TListKitchenOrdersResponse>('/kitchen', { signal }),
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
