import type { TPosStoreSettings, TStoreSettingResponse } from '@opentab/shared';
import type { Row } from '../db/schema.ts';
import { flagOf } from '../lib/flags.ts';

/** GET /settings/store-setting. `publicUrl` is the configured PUBLIC_URL, null when none is. */
export function presentStoreSetting(
  row: Row<'store_settings'>,
  publicUrl: string | null,
): TStoreSettingResponse {
  return {
    ...presentPosStoreSettings(row),
    isQRMenuEnabled: flagOf(row.is_qr_menu_enabled),
    uniqueQRCode: row.unique_qr_code,
    publicUrl,
  };
}

/** The floor screens' store settings (/pos/init, /orders/init, receipts): no QR code, no QR menu switch. */
export function presentPosStoreSettings(row: Row<'store_settings'>): TPosStoreSettings {
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
  };
}
