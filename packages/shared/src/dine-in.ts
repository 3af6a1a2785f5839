import type { TDeliveryType } from './pos.schemas.ts';

/**
 * Dine-In needs a table when the store has tables (a store without any serves Dine-In at the counter).
 * The POS checks it before the summary opens; the server refuses the order with `POS_MSG.tableRequired`.
 */
export function isTableMissing(
  order: { deliveryType?: TDeliveryType | null; tableId?: string | null },
  storeHasTables: boolean,
): boolean {
  return order.deliveryType === 'dinein' && storeHasTables && !order.tableId;
}
