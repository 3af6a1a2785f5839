import type { TDb } from '../../db/database.ts';
import type { NewRow } from '../../db/schema.ts';
import { lineId } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';
import { lineSnapshot, type TPricedLine } from '../orders/placement/cart-pricing.ts';

/** The store behind a QR menu code, with what decides whether its menu and ordering are open. */
export function findStoreByQrCode(db: TDb, qrCode: string) {
  return db
    .selectFrom('store_settings as s')
    .innerJoin('tenants as t', 't.id', 's.tenant_id')
    .select([
      's.tenant_id',
      's.store_name',
      's.address',
      's.phone',
      's.email',
      's.image',
      's.brand_color',
      's.time_zone',
      's.currency',
      's.is_qr_menu_enabled',
      's.is_qr_order_enabled',
      't.is_active as tenant_active',
      't.access_until as tenant_access_until',
    ])
    .where('s.unique_qr_code', '=', qrCode)
    .executeTakeFirst();
}

export type TQrStore = NonNullable<Awaited<ReturnType<typeof findStoreByQrCode>>>;

/** A table by the public id its QR link carries. */
export function findTableByPublicId(db: TDb, tenantId: string, publicId: string) {
  return db
    .selectFrom('store_tables')
    .select(['id', 'title', 'floor', 'public_id'])
    .where('tenant_id', '=', tenantId)
    .where('public_id', '=', publicId)
    .executeTakeFirst();
}

export async function insertQrOrder(trx: TDb, row: NewRow<'qr_orders'>, lines: TPricedLine[]) {
  await trx.insertInto('qr_orders').values(row).execute();
  await trx
    .insertInto('qr_order_items')
    .values(
      lines.map((line, index) => ({
        id: lineId(row.id, index),
        tenant_id: row.tenant_id,
        qr_order_id: row.id,
        ...lineSnapshot(line),
        created_at: row.created_at,
      })),
    )
    .execute();
}

export async function countOpenQrOrders(db: TDb, tenantId: string): Promise<number> {
  const row = await db
    .selectFrom('qr_orders')
    .select(db.fn.countAll().as('n'))
    .where('tenant_id', '=', tenantId)
    .where('status', '=', 'created')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Open QR orders, oldest first, with their table as it is now (a table with open QR orders can't be deleted). */
export function listOpenQrOrders(db: TDb, tenantId: string, limit: number) {
  return db
    .selectFrom('qr_orders as q')
    .leftJoin('store_tables as st', (join) =>
      join.onRef('st.id', '=', 'q.table_id').onRef('st.tenant_id', '=', 'q.tenant_id'),
    )
    .select([
      'q.id',
      'q.table_id',
      'st.title as table_title',
      'st.floor',
      'q.delivery_type',
      'q.customer_type',
      'q.customer_name',
      'q.customer_phone',
      'q.created_at',
    ])
    .where('q.tenant_id', '=', tenantId)
    .where('q.status', '=', 'created')
    .orderBy('q.created_at')
    .orderBy('q.id')
    .limit(limit)
    .execute();
}

/** The lines of QR orders, each with its menu item's tax as the menu has it now (none once deleted). */
export function listItemsOfQrOrders(db: TDb, tenantId: string, qrOrderIds: string[]) {
  if (qrOrderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('qr_order_items as qi')
    .leftJoin('menu_items as mi', (join) =>
      join.onRef('mi.id', '=', 'qi.item_id').onRef('mi.tenant_id', '=', 'qi.tenant_id'),
    )
    .leftJoin('taxes as t', (join) =>
      join.onRef('t.id', '=', 'mi.tax_id').onRef('t.tenant_id', '=', 'mi.tenant_id'),
    )
    .select([
      'qi.qr_order_id',
      'qi.item_id',
      'qi.item_title',
      'qi.variant_id',
      'qi.variant_title',
      'qi.variant_price',
      'qi.addons',
      'qi.quantity',
      'qi.notes',
      'qi.unit_price',
      't.rate_milli as tax_rate_milli',
      't.type as tax_type',
    ])
    .where('qi.tenant_id', '=', tenantId)
    .where('qi.qr_order_id', 'in', qrOrderIds)
    .orderBy('qi.created_at')
    .orderBy('qi.id')
    .execute();
}

export function findQrOrderStatus(db: TDb, tenantId: string, id: string) {
  return db
    .selectFrom('qr_orders')
    .select('status')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Cancels open QR orders (all of the tenant's, or the one `id`); answers how many it cancelled. */
export async function cancelOpenQrOrders(db: TDb, tenantId: string, id?: string): Promise<number> {
  const result = await db
    .updateTable('qr_orders')
    .set({ status: 'cancelled', updated_at: nowIso() })
    .where('tenant_id', '=', tenantId)
    .where('status', '=', 'created')
    .$if(id !== undefined, (query) => query.where('id', '=', id as string))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
