import { z } from 'zod';
import { ZFlagSchema } from './common.responses.ts';

/**
 * Recurring revenue as the spec defines it (spec 02 section 9: a client shows MRR as `mrr` times the plan
 * price and ARR as `arr` times the price times 12): `mrr` and `arr` are both the number of paying
 * subscriptions, not money. Our own screen's amounts are the camelCase fields beside them, in USD major units:
 * `mrrAmount` and `arrAmount` (paying subscriptions at the plan price, a month and a year of it), `trials`
 * (businesses working on a free trial, none of it paid) and `trialMrrAmount` (their MRR once they pay).
 */
const ZRecurringRevenueFields = {
  mrr: z.number(),
  arr: z.number(),
  mrrAmount: z.number(),
  arrAmount: z.number(),
  trials: z.number(),
  trialMrrAmount: z.number(),
};
export type TRecurringRevenue = z.infer<z.ZodObject<typeof ZRecurringRevenueFields>>;

/**
 * Money in the superadmin answers is USD in major units (5 = $5): the amounts above, sales volume converted
 * from each store's currency with the operator's rates. `currenciesWithoutRate` names store currencies with
 * sales but no rate yet; their sales are not in the volume.
 */
export const ZSuperadminDashboardResponseSchema = z.object({
  activeTenants: z.number(),
  ordersProcessedToday: z.number(),
  salesVolumeToday: z.number(),
  ...ZRecurringRevenueFields,
  currenciesWithoutRate: z.array(z.string()),
});
export type TSuperadminDashboardResponse = z.infer<typeof ZSuperadminDashboardResponseSchema>;

export const ZTenantsDataResponseSchema = z.object({
  activeTenants: z.number(),
  inactiveTenants: z.number(),
  allTenants: z.number(),
});

/** A row of GET /superadmin/tenantsData/{status}: the CSV export's columns. */
const ZTenantExportRowSchema = z.object({
  name: z.string(),
  email: z.string(),
  is_active: ZFlagSchema,
  subscription_start: z.string().nullable(),
  subscription_end: z.string().nullable(),
});
export const ZTenantExportResponseSchema = z.array(ZTenantExportRowSchema);
export type TTenantExportRow = z.infer<typeof ZTenantExportRowSchema>;

const ZTenantSchema = ZTenantExportRowSchema.extend({
  id: z.string(),
  created_at: z.string(),
});
export type TTenant = z.infer<typeof ZTenantSchema>;

/** GET /superadmin/tenants: the spec's tenants, currentPage, perPage, plus the totals for "Showing X of Y". */
export const ZTenantListResponseSchema = z.object({
  tenants: z.array(ZTenantSchema),
  currentPage: z.number(),
  perPage: z.number(),
  totalTenants: z.number(),
  totalPages: z.number(),
});
export type TTenantListResponse = z.infer<typeof ZTenantListResponseSchema>;

const ZSuperadminTopSellingItemSchema = z.object({
  tenant_name: z.string(),
  tenant_id: z.string(),
  item_id: z.string().nullable(),
  title: z.string(),
  qty: z.number(),
});

export const ZSuperadminReportResponseSchema = z.object({
  activeTenants: z.number(),
  ...ZRecurringRevenueFields,
  totalCustomers: z.number(),
  topSellingItems: z.array(ZSuperadminTopSellingItemSchema),
  salesVolume: z.number(),
  ordersProcessed: z.number(),
  currenciesWithoutRate: z.array(z.string()),
});
export type TSuperadminReportResponse = z.infer<typeof ZSuperadminReportResponseSchema>;

const ZSubscriptionHistoryEntrySchema = z.object({
  id: z.string(),
  tenant_id: z.string(),
  created_at: z.string(),
  starts_on: z.string().nullable(),
  expires_on: z.string().nullable(),
  status: z.string(),
});
export type TSubscriptionHistoryEntry = z.infer<typeof ZSubscriptionHistoryEntrySchema>;

export const ZSubscriptionHistoryResponseSchema = z.object({
  tenantInfo: ZTenantSchema,
  storeDetails: z.object({
    address: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    currency: z.string(),
    is_qr_menu_enabled: ZFlagSchema,
  }),
  totalUsers: z.number(),
  subscriptionHistory: z.array(ZSubscriptionHistoryEntrySchema),
});
export type TSubscriptionHistoryResponse = z.infer<typeof ZSubscriptionHistoryResponseSchema>;

/** GET /superadmin/currency-rates: every currency a store uses or that has a rate, USD first. */
const ZCurrencyRateSchema = z.object({
  currency: z.string(),
  usd_per_unit: z.number().nullable(),
  updated_at: z.string().nullable(),
  stores: z.number(),
});
export const ZCurrencyRatesResponseSchema = z.array(ZCurrencyRateSchema);
export type TCurrencyRate = z.infer<typeof ZCurrencyRateSchema>;

/** Spec 02 section 4: created shows Created, cancelled shows Cancelled, any other value Renewed. */
export function subscriptionHistoryLabel(status: string): { label: string; dateLabel: string } {
  if (status === 'created') return { label: 'Created', dateLabel: 'Paid on' };
  if (status === 'cancelled') return { label: 'Cancelled', dateLabel: 'Cancelled on' };
  return { label: 'Renewed', dateLabel: 'Paid on' };
}
