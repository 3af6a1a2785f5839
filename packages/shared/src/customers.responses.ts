import { z } from 'zod';

/** GET /customers/search-by-phone-name/search?q=: a bare list of `{ name, phone }` (the phone is the id). */
export const ZCustomerSearchResultSchema = z.object({ name: z.string(), phone: z.string() });
export type TCustomerSearchResult = z.infer<typeof ZCustomerSearchResultSchema>;

export const ZCustomerSearchResponseSchema = z.array(ZCustomerSearchResultSchema);
export type TCustomerSearchResponse = z.infer<typeof ZCustomerSearchResponseSchema>;
