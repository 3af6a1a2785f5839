import { useEffect } from 'react';
import { armOrderChime, playOrderChime } from './order-chime';
import { type TLiveEvent, useLiveEvents } from './realtime';

const LIVE_EVENTS: readonly TLiveEvent[] = ['new_order', 'order_update'];

/**
 * Keeps an order screen current: refetches on new_order and order_update, after a reconnect and, while
 * the live link is down, on the poll; a new order also plays the chime (Kitchen and Orders screens).
 */
export function useLiveOrders(refetch: () => unknown): void {
  useEffect(armOrderChime, []);
  useLiveEvents(LIVE_EVENTS, (event) => {
    if (event === 'new_order') playOrderChime();
    void refetch();
  });
}
