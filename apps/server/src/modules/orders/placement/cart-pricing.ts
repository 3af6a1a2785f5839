import {
  isWithinOrderAmountCap,
  MSG,
  POS_MSG,
  priceCart,
  type TCartLineInput,
  unitPrice,
} from '@opentab/shared';
import { writeAddonsSnapshot } from '../../../lib/addons-snapshot.ts';
import { AppError } from '../../../lib/errors.ts';
import type { TCatalog } from './catalog.ts';

export type TPricedLine = {
  itemId: string;
  itemTitle: string;
  variantId: string | null;
  variantTitle: string | null;
  variantPrice: number | null;
  addons: { id: string; title: string; price: number }[];
  quantity: number;
  notes: string | null;
  unitPrice: number;
  taxTitle: string | null;
  taxRateMilli: number | null;
  taxType: string | null;
  lineNet: number;
  lineTax: number;
};

/** What an order line and a QR order line both keep of a priced line: the menu as it was when ordered. */
export function lineSnapshot(line: TPricedLine) {
  return {
    item_id: line.itemId,
    item_title: line.itemTitle,
    variant_id: line.variantId,
    variant_title: line.variantTitle,
    variant_price: line.variantPrice,
    addons: writeAddonsSnapshot(line.addons),
    quantity: line.quantity,
    notes: line.notes,
    unit_price: line.unitPrice,
  };
}

export type TPricedCart = {
  lines: TPricedLine[];
  itemsTotal: number;
  taxTotal: number;
  payableTotal: number;
};

/**
 * Prices a cart from the tenant's catalog (its menu as it is now): every item, variant and addon must belong
 * to this tenant (and the variant/addon to that item), the client's prices are never read. The result is
 * the snapshot each order line keeps, so later menu edits never change the order.
 */
export function priceCartFromMenu(catalog: TCatalog, cart: TCartLineInput[]): TPricedCart {
  const resolved = cart.map((line) => {
    const item = catalog.items.get(line.itemId);
    if (!item) throw new AppError('VALIDATION', POS_MSG.itemNotFound);
    if (!item.isOnMenu) throw new AppError('VALIDATION', MSG.itemUnavailable(item.title));
    const variant = line.variantId ? catalog.variants.get(line.variantId) : undefined;
    if (line.variantId && variant?.itemId !== item.id)
      throw new AppError('VALIDATION', POS_MSG.variantNotFound);
    const lineAddons = line.addonIds.map((addonId) => {
      const addon = catalog.addons.get(addonId);
      if (addon?.itemId !== item.id) throw new AppError('VALIDATION', POS_MSG.addonNotFound);
      return { id: addon.id, title: addon.title, price: addon.price };
    });
    const tax = item.taxType ? { rateMilli: item.taxRateMilli ?? 0, type: item.taxType } : null;
    const price = unitPrice({
      price: item.price,
      variantPrice: variant?.price ?? null,
      addonPrices: lineAddons.map((a) => a.price),
    });
    return { line, item, variant, lineAddons, tax, price };
  });

  const lineInputs = resolved.map((r) => ({ unitPrice: r.price, quantity: r.line.quantity, tax: r.tax }));
  // Prices and quantities are capped one by one, but their product is not: refuse before it passes 2^53.
  if (!isWithinOrderAmountCap(lineInputs)) throw new AppError('VALIDATION', MSG.orderAmountTooLarge);
  const totals = priceCart(lineInputs);
  const lines = resolved.map((r, index): TPricedLine => {
    const priced = totals.lines[index]!;
    return {
      itemId: r.item.id,
      itemTitle: r.item.title,
      variantId: r.variant?.id ?? null,
      variantTitle: r.variant?.title ?? null,
      variantPrice: r.variant?.price ?? null,
      addons: r.lineAddons,
      quantity: r.line.quantity,
      notes: r.line.notes,
      unitPrice: r.price,
      taxTitle: r.item.taxTitle,
      taxRateMilli: r.tax?.rateMilli ?? null,
      taxType: r.tax?.type ?? null,
      lineNet: priced.net,
      lineTax: priced.tax,
    };
  });
  return {
    lines,
    itemsTotal: totals.itemsTotal,
    taxTotal: totals.taxTotal,
    payableTotal: totals.payableTotal,
  };
}
