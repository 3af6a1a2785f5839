import { z } from 'zod';
import { ZFlagSchema } from './common.responses.ts';
import { ZMenuItemOptionResponseSchema, ZMenuItemResponseSchema } from './menu.responses.ts';
import { ZOrderServingFields, ZOrderTableFields } from './orders.responses.ts';
import { ZCategoryResponseSchema } from './settings.responses.ts';
import { ZSoldOutItemIdsSchema } from './stock.responses.ts';
import { TAX_TYPES } from './tax.ts';

/**
 * GET /qrmenu/{qrcode}?tableId=: only what a diner may see (no tenant id, internal table id, net price or tax
 * id); only items and categories on the menu (is_enabled 1); money in major units of `storeSettings.currency`.
 */
export const ZQrMenuResponseSchema = z.object({
  storeSettings: z.object({
    store_name: z.string(),
    address: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    image: z.string().nullable(),
    /** the same logo as `image`, under the name the spec source client reads */
    store_image: z.string().nullable(),
    currency: z.string(),
    is_qr_menu_enabled: ZFlagSchema,
    is_qr_order_enabled: ZFlagSchema,
  }),
  categories: z.array(ZCategoryResponseSchema),
  menuItems: z.array(ZMenuItemResponseSchema.omit({ net_price: true, tax_id: true })),
  /** `id` is the table's public id (the one in the QR link); null without a table or for an unknown one */
  storeTable: z.object({ id: z.string(), table_title: z.string(), floor: z.string() }).nullable(),
  /** Issue 27: the items whose own recipe cannot be made even once, shown sold out (GET /qrmenu/{qrcode}/sold-out). */
  soldOutItemIds: ZSoldOutItemIdsSchema,
});
export type TQrMenuResponse = z.infer<typeof ZQrMenuResponseSchema>;

/** GET /pos/qrorders/count. */
export const ZQrOrderCountResponseSchema = z.object({ totalQROrders: z.number().int() });
export type TQrOrderCountResponse = z.infer<typeof ZQrOrderCountResponseSchema>;

/**
 * One line of a QR order: the spec's item_id, item_title, addons and `price` (the unit price: variant or
 * base price plus addons), shaped as a POS cart line (id = menu item id, addons_ids), with the snapshot
 * the diner ordered from (variant, quantity, notes, unit_price) and the menu item's tax_rate and tax_type,
 * which a POS totals a loaded cart with. Money in major units.
 */
const ZQrOrderItemSchema = z.object({
  /** the menu item's id, null when the item has since been deleted */
  id: z.string().nullable(),
  item_id: z.string().nullable(),
  item_title: z.string(),
  quantity: z.number().int(),
  notes: z.string().nullable(),
  variant_id: z.string().nullable(),
  variant_title: z.string().nullable(),
  variant_price: z.number().nullable(),
  addons: z.array(ZMenuItemOptionResponseSchema),
  addons_ids: z.array(z.string()),
  price: z.number(),
  unit_price: z.number(),
  /** the menu item's tax now (percent, and its type), as the menu item names them; null when none */
  tax_rate: z.number().nullable(),
  tax_type: z.enum(TAX_TYPES).nullable(),
});
export type TQrOrderItem = z.infer<typeof ZQrOrderItemSchema>;

const ZQrOrderSchema = z.object({
  id: z.string(),
  /** table_id is the store table's id, as /pos/init lists it */
  ...ZOrderTableFields.shape,
  ...ZOrderServingFields.shape,
  customer_name: z.string().nullable(),
  created_at: z.string(),
  items: z.array(ZQrOrderItemSchema),
});
export type TQrOrder = z.infer<typeof ZQrOrderSchema>;

/** GET /pos/qrorders: a bare list of the open QR orders, oldest first. */
export const ZQrOrdersResponseSchema = z.array(ZQrOrderSchema);
export type TQrOrdersResponse = z.infer<typeof ZQrOrdersResponseSchema>;
