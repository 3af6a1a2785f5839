import { fromMinor, milliToPercent, type TQrOrder, type TQrOrderItem, type TTaxType } from '@opentab/shared';
import type { Row } from '../db/schema.ts';
import { readAddonsSnapshot } from '../lib/addons-snapshot.ts';

export type TQrOrderRow = Pick<
  Row<'qr_orders'>,
  'id' | 'table_id' | 'delivery_type' | 'customer_type' | 'customer_name' | 'customer_phone' | 'created_at'
> & { table_title: string | null; floor: string | null };

export type TQrOrderItemRow = Pick<
  Row<'qr_order_items'>,
  | 'item_id'
  | 'item_title'
  | 'variant_id'
  | 'variant_title'
  | 'variant_price'
  | 'addons'
  | 'quantity'
  | 'notes'
  | 'unit_price'
> & { tax_rate_milli: number | null; tax_type: string | null };

/**
 * A QR line shaped as a POS cart line (id = menu item id, addons_ids), money in major units, with its menu
 * item's tax (the POS totals a loaded cart with it).
 */
function presentQrOrderItem(row: TQrOrderItemRow, currency: string): TQrOrderItem {
  const addons = readAddonsSnapshot(row.addons).map((a) => ({
    id: a.id,
    title: a.title,
    price: fromMinor(a.price, currency),
  }));
  const unitPrice = fromMinor(row.unit_price, currency);
  return {
    id: row.item_id,
    item_id: row.item_id,
    item_title: row.item_title,
    quantity: row.quantity,
    notes: row.notes,
    variant_id: row.variant_id,
    variant_title: row.variant_title,
    variant_price: row.variant_price === null ? null : fromMinor(row.variant_price, currency),
    addons,
    addons_ids: addons.map((a) => a.id),
    price: unitPrice,
    unit_price: unitPrice,
    tax_rate: row.tax_rate_milli === null ? null : milliToPercent(row.tax_rate_milli),
    tax_type: row.tax_type as TTaxType | null,
  };
}

/** An open QR order, ready to load into the POS cart with its table and customer. */
export function presentQrOrder(
  row: TQrOrderRow,
  items: readonly TQrOrderItemRow[],
  currency: string,
): TQrOrder {
  return {
    id: row.id,
    table_id: row.table_id,
    table_title: row.table_title,
    floor: row.floor,
    delivery_type: row.delivery_type,
    customer_type: row.customer_type,
    // The POS sends a customer's phone as customerId (spec 01), so that is the id it gets here.
    customer_id: row.customer_type === 'CUSTOMER' ? row.customer_phone : null,
    customer_name: row.customer_name,
    created_at: row.created_at,
    items: items.map((item) => presentQrOrderItem(item, currency)),
  };
}
