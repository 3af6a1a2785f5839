import { z } from 'zod';
import { MSG } from './messages.ts';
import {
  PHONE_MAX_LENGTH,
  PHONE_PATTERN,
  POS_MSG,
  SEARCH_TERM_MAX_LENGTH,
  ZCustomerAddSchema,
} from './pos.schemas.ts';
import { zQueryOptional } from './query.ts';
import { zText } from './text.ts';

/** Spec 02 section 9: the customers page lists 10 a page. */
export const CUSTOMERS_PER_PAGE = 10;
/** The most one page may hold (the CSV export reads the list in pages this big). */
export const CUSTOMERS_PER_PAGE_MAX = 100;

export const CUSTOMER_MSG = {
  updated: 'Customer updated!',
  deleted: 'Customer deleted!',
  /** a customer with orders keeps them (docs/decisions.md): deleting would orphan their history */
  hasOrders: 'This customer has orders! Customers with order history cannot be deleted.',
  loadFailed: 'Error loading details! Please try later!',
} as const;

const pageNumber = (max: number) =>
  z.coerce
    .number({ error: MSG.invalidRequest })
    .int(MSG.invalidRequest)
    .min(1, MSG.invalidRequest)
    .max(max, MSG.invalidRequest);

/**
 * GET /customers?sort=created_at&page=&perPage=&filter=: newest first; filter matches name, phone or email.
 * An empty value or `null` is no value (`zQueryOptional`).
 */
export const ZCustomerListQuerySchema = z.object({
  sort: zQueryOptional(z.enum(['created_at'], { error: MSG.invalidRequest }).default('created_at')),
  page: zQueryOptional(pageNumber(1_000_000).default(1)),
  perPage: zQueryOptional(pageNumber(CUSTOMERS_PER_PAGE_MAX).default(CUSTOMERS_PER_PAGE)),
  filter: zQueryOptional(
    zText(MSG.invalidRequest)
      .trim()
      .max(SEARCH_TERM_MAX_LENGTH, POS_MSG.searchTermTooLong)
      .optional()
      .transform((value) => value || undefined),
  ),
});
export type TCustomerListQuery = z.infer<typeof ZCustomerListQuerySchema>;

/** The `{phone}` of /customers/{phone}/update and /delete: the spec's customer id, by the phone rule. */
export const ZCustomerPhoneParamsSchema = z.object({
  id: zText(POS_MSG.providePhone)
    .trim()
    .min(1, POS_MSG.providePhone)
    .refine((v) => v.length <= PHONE_MAX_LENGTH && PHONE_PATTERN.test(v), POS_MSG.provideValidPhone),
});

/** POST /customers/{phone}/update: the add rules without the phone, which cannot change. */
export const ZCustomerUpdateSchema = ZCustomerAddSchema.omit({ phone: true });
export type TCustomerUpdate = z.infer<typeof ZCustomerUpdateSchema>;
