// The rules of an order made on a POS that had no server (issue 25): plain values without zod, so the POS's
// outbox and the server read the same bounds. pos.schemas.ts holds the request field (ZOfflineOrderSchema).

/** An order made offline reaches the server within this long of its making, or it is refused. */
export const OFFLINE_ORDER_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/**
 * A device's clock may run this far ahead of the server's: a creation time up to this much in the future is
 * taken as "now"; further ahead the order is refused (a clock set wrong would misdate the business day).
 */
export const OFFLINE_CLOCK_SKEW_MS = 5 * 60 * 1000;
/**
 * A menu version the device priced with stays acceptable for this long after a newer one replaced it: a price
 * changed while the device was offline neither changes what the guest paid nor lets a tampered price through.
 * A day, as an order's age (written out: knip reads an alias of another export as a duplicate export).
 */
export const CATALOG_VERSION_WINDOW_MS = 24 * 60 * 60 * 1000;
/** The provisional token a device gives an order it made offline: "P-" and the device's own count. */
export const PROVISIONAL_TOKEN_PATTERN = /^P-\d{1,6}$/;
export const DEVICE_ID_MAX_LENGTH = 64;

export const OFFLINE_MSG = {
  invalidOffline: 'Invalid offline order!',
  tooOld: 'This order was made offline more than 24 hours ago and can no longer be accepted!',
  inFuture: "This order's time is ahead of the server's clock! Check the device's date and time.",
  catalogExpired: 'The menu this order was priced with is no longer accepted! Make the order again.',
  currencyChanged: 'The store currency changed after this order was made offline! Make the order again.',
} as const;

/**
 * The stable `code` of each refusal of an order made offline (`{ message, code }`), so the outbox can tell them
 * from other failures of their status: 400 for the time bounds, 409 for the menu version and the currency.
 */
export const OFFLINE_REFUSAL_CODES = {
  tooOld: 'OFFLINE_TOO_OLD',
  inFuture: 'OFFLINE_CLOCK_AHEAD',
  catalogExpired: 'OFFLINE_CATALOG_EXPIRED',
  currencyChanged: 'OFFLINE_CURRENCY_CHANGED',
} as const;
