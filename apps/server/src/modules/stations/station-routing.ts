import type { TDb } from '../../db/database.ts';

/**
 * Issue 26: the one routing rule, read when it is needed (not stored on the line): an item goes to the station
 * that prepares its menu item's category now, else to the store's default station; null only when the store
 * has no station at all. A line whose menu item was deleted (item_id set null) or has no category goes to the
 * default station. With each item: its order, its state (and since when) and its category's target prep time.
 *
 * One query over the order-items index (tenant_id, order_id), each join by primary key or a unique index.
 */
export async function listRoutedItems(db: TDb, tenantId: string, orderIds: readonly string[]) {
  if (orderIds.length === 0) return [];
  const rows = await db
    .selectFrom('order_items as oi')
    .leftJoin('menu_items as mi', (join) =>
      join.onRef('mi.id', '=', 'oi.item_id').onRef('mi.tenant_id', '=', 'oi.tenant_id'),
    )
    .leftJoin('categories as c', (join) =>
      join.onRef('c.id', '=', 'mi.category_id').onRef('c.tenant_id', '=', 'oi.tenant_id'),
    )
    .leftJoin('kitchen_station_categories as ksc', (join) =>
      join.onRef('ksc.tenant_id', '=', 'oi.tenant_id').onRef('ksc.category_id', '=', 'mi.category_id'),
    )
    .leftJoin('kitchen_stations as ds', (join) =>
      join.onRef('ds.tenant_id', '=', 'oi.tenant_id').on('ds.is_default', '=', 1),
    )
    .select([
      'oi.id',
      'oi.order_id',
      'oi.status',
      'oi.updated_at',
      'c.prep_minutes',
      'ksc.station_id',
      'ds.id as default_id',
    ])
    .where('oi.tenant_id', '=', tenantId)
    .where('oi.order_id', 'in', orderIds)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    orderId: row.order_id,
    status: row.status,
    updatedAt: row.updated_at,
    prepMinutes: row.prep_minutes,
    stationId: row.station_id ?? row.default_id ?? null,
  }));
}

/** The station of every item of these orders (order item id → station id, null when the store has none). */
export async function stationsOfOrderItems(
  db: TDb,
  tenantId: string,
  orderIds: readonly string[],
): Promise<Map<string, string | null>> {
  const items = await listRoutedItems(db, tenantId, orderIds);
  return new Map(items.map((item) => [item.id, item.stationId]));
}
