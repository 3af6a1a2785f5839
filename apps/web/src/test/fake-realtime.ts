import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { TLiveEvent, TLiveStatus } from '../lib/realtime';

/**
 * Stand-in for lib/realtime.ts in component tests, with no socket:
 *   vi.mock('../../lib/realtime', () => import('../../test/fake-realtime'));
 * then `emitLive('new_order')` and `setLiveStatus('down')` drive the screens.
 */

type TEmitted = TLiveEvent | 'reconnect' | 'poll';
type TSubscription = {
  events: readonly TLiveEvent[];
  handler: { current: (event: TEmitted, payload?: unknown) => void };
};

const subscriptions = new Set<TSubscription>();
const statusListeners = new Set<() => void>();
let status: TLiveStatus = 'live';

export type { TLiveEvent, TLiveStatus };

export function useLiveStatus(): TLiveStatus {
  return useSyncExternalStore(
    (listener) => {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    () => status,
  );
}

export function useLiveEvents(
  events: readonly TLiveEvent[],
  onEvent: (event: TEmitted, payload?: unknown) => void,
): TLiveStatus {
  const handler = useRef(onEvent);
  handler.current = onEvent;
  useEffect(() => {
    const subscription = { events, handler };
    subscriptions.add(subscription);
    return () => {
      subscriptions.delete(subscription);
    };
  }, [events]);
  return useLiveStatus();
}

export function disconnectRealtime(): void {}

/** Delivers a server event (or a reconnect / poll tick), with its payload, to every screen listening for it. */
export function emitLive(event: TEmitted, payload?: unknown): void {
  for (const { events, handler } of subscriptions) {
    if (event === 'reconnect' || event === 'poll' || events.includes(event)) handler.current(event, payload);
  }
}

export function setLiveStatus(next: TLiveStatus): void {
  status = next;
  for (const listener of statusListeners) listener();
}

// Issue 26: the socket the customer display and its POS use (lib/display-link.ts): `emitSocket` delivers a
// server event to the listeners; what the screens send is kept in `sentEvents`.
const socketListeners = new Map<string, Set<(payload: unknown) => void>>();
export const sentEvents: { event: string; payload: unknown }[] = [];
const fakeSocket = {
  on(event: string, listener: (payload: unknown) => void) {
    const set = socketListeners.get(event) ?? new Set();
    set.add(listener);
    socketListeners.set(event, set);
    return fakeSocket;
  },
  off(event: string, listener: (payload: unknown) => void) {
    socketListeners.get(event)?.delete(listener);
    return fakeSocket;
  },
  emit(event: string, payload: unknown) {
    sentEvents.push({ event, payload });
    return fakeSocket;
  },
};

export function withRealtimeSocket(use: (socket: typeof fakeSocket) => void): () => void {
  use(fakeSocket);
  return () => {};
}

export function emitSocket(event: string, payload: unknown): void {
  for (const listener of socketListeners.get(event) ?? []) listener(payload);
}
