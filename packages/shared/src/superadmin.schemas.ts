import { z } from 'zod';
import { isCurrencyCode } from './currencies.ts';
import { DATE_FILTERS, REPORT_DATE_FILTERS, ZDateFilterQuerySchema, ZDaySchema } from './date-filters.ts';
import { MSG, SUPERADMIN_MSG } from './messages.ts';
import { ZNewPasswordSchema } from './password.schemas.ts';
import { zQueryOptional } from './query.ts';
import { zText } from './text.ts';

/** Spec 02 section 9: the tenants table shows 5 a page; a client may ask for up to 100. */
export const TENANTS_PER_PAGE = 5;
const TENANTS_PER_PAGE_MAX = 100;
const TENANT_SEARCH_MAX_LENGTH = 100;
const TENANT_NAME_MAX_LENGTH = 100;
/** Spec 02 section 4: the search fires after this much quiet. */
export const TENANT_SEARCH_DEBOUNCE_MS = 800;

const TENANT_STATUSES = ['active', 'inactive', 'all'] as const;
export type TTenantStatus = (typeof TENANT_STATUSES)[number];

const zStatus = z.enum(TENANT_STATUSES, { error: MSG.invalidRequest });

const zPositiveInt = (max: number, fallback: number) =>
  zQueryOptional(
    z.coerce
      .number({ error: MSG.invalidRequest })
      .int(MSG.invalidRequest)
      .min(1, MSG.invalidRequest)
      .max(max, MSG.invalidRequest)
      .default(fallback),
  );

/**
 * GET /superadmin/tenants: a page of tenants, optionally by status, a search of name or email, and a date
 * filter on the subscription's end (Tomorrow = renewals due tomorrow; docs/api-superadmin.md). An empty value
 * or `null` is no value (`zQueryOptional`): `status=` is all tenants.
 */
export const ZTenantListQuerySchema = z
  .object({
    page: zPositiveInt(1_000_000, 1),
    perPage: zPositiveInt(TENANTS_PER_PAGE_MAX, TENANTS_PER_PAGE),
    search: zQueryOptional(
      zText(MSG.invalidRequest)
        .trim()
        .max(TENANT_SEARCH_MAX_LENGTH, MSG.invalidRequest)
        .optional()
        .transform((search) => search || undefined),
    ),
    status: zQueryOptional(zStatus.default('all')),
    type: zQueryOptional(z.enum(DATE_FILTERS, { error: MSG.invalidRequest }).optional()),
    from: zQueryOptional(ZDaySchema.optional()),
    to: zQueryOptional(ZDaySchema.optional()),
  })
  .refine((query) => query.type !== 'custom' || (query.from && query.to && query.from <= query.to), {
    message: MSG.invalidRequest,
  });
export type TTenantListQuery = z.infer<typeof ZTenantListQuerySchema>;

export const ZTenantStatusParamsSchema = z.object({ status: zStatus });

/** isActive as the spec's clients send it: a boolean, or the 0/1 flag of the tenant row. */
const zIsActive = z
  .union([z.boolean(), z.literal(0), z.literal(1)], { error: MSG.invalidRequest })
  .transform((value) => value === true || value === 1);

const zTenantEmail = (required: string, valid: string) =>
  zText(required).trim().min(1, required).toLowerCase().pipe(z.email(valid).max(254, valid));

const zTenantName = (required: string) =>
  zText(required).trim().min(1, required).max(TENANT_NAME_MAX_LENGTH, required);

/** POST /superadmin/tenants/add: a business and its admin (the email is the admin's username). */
export const ZAddTenantSchema = z.object({
  name: zTenantName(SUPERADMIN_MSG.provideName),
  email: zTenantEmail(SUPERADMIN_MSG.provideEmail, MSG.provideValidEmail),
  password: ZNewPasswordSchema,
  isActive: zIsActive.default(true),
});
export type TAddTenant = z.infer<typeof ZAddTenantSchema>;

/** PATCH /superadmin/tenants/update/{id}: the business's name, contact email and whether it may work. */
export const ZUpdateTenantSchema = z.object({
  name: zTenantName(SUPERADMIN_MSG.provideTenantName),
  email: zTenantEmail(SUPERADMIN_MSG.provideTenantEmail, SUPERADMIN_MSG.provideValidTenantEmail),
  isActive: zIsActive,
});
export type TUpdateTenant = z.infer<typeof ZUpdateTenantSchema>;

/** GET /superadmin/reports: the report filters (no Tomorrow), in UTC days. */
export const ZSuperadminReportQuerySchema = ZDateFilterQuerySchema.refine(
  (query) => (REPORT_DATE_FILTERS as readonly string[]).includes(query.type),
  { message: MSG.invalidRequest },
);

/** The highest rate accepted: no currency is worth a million dollars a unit. */
const USD_RATE_MAX = 1_000_000;

/** POST /superadmin/currency-rates/update: what one unit of each currency is worth in USD. */
export const ZUpdateCurrencyRatesSchema = z.object({
  rates: z
    .array(
      z.object({
        currency: z
          .string({ error: MSG.selectCurrency })
          .refine((code) => isCurrencyCode(code) && code !== 'USD', MSG.selectCurrency),
        usdPerUnit: z
          .number({ error: SUPERADMIN_MSG.provideValidRate })
          .positive(SUPERADMIN_MSG.provideValidRate)
          .max(USD_RATE_MAX, SUPERADMIN_MSG.provideValidRate),
      }),
      { error: MSG.invalidRequest },
    )
    .min(1, MSG.invalidRequest)
    .max(200, MSG.invalidRequest),
});
export type TUpdateCurrencyRates = z.infer<typeof ZUpdateCurrencyRatesSchema>;
