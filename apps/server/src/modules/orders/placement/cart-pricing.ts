import {
  DiscountTooLargeError,
  isOverDiscountLimit,
  isWithinOrderAmountCap,
  MSG,
  POS_MSG,
  priceDiscountedCart,
  type TCartLineInput,
  type TDiscountInput,
  type TDiscountValue,
  unitPrice,
} from '@opentab/shared';
import { writeAddonsSnapshot } from '../../../lib/addons-snapshot.ts';
import { AppError } from '../../../lib/errors.ts';
import type { TCatalog } from './catalog.ts';
import { discountValue } from './order-rules.ts';

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
  /** the line's own discount as given (with its reason), what it took off, and its share of the order's */
  discount: (TDiscountValue & { reason: string }) | null;
  lineDiscount: number;
  orderDiscountShare: number;
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
  /** the order's own discount as given, and every discount of the cart together (minor units) */
  discount: (TDiscountValue & { reason: string }) | null;
  discountTotal: number;
};

/** A discount as sent, as kept with its reason. */
function keptDiscount(discount: TDiscountInput | null | undefined, currency: string) {
  return discount ? { reason: discount.reason, ...discountValue(discount, currency) } : null;
}

/**
 * Prices a cart from the tenant's catalog (its menu as it is now): every item, variant and addon must belong
 * to this tenant (and the variant/addon to that item), the client's prices are never read. Discounts (each
 * line's and the order's) come off before tax (shared discount.ts). The result is the snapshot each order
 * line keeps, so later menu edits never change the order.
 */
export function priceCartFromMenu(
  catalog: TCatalog,
  cart: TCartLineInput[],
  orderDiscount?: TDiscountInput | null,
): TPricedCart {
  const resolved = cart.map((line) => {
    const item = catalog.items.get(line.itemId);
    if (!item) throw new AppError('VALIDATION', POS_MSG.itemNotFound);
    if (!item.isOnMenu)
      throw new AppError('VALIDATION', MSG.itemUnavailable, { values: { title: item.title } });
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
    const discount = keptDiscount(line.discount, catalog.currency);
    return { line, item, variant, lineAddons, tax, price, discount };
  });

  const lineInputs = resolved.map((r) => ({ unitPrice: r.price, quantity: r.line.quantity, tax: r.tax }));
  // Prices and quantities are capped one by one, but their product is not: refuse before it passes 2^53.
  if (!isWithinOrderAmountCap(lineInputs)) throw new AppError('VALIDATION', MSG.orderAmountTooLarge);
  const discount = keptDiscount(orderDiscount, catalog.currency);
  const totals = priceWithDiscounts(
    resolved.map((r, index) => ({ discount: r.discount, ...lineInputs[index]! })),
    discount,
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
      taxTitle: r.item.taxTitle,
      taxRateMilli: r.tax?.rateMilli ?? null,
      taxType: r.tax?.type ?? null,
      lineNet: priced.net,
      lineTax: priced.tax,
      discount: r.discount,
      lineDiscount: priced.lineDiscount,
      orderDiscountShare: priced.orderDiscountShare,
    };
  });
  return {
    lines,
    itemsTotal: totals.itemsTotal,
    taxTotal: totals.taxTotal,
    payableTotal: totals.payableTotal,
    discount,
    discountTotal: totals.discountTotal,
  };
}

/**
 * Whether a discount of the cart is over the store's limit (percent × 1000) of what it discounts: a line's of
 * its amount, the order's of what the lines come to after their own. Then a manager approves it.
 */
export function isDiscountOverLimit(priced: TPricedCart, limitMilli: number): boolean {
  const amounts = priced.lines.map((line) => line.unitPrice * line.quantity);
  const lineOver = priced.lines.some((line, index) =>
    isOverDiscountLimit(line.lineDiscount, amounts[index] ?? 0, limitMilli),
  );
  const afterOwn = priced.lines.reduce(
    (sum, line, index) => sum + (amounts[index] ?? 0) - line.lineDiscount,
    0,
  );
  const orderOff = priced.lines.reduce((sum, line) => sum + line.orderDiscountShare, 0);
  return lineOver || isOverDiscountLimit(orderOff, afterOwn, limitMilli);
}

/** shared priceDiscountedCart, its refusal as the 400 the cashier reads. */
function priceWithDiscounts(...args: Parameters<typeof priceDiscountedCart>) {
  try {
    return priceDiscountedCart(...args);
  } catch (error) {
    if (error instanceof DiscountTooLargeError) throw new AppError('VALIDATION', POS_MSG.discountTooLarge);
    throw error;
  }
}
