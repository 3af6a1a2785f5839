import type { TAppContext } from '../../context.ts';
import { found } from '../../lib/found.ts';
import { findPrintSettings } from '../settings/print-setting.repo.ts';
import { getStoreSettings } from '../settings/store-setting.service.ts';

/** Print settings as the POS, Orders and print views read them (spec 01 section 3: snake_case, 0/1). */
export async function getPrintView(ctx: TAppContext, tenantId: string) {
  const row = found(await findPrintSettings(ctx.db, tenantId));
  return {
    page_format: row.page_format,
    is_enable_print: row.is_enable_print,
    show_store_details: row.show_store_details,
    show_customer_details: row.show_customer_details,
    show_notes: row.show_notes,
    print_token: row.print_token,
    header: row.header,
    footer: row.footer,
  };
}

/** Store settings without the QR code: floor screens need the name, contacts, currency and time zone. */
export async function getStoreView(ctx: TAppContext, tenantId: string) {
  const s = await getStoreSettings(ctx, tenantId);
  return {
    storeName: s.storeName,
    address: s.address,
    phone: s.phone,
    email: s.email,
    currency: s.currency,
    image: s.image,
    timeZone: s.timeZone,
    isQROrderEnabled: s.isQROrderEnabled,
  };
}

export async function listActivePaymentTypes(ctx: TAppContext, tenantId: string) {
  const rows = await ctx.db
    .selectFrom('payment_types')
    .select(['id', 'title', 'is_active'])
    .where('tenant_id', '=', tenantId)
    .where('is_active', '=', 1)
    .orderBy('title')
    .execute();
  return rows;
}
