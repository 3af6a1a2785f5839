import type { TQrMenu } from '@opentab/shared';
import type { TQrMenuItem, TQrOption } from './api';
import type { TCartLine } from './cart-store';
import { itemTax, summarize, unitPriceMinor } from './pricing';

export type TCartRow = {
  line: TCartLine;
  item: TQrMenuItem;
  variant: TQrOption | null;
  addons: TQrOption[];
  /** minor units, from the menu as loaded now */
  unitPrice: number;
  /** unit price × quantity, minor units */
  amount: number;
};

/**
 * Matches the stored lines with the menu as it is now: prices and taxes come from the menu; a line whose
 * item, variant or addon is gone is reported as missing (the server would refuse the whole order).
 */
export function priceCartLines(lines: readonly TCartLine[], menu: TQrMenu) {
  const currency = menu.storeSettings.currency;
  const items = new Map(menu.menuItems.map((item) => [item.id, item]));
  const rows: Omit<TCartRow, 'amount'>[] = [];
  const missing: string[] = [];
  for (const line of lines) {
    const item = items.get(line.id);
    const variant = line.variant_id ? item?.variants.find((v) => v.id === line.variant_id) : null;
    const addons = line.addons_ids.map((id) => item?.addons.find((a) => a.id === id));
    if (!item || variant === undefined || addons.some((a) => a === undefined)) {
      missing.push(line.key);
      continue;
    }
    const chosen = addons as TQrOption[];
    rows.push({
      line,
      item,
      variant,
      addons: chosen,
      unitPrice: unitPriceMinor(item, variant, chosen, currency),
    });
  }
  const totals = summarize(
    rows.map((row) => ({ unitPrice: row.unitPrice, quantity: row.line.quantity, tax: itemTax(row.item) })),
  );
  return {
    rows: rows.map((row, index): TCartRow => ({ ...row, amount: totals.amounts[index] ?? 0 })),
    missing,
    totals: { itemsTotal: totals.itemsTotal, taxTotal: totals.taxTotal, payableTotal: totals.payableTotal },
  };
}
