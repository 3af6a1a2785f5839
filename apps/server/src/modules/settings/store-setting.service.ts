import { currencyExponent, MSG, type TStoreSettingInput } from '@opentab/shared';
import type { TAppContext } from '../../context.ts';
import { lockCatalogForCurrencyChange } from '../../db/catalog-lock.ts';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import { found } from '../../lib/found.ts';
import { announceMenuUpdate } from '../../realtime/realtime.ts';
import { recordAudit, type TAuditActor } from '../audit-trail/audit-trail.service.ts';
import type { TPhotoTarget } from '../uploads/photo.service.ts';
import { hasPricesNotMultipleOf, rescaleMenuPrices } from './menu-prices.repo.ts';
import { listActivePaymentTypes } from './payment-types.repo.ts';
import * as repo from './store-setting.repo.ts';

export async function getStoreSettings(ctx: TAppContext, tenantId: string) {
  return found(await repo.findStoreSettings(ctx.db, tenantId));
}

/**
 * Menu prices are stored in minor units of the store currency, so a currency with another number of
 * decimals rescales them in the same transaction (USD 4.50 = 450 → KWD 4.500 = 4500). The price keeps its
 * value; nothing is converted at an exchange rate. Refused (409) when it cannot be exact: prices with
 * more decimals than the new currency has, or past orders and invoices, whose amounts stay as they were.
 */
async function rescaleForCurrency(
  trx: TDb,
  tenantId: string,
  { from, to }: { from: string; to: string },
): Promise<void> {
  const shift = currencyExponent(to) - currencyExponent(from);
  if (shift === 0) return;
  // Waits for orders being placed, and holds new ones off until this commits (orders/placement/catalog.ts).
  await lockCatalogForCurrencyChange(trx, tenantId);
  if (await repo.hasOrderHistory(trx, tenantId)) throw new AppError('CONFLICT', MSG.currencyLockedByOrders);
  const factor = 10 ** Math.abs(shift);
  if (shift < 0 && (await hasPricesNotMultipleOf(trx, tenantId, factor))) {
    throw new AppError('CONFLICT', MSG.currencyPricesTooPrecise);
  }
  await rescaleMenuPrices(trx, tenantId, { operator: shift > 0 ? '*' : '/', factor });
}

/**
 * The currency part of a settings save, inside the caller's transaction: the settings row is locked first
 * (menu writes that store an amount wait for it), then prices are rescaled and the currency set. Answers the
 * currency it was.
 */
export async function changeCurrency(trx: TDb, tenantId: string, currency: string): Promise<string> {
  const current = found(await repo.findStoreSettings(trx, tenantId, { lock: true }));
  await rescaleForCurrency(trx, tenantId, { from: current.currency, to: currency });
  await repo.updateStoreSettings(trx, tenantId, { currency });
  return current.currency;
}

/** A default payment type must be one of the store's active types (null clears it). */
async function checkDefaultPaymentType(trx: TDb, tenantId: string, id: string | null): Promise<void> {
  if (id === null) return;
  const [active] = await listActivePaymentTypes(trx, tenantId, { id });
  if (!active) throw new AppError('VALIDATION', MSG.selectDefaultPaymentType);
}

export async function updateStoreSettings(ctx: TAppContext, actor: TAuditActor, input: TStoreSettingInput) {
  const { tenantId } = actor;
  await ctx.db.transaction().execute(async (trx) => {
    if (input.defaultPaymentTypeId !== undefined)
      await checkDefaultPaymentType(trx, tenantId, input.defaultPaymentTypeId);
    const previous = await changeCurrency(trx, tenantId, input.currency);
    // every price is in the store currency: a change is audited (issue 23); a save that keeps it, not
    await recordAudit(trx, actor, {
      action: 'settings.currency',
      subject: 'Store currency',
      before: { currency: previous },
      after: { currency: input.currency },
    });
    await repo.updateStoreSettings(trx, tenantId, {
      store_name: input.storeName,
      address: input.address,
      phone: input.phone,
      email: input.email,
      is_qr_menu_enabled: input.isQRMenuEnabled ? 1 : 0,
      is_qr_order_enabled: input.isQROrderEnabled ? 1 : 0,
      ...(input.timeZone ? { time_zone: input.timeZone } : {}),
      ...(input.defaultPaymentTypeId === undefined
        ? {}
        : { default_payment_type_id: input.defaultPaymentTypeId }),
      ...(input.invoicePrefix === undefined ? {} : { invoice_prefix: input.invoicePrefix }),
      ...(input.shiftsRequired === undefined ? {} : { shifts_required: input.shiftsRequired ? 1 : 0 }),
      ...(input.language === undefined ? {} : { language: input.language }),
      ...(input.brandColor === undefined ? {} : { brand_color: input.brandColor }),
    });
  });
  // The POS prices in the store currency and reads the store's settings from its menu call.
  announceMenuUpdate(ctx.realtime, tenantId);
}

/** The store logo (receipts, QR menu): one per tenant, so the photo routes take no id. */
export const storeLogo: TPhotoTarget = {
  find: (db, tenantId) => repo.findStoreSettings(db, tenantId),
  swap: (db, tenantId, { url }) => repo.swapStoreImage(db, tenantId, url),
  // Receipts printed from the POS carry the logo of its menu call.
  changed: (ctx, tenantId) => announceMenuUpdate(ctx.realtime, tenantId),
};
