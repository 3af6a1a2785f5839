import {
  REALTIME_REFUSALS,
  type TClientToServerEvents,
  type TRealtimeEvent,
  type TServerToClientEvents,
  type TUserRealtimeEvent,
} from '@opentab/shared';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { Socket } from 'socket.io-client';
import { endRefusedSession, renewSession } from './api';
import { loadChunk } from './lazy-page';

/** Server events of the realtime channel (DESIGN section 6): the tenant's, and those to the user alone. */
export type TLiveEvent = TRealtimeEvent | TUserRealtimeEvent;
export type TLiveStatus = 'connecting' | 'live' | 'down';

/** The socket typed by the shared event definitions (packages/shared/src/realtime-events.ts). */
type TRealtimeSocket = Socket<TServerToClientEvents, TClientToServerEvents>;

let socket: TRealtimeSocket | undefined;
/**
 * Socket.IO's client (~13 KB gzipped) is a chunk fetched after the first paint, not part of any first load: a
 * screen draws with its data from the API, and its live link opens a moment later (issue 24's budget).
 */
let io: typeof import('socket.io-client').io | undefined;
let loading: Promise<void> | undefined;
let status: TLiveStatus = 'connecting';
/** The server refused the handshake because the business's subscription is inactive: no retry on a timer. */
let isRefusedAsInactive = false;
const statusListeners = new Set<() => void>();

function setStatus(next: TLiveStatus): void {
  if (status === next) return;
  status = next;
  for (const listener of statusListeners) listener();
}

/**
 * One socket per tab, opened on first use. The session cookie authenticates it and the server picks the
 * tenant room. When the handshake is refused (access token expired), the session is renewed through the
 * API client and the socket tries again. When it is refused because the business's subscription is
 * inactive, it does not retry: the link stays down, so the screens refetch (useLiveEvents) and their calls'
 * 402 opens the inactive-subscription page, while the pages an inactive business may use (profile, devices)
 * stay; the next screen that opens (after subscribing, say) tries once more. Reconnection settings are
 * spec 01 section 9. WebSocket only, no
 * long-polling: a WebSocket is one connection that stays with the server process that accepted it, so several
 * processes behind a load balancer need no sticky sessions (docs/decisions.md).
 */
function getSocket(): TRealtimeSocket {
  if (socket) {
    if (isRefusedAsInactive) {
      isRefusedAsInactive = false;
      socket.connect();
    }
    return socket;
  }
  if (!io) throw new Error('the realtime link opened before Socket.IO had loaded');
  socket = io({
    path: '/socket.io',
    transports: ['websocket'],
    withCredentials: true,
    timeout: 20_000,
    reconnection: true,
    reconnectionDelay: 1000,
    reconnectionDelayMax: 5000,
    randomizationFactor: 0.5,
    reconnectionAttempts: Number.POSITIVE_INFINITY,
  });
  socket.on('connect', () => setStatus('live'));
  socket.on('disconnect', (reason) => {
    setStatus('down');
    // The server closes the socket when its access token expires (renew, then connect again) and when the
    // session is revoked: a password reset, the user deleted, a sign-out elsewhere. Then the renewal is
    // refused and the session ends on this screen at once, not at its next call. When the business was
    // switched off instead, the renewal works and the new handshake is refused as inactive (below).
    if (reason !== 'io server disconnect') return;
    void renewSession().then((renewal) => {
      if (renewal === 'refused') {
        disconnectRealtime();
        endRefusedSession();
      } else {
        socket?.connect();
      }
    });
  });
  socket.on('connect_error', (error) => {
    setStatus('down');
    if (error.message === REALTIME_REFUSALS.subscriptionInactive) {
      isRefusedAsInactive = true;
      return;
    }
    if (error.message === REALTIME_REFUSALS.unauthorized) {
      void renewSession().then((renewal) => {
        if (renewal === 'renewed') socket?.connect();
      });
    }
  });
  return socket;
}

/**
 * Runs `use` with the tab's socket: at once when Socket.IO's client is here, else when its chunk has arrived.
 * Answers the cancel an effect's cleanup calls (then `use` never runs). Issue 26: also the customer display's
 * and its POS's way to the socket (lib/display-link.ts).
 */
export function withRealtimeSocket(use: (socket: TRealtimeSocket) => void): () => void {
  if (io) {
    use(getSocket());
    return () => {};
  }
  let isCancelled = false;
  loading ??= loadChunk(() => import('socket.io-client')).then(
    (client) => {
      io = client.io;
    },
    () => {
      // not fetched (offline with nothing cached): the link is down, the screens poll, the next screen tries again
      loading = undefined;
      setStatus('down');
    },
  );
  void loading.then(() => {
    if (!isCancelled && io) use(getSocket());
  });
  return () => {
    isCancelled = true;
  };
}

export function disconnectRealtime(): void {
  socket?.disconnect();
  socket = undefined;
  isRefusedAsInactive = false;
  setStatus('connecting');
}

/** The live link's state, for the "live link down" indicator. */
export function useLiveStatus(): TLiveStatus {
  useEffect(() => withRealtimeSocket(() => {}), []);
  return useSyncExternalStore(
    (listener) => {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    () => status,
  );
}

/**
 * Calls `onEvent` for each of `events` (with the event's payload), and also right after a reconnect (events may
 * have been missed while the link was down), so screens refetch. `pollMs` keeps refetching while the link is down.
 */
export function useLiveEvents(
  events: readonly TLiveEvent[],
  onEvent: (event: TLiveEvent | 'reconnect' | 'poll', payload?: unknown) => void,
  options: { pollMs?: number } = {},
): TLiveStatus {
  const handler = useRef(onEvent);
  handler.current = onEvent;
  const liveStatus = useLiveStatus();
  const key = events.join(',');

  // The key joins `events`: the effect follows what they are, not the array's identity.
  useEffect(() => {
    let stopListening = () => {};
    const cancel = withRealtimeSocket((s) => {
      stopListening = listenForEvents(s, key.split(',') as TLiveEvent[], handler);
    });
    return () => {
      cancel();
      stopListening();
    };
  }, [key]);

  const pollMs = options.pollMs ?? 10_000;
  useEffect(() => {
    if (liveStatus !== 'down') return;
    const timer = setInterval(() => handler.current('poll'), pollMs);
    return () => clearInterval(timer);
  }, [liveStatus, pollMs]);

  return liveStatus;
}

/** Hands a screen the socket's events it listens for, and a reconnect; answers what stops it listening. */
function listenForEvents(
  s: TRealtimeSocket,
  events: readonly TLiveEvent[],
  handler: { current: (event: TLiveEvent | 'reconnect' | 'poll', payload?: unknown) => void },
): () => void {
  const listeners = events.map((event) => {
    const listener = (payload?: unknown) => handler.current(event, payload);
    s.on(event, listener);
    return [event, listener] as const;
  });
  let wasDown = false;
  const onDisconnect = () => {
    wasDown = true;
  };
  const onConnect = () => {
    if (wasDown) handler.current('reconnect');
    wasDown = false;
  };
  // Refused as inactive: refetch now rather than at the first poll, so a screen of a business that lost
  // its access meets the 402 (and the inactive-subscription page) at once.
  const onRefused = (error: Error) => {
    if (error.message === REALTIME_REFUSALS.subscriptionInactive) handler.current('poll');
  };
  s.on('disconnect', onDisconnect);
  s.on('connect', onConnect);
  s.on('connect_error', onRefused);
  return () => {
    for (const [event, listener] of listeners) s.off(event, listener);
    s.off('disconnect', onDisconnect);
    s.off('connect', onConnect);
    s.off('connect_error', onRefused);
  };
}
