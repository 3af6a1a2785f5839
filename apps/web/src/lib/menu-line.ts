import { percentToMilli, type TLineTax, toMinor, unitPrice } from '@opentab/shared';

/**
 * A cart line against today's menu, for the POS cart, the QR orders the POS takes in and the diners' QR
 * cart. Menu answers carry each item with its own variants and addons, in major units; the server prices
 * from its catalog instead, so this lives with the web.
 */

type TMenuOption = { id: string; price: number };
type TMenuLineItem = { variants: readonly TMenuOption[]; addons: readonly TMenuOption[] };

/** An item with the chosen variant (its price replaces the item's) and addons (their prices add). */
export type TMenuChoice<TItem extends TMenuLineItem> = {
  item: TItem;
  variant: TItem['variants'][number] | null;
  addons: TItem['addons'][number][];
};

/**
 * Finds a line's variant and addons on today's menu item, so the line takes their current titles and
 * prices; null when the item, its variant or one of its addons is gone (the server would refuse it).
 */
export function findOnMenu<TItem extends TMenuLineItem>(
  item: TItem | undefined,
  variantId: string | null,
  addonIds: readonly string[],
): TMenuChoice<TItem> | null {
  if (!item) return null;
  const variant = variantId ? item.variants.find((v) => v.id === variantId) : null;
  if (variant === undefined) return null;
  const addons: TItem['addons'][number][] = [];
  for (const addonId of addonIds) {
    const addon = item.addons.find((a) => a.id === addonId);
    if (!addon) return null;
    addons.push(addon);
  }
  return { item, variant, addons };
}

/** Unit price in minor units: the variant replaces the item's price, addons add (the shared tax module). */
export function unitPriceMinor(
  choice: {
    item: { price: number };
    variant: { price: number } | null;
    addons: readonly { price: number }[];
  },
  currency: string,
): number {
  return unitPrice({
    price: toMinor(choice.item.price, currency),
    variantPrice: choice.variant ? toMinor(choice.variant.price, currency) : null,
    addonPrices: choice.addons.map((addon) => toMinor(addon.price, currency)),
  });
}

/** The item's tax for the shared tax module: only exclusive and inclusive taxes count. */
export function itemTax(item: { tax_rate: number | null; tax_type: string | null }): TLineTax {
  if (item.tax_type !== 'exclusive' && item.tax_type !== 'inclusive') return null;
  return { rateMilli: percentToMilli(item.tax_rate ?? 0), type: item.tax_type };
}
