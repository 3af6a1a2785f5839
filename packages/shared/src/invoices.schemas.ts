import { z } from 'zod';
import { ZDateFilterQuerySchema } from './date-filters.ts';
import { POS_MSG, SEARCH_TERM_MAX_LENGTH, ZOpenOrdersQuerySchema } from './pos.schemas.ts';
import { zText } from './text.ts';

/**
 * One list or search answers at most this many invoices, the newest first; the X-Next-Cursor header (sent
 * while more follow) is the `after` that asks for the next, older page (the /orders convention).
 */
export const INVOICES_PAGE_SIZE = 200;
/** The X-Total-Count of a list stops here: a count reads what it counts. This value means as many or more. */
export const INVOICES_COUNT_LIMIT = 10_000;

/** `after`: the last invoice id of the page before (the X-Next-Cursor header), as /orders takes it. */
const zAfter = ZOpenOrdersQuerySchema.shape;

/** GET /invoices?type=&from=&to=&after=: the shared date filter, in the store's time zone. */
export const ZInvoicesQuerySchema = ZDateFilterQuerySchema.safeExtend(zAfter);
export type TInvoicesQuery = z.infer<typeof ZInvoicesQuerySchema>;

/** GET /invoices/search?q=&after=: trimmed; a blank term finds nothing (spec 02 section 5: it does nothing). */
export const ZInvoiceSearchSchema = z.object({
  q: zText(POS_MSG.searchTermRequired).trim().max(SEARCH_TERM_MAX_LENGTH, POS_MSG.searchTermTooLong),
  ...zAfter,
});
export type TInvoiceSearch = z.infer<typeof ZInvoiceSearchSchema>;
