import { fromMinor, MSG, POS_MSG, type TQrOrder } from '@opentab/shared';
import type { TAppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { groupBy, parseAddons } from '../orders/order-views.ts';
import { findStoreCurrency } from '../settings/store-setting.repo.ts';
import * as repo from './qrmenu.repo.ts';

/** The QR Orders dialog lists at most this many (oldest first); the count badge still counts them all. */
export const QR_ORDERS_LIST_LIMIT = 200;

export function countOpenQrOrders(ctx: TAppContext, tenantId: string): Promise<number> {
  return repo.countOpenQrOrders(ctx.db, tenantId);
}

type TItemRow = Awaited<ReturnType<typeof repo.listItemsOfQrOrders>>[number];

/** A QR line shaped as a POS cart line (id = menu item id, addons_ids), money in major units. */
function toQrOrderItem(row: TItemRow, currency: string) {
  const addons = parseAddons(row.addons).map((a) => ({
    id: a.id,
    title: a.title,
    price: fromMinor(a.price, currency),
  }));
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
    unit_price: fromMinor(row.unit_price, currency),
  };
}

/** Open QR orders, oldest first, each ready to load into the POS cart with its table and customer. */
export async function listOpenQrOrders(ctx: TAppContext, tenantId: string): Promise<TQrOrder[]> {
  const [currency, orders] = await Promise.all([
    findStoreCurrency(ctx.db, tenantId),
    repo.listOpenQrOrders(ctx.db, tenantId, QR_ORDERS_LIST_LIMIT),
  ]);
  const items = await repo.listItemsOfQrOrders(
    ctx.db,
    tenantId,
    orders.map((o) => o.id),
  );
  const itemsByOrder = groupBy(items, (item) => item.qr_order_id);
  return orders.map((order) => ({
    id: order.id,
    table_id: order.table_id,
    table_title: order.table_title,
    floor: order.floor,
    delivery_type: order.delivery_type,
    customer_type: order.customer_type,
    // The POS sends a customer's phone as customerId (spec 01), so that is the id it gets here.
    customer_id: order.customer_type === 'CUSTOMER' ? order.customer_phone : null,
    customer_name: order.customer_name,
    created_at: order.created_at,
    items: (itemsByOrder.get(order.id) ?? []).map((item) => toQrOrderItem(item, currency)),
  }));
}

/**
 * Cancels one open QR order. Cancelling one already cancelled answers as if it had just been (two POS
 * screens clearing at once); one already turned into an order answers 409; another tenant's, 404.
 */
export async function cancelQrOrder(ctx: TAppContext, tenantId: string, id: string): Promise<void> {
  if ((await repo.cancelOpenQrOrders(ctx.db, tenantId, id)) === 1) {
    ctx.realtime.emitToTenant(tenantId, 'new_qrorder', {});
    return;
  }
  const current = await repo.findQrOrderStatus(ctx.db, tenantId, id);
  if (!current) throw new AppError('NOT_FOUND', MSG.notFound);
  if (current.status === 'completed') throw new AppError('CONFLICT', POS_MSG.qrOrderTaken);
}

export async function cancelAllQrOrders(ctx: TAppContext, tenantId: string): Promise<number> {
  const cancelled = await repo.cancelOpenQrOrders(ctx.db, tenantId);
  if (cancelled > 0) ctx.realtime.emitToTenant(tenantId, 'new_qrorder', {});
  return cancelled;
}
