import { MSG, POS_MSG, type TQrOrdersResponse } from '@opentab/shared';
import type { TAppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { groupBy } from '../../lib/group-by.ts';
import { presentQrOrder } from '../../presenters/qr-order.ts';
import { findStoreCurrency } from '../settings/store-setting.repo.ts';
import * as repo from './qrmenu.repo.ts';

/** The QR Orders dialog lists at most this many (oldest first); the count badge still counts them all. */
const QR_ORDERS_LIST_LIMIT = 200;

export function countOpenQrOrders(ctx: TAppContext, tenantId: string): Promise<number> {
  return repo.countOpenQrOrders(ctx.db, tenantId);
}

/** Open QR orders, oldest first, each ready to load into the POS cart with its table and customer. */
export async function listOpenQrOrders(ctx: TAppContext, tenantId: string): Promise<TQrOrdersResponse> {
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
  return orders.map((order) => presentQrOrder(order, itemsByOrder.get(order.id) ?? [], currency));
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
