import { fromMinor } from '@opentab/shared';
import { chargedLines, sumLines } from './order-rules.ts';
import type { TOrderItemRow, TOrderRow } from './orders.repo.ts';

type TAddon = { id: string; title: string; price: number };

export function parseAddons(json: string): TAddon[] {
  try {
    const value = JSON.parse(json) as unknown;
    return Array.isArray(value) ? (value as TAddon[]) : [];
  } catch {
    return [];
  }
}

/** An order line as the Orders and Kitchen screens read it (spec 01 section 3), money in major units. */
export function toOrderItemView(row: TOrderItemRow, currency: string) {
  return {
    id: row.id,
    order_id: row.order_id,
    item_id: row.item_id,
    item_title: row.item_title,
    variant_id: row.variant_id,
    variant_title: row.variant_title,
    variant_price: row.variant_price === null ? null : fromMinor(row.variant_price, currency),
    addons: parseAddons(row.addons).map((a) => ({
      id: a.id,
      title: a.title,
      price: fromMinor(a.price, currency),
    })),
    quantity: row.quantity,
    unit_price: fromMinor(row.unit_price, currency),
    notes: row.notes,
    status: row.status,
    date: row.created_at,
  };
}

/** An order as the screens read it; its totals are what it owes now (cancelled lines left out). */
export function toOrderView(row: TOrderRow, items: TOrderItemRow[], currency: string) {
  const owed = sumLines(chargedLines(items));
  return {
    id: row.id,
    date: row.created_at,
    token_no: row.token_no,
    business_day: row.business_day,
    delivery_type: row.delivery_type,
    customer_type: row.customer_type,
    customer_id: row.customer_id,
    customer_name: row.customer_name,
    status: row.status,
    payment_status: row.payment_status,
    table_id: row.table_id,
    table_title: row.table_title,
    floor: row.floor,
    items_total: fromMinor(owed.subtotal, currency),
    tax_total: fromMinor(owed.taxTotal, currency),
    payable_total: fromMinor(owed.total, currency),
    items: items.map((item) => toOrderItemView(item, currency)),
  };
}

/** Groups rows by a key, keeping the input order inside each group. */
export function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = groups.get(k);
    if (list) list.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}
