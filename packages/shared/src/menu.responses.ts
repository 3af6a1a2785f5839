import { z } from 'zod';
import { ZFlagSchema, ZMessageResponseSchema } from './common.responses.ts';
import { ZRecipeItemResponseSchema } from './inventory.responses.ts';
import { TRANSLATED_LANGUAGE_CODES } from './menu-translations.ts';
import { TAX_TYPES } from './tax.ts';

/** Menu content's titles in other languages (issue 24): `{ "de": { "title": "Große Pizza" } }`. */
export const ZMenuTranslationsResponseSchema = z.partialRecord(
  z.enum(TRANSLATED_LANGUAGE_CODES),
  z.object({ title: z.string() }),
);

/** A variant (its price replaces the base price) or an addon (its price adds to it), in major units. */
export const ZMenuItemOptionResponseSchema = z.object({
  id: z.string(),
  title: z.string(),
  price: z.number(),
  /** issue 24: its title in other languages; absent when it has none (and on an order line's snapshot) */
  translations: ZMenuTranslationsResponseSchema.optional(),
});
export type TMenuItemOptionResponse = z.infer<typeof ZMenuItemOptionResponseSchema>;

/**
 * A menu item (spec 02 section 3), prices in major units. is_enabled 0 hides it
 * ("86'd", sold out) from the POS, the QR menu and new orders; it stays here and in past orders.
 */
export const ZMenuItemResponseSchema = z.object({
  id: z.string(),
  title: z.string(),
  price: z.number(),
  net_price: z.number().nullable(),
  image: z.string().nullable(),
  tax_id: z.string().nullable(),
  category_id: z.string().nullable(),
  category_title: z.string().nullable(),
  tax_title: z.string().nullable(),
  /** percent, e.g. 12.5 */
  tax_rate: z.number().nullable(),
  tax_type: z.enum(TAX_TYPES).nullable(),
  is_enabled: ZFlagSchema,
  /** issue 24: its title in other languages; absent when it has none */
  translations: ZMenuTranslationsResponseSchema.optional(),
  /** issue 24: its category's title in other languages; absent when none (or no category) */
  category_translations: ZMenuTranslationsResponseSchema.optional(),
  variants: z.array(ZMenuItemOptionResponseSchema),
  addons: z.array(ZMenuItemOptionResponseSchema),
});
export type TMenuItemResponse = z.infer<typeof ZMenuItemResponseSchema>;

/**
 * GET /menu-items/{id}: the item with its fields at the top level, and the same item under
 * `formattedMenuItem`, where the spec source client's detail page reads it (docs/api-settings.md).
 */
export const ZMenuItemDetailResponseSchema = ZMenuItemResponseSchema.extend({
  /** issue 27: its recipe lines (the item's own, its variants' and its addons') */
  recipeItems: z.array(ZRecipeItemResponseSchema),
  formattedMenuItem: ZMenuItemResponseSchema.extend({ recipeItems: z.array(ZRecipeItemResponseSchema) }),
});
export type TMenuItemDetailResponse = z.infer<typeof ZMenuItemDetailResponseSchema>;

/** GET /menu-items: a bare list, hidden items included. */
export const ZMenuItemsResponseSchema = z.array(ZMenuItemResponseSchema);

/** POST …/upload-photo and the store logo's upload: the new image's URL. */
export const ZPhotoUploadResponseSchema = ZMessageResponseSchema.extend({ imageURL: z.string() });
