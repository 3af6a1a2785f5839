import type { Server as HttpServer, IncomingMessage, ServerResponse } from 'node:http';
import {
  MSG,
  REALTIME_REFUSALS,
  type TClientToServerEvents,
  type TRealtimeEvent,
  type TRelayEvent,
  type TServerToClientEvents,
  type TUserRealtimeEvent,
  ZAuthenticateArgsSchema,
  ZCustomerDisplayCartArgsSchema,
  ZRelayArgsSchema,
} from '@opentab/shared';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import type { z } from 'zod';
import { isOwnOrigin, type TOriginPolicy } from '../lib/origin.ts';
import { verifyAccessTokenExpiry } from '../lib/session/access-tokens.ts';
import { ACCESS_COOKIE } from '../lib/session/cookies.ts';
import type { SessionStore } from '../lib/session/session-store.ts';
import { isTenantLive } from '../lib/tenant-access.ts';
import { API_SECURITY_HEADERS } from '../plugins/security-headers.ts';

/** The spec's client-sent events and the event each one is re-broadcast as, inside the sender's tenant only. */
const CLIENT_RELAYS: Record<TRelayEvent, TRealtimeEvent> = {
  new_order_backend: 'new_order',
  order_update_backend: 'order_update',
  new_qrorder_backend: 'new_qrorder',
};

/**
 * Whose sockets a revocation ends: one device's, every device's of a user but the one kept signed in, or a
 * whole business's (deleted, or its subscription no longer active).
 */
type TRevokedSockets =
  | { deviceId: string }
  | { userId: string; exceptDeviceId?: string }
  | { tenantId: string };

/** What the server keeps on a socket: who it is, from the handshake, and when its link must end. */
type TSocketData = { tenantId: string; userId: string; deviceId: string; expiresAtMs: number };

type TRealtimeServer = Server<
  TClientToServerEvents,
  TServerToClientEvents,
  Record<string, never>,
  TSocketData
>;
type TRealtimeSocket = Socket<
  TClientToServerEvents,
  TServerToClientEvents,
  Record<string, never>,
  TSocketData
>;

/** The data of a tenant event, as TServerToClientEvents types it. */
type TRealtimePayload<E extends TRealtimeEvent> = Parameters<TServerToClientEvents[E]>[0];

export interface Realtime {
  emitToTenant<E extends TRealtimeEvent>(tenantId: string, event: E, payload: TRealtimePayload<E>): void;
  /** Called after a committed change to a user's login: that user's sockets, on every device and process. */
  emitToUser(userId: string, event: TUserRealtimeEvent): void;
  /** Called after a revocation commits: those sockets stop listening at once, on every process. */
  dropSockets(revoked: TRevokedSockets): void;
  /**
   * Issue 26: after a customer display's pairing with a POS commits (or ends): the display's sockets join (or
   * leave) the POS's pairing room, on every process, and both devices are told.
   */
  linkDisplay(pairing: TDisplayPairing, isPaired: boolean): void;
  /** sockets connected to this process (for the metrics) */
  openSockets(): number;
  close(): Promise<void>;
}

const tenantRoom = (tenantId: string) => `tenant:${tenantId}`;
// Rooms the server joins too, so that a revocation can find a device's or a user's sockets, and a change of a
// user's login can reach that user's.
const deviceRoom = (deviceId: string) => `device:${deviceId}`;
const userRoom = (userId: string) => `user:${userId}`;
// Issue 26: the sockets of the customer display paired with a POS device; the POS's cart goes to this room only.
const pairingRoom = (posDeviceId: string) => `pairing:${posDeviceId}`;

/** A customer display's device and the POS device whose cart it mirrors. */
type TDisplayPairing = { posDeviceId: string; displayDeviceId: string };

/**
 * After a committed change to what `GET /pos/init` answers (the menu, taxes, tables, store settings and logo,
 * payment types, print settings): the tenant's POS screens refetch it.
 */
export function announceMenuUpdate(realtime: Realtime, tenantId: string): void {
  realtime.emitToTenant(tenantId, 'menu_update', {});
}

export type TRealtimeOptions = {
  httpServer: HttpServer;
  /** the devices a handshake's access cookie is checked against */
  sessions: SessionStore;
  sessionSecret: string;
  /** the HTTP CSRF check's rule: a handshake from a foreign page is refused before any cookie is read */
  originPolicy: TOriginPolicy;
  log: FastifyBaseLogger;
  /**
   * The HTTP side's Cookie header parser (@fastify/cookie), so a socket reads its session exactly as a
   * request does: a malformed value is kept as it is (and then fails verification), it never throws.
   */
  parseCookie: (header: string) => Record<string, string | undefined>;
  redis?: { pub: Redis; sub: Redis };
  /** issue 26: the customer-display pairing a connecting device is part of (a port: modules/displays reads it) */
  findDisplayPairing?: (tenantId: string, deviceId: string) => Promise<TDisplayPairing | undefined>;
};

/**
 * Socket.IO at /socket.io. The server authenticates each socket from the session cookie and joins it to its
 * tenant's room itself; a business whose subscription is inactive gets no socket. A socket is dropped when its
 * device is revoked (sign-out, device removal, password change or reset) or its business deleted or switched
 * off (the operator, a cancellation, a billing event, the sweep), on every server process, and when its
 * access token or its business's access expires. Services call emitToTenant and dropSockets after their
 * transaction commits.
 */
export function createRealtime(options: TRealtimeOptions): Realtime {
  const io: TRealtimeServer = new Server(options.httpServer, {
    path: '/socket.io',
    serveClient: false,
    cors: { origin: false },
    connectTimeout: 20_000,
    // Browsers send no Origin on a same-origin GET (the polling handshake) but always on a WebSocket and on
    // any cross-origin request, so a missing Origin is a same-origin page or no browser (no victim's cookie).
    allowRequest: (request, callback) =>
      callback(
        MSG.badOrigin,
        request.headers.origin === undefined || isOwnOrigin(request, options.originPolicy),
      ),
  });
  if (options.redis) io.adapter(createAdapter(options.redis.pub, options.redis.sub));
  // Socket.IO's own HTTP answers (polling, refusals) and the WebSocket upgrade carry the API's headers.
  io.engine.use((_request: IncomingMessage, response: ServerResponse, next: () => void) => {
    for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) response.setHeader(name, value);
    next();
  });
  io.engine.on('headers', (headers: Record<string, string>) => Object.assign(headers, API_SECURITY_HEADERS));

  io.use(async (socket, next) => {
    try {
      const header = socket.handshake.headers.cookie;
      const token = header ? options.parseCookie(header)[ACCESS_COOKIE] : undefined;
      const verified = verifyAccessTokenExpiry(options.sessionSecret, token);
      if (!verified) return next(new Error(REALTIME_REFUSALS.unauthorized));
      const device = await options.sessions.findSocketDevice(verified.deviceId);
      if (!device?.tenant_id || !device.user_id) return next(new Error(REALTIME_REFUSALS.unauthorized));
      const access = { isActive: device.is_active, accessUntil: device.access_until };
      if (!isTenantLive(access)) return next(new Error(REALTIME_REFUSALS.subscriptionInactive));
      socket.data.tenantId = device.tenant_id;
      socket.data.userId = device.user_id;
      socket.data.deviceId = verified.deviceId;
      // The link ends with the access token, or sooner when the business's access (trial, paid period) ends.
      socket.data.expiresAtMs = Math.min(
        verified.expiresAtMs,
        access.accessUntil === null ? Number.POSITIVE_INFINITY : Date.parse(access.accessUntil),
      );
      next();
    } catch (error) {
      options.log.error({ err: error }, 'socket authentication failed');
      next(new Error(REALTIME_REFUSALS.unauthorized));
    }
  });

  /**
   * A client event's data as its schema allows, or undefined when it does not: then the event is dropped,
   * and logged (a client is not trusted to keep to TClientToServerEvents).
   */
  const accepted = <TArgs>(
    socket: TRealtimeSocket,
    event: string,
    check: { args: unknown[]; schema: z.ZodType<TArgs> },
  ) => {
    const parsed = check.schema.safeParse(check.args);
    if (parsed.success) return parsed.data;
    options.log.warn(
      { event, tenantId: socket.data.tenantId, issues: parsed.error.issues },
      'dropped a client event whose data is invalid',
    );
    return undefined;
  };

  io.on('connection', (socket) => {
    const room = tenantRoom(socket.data.tenantId);
    socket.join([room, deviceRoom(socket.data.deviceId), userRoom(socket.data.userId)]);
    const expiry = setTimeout(
      () => socket.disconnect(true),
      Math.max(0, socket.data.expiresAtMs - Date.now()),
    );
    socket.on('disconnect', () => clearTimeout(expiry));
    void rejoinDisplayPairing(socket);

    // The spec's `authenticate` carries a tenant id; the room is already joined from the session, so the
    // claim changes nothing and is only answered: ok when it is the session's own tenant, refused otherwise.
    socket.on('authenticate', (...args: unknown[]) => {
      const ack =
        typeof args.at(-1) === 'function' ? (args.pop() as (answer: { ok: boolean }) => void) : undefined;
      const claim = accepted(socket, 'authenticate', { args, schema: ZAuthenticateArgsSchema });
      if (claim) ack?.({ ok: claim[0] === socket.data.tenantId });
    });
    for (const [clientEvent, serverEvent] of Object.entries(CLIENT_RELAYS) as [
      TRelayEvent,
      TRealtimeEvent,
    ][]) {
      socket.on(clientEvent, (...args: unknown[]) => {
        if (accepted(socket, clientEvent, { args, schema: ZRelayArgsSchema }))
          socket.to(room).emit(serverEvent, {});
      });
    }
    // Issue 26: a POS's cart reaches the display paired with that POS device only: its pairing room, which
    // only a display the server paired with this device joins (a device that is no POS has nobody there).
    socket.on('customer_display_cart', (...args: unknown[]) => {
      const cart = accepted(socket, 'customer_display_cart', {
        args,
        schema: ZCustomerDisplayCartArgsSchema,
      });
      if (cart) socket.to(pairingRoom(socket.data.deviceId)).emit('customer_display_cart', cart[0]);
    });
  });

  /**
   * A paired display's socket joins its POS's room and is told it is paired; the POS is told too (so it sends
   * its cart now). A paired POS's socket is told, so it starts sending its cart.
   */
  async function rejoinDisplayPairing(socket: TRealtimeSocket): Promise<void> {
    if (!options.findDisplayPairing) return;
    try {
      const pairing = await options.findDisplayPairing(socket.data.tenantId, socket.data.deviceId);
      if (!pairing || socket.disconnected) return;
      if (pairing.displayDeviceId === socket.data.deviceId) {
        socket.join(pairingRoom(pairing.posDeviceId));
        io.to(deviceRoom(pairing.posDeviceId)).emit('customer_display_pairing', { isPaired: 1 });
      }
      socket.emit('customer_display_pairing', { isPaired: 1 });
    } catch (error) {
      options.log.error({ err: error }, 'reading the display pairing of a socket failed');
    }
  }

  return {
    emitToTenant(tenantId, event, payload) {
      // The signature above pairs the event with its payload; Socket.IO's emit cannot follow a generic event
      // (nor take the union of every event's payload: they share no field).
      io.to(tenantRoom(tenantId)).emit(event as TRealtimeEvent, payload as never);
    },
    emitToUser(userId, event) {
      io.to(userRoom(userId)).emit(event, {});
    },
    dropSockets(revoked) {
      // disconnectSockets reaches the sockets held by other server processes too (through the Redis adapter)
      const target =
        'deviceId' in revoked
          ? io.in(deviceRoom(revoked.deviceId))
          : 'tenantId' in revoked
            ? io.in(tenantRoom(revoked.tenantId))
            : io
                .in(userRoom(revoked.userId))
                .except(revoked.exceptDeviceId ? deviceRoom(revoked.exceptDeviceId) : []);
      target.disconnectSockets(true);
    },
    linkDisplay(pairing, isPaired) {
      // socketsJoin and socketsLeave reach the display's sockets on other processes too (the Redis adapter)
      const display = io.in(deviceRoom(pairing.displayDeviceId));
      if (isPaired) display.socketsJoin(pairingRoom(pairing.posDeviceId));
      else display.socketsLeave(pairingRoom(pairing.posDeviceId));
      io.to([deviceRoom(pairing.posDeviceId), deviceRoom(pairing.displayDeviceId)]).emit(
        'customer_display_pairing',
        { isPaired: isPaired ? 1 : 0 },
      );
    },
    openSockets: () => io.of('/').sockets.size,
    async close() {
      await new Promise<void>((resolve) => io.close(() => resolve()));
    },
  };
}
