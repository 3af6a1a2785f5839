/*
 * Capped lists: plain constants, free of zod, so the web's always-loaded code (the API client) can read
 * them without pulling in the schemas.
 */

/** GET /orders and GET /kitchen answer at most this many open orders, the oldest first. */
export const OPEN_ORDERS_PAGE_SIZE = 200;
/**
 * Their total count stops here: counting reads every order it counts, and a count past this is only ever
 * shown as "more than" it. A total of exactly this means this many or more.
 */
export const OPEN_ORDERS_COUNT_LIMIT = 10_000;

/**
 * Headers of a capped list (the answer stays a bare array): how many there are in all, whether more follow,
 * and the `after` value that asks for the next page.
 */
export const LIST_PAGE_HEADERS = {
  totalCount: 'x-total-count',
  hasMore: 'x-has-more',
  nextCursor: 'x-next-cursor',
} as const;
