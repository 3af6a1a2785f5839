import type { TDb } from '../../../db/database.ts';
import { nowIso } from '../../../lib/time.ts';

/**
 * Moves an open QR order to accepted inside the order's transaction; false when it is no longer open (a
 * second acceptance, or cancelled meanwhile), so one QR order becomes at most one order.
 */
export async function acceptOpenQrOrder(trx: TDb, tenantId: string, qrOrderId: string): Promise<boolean> {
  const result = await trx
    .updateTable('qr_orders')
    .set({ status: 'completed', updated_at: nowIso() })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', qrOrderId)
    .where('status', '=', 'created')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
