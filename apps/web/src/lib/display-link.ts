import type { TCustomerDisplayCart, TDisplayRealtimeEvent, TServerToClientEvents } from '@opentab/shared';
import { useEffect, useRef } from 'react';
import { realtimeSocket } from './realtime';

/**
 * Issue 26: listens to one of the customer display's socket events (`customer_display_pairing`,
 * `customer_display_cart`) while the component is mounted; the server sends them to the paired devices only.
 */
export function useDisplayEvent<E extends TDisplayRealtimeEvent>(
  event: E,
  listener: TServerToClientEvents[E],
): void {
  const current = useRef(listener);
  current.current = listener;
  useEffect(() => {
    const socket = realtimeSocket();
    const onEvent = ((payload: never) =>
      (current.current as (payload: never) => void)(payload)) as TServerToClientEvents[E];
    // Socket.IO's typed `on` cannot follow a generic event name
    (socket.on as (e: string, l: unknown) => void)(event, onEvent);
    return () => {
      (socket.off as (e: string, l: unknown) => void)(event, onEvent);
    };
  }, [event]);
}

/** Sends the POS's cart to its paired customer display (the server relays it to that display only). */
export function sendCustomerDisplayCart(cart: TCustomerDisplayCart): void {
  realtimeSocket().emit('customer_display_cart', cart);
}
