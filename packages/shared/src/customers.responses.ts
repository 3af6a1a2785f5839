import { z } from 'zod';
import { ZFlagSchema } from './common.responses.ts';

/** GET /customers/search-by-phone-name/search?q=: a bare list of `{ name, phone }` (the phone is the id). */
const ZCustomerSearchResultSchema = z.object({
  name: z.string(),
  phone: z.string(),
  /** issue 27: a loyalty member, and their points balance (the POS shows it and offers to redeem) */
  isMember: ZFlagSchema,
  points: z.number().int(),
});
export type TCustomerSearchResult = z.infer<typeof ZCustomerSearchResultSchema>;

export const ZCustomerSearchResponseSchema = z.array(ZCustomerSearchResultSchema);
export type TCustomerSearchResponse = z.infer<typeof ZCustomerSearchResponseSchema>;

/** A customer as the back office lists it (spec 02 section 3); the phone is its id. */
const ZCustomerSchema = z.object({
  phone: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  gender: z.enum(['female', 'male', 'other']).nullable(),
  birth_date: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** issue 27: a loyalty member, and their points balance */
  isMember: ZFlagSchema,
  points: z.number().int(),
});
export type TCustomer = z.infer<typeof ZCustomerSchema>;

/** GET /customers: one page, newest first. `totalPages` is 0 when nothing matches. */
export const ZCustomerListResponseSchema = z.object({
  customers: z.array(ZCustomerSchema),
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  totalCustomers: z.number().int(),
});
export type TCustomerListResponse = z.infer<typeof ZCustomerListResponseSchema>;

/** The customers CSV, one customer a row, as both the Customers screen's export and Download All write it. */
export const CUSTOMER_CSV_HEADER = [
  'Name',
  'Phone',
  'Email',
  'Birth Date',
  'Gender',
  'Created At',
  'Updated At',
];

export const customerCsvRow = (c: TCustomer) => [
  c.name,
  c.phone,
  c.email,
  c.birth_date,
  c.gender,
  c.created_at,
  c.updated_at,
];

/** GET /customers/download/all: text/csv (`customers.csv`), every customer of the store, newest first. */
export const ZCustomersCsvResponseSchema = z.string().meta({
  description: `A CSV document (text/csv), columns ${CUSTOMER_CSV_HEADER.join(', ')}; cells defused against formula injection.`,
});
