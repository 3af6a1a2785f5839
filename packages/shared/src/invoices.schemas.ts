import { z } from 'zod';
import { ZDateFilterQuerySchema } from './date-filters.ts';
import { POS_MSG, SEARCH_TERM_MAX_LENGTH } from './pos.schemas.ts';
import { zText } from './text.ts';

/** GET /invoices?type=&from=&to=: the shared date filter, in the store's time zone. */
export const ZInvoicesQuerySchema = ZDateFilterQuerySchema;

/** At most this many invoices answer one list or search (the newest): a filter narrows a longer list. */
export const INVOICES_LIST_LIMIT = 1000;

/** GET /invoices/search?q=: trimmed; a blank term finds nothing (spec 02 section 5: it does nothing). */
export const ZInvoiceSearchSchema = z.object({
  q: zText(POS_MSG.searchTermRequired).trim().max(SEARCH_TERM_MAX_LENGTH, POS_MSG.searchTermTooLong),
});
export type TInvoiceSearch = z.infer<typeof ZInvoiceSearchSchema>;
