import {
  DELIVERY_TYPES,
  type TDeliveryType,
  type TPosMenuItem,
  type TPosStoreTable,
  type TQrOrder,
  type TQrOrderItem,
} from '@opentab/shared';
import { t } from '../../lib/i18n';
import { findOnMenu } from '../../lib/menu-line';
import type { TCartLine } from './cart';
import { type TPosCustomer, WALKIN } from './pos-customer';

/** The QR order loaded into the POS: its id goes out as selectedQrOrderItem; the rest labels the chip. */
export type TSelectedQrOrder = { id: string; tableTitle: string | null; customerLabel: string };

/** What loading a QR order puts into the POS. */
export type TQrIntake = {
  cart: TCartLine[];
  /** lines whose item, variant or addon is no longer on the menu (left out) */
  missing: number;
  tableId: string | null;
  customer: TPosCustomer;
  deliveryType: TDeliveryType | null;
  selected: TSelectedQrOrder;
};

/** The list's table column: the table title, or N/A for an order placed without a table. */
export function qrOrderTable(qrOrder: Pick<TQrOrder, 'table_title'>): string {
  return qrOrder.table_title ?? t('N/A');
}

/** The list's customer column: WALKIN for guests, else the name the diner typed. */
export function qrOrderCustomer(qrOrder: Pick<TQrOrder, 'customer_type' | 'customer_name' | 'customer_id'>) {
  if (qrOrder.customer_type !== 'CUSTOMER') return t('WALKIN');
  return qrOrder.customer_name || qrOrder.customer_id || t('WALKIN');
}

/** A QR order line as a cart line of today's menu, or null when its item, variant or an addon is gone. */
export function qrLineToCart(line: TQrOrderItem, menu: ReadonlyMap<string, TPosMenuItem>): TCartLine | null {
  const itemId = line.id ?? line.item_id;
  const choice = findOnMenu(itemId ? menu.get(itemId) : undefined, line.variant_id, line.addons_ids);
  if (!choice) return null;
  return { key: crypto.randomUUID(), ...choice, quantity: line.quantity, notes: line.notes || null };
}

function isDeliveryType(value: string | null): value is TDeliveryType {
  return (DELIVERY_TYPES as readonly (string | null)[]).includes(value);
}

/**
 * Spec 01 section 4: picking a QR order loads its items, table, customer and customer type. A table still
 * in the store makes it Dine-In; a phone customer is sent by phone, as the POS sends picked customers.
 */
export function qrOrderIntake(
  qrOrder: TQrOrder,
  menu: ReadonlyMap<string, TPosMenuItem>,
  tables: readonly TPosStoreTable[],
): TQrIntake {
  const lines = qrOrder.items.map((line) => qrLineToCart(line, menu));
  const cart = lines.filter((line): line is TCartLine => line !== null);
  const tableId = tables.some((table) => table.id === qrOrder.table_id) ? qrOrder.table_id : null;
  const customer: TPosCustomer =
    qrOrder.customer_type === 'CUSTOMER' && qrOrder.customer_id
      ? { type: 'CUSTOMER', phone: qrOrder.customer_id, name: qrOrder.customer_name || qrOrder.customer_id }
      : WALKIN;
  const fallback = isDeliveryType(qrOrder.delivery_type) ? qrOrder.delivery_type : null;
  return {
    cart,
    missing: lines.length - cart.length,
    tableId,
    customer,
    deliveryType: tableId ? 'dinein' : fallback,
    selected: {
      id: qrOrder.id,
      tableTitle: tableId ? qrOrder.table_title : null,
      customerLabel: qrOrderCustomer(qrOrder),
    },
  };
}
