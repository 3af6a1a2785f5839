/**
 * Server events of the realtime channel (DESIGN section 6), emitted to a tenant's room after a commit:
 * an order was placed (`new_order`) or changed (`order_update`), a QR order was placed, accepted or
 * cancelled (`new_qrorder`), or what the POS loads from `GET /pos/init` changed (`menu_update`: the menu,
 * taxes, tables, store settings and logo, payment types, print settings), so open POS screens refetch it.
 */
export const REALTIME_EVENTS = ['new_order', 'order_update', 'new_qrorder', 'menu_update'] as const;
export type TRealtimeEvent = (typeof REALTIME_EVENTS)[number];
