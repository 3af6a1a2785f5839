import type { TCategoryResponse, TMenuItemResponse, TQrMenuResponse } from '@opentab/shared';
import type { Row } from '../db/schema.ts';
import { asFlag } from '../lib/flags.ts';

type TPublicStore = Pick<
  Row<'store_settings'>,
  | 'store_name'
  | 'address'
  | 'phone'
  | 'email'
  | 'image'
  | 'currency'
  | 'is_qr_menu_enabled'
  | 'is_qr_order_enabled'
>;

type TPublicMenuParts = {
  store: TPublicStore;
  categories: readonly TCategoryResponse[];
  menuItems: readonly TMenuItemResponse[];
  /** the table of the QR link, by its public id; undefined without one or for an unknown one */
  table: Pick<Row<'store_tables'>, 'public_id' | 'title' | 'floor'> | undefined;
  /** issue 27: the items whose own recipe cannot be made even once (shown sold out, not orderable) */
  soldOutItemIds: readonly string[];
};

/**
 * GET /qrmenu/{qrcode}: what a diner may see, nothing more (no tenant id, internal table id or net price).
 * A diner has nothing to pick in an empty category, so only categories with items are listed.
 */
export function presentPublicMenu({
  store,
  categories,
  menuItems,
  table,
  soldOutItemIds,
}: TPublicMenuParts): TQrMenuResponse {
  const usedCategories = new Set(menuItems.map((item) => item.category_id));
  return {
    storeSettings: {
      store_name: store.store_name,
      address: store.address,
      phone: store.phone,
      email: store.email,
      image: store.image,
      store_image: store.image,
      currency: store.currency,
      is_qr_menu_enabled: asFlag(store.is_qr_menu_enabled === 1),
      is_qr_order_enabled: asFlag(store.is_qr_order_enabled === 1),
    },
    categories: categories.filter((category) => usedCategories.has(category.id)),
    menuItems: menuItems.map((item) => ({
      id: item.id,
      title: item.title,
      price: item.price,
      image: item.image,
      category_id: item.category_id,
      category_title: item.category_title,
      tax_title: item.tax_title,
      tax_rate: item.tax_rate,
      tax_type: item.tax_type,
      is_enabled: item.is_enabled,
      ...(item.translations && { translations: item.translations }),
      ...(item.category_translations && { category_translations: item.category_translations }),
      variants: item.variants,
      addons: item.addons,
    })),
    // A stale QR (its table since deleted) still shows the menu, without a table.
    storeTable: table ? { id: table.public_id, table_title: table.title, floor: table.floor } : null,
    soldOutItemIds: [...soldOutItemIds],
  };
}
