import type { TCustomerDisplayCart, TDisplayRealtimeEvent, TServerToClientEvents } from '@opentab/shared';
import { useEffect, useRef } from 'react';
import { withRealtimeSocket } from './realtime';

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
    const onEvent = ((payload: never) =>
      (current.current as (payload: never) => void)(payload)) as TServerToClientEvents[E];
    let stopListening = () => {};
    const cancel = withRealtimeSocket((socket) => {
      // Socket.IO's typed `on` cannot follow a generic event name
      (socket.on as (e: string, l: unknown) => void)(event, onEvent);
      stopListening = () => (socket.off as (e: string, l: unknown) => void)(event, onEvent);
    });
    return () => {
      cancel();
      stopListening();
    };
  }, [event]);
}

/** Sends the POS's cart to its paired customer display (the server relays it to that display only). */
export function sendCustomerDisplayCart(cart: TCustomerDisplayCart): void {
  withRealtimeSocket((socket) => socket.emit('customer_display_cart', cart));
}
