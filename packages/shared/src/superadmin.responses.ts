import { z } from 'zod';
import { ZFlagSchema } from './common.responses.ts';

/**
 * Money in the superadmin answers is USD in major units (5 = $5): MRR and ARR at the plan price, sales
 * volume converted from each store's currency with the operator's rates. `currenciesWithoutRate` names
 * store currencies with sales but no rate yet; their sales are not in the volume.
 */
export const ZSuperadminDashboardResponseSchema = z.object({
  activeTenants: z.number(),
  ordersProcessedToday: z.number(),
  salesVolumeToday: z.number(),
  mrr: z.number(),
  arr: z.number(),
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
  mrr: z.number(),
  arr: z.number(),
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
