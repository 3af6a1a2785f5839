/**
 * Server events of the realtime channel (DESIGN section 6), emitted to a tenant's room after a commit:
 * an order was placed (`new_order`) or changed (`order_update`), a QR order was placed, accepted or
 * cancelled (`new_qrorder`), or what the POS loads from `GET /pos/init` changed (`menu_update`: the menu,
 * taxes, tables, store settings and logo, payment types, print settings), so open POS screens refetch it.
 */
export const REALTIME_EVENTS = ['new_order', 'order_update', 'new_qrorder', 'menu_update'] as const;
export type TRealtimeEvent = (typeof REALTIME_EVENTS)[number];

/**
 * Server events sent to one user's own sockets (every device they are signed in on): an admin changed their
 * login (`session_update`: scopes, name, designation), so their open screens refetch their session user and
 * the sidebar, page search and page guards follow at once. Deleting a user or resetting their password ends
 * their sockets instead.
 */
export const USER_REALTIME_EVENTS = ['session_update'] as const;
export type TUserRealtimeEvent = (typeof USER_REALTIME_EVENTS)[number];

/**
 * Why the server refused a socket's handshake (the `connect_error` message the client reads): no live
 * session (`unauthorized`: renew it and connect again), or a session of a business whose subscription is
 * inactive (`subscription_inactive`: no live link until it subscribes; its calls answer 402 meanwhile).
 */
export const REALTIME_REFUSALS = {
  unauthorized: 'unauthorized',
  subscriptionInactive: 'subscription_inactive',
} as const;
