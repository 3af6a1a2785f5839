import { POS_MSG, priceCart, type TCartLineInput, unitPrice } from '@opentab/shared';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';

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

export type TPricedCart = {
  lines: TPricedLine[];
  itemsTotal: number;
  taxTotal: number;
  payableTotal: number;
};

/**
 * Prices a cart from the tenant's menu as it is now: every item, variant and addon must belong to this
 * tenant (and the variant/addon to that item), the client's prices are never read. The result is the
 * snapshot each order line keeps, so later menu edits never change the order.
 */
export async function priceCartFromMenu(
  db: TDb,
  tenantId: string,
  cart: TCartLineInput[],
): Promise<TPricedCart> {
  const itemIds = [...new Set(cart.map((line) => line.itemId))];
  const [items, variants, addons] = await Promise.all([
    db
      .selectFrom('menu_items as mi')
      .leftJoin('taxes as t', (join) =>
        join.onRef('t.id', '=', 'mi.tax_id').onRef('t.tenant_id', '=', 'mi.tenant_id'),
      )
      .select(['mi.id', 'mi.title', 'mi.price', 't.title as tax_title', 't.rate_milli', 't.type as tax_type'])
      .where('mi.tenant_id', '=', tenantId)
      .where('mi.id', 'in', itemIds)
      .execute(),
    db
      .selectFrom('menu_item_variants')
      .select(['id', 'item_id', 'title', 'price'])
      .where('tenant_id', '=', tenantId)
      .where('item_id', 'in', itemIds)
      .execute(),
    db
      .selectFrom('menu_item_addons')
      .select(['id', 'item_id', 'title', 'price'])
      .where('tenant_id', '=', tenantId)
      .where('item_id', 'in', itemIds)
      .execute(),
  ]);
  const itemsById = new Map(items.map((item) => [item.id, item]));
  const variantsById = new Map(variants.map((v) => [v.id, v]));
  const addonsById = new Map(addons.map((a) => [a.id, a]));

  const resolved = cart.map((line) => {
    const item = itemsById.get(line.itemId);
    if (!item) throw new AppError('VALIDATION', POS_MSG.itemNotFound);
    const variant = line.variantId ? variantsById.get(line.variantId) : undefined;
    if (line.variantId && variant?.item_id !== item.id)
      throw new AppError('VALIDATION', POS_MSG.variantNotFound);
    const lineAddons = line.addonIds.map((addonId) => {
      const addon = addonsById.get(addonId);
      if (addon?.item_id !== item.id) throw new AppError('VALIDATION', POS_MSG.addonNotFound);
      return { id: addon.id, title: addon.title, price: addon.price };
    });
    const tax = item.tax_type ? { rateMilli: item.rate_milli ?? 0, type: item.tax_type } : null;
    const price = unitPrice({
      price: item.price,
      variantPrice: variant?.price ?? null,
      addonPrices: lineAddons.map((a) => a.price),
    });
    return { line, item, variant, lineAddons, tax, price };
  });

  const totals = priceCart(
    resolved.map((r) => ({ unitPrice: r.price, quantity: r.line.quantity, tax: r.tax })),
  );
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
      taxTitle: r.item.tax_title ?? null,
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
