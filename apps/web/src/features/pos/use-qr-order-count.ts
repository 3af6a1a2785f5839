import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type TLiveEvent, useLiveEvents } from '../../lib/realtime';
import { fetchQrOrderCount, QR_ORDER_COUNT_KEY, refetchQrOrders } from './qr-orders-api';

const LIVE_EVENTS: readonly TLiveEvent[] = ['new_qrorder', 'new_order'];

/**
 * Open QR orders waiting at the POS (the red badge). Refetched with the open list on `new_qrorder` (placed,
 * cancelled, accepted), on `new_order`, after a reconnect and on the poll while the live link is down.
 */
export function useQrOrderCount(): number {
  const client = useQueryClient();
  const count = useQuery({
    queryKey: QR_ORDER_COUNT_KEY,
    queryFn: ({ signal }) => fetchQrOrderCount(signal),
  });
  useLiveEvents(LIVE_EVENTS, () => void refetchQrOrders(client));
  return count.data ?? 0;
}
