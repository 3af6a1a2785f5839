import type { TMenuItemResponse, TStoreSettingResponse } from '@opentab/shared';

/** Test data shaped like the API's answers. */
export function storeSettings(changes: Partial<TStoreSettingResponse> = {}): TStoreSettingResponse {
  return {
    storeName: 'Blue Cafe',
    address: null,
    phone: null,
    email: null,
    currency: 'USD',
    image: null,
    storeImage: null,
    isQRMenuEnabled: 0,
    isQROrderEnabled: 0,
    uniqueQRCode: 'qr-code-token',
    timeZone: 'Europe/Paris',
    publicUrl: 'https://pos.bluecafe.example',
    defaultPaymentTypeId: null,
    invoicePrefix: '',
    shiftsRequired: false,
    language: 'en',
    brandColor: null,
    ...changes,
  };
}

export function menuItem(changes: Partial<TMenuItemResponse> = {}): TMenuItemResponse {
  return {
    id: 'm1',
    title: 'Margherita',
    price: 9.5,
    net_price: null,
    image: null,
    tax_id: null,
    category_id: null,
    category_title: null,
    tax_title: null,
    tax_rate: null,
    tax_type: null,
    is_enabled: 1,
    variants: [],
    addons: [],
    ...changes,
  };
}

export const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body));
