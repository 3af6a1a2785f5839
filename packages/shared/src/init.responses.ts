import { z } from 'zod';
import { ZRecipeItemResponseSchema } from './inventory.responses.ts';
import { ZMenuItemResponseSchema } from './menu.responses.ts';
import {
  ZCategoriesResponseSchema,
  ZPaymentTypesResponseSchema,
  ZPosPrintSettingsSchema,
  ZPosStoreSettingsSchema,
  ZStoreTableResponseSchema,
} from './settings.responses.ts';
import { ZSoldOutItemIdsSchema } from './stock.responses.ts';
import { STOCK_SHORT_POLICIES } from './stock.ts';

/**
 * A menu item as the POS reads it (spec 01 section 3): without the net price. Issue 27: with its recipe lines (its
 * own, its variants' and its addons'), an empty list when it has none: the spec source client's POS reads the key.
 */
const ZPosMenuItemSchema = ZMenuItemResponseSchema.omit({ net_price: true }).extend({
  recipeItems: z.array(ZRecipeItemResponseSchema),
});
export type TPosMenuItem = z.infer<typeof ZPosMenuItemSchema>;

/** A table as the floor screens read it (spec 01 section 3): without its public QR id. */
export const ZPosStoreTableSchema = ZStoreTableResponseSchema.omit({ encrypted_id: true });
export type TPosStoreTable = z.infer<typeof ZPosStoreTableSchema>;

/**
 * The store's service charge as the floor screens show it on a bill before it is charged (issue 23): its
 * percent (0 for none), the rate of its tax (null: untaxed) and whether only dine-in bills carry it.
 */
const ZServiceChargeRuleSchema = z.object({
  rate: z.number(),
  taxRate: z.number().nullable(),
  isDineInOnly: z.boolean(),
});
export type TServiceChargeRuleResponse = z.infer<typeof ZServiceChargeRuleSchema>;

/**
 * GET /pos/init: what the Point of Sale screen works from. Only what is on the menu: hidden items, items of
 * hidden categories and hidden categories are left out; only the active payment types.
 */
export const ZPosInitResponseSchema = z.object({
  categories: ZCategoriesResponseSchema,
  menuItems: z.array(ZPosMenuItemSchema),
  paymentTypes: ZPaymentTypesResponseSchema,
  printSettings: ZPosPrintSettingsSchema,
  storeSettings: ZPosStoreSettingsSchema,
  storeTables: z.array(ZPosStoreTableSchema),
  serviceCharge: ZServiceChargeRuleSchema,
  /** Beyond the spec (issue 23): whether the signed-in user has an open shift (the POS's shift status). */
  hasOpenShift: z.boolean(),
  /**
   * Issue 25: the menu version these prices are (tenants.catalog_version, read in the same transaction): an
   * order the POS makes offline names it, and the server prices it with that version's snapshot.
   */
  catalogVersion: z.number().int(),
  /** Issue 27: the menu items whose own recipe cannot be made even once now (live: the `stock_sold_out` event). */
  soldOutItemIds: ZSoldOutItemIdsSchema,
  /** Issue 27: 'refuse': an item sold out cannot be added (the server refuses a sale short of stock). */
  stockShortPolicy: z.enum(STOCK_SHORT_POLICIES),
});
export type TPosInitResponse = z.infer<typeof ZPosInitResponseSchema>;

/**
 * GET /orders/init: the store, print settings and active payment types of the Orders screen, and the tables a
 * card's orders can move to (issue 23).
 */
export const ZOrdersInitResponseSchema = ZPosInitResponseSchema.pick({
  storeSettings: true,
  printSettings: true,
  paymentTypes: true,
  storeTables: true,
  serviceCharge: true,
});
export type TOrdersInitResponse = z.infer<typeof ZOrdersInitResponseSchema>;
