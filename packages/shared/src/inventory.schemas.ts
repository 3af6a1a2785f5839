import { z } from 'zod';
import { ZDateFilterQuerySchema } from './date-filters.ts';
import { MSG } from './messages.ts';
import { ZOpenOrdersQuerySchema, zRecordId } from './pos.schemas.ts';
import { zQueryOptional } from './query.ts';
import { readStockQuantity } from './stock-quantity.ts';
import { zText } from './text.ts';

/** Issue 27: the inventory (stock items and their movements) and the recipes of menu items. */

export const STOCK_TITLE_MAX_LENGTH = 100;
export const STOCK_UNIT_MAX_LENGTH = 20;
export const STOCK_NOTE_MAX_LENGTH = 500;

/** The units the screens offer; any other short text is accepted too (a "tray", a "bottle"). */
export const STOCK_UNITS = ['g', 'kg', 'ml', 'l', 'pcs'] as const;

export const INVENTORY_MSG = {
  provideTitle: 'Please provide the item title!',
  titleTooLong: `The item title can be at most ${STOCK_TITLE_MAX_LENGTH} characters!`,
  provideUnit: 'Please provide the unit!',
  unitTooLong: `The unit can be at most ${STOCK_UNIT_MAX_LENGTH} characters!`,
  provideValidQuantity: 'Please provide a valid quantity: zero or more, with at most 3 decimals!',
  quantityNotPositive: 'The quantity must be more than zero!',
  provideValidThreshold: 'Please provide a valid low-stock level: zero or more, with at most 3 decimals!',
  provideValidCost: 'Please provide a valid cost per unit!',
  chooseMovementType: 'Please choose the movement type: in, out or wastage!',
  noteTooLong: `The note can be at most ${STOCK_NOTE_MAX_LENGTH} characters!`,
  /** OUT or WASTAGE of more than is on hand: the values are the item's title, what is on hand and its unit */
  notEnoughStock: 'Only {available} {unit} of {item} is in stock: the quantity cannot be more than that!',
  itemAdded: 'Stock item added!',
  itemUpdated: 'Stock item updated!',
  itemDeleted: 'Stock item deleted!',
  movementAdded: 'Stock movement recorded!',
  countRecorded: 'Stock count recorded!',
  chooseStockItem: 'Please choose a stock item of this store!',
  chooseOption: 'Please choose a variant or addon of this menu item!',
  recipeItemTaken: 'This stock item is already in this recipe!',
  recipeItemAdded: 'Recipe item added!',
  recipeItemUpdated: 'Recipe item updated!',
  recipeItemDeleted: 'Recipe item deleted!',
} as const;

/** A quantity of the item's unit: a number or numeric string, ≥ 0, at most three decimals (stock-quantity.ts). */
const zStockQuantity = (message: string) =>
  z.union([z.number(), z.string()], { error: message }).transform((value, ctx) => {
    const quantity = readStockQuantity(value);
    if (quantity === undefined) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return quantity;
  });

/** An optional quantity left blank in a form (or null) is absent: its default applies. */
const zBlankIsAbsent = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
    schema,
  );

const zPositiveQuantity = zStockQuantity(INVENTORY_MSG.provideValidQuantity).refine(
  (quantity) => quantity > 0,
  {
    message: INVENTORY_MSG.quantityNotPositive,
  },
);

const zTitle = zText(INVENTORY_MSG.provideTitle)
  .trim()
  .min(1, INVENTORY_MSG.provideTitle)
  .max(STOCK_TITLE_MAX_LENGTH, INVENTORY_MSG.titleTooLong);
const zUnit = zText(INVENTORY_MSG.provideUnit)
  .trim()
  .min(1, INVENTORY_MSG.provideUnit)
  .max(STOCK_UNIT_MAX_LENGTH, INVENTORY_MSG.unitTooLong);
const zNote = z.preprocess(
  (value) => value ?? '',
  zText(INVENTORY_MSG.noteTooLong, { multiline: true })
    .trim()
    .max(STOCK_NOTE_MAX_LENGTH, INVENTORY_MSG.noteTooLong),
);
/**
 * Cost per whole unit in major units (a number, or a form's numeric string; blank is unknown). Its decimals are
 * checked against the store's currency by the service.
 */
const zCostPerUnit = z.preprocess(
  (value) => (typeof value === 'string' ? (value.trim() === '' ? null : Number(value)) : value),
  z
    .number({ error: INVENTORY_MSG.provideValidCost })
    .min(0, INVENTORY_MSG.provideValidCost)
    .nullable()
    .optional(),
);
const zActive = z.union([z.literal(0), z.literal(1), z.boolean()], { error: MSG.invalidRequest }).optional();

/** PUT /inventory/{id}: what the spec source client edits, and (OpenTab's) the cost and whether it is active. */
export const ZStockItemUpdateSchema = z.object({
  title: zTitle,
  unit: zUnit,
  min_quantity_threshold: zBlankIsAbsent(zStockQuantity(INVENTORY_MSG.provideValidThreshold).default(0)),
  /** absent: unchanged; null: unknown */
  costPerUnit: zCostPerUnit,
  /** absent: unchanged */
  isActive: zActive,
});
export type TStockItemUpdate = z.infer<typeof ZStockItemUpdateSchema>;
export type TStockItemUpdateBody = z.input<typeof ZStockItemUpdateSchema>;

/** POST /inventory/add-item: an opening `quantity` is written as a purchase (IN) movement. */
export const ZStockItemAddSchema = ZStockItemUpdateSchema.extend({
  quantity: zBlankIsAbsent(zStockQuantity(INVENTORY_MSG.provideValidQuantity).default(0)),
});
export type TStockItemAdd = z.infer<typeof ZStockItemAddSchema>;
export type TStockItemAddBody = z.input<typeof ZStockItemAddSchema>;

/** The movements a person records by hand (a sale's OUT is the stock part's; a count is its own call). */
export const MANUAL_MOVEMENT_TYPES = ['IN', 'OUT', 'WASTAGE'] as const;
export type TManualMovementType = (typeof MANUAL_MOVEMENT_TYPES)[number];
export const STOCK_MOVEMENT_TYPES = ['IN', 'OUT', 'WASTAGE', 'ADJUSTMENT'] as const;
export type TStockMovementType = (typeof STOCK_MOVEMENT_TYPES)[number];

/** PATCH /inventory/{id}/add-stock-movement */
export const ZStockMovementSchema = z.object({
  movementType: z.enum(MANUAL_MOVEMENT_TYPES, { error: INVENTORY_MSG.chooseMovementType }),
  quantity: zPositiveQuantity,
  note: zNote,
});
export type TStockMovementInput = z.infer<typeof ZStockMovementSchema>;
export type TStockMovementBody = z.input<typeof ZStockMovementSchema>;

/** POST /inventory/{id}/count: what was counted; the difference to on hand is written as an ADJUSTMENT. */
export const ZStockCountSchema = z.object({
  quantity: zStockQuantity(INVENTORY_MSG.provideValidQuantity),
  note: zNote,
});
export type TStockCountInput = z.infer<typeof ZStockCountSchema>;
export type TStockCountBody = z.input<typeof ZStockCountSchema>;

/** out: nothing on hand (or less); low: at or under its low-stock level; in: more than that. */
export const STOCK_STATUSES = ['in', 'low', 'out'] as const;
export type TStockStatus = (typeof STOCK_STATUSES)[number];

/** GET /inventory?status=in|low|out (absent or empty: every item) */
export const ZInventoryListQuerySchema = z.object({
  status: zQueryOptional(z.enum(STOCK_STATUSES, { error: MSG.invalidRequest }).optional()),
});
export type TInventoryListQuery = z.infer<typeof ZInventoryListQuerySchema>;

/** GET /inventory/{id}?after=: the item and a page of its movements, newest first. */
export const ZStockItemDetailQuerySchema = ZOpenOrdersQuerySchema;

export const LOG_MOVEMENT_FILTERS = ['all', 'in', 'out', 'wastage', 'adjustment'] as const;
export type TLogMovementFilter = (typeof LOG_MOVEMENT_FILTERS)[number];

/** GET /inventory/logs?movementType=&type=&from=&to=&itemId=&after= (and its CSV): the shared date filter. */
export const ZInventoryLogsQuerySchema = ZDateFilterQuerySchema.safeExtend({
  movementType: zQueryOptional(z.enum(LOG_MOVEMENT_FILTERS, { error: MSG.invalidRequest }).default('all')),
  itemId: zQueryOptional(zRecordId.optional()),
  ...ZOpenOrdersQuerySchema.shape,
});
export type TInventoryLogsQuery = z.infer<typeof ZInventoryLogsQuerySchema>;

/** GET /inventory/dashboard?type=&from=&to= */
export const ZInventoryDashboardQuerySchema = ZDateFilterQuerySchema;

/** The menu item itself: a variant or addon id of 0, "0", null, empty or absent. */
const zRecipeOption = z.preprocess(
  (value) => (value === 0 || value === '0' || value === '' || value === undefined ? null : value),
  zRecordId.nullable(),
);

/** POST /menu-items/recipe/{menuItemId}/add and PUT …/update/{recipeItemId}: what one unit uses. */
export const ZRecipeItemSchema = z
  .object({
    variantId: zRecipeOption,
    addonId: zRecipeOption,
    ingredientId: zText(INVENTORY_MSG.chooseStockItem)
      .trim()
      .min(1, INVENTORY_MSG.chooseStockItem)
      .max(64, INVENTORY_MSG.chooseStockItem),
    quantity: zPositiveQuantity,
  })
  // one line is for the item, one variant or one addon
  .refine((input) => input.variantId === null || input.addonId === null, {
    message: INVENTORY_MSG.chooseOption,
  });
export type TRecipeItemInput = z.infer<typeof ZRecipeItemSchema>;
export type TRecipeItemBody = z.input<typeof ZRecipeItemSchema>;

/** /menu-items/recipe/{menuItemId}/add */
export const ZRecipeParamsSchema = z.object({ menuItemId: zRecordId });
/** /menu-items/recipe/{menuItemId}/update|delete/{recipeItemId} */
export const ZRecipeItemParamsSchema = z.object({ menuItemId: zRecordId, recipeItemId: zRecordId });
