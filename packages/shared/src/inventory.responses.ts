import { z } from 'zod';
import { ZFlagSchema, ZMessageResponseSchema } from './common.responses.ts';
import { STOCK_MOVEMENT_TYPES, STOCK_STATUSES } from './inventory.schemas.ts';

/**
 * Issue 27's answers. Quantities are decimals of the item's unit (stock-quantity.ts); money in major units of
 * the store's currency. The spec's names stay as it writes them; OpenTab's own fields are camelCase.
 */

/** A stock item; `quantity` is what is on hand, the sum of its movements (below 0 only after a sale allowed short). */
export const ZStockItemResponseSchema = z.object({
  id: z.string(),
  title: z.string(),
  unit: z.string(),
  quantity: z.number(),
  min_quantity_threshold: z.number(),
  status: z.enum(STOCK_STATUSES),
  /** major units per whole unit; null when unknown */
  costPerUnit: z.number().nullable(),
  isActive: ZFlagSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TStockItemResponse = z.infer<typeof ZStockItemResponseSchema>;

const ZStatusCountsSchema = z.object({ in: z.number(), low: z.number(), out: z.number() });

/** What the inventory screens format with: the store's currency (costs) and time zone (dates, the date filter). */
const ZStoreFormatSchema = z.object({ currency: z.string(), timeZone: z.string() });

/** GET /inventory: the items of the status asked (every item without one), and how many each status has. */
export const ZInventoryListResponseSchema = z.object({
  items: z.array(ZStockItemResponseSchema),
  statusCounts: ZStatusCountsSchema,
  ...ZStoreFormatSchema.shape,
});
export type TInventoryListResponse = z.infer<typeof ZInventoryListResponseSchema>;

/** POST /inventory/add-item */
export const ZStockItemAddResponseSchema = ZMessageResponseSchema.extend({ itemId: z.string() });

/** One movement: `quantity` signed, what it did to on hand (an OUT of 2 is -2). */
export const ZStockMovementResponseSchema = z.object({
  id: z.string(),
  itemId: z.string(),
  title: z.string(),
  unit: z.string(),
  movementType: z.enum(STOCK_MOVEMENT_TYPES),
  quantity: z.number(),
  note: z.string(),
  /** the order a sale's movement belongs to; null for one made by hand */
  orderId: z.string().nullable(),
  /**
   * that order's token: the logs show it as the note of a sale, a void's give-back or its wastage, in the reader's
   * language (such movements store no words; older ones kept "Token 12" as their note)
   */
  tokenNo: z.number().int().nullable(),
  createdBy: z.string().nullable(),
  createdByName: z.string(),
  createdAt: z.string(),
});
export type TStockMovementResponse = z.infer<typeof ZStockMovementResponseSchema>;

/** GET /inventory/logs: a bare list, newest first, a page at a time (X-Next-Cursor, as /audit-log). */
export const ZInventoryLogsResponseSchema = z.array(ZStockMovementResponseSchema);

/** GET /inventory/{id}: the item (a deleted one too, for its history) and a page of its movements. */
export const ZStockItemDetailResponseSchema = z.object({
  item: ZStockItemResponseSchema.extend({ isDeleted: ZFlagSchema }),
  movements: z.array(ZStockMovementResponseSchema),
});
export type TStockItemDetailResponse = z.infer<typeof ZStockItemDetailResponseSchema>;

/** One item's movements over the dashboard's range, each total a positive amount of its unit. */
const ZStockUsageSchema = z.object({
  itemId: z.string(),
  title: z.string(),
  unit: z.string(),
  totalIn: z.number(),
  totalOut: z.number(),
  totalWastage: z.number(),
  /** counts: what they added less what they took (signed) */
  totalAdjustment: z.number(),
  /** on hand now, to read usage against */
  currentStock: z.number(),
  status: z.enum(STOCK_STATUSES),
});

/** GET /inventory/dashboard */
export const ZInventoryDashboardResponseSchema = z.object({
  items: z.array(ZStockUsageSchema),
  totals: z.object({ totalIn: z.number(), totalOut: z.number(), totalWastage: z.number() }),
  statusCounts: ZStatusCountsSchema,
  /** the items at or under their low-stock level, the emptiest first */
  lowStock: z.array(ZStockItemResponseSchema),
  /** on hand × cost per unit over the items with a cost (what is below 0 counts as 0), major units */
  valueOnHand: z.number(),
  /** active items whose cost is unknown, left out of the value */
  itemsWithoutCost: z.number(),
  ...ZStoreFormatSchema.shape,
});
export type TInventoryDashboardResponse = z.infer<typeof ZInventoryDashboardResponseSchema>;

export const ZInventoryCsvResponseSchema = z.string().meta({
  description: 'A CSV document (text/csv); cells defused against formula injection.',
});

/** A line of a recipe: what one unit of the item (variantId and addonId null), a variant or an addon uses. */
export const ZRecipeItemResponseSchema = z.object({
  id: z.string(),
  menuItemId: z.string(),
  variantId: z.string().nullable(),
  addonId: z.string().nullable(),
  ingredientId: z.string(),
  ingredientTitle: z.string(),
  unit: z.string(),
  quantity: z.number(),
});
export type TRecipeItemResponse = z.infer<typeof ZRecipeItemResponseSchema>;

/** POST /menu-items/recipe/{menuItemId}/add */
export const ZRecipeItemAddResponseSchema = ZMessageResponseSchema.extend({ recipeItemId: z.string() });

/** GET /menu-items/recipe/items: the active stock items a recipe may use, by title. */
export const ZRecipeStockItemsResponseSchema = z.array(
  z.object({ id: z.string(), title: z.string(), unit: z.string() }),
);
