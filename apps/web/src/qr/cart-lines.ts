import type { TQrMenuResponse } from '@opentab/shared';
import { findOnMenu, itemTax, type TMenuChoice, unitPriceMinor } from '../lib/menu-line';
import type { TQrMenuItem } from './api';
import type { TCartLine } from './cart-store';
import { summarize } from './pricing';

export type TCartRow = TMenuChoice<TQrMenuItem> & {
  line: TCartLine;
  /** minor units, from the menu as loaded now */
  unitPrice: number;
  /** unit price × quantity, minor units */
  amount: number;
};

/**
 * Matches the stored lines with the menu as it is now: prices and taxes come from the menu; a line whose
 * item, variant or addon is gone is reported as missing (the server would refuse the whole order).
 */
export function priceCartLines(lines: readonly TCartLine[], menu: TQrMenuResponse) {
  const currency = menu.storeSettings.currency;
  const items = new Map(menu.menuItems.map((item) => [item.id, item]));
  const rows: Omit<TCartRow, 'amount'>[] = [];
  const missing: string[] = [];
  for (const line of lines) {
    const choice = findOnMenu(items.get(line.id), line.variant_id, line.addons_ids);
    if (choice) rows.push({ line, ...choice, unitPrice: unitPriceMinor(choice, currency) });
    else missing.push(line.key);
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
