import { io as connect, type Socket } from 'socket.io-client';
import { expect } from 'vitest';
import type { Realtime } from '../realtime/realtime.ts';

/**
 * Socket.IO clients as the web opens them (WebSocket only, no reconnection, so a test sees each refusal and
 * drop). The opener remembers its sockets so a test file can close them all at the end.
 */
export function createSocketOpener() {
  const sockets: Socket[] = [];
  return {
    open(baseUrl: string, cookie?: string, origin?: string): Socket {
      const socket = connect(baseUrl, {
        path: '/socket.io',
        transports: ['websocket'],
        extraHeaders: { ...(cookie ? { cookie } : {}), ...(origin ? { origin } : {}) },
        reconnection: false,
      });
      sockets.push(socket);
      return socket;
    },
    closeAll(): void {
      for (const socket of sockets) socket.disconnect();
    },
  };
}

/** Resolves once the handshake is accepted; rejects with the server's refusal (`connect_error`). */
export const connected = (s: Socket) =>
  new Promise<void>((resolve, reject) => {
    s.once('connect', () => resolve());
    s.once('connect_error', (e) => reject(e));
  });

/** The next `event` the socket hears, within `ms`. */
export const nextEvent = (s: Socket, event: string, ms = 2000) =>
  new Promise<unknown>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    s.once(event, (payload: unknown) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });

/** True when the socket hears no `event` for `ms`. */
export const silence = (s: Socket, event: string, ms = 300) =>
  new Promise<boolean>((resolve) => {
    const onEvent = () => resolve(false);
    s.once(event, onEvent);
    setTimeout(() => {
      s.off(event, onEvent);
      resolve(true);
    }, ms);
  });

/** Resolves with the reason when the server ends the socket; rejects when it stays open for `ms`. */
export const dropped = (s: Socket, ms = 2000) =>
  new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`still connected after ${ms} ms`)), ms);
    s.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });

/** The sockets still joined to the tenant's room hear its next event. */
export async function stillListening(realtime: Realtime, tenantId: string, ...live: Socket[]) {
  const heard = live.map((s) => nextEvent(s, 'order_update'));
  realtime.emitToTenant(tenantId, 'order_update', { orderId: 'still-here' });
  expect(await Promise.all(heard)).toEqual(live.map(() => ({ orderId: 'still-here' })));
}
