import { useEffect } from 'react';
import { armOrderChime, playOrderChime } from './order-chime';
import { type TLiveEvent, useLiveEvents } from './realtime';

const LIVE_EVENTS: readonly TLiveEvent[] = ['new_order', 'order_update'];

/**
 * Keeps an order screen current: refetches on new_order and order_update, after a reconnect and, while
 * the live link is down, on the poll; a new order also plays the chime (the Orders screen). `chime: false`: the
 * screen chimes itself, for what reaches its own list (a kitchen station hears its own tickets only).
 */
export function useLiveOrders(refetch: () => unknown, { chime = true }: { chime?: boolean } = {}): void {
  useEffect(armOrderChime, []);
  useLiveEvents(LIVE_EVENTS, (event) => {
    if (chime && event === 'new_order') playOrderChime();
    void refetch();
  });
}
