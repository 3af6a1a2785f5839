import type { TQrOrdersResponse } from '@opentab/shared';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { msg } from '../../lib/i18n';

/** Every QR-order query of the POS: invalidating this prefix refetches the badge and the open list. */
const QR_ORDERS_KEY = ['pos', 'qrorders'] as const;
export const QR_ORDER_COUNT_KEY = [...QR_ORDERS_KEY, 'count'] as const;
const QR_ORDER_LIST_KEY = [...QR_ORDERS_KEY, 'list'] as const;

/** Spec 01 section 8: clearing or deleting QR orders, when the server sends no message. */
export const QR_CLEAR_FAILED = msg("We're getting issue while clearing orders! Please try later!");

export function fetchQrOrderCount(signal?: AbortSignal): Promise<number> {
  return api.get('/pos/qrorders/count', { signal }).then((answer) => answer.totalQROrders);
}

/** GET /pos/qrorders: the open QR orders, oldest first. */
export function useQrOrderList() {
  return useQuery({
    queryKey: QR_ORDER_LIST_KEY,
    queryFn: ({ signal }) => api.get('/pos/qrorders', { signal }),
  });
}

/** Deleting one QR order cancels it (DELETE /pos/qrorders/:id, docs/api-qrmenu.md). */
export function deleteQrOrder(id: string) {
  return api.delete('/pos/qrorders/:id', { params: { id } });
}

export function clearQrOrders() {
  return api.post('/pos/qrorders/cancel-all');
}

export function refetchQrOrders(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: QR_ORDERS_KEY });
}

/**
 * A QR order turned into an order: it leaves the list and the badge drops by one at once, then both are
 * refetched (the server has marked it done in the same transaction).
 */
export function dropQrOrder(client: QueryClient, id: string): Promise<void> {
  const before = client.getQueryData<TQrOrdersResponse>(QR_ORDER_LIST_KEY);
  if (before) {
    client.setQueryData<TQrOrdersResponse>(
      QR_ORDER_LIST_KEY,
      before.filter((qrOrder) => qrOrder.id !== id),
    );
  }
  client.setQueryData<number>(QR_ORDER_COUNT_KEY, (count) => Math.max(0, (count ?? 0) - 1));
  return refetchQrOrders(client);
}
