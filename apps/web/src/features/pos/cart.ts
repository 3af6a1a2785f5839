import {
  isWithinOrderAmountCap,
  NOTES_MAX_LENGTH,
  priceCart,
  QUANTITY_MAX,
  type TCartTotals,
  type TCreateOrderInput,
  type TLineInput,
  type TMenuItemOptionResponse,
  type TPosMenuItem,
} from '@opentab/shared';
import { findOnMenu, itemTax, unitPriceMinor } from '../../lib/menu-line';

const QUANTITY_MIN = 1;

/** A cart line keeps the item as it was when added, so drafts and the cart render without the menu. */
export type TCartLine = {
  /** unique per line: the same item can sit on two lines with different options */
  key: string;
  item: TPosMenuItem;
  quantity: number;
  notes: string | null;
  variant: TMenuItemOptionResponse | null;
  addons: TMenuItemOptionResponse[];
};

export function createLine(
  item: TPosMenuItem,
  variant: TMenuItemOptionResponse | null,
  addons: TMenuItemOptionResponse[],
): TCartLine {
  return { key: crypto.randomUUID(), item, quantity: 1, notes: null, variant, addons };
}

/** Plus and minus: at 0 the line goes away; the quantity never passes the maximum. */
export function changeQuantity(cart: TCartLine[], key: string, delta: number): TCartLine[] {
  return cart.flatMap((line) => {
    if (line.key !== key) return [line];
    const quantity = Math.min(line.quantity + delta, QUANTITY_MAX);
    return quantity < QUANTITY_MIN ? [] : [{ ...line, quantity }];
  });
}

export function removeLine(cart: TCartLine[], key: string): TCartLine[] {
  return cart.filter((line) => line.key !== key);
}

export function setLineNotes(cart: TCartLine[], key: string, notes: string): TCartLine[] {
  const trimmed = notes.trim().slice(0, NOTES_MAX_LENGTH);
  return cart.map((line) => (line.key === key ? { ...line, notes: trimmed || null } : line));
}

function lineInput(line: TCartLine, currency: string): TLineInput {
  return { unitPrice: unitPriceMinor(line, currency), quantity: line.quantity, tax: itemTax(line.item) };
}

/**
 * The line as today's menu has it: fresh title, prices and tax, or null when the item, its variant or one
 * of its addons is gone (a draft saved before a menu edit).
 */
export function refreshLine(line: TCartLine, menu: ReadonlyMap<string, TPosMenuItem>): TCartLine | null {
  const addonIds = line.addons.map((addon) => addon.id);
  const choice = findOnMenu(menu.get(line.item.id), line.variant?.id ?? null, addonIds);
  return choice ? { ...line, ...choice } : null;
}

/**
 * The summary's totals in minor units, priced from the current menu data (the server does the same).
 * `tooLarge` when the cart passes the order amount cap: the server would refuse it, and far enough past
 * it the sums stop being exact numbers, so the totals are left at 0 instead of being computed.
 */
export function cartTotals(
  cart: TCartLine[],
  menu: ReadonlyMap<string, TPosMenuItem>,
  currency: string,
): TCartTotals & { tooLarge: boolean } {
  const lines = cart.map((line) => lineInput(refreshLine(line, menu) ?? line, currency));
  if (!isWithinOrderAmountCap(lines)) return { itemsTotal: 0, taxTotal: 0, payableTotal: 0, tooLarge: true };
  const { itemsTotal, taxTotal, payableTotal } = priceCart(lines);
  return { itemsTotal, taxTotal, payableTotal, tooLarge: false };
}

/** The create-order payload's lines: ids and quantities only, the server prices everything. */
export function toCartPayload(cart: TCartLine[]): TCreateOrderInput['cart'] {
  return cart.map((line) => ({
    id: line.item.id,
    quantity: line.quantity,
    notes: line.notes,
    variant_id: line.variant?.id ?? null,
    addons_ids: line.addons.map((addon) => addon.id),
  }));
}
