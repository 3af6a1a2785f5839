import type { TPosStoreSettings, TStoreSettingResponse } from '@opentab/shared';
import { languageOfUser } from '@opentab/shared';
import type { Row } from '../db/schema.ts';
import { flagOf } from '../lib/flags.ts';

/** GET /settings/store-setting. `publicUrl` is the server's PUBLIC_URL (its localhost default when unset). */
export function presentStoreSetting(row: Row<'store_settings'>, publicUrl: string): TStoreSettingResponse {
  return {
    ...presentStoreFields(row),
    isQRMenuEnabled: flagOf(row.is_qr_menu_enabled),
    uniqueQRCode: row.unique_qr_code,
    publicUrl,
  };
}

/** The floor screens' store settings (/pos/init, /orders/init, receipts): no QR code, no QR menu switch. */
export function presentPosStoreSettings(row: Row<'store_settings'>): TPosStoreSettings {
  return { ...presentStoreFields(row), store_name: row.store_name, store_image: row.image };
}

/** What the settings page and the floor screens both read. */
function presentStoreFields(row: Row<'store_settings'>) {
  return {
    storeName: row.store_name,
    address: row.address,
    phone: row.phone,
    email: row.email,
    currency: row.currency,
    image: row.image,
    storeImage: row.image,
    isQROrderEnabled: flagOf(row.is_qr_order_enabled),
    timeZone: row.time_zone,
    defaultPaymentTypeId: row.default_payment_type_id,
    invoicePrefix: row.invoice_prefix,
    shiftsRequired: row.shifts_required === 1,
    language: languageOfUser(null, row.language),
    brandColor: row.brand_color,
  };
}
