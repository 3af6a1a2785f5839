import type { TCustomerDisplayCart } from './displays.schemas.ts';

/**
 * The realtime channel's events (DESIGN section 6), typed once for both ends: the server's
 * `Server<TClientToServerEvents, TServerToClientEvents>` and the web's `Socket<TServerToClientEvents,
 * TClientToServerEvents>`. The client-sent events' arguments are also checked at the server's edge
 * (realtime-events.schemas.ts): a client is not trusted to keep to these types.
 */

/** What an event without data carries. */
type TNoData = Record<string, never>;

/**
 * Server events emitted to a tenant's room after a commit: an order was placed (`new_order`) or changed
 * (`order_update`), a QR order was placed, accepted or cancelled (`new_qrorder`), or what the POS loads from
 * `GET /pos/init` changed (`menu_update`: the menu, taxes, tables, store settings and logo, payment types,
 * print settings), so open POS screens refetch it. A re-broadcast client event carries no data.
 */
type TTenantEvents = {
  new_order: (payload: { tokenNo?: number; orderId?: string }) => void;
  order_update: (payload: { orderId?: string }) => void;
  new_qrorder: (payload: TNoData) => void;
  menu_update: (payload: TNoData) => void;
  /** issue 26: the kitchen stations or their categories changed; open Kitchen screens refetch their station list */
  kitchen_stations_update: (payload: TNoData) => void;
  /**
   * Issue 26: a network printer has failed for a minute or more (`offline`, again about once a minute while
   * it fails), or prints again (`online`); the POS shows an alert naming it.
   */
  printer_status: (payload: {
    printerId: string;
    name: string;
    status: 'online' | 'offline' | 'paper_error';
    failingSince: string | null;
  }) => void;
  /**
   * Issue 27: the menu items whose own recipe cannot be made even once changed (a sale, a void's give-back, stock
   * received or counted): the whole set, which the POS shows as sold out (modules/stock/sold-out.ts).
   */
  stock_sold_out: (payload: { soldOutItemIds: string[] }) => void;
};
export type TRealtimeEvent = keyof TTenantEvents;

/**
 * Server events sent to one user's own sockets (every device they are signed in on): an admin changed their
 * login (`session_update`: scopes, name, designation), so their open screens refetch their session user and
 * the sidebar, page search and page guards follow at once. Deleting a user or resetting their password ends
 * their sockets instead.
 */
type TUserEvents = {
  session_update: (payload: TNoData) => void;
};
export type TUserRealtimeEvent = keyof TUserEvents;

/**
 * Issue 26: events of a customer display and the POS it is paired with, sent to those two devices only (never
 * a tenant room). `customer_display_pairing` tells both sides when a pairing starts or ends (and a paired
 * device when its socket connects; the POS then sends its cart at once); `customer_display_cart` is the
 * paired POS's cart, relayed to its display.
 */
type TDisplayEvents = {
  customer_display_pairing: (payload: { isPaired: 0 | 1 }) => void;
  customer_display_cart: (cart: TCustomerDisplayCart) => void;
};
export type TDisplayRealtimeEvent = keyof TDisplayEvents;

export type TServerToClientEvents = TTenantEvents & TUserEvents & TDisplayEvents;

/** What a re-broadcast client event may carry (the server sends none of it on). */
type TRelayPayload = Record<string, unknown>;

/**
 * The spec's client-sent events: `authenticate` claims a tenant id (the session decides the room; the ack
 * says whether the claim is the session's own tenant, DESIGN section 6), and each `*_backend` event asks for its server event in the sender's own tenant.
 */
export type TClientToServerEvents = {
  authenticate: (tenantId: string, ack?: (answer: { ok: boolean }) => void) => void;
  new_order_backend: (payload?: TRelayPayload, tenantId?: string) => void;
  order_update_backend: (payload?: TRelayPayload, tenantId?: string) => void;
  new_qrorder_backend: (payload?: TRelayPayload, tenantId?: string) => void;
  /** issue 26: a POS's cart for its paired customer display (relayed to that display only) */
  customer_display_cart: (cart: TCustomerDisplayCart) => void;
};

/** A `*_backend` event and the tenant event it is re-broadcast as. */
export type TRelayEvent = Exclude<keyof TClientToServerEvents, 'authenticate' | 'customer_display_cart'>;

/**
 * Why the server refused a socket's handshake (the `connect_error` message the client reads): no live
 * session (`unauthorized`: renew it and connect again), or a session of a business whose subscription is
 * inactive (`subscription_inactive`: no live link until it subscribes; its calls answer 402 meanwhile).
 */
export const REALTIME_REFUSALS = {
  unauthorized: 'unauthorized',
  subscriptionInactive: 'subscription_inactive',
} as const;
