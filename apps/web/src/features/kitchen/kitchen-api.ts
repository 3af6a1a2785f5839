import type { TKitchenStatus } from '@opentab/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { t } from '../../lib/i18n';
import { useListPages } from '../../lib/list-pages';
import { ORDERS_ACTION_FAILED } from '../../lib/order-messages';
import { withToast } from '../../lib/toast';

const KITCHEN_QUERY_KEY = ['kitchen'] as const;

/** The oldest open orders with something left to cook, in the server's order, a page at a time. */
export function useKitchenOrders() {
  return useListPages(KITCHEN_QUERY_KEY, '/kitchen');
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
