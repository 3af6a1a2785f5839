import type { TDb } from '../../db/database.ts';
import { newId, newSecretToken } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';

export type TStoreTableValues = { title: string; floor: string; seating_capacity: number };

export function listStoreTables(db: TDb, tenantId: string) {
  return db
    .selectFrom('store_tables')
    .select(['id', 'title', 'floor', 'seating_capacity', 'public_id'])
    .where('tenant_id', '=', tenantId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function insertStoreTable(db: TDb, tenantId: string, values: TStoreTableValues) {
  const id = newId();
  const now = nowIso();
  await db
    .insertInto('store_tables')
    .values({
      id,
      tenant_id: tenantId,
      ...values,
      // what the table's QR link carries: random, so tables cannot be enumerated
      public_id: newSecretToken(16),
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

export function updateStoreTable(
  db: TDb,
  tenantId: string,
  { id, values }: { id: string; values: TStoreTableValues },
) {
  return db
    .updateTable('store_tables')
    .set({ ...values, updated_at: nowIso() })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Whether an order or a QR order of the table is still open (status created). */
export async function hasOpenOrders(db: TDb, tenantId: string, tableId: string): Promise<boolean> {
  const order = await db
    .selectFrom('orders')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('table_id', '=', tableId)
    .where('status', '=', 'created')
    .executeTakeFirst();
  if (order) return true;
  const qrOrder = await db
    .selectFrom('qr_orders')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('table_id', '=', tableId)
    .where('status', '=', 'created')
    .executeTakeFirst();
  return qrOrder !== undefined;
}

/** Past orders, invoices and reservations keep their table title (their table_id is ON DELETE SET NULL). */
export function deleteStoreTable(db: TDb, tenantId: string, id: string) {
  return db
    .deleteFrom('store_tables')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
}
