import {
  fromMinor,
  milliToPercent,
  type TMenuItemDetailResponse,
  type TMenuItemOptionResponse,
  type TMenuItemResponse,
  type TRecipeItemResponse,
  type TTaxType,
} from '@opentab/shared';
import { flagOf } from '../lib/flags.ts';
import { groupBy } from '../lib/group-by.ts';
import { translationsField } from '../lib/menu-translations.ts';

/** A menu item row with its category and tax joined (modules/menu/menu-items.repo.ts), minor units. */
export type TMenuItemSource = {
  id: string;
  title: string;
  price: number;
  net_price: number | null;
  image: string | null;
  tax_id: string | null;
  category_id: string | null;
  is_enabled: number;
  category_title: string | null;
  tax_title: string | null;
  tax_rate_milli: number | null;
  tax_type: string | null;
  /** JSON text of the item's and its category's translations (0027) */
  translations: string;
  category_translations: string | null;
};

/** A category's translations under the item's `category_translations`, when it has some. */
function renamed({ translations }: ReturnType<typeof translationsField>) {
  return translations ? { category_translations: translations } : {};
}

/** A variant or addon row, minor units. */
export type TMenuItemOptionSource = {
  id: string;
  item_id: string;
  title: string;
  price: number;
  translations: string;
};

function presentMenuItemOption(row: TMenuItemOptionSource, currency: string): TMenuItemOptionResponse {
  return {
    id: row.id,
    title: row.title,
    price: fromMinor(row.price, currency),
    ...translationsField(row.translations),
  };
}

/** The menu item as the back office, the POS and the QR menu read it (spec 01/02 section 3). */
export function presentMenuItem(
  row: TMenuItemSource,
  options: { variants: readonly TMenuItemOptionSource[]; addons: readonly TMenuItemOptionSource[] },
  currency: string,
): TMenuItemResponse {
  return {
    id: row.id,
    title: row.title,
    price: fromMinor(row.price, currency),
    net_price: row.net_price === null ? null : fromMinor(row.net_price, currency),
    image: row.image,
    tax_id: row.tax_id,
    category_id: row.category_id,
    category_title: row.category_title,
    tax_title: row.tax_title,
    tax_rate: row.tax_rate_milli === null ? null : milliToPercent(row.tax_rate_milli),
    tax_type: row.tax_type as TTaxType | null,
    is_enabled: flagOf(row.is_enabled),
    ...translationsField(row.translations),
    ...renamed(translationsField(row.category_translations)),
    variants: options.variants.map((option) => presentMenuItemOption(option, currency)),
    addons: options.addons.map((option) => presentMenuItemOption(option, currency)),
  };
}

/** One item as its detail page reads it: itself, and again under the name the spec source client reads. */
export function presentMenuItemDetail(
  item: TMenuItemResponse,
  recipeItems: TRecipeItemResponse[],
): TMenuItemDetailResponse {
  const withRecipe = { ...item, recipeItems };
  return { ...withRecipe, formattedMenuItem: withRecipe };
}

/** Many items, each with its own variants and addons out of the tenant's option lists. */
export function presentMenuItems(
  rows: readonly TMenuItemSource[],
  options: { variants: readonly TMenuItemOptionSource[]; addons: readonly TMenuItemOptionSource[] },
  currency: string,
): TMenuItemResponse[] {
  const variants = groupBy(options.variants, (option) => option.item_id);
  const addons = groupBy(options.addons, (option) => option.item_id);
  return rows.map((row) =>
    presentMenuItem(
      row,
      { variants: variants.get(row.id) ?? [], addons: addons.get(row.id) ?? [] },
      currency,
    ),
  );
}
