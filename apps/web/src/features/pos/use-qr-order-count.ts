import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type TLiveEvent, useLiveEvents } from '../../lib/realtime';
import { fetchQrOrderCount, QR_ORDER_COUNT_KEY, refetchQrOrders } from './qr-orders-api';

const LIVE_EVENTS: readonly TLiveEvent[] = ['new_qrorder', 'new_order'];

/**
 * Open QR orders waiting at the POS (the red badge). Refetched with the open list on `new_qrorder` (placed,
 * cancelled, accepted), on `new_order`, after a reconnect and on the poll while the live link is down.
 * The first ask waits for the menu's first paint (a task later): on a tablet's weak link every request before
 * it makes the till usable later, and the badge can come a moment after the menu (issue 22).
 */
export function useQrOrderCount(): number {
  const client = useQueryClient();
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setPainted(true), 0);
    return () => clearTimeout(timer);
  }, []);
  const count = useQuery({
    queryKey: QR_ORDER_COUNT_KEY,
    queryFn: ({ signal }) => fetchQrOrderCount(signal),
    enabled: painted,
  });
  useLiveEvents(LIVE_EVENTS, () => void refetchQrOrders(client));
  return count.data ?? 0;
}
