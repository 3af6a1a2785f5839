import {
  currencyExponent,
  dateFilterRange,
  MSG,
  type TAddTenant,
  type TDateFilterQuery,
  type TTenantListQuery,
  type TTenantStatus,
  type TUpdateCurrencyRates,
  type TUpdateTenant,
} from '@opentab/shared';
import type { TAppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { found } from '../../lib/found.ts';
import { presentRecurringRevenue } from '../../presenters/recurring-revenue.ts';
import {
  presentSubscriptionHistoryEntry,
  presentTenant,
  presentTenantExportRow,
} from '../../presenters/tenant.ts';
import * as authRepo from '../auth/auth.repo.ts';
import { setTenantActivation } from '../billing/subscription-state.ts';
import { createTenantWithAdmin } from '../tenants/create-tenant.ts';
import { removeImage } from '../uploads/image-store.ts';
import * as repo from './superadmin.repo.ts';

/** The operator's figures are in UTC days: tenants span every time zone (docs/api-superadmin.md). */
const OPERATOR_TIME_ZONE = 'UTC';
const SUPERADMIN_TOP_SELLING_LIMIT = 10;

function utcRange(query: TDateFilterQuery, now: Date): repo.TRange {
  const range = dateFilterRange(query, OPERATOR_TIME_ZONE, now);
  return { from: range.from.toISOString(), to: range.to.toISOString() };
}

/** Paying subscriptions and free trials, as the spec's counts and our screen's amounts. */
async function recurringRevenue(ctx: TAppContext, now: Date) {
  const [paying, trials] = await Promise.all([
    repo.countPayingTenants(ctx.db),
    repo.countTrialTenants(ctx.db, now.toISOString()),
  ]);
  return presentRecurringRevenue({ paying, trials });
}

/** Paid sales of the range in USD (cents rounded), and the currencies that had sales but no rate. */
async function salesVolumeUsd(ctx: TAppContext, range: repo.TRange) {
  const [sales, rates] = await Promise.all([
    repo.listSalesByCurrency(ctx.db, range),
    repo.listCurrencyRates(ctx.db),
  ]);
  const rateOf = new Map(rates.map((rate) => [rate.currency, rate.usd_per_unit]));
  let usd = 0;
  const currenciesWithoutRate: string[] = [];
  for (const { currency, totalMinor } of sales) {
    const rate = rateOf.get(currency);
    if (rate === undefined) {
      if (totalMinor > 0) currenciesWithoutRate.push(currency);
      continue;
    }
    usd += (totalMinor / 10 ** currencyExponent(currency)) * rate;
  }
  return { salesVolume: Math.round(usd * 100) / 100, currenciesWithoutRate: currenciesWithoutRate.sort() };
}

export async function getDashboard(ctx: TAppContext, now = new Date()) {
  const range = utcRange({ type: 'today' }, now);
  const [counts, ordersProcessedToday, revenue, sales] = await Promise.all([
    repo.countTenantsByActivity(ctx.db),
    repo.countOrders(ctx.db, range),
    recurringRevenue(ctx, now),
    salesVolumeUsd(ctx, range),
  ]);
  return {
    activeTenants: counts.active,
    ordersProcessedToday,
    salesVolumeToday: sales.salesVolume,
    ...revenue,
    currenciesWithoutRate: sales.currenciesWithoutRate,
  };
}

export async function getReport(ctx: TAppContext, query: TDateFilterQuery, now = new Date()) {
  const range = utcRange(query, now);
  const [counts, revenue, totalCustomers, topSellingItems, sales, ordersProcessed] = await Promise.all([
    repo.countTenantsByActivity(ctx.db),
    recurringRevenue(ctx, now),
    repo.countCustomers(ctx.db),
    repo.listTopSellingItems(ctx.db, range, SUPERADMIN_TOP_SELLING_LIMIT),
    salesVolumeUsd(ctx, range),
    repo.countOrders(ctx.db, range),
  ]);
  return {
    activeTenants: counts.active,
    ...revenue,
    totalCustomers,
    topSellingItems,
    salesVolume: sales.salesVolume,
    ordersProcessed,
    currenciesWithoutRate: sales.currenciesWithoutRate,
  };
}

export async function getTenantsData(ctx: TAppContext) {
  const { active, inactive } = await repo.countTenantsByActivity(ctx.db);
  return { activeTenants: active, inactiveTenants: inactive, allTenants: active + inactive };
}

export async function listTenantsForExport(ctx: TAppContext, status: TTenantStatus) {
  return (await repo.listTenantsForExport(ctx.db, status)).map(presentTenantExportRow);
}

export async function listTenants(ctx: TAppContext, query: TTenantListQuery, now = new Date()) {
  const subscriptionEnd = query.type ? utcRange({ ...query, type: query.type }, now) : undefined;
  const { rows, total } = await repo.listTenantsPage(
    ctx.db,
    { status: query.status, search: query.search, subscriptionEnd },
    { limit: query.perPage, offset: (query.page - 1) * query.perPage },
  );
  return {
    tenants: rows.map(presentTenant),
    currentPage: query.page,
    perPage: query.perPage,
    totalTenants: total,
    totalPages: Math.ceil(total / query.perPage),
  };
}

/** A business and its admin (modules/tenants), the email being the admin's username: one per email. */
export async function addTenant(ctx: TAppContext, input: TAddTenant): Promise<{ tenantId: string }> {
  if (await authRepo.findUserByUsername(ctx.db, input.email))
    throw new AppError('CONFLICT', MSG.usernameTaken);
  try {
    const { tenantId } = await createTenantWithAdmin(ctx.db, {
      businessName: input.name,
      username: input.email,
      password: input.password,
      isActive: input.isActive,
    });
    return { tenantId };
  } catch (error) {
    // Two adds (or a sign-up) racing for one email: the unique index decides, the loser gets the same answer.
    if (await authRepo.findUserByUsername(ctx.db, input.email)) {
      throw new AppError('CONFLICT', MSG.usernameTaken);
    }
    throw error;
  }
}

/**
 * The business's name and contact email, and whether it may work. The admin's sign-in email stays as it
 * is (it is the admin's own, changed from the profile). Deactivating answers 402 to its next business call
 * and ends its open sockets at once, so its screens stop receiving live orders.
 */
export async function updateTenant(ctx: TAppContext, tenantId: string, input: TUpdateTenant): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    found(await repo.findTenant(trx, tenantId));
    await repo.updateTenantDetails(trx, tenantId, input);
    // Billing's switch: on means no end date until the operator or a billing event changes it.
    await setTenantActivation(trx, { tenantId, isActive: input.isActive });
  });
  if (!input.isActive) ctx.realtime.dropSockets({ tenantId });
}

/**
 * Removes the business and everything it owns in one statement (every tenant-owned table cascades from
 * tenants: users, devices and refresh tokens, menu, orders, invoices, customers, subscriptions...). Its
 * devices go with it, so every session ends at its next call; open sockets are dropped after the commit,
 * then its stored photos are deleted.
 */
export async function deleteTenant(ctx: TAppContext, tenantId: string): Promise<void> {
  const images = await ctx.db.transaction().execute(async (trx) => {
    found(await repo.findTenant(trx, tenantId));
    const images = await repo.listTenantImages(trx, tenantId);
    await repo.deleteTenant(trx, tenantId);
    return images;
  });
  ctx.realtime.dropSockets({ tenantId });
  await Promise.all(images.map((url) => removeImage(ctx.config.uploadsDir, url)));
}

export async function getSubscriptionHistory(ctx: TAppContext, tenantId: string) {
  const tenant = found(await repo.findTenant(ctx.db, tenantId));
  const [store, totalUsers, history] = await Promise.all([
    repo.findStoreDetails(ctx.db, tenantId),
    repo.countUsers(ctx.db, tenantId),
    repo.listSubscriptionHistory(ctx.db, tenantId),
  ]);
  return {
    tenantInfo: presentTenant(tenant),
    storeDetails: {
      address: store?.address ?? null,
      email: store?.email ?? null,
      phone: store?.phone ?? null,
      currency: store?.currency ?? 'USD',
      is_qr_menu_enabled: store?.is_qr_menu_enabled === 1 ? (1 as const) : (0 as const),
    },
    totalUsers,
    subscriptionHistory: history.map(presentSubscriptionHistoryEntry),
  };
}

/** Every currency a store uses or that has a rate, USD first, then by code. */
export async function listCurrencyRates(ctx: TAppContext) {
  const [rates, stores] = await Promise.all([
    repo.listCurrencyRates(ctx.db),
    repo.listStoreCurrencies(ctx.db),
  ]);
  const codes = new Set([...rates.map((rate) => rate.currency), ...stores.map((store) => store.currency)]);
  return [...codes]
    .sort((a, b) => (a === 'USD' ? -1 : b === 'USD' ? 1 : a.localeCompare(b)))
    .map((currency) => {
      const rate = rates.find((row) => row.currency === currency);
      return {
        currency,
        usd_per_unit: rate?.usd_per_unit ?? null,
        updated_at: rate?.updated_at ?? null,
        stores: stores.find((row) => row.currency === currency)?.stores ?? 0,
      };
    });
}

export async function updateCurrencyRates(ctx: TAppContext, input: TUpdateCurrencyRates): Promise<void> {
  // A currency named twice keeps its last rate (one row can be upserted only once per statement).
  const rates = new Map(input.rates.map((rate) => [rate.currency, rate.usdPerUnit]));
  await repo.upsertCurrencyRates(
    ctx.db,
    [...rates].map(([currency, usdPerUnit]) => ({ currency, usdPerUnit })),
  );
}
