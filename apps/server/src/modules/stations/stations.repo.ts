import type { TDb } from '../../db/database.ts';
import { newId } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';

/** The store's stations, oldest first (the service orders them for the screens). */
export function listStations(db: TDb, tenantId: string) {
  return db
    .selectFrom('kitchen_stations')
    .select(['id', 'name', 'is_default', 'printer_id', 'created_at'])
    .where('tenant_id', '=', tenantId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export function listStationCategories(db: TDb, tenantId: string) {
  return db
    .selectFrom('kitchen_station_categories')
    .select(['station_id', 'category_id'])
    .where('tenant_id', '=', tenantId)
    .execute();
}

export async function countCategories(db: TDb, tenantId: string, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const row = await db
    .selectFrom('categories')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', ids)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function printerExists(db: TDb, tenantId: string, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('printers')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

type TStationValues = { name: string; isDefault: boolean; printerId: string | null };

export async function insertStation(db: TDb, tenantId: string, values: TStationValues): Promise<string> {
  const id = newId();
  const now = nowIso();
  await db
    .insertInto('kitchen_stations')
    .values({
      id,
      tenant_id: tenantId,
      name: values.name,
      is_default: values.isDefault ? 1 : 0,
      printer_id: values.printerId,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

export function updateStation(
  db: TDb,
  tenantId: string,
  { id, values }: { id: string; values: Partial<TStationValues> },
) {
  return db
    .updateTable('kitchen_stations')
    .set({
      ...(values.name === undefined ? {} : { name: values.name }),
      ...(values.isDefault === undefined ? {} : { is_default: values.isDefault ? 1 : 0 }),
      ...(values.printerId === undefined ? {} : { printer_id: values.printerId }),
      updated_at: nowIso(),
    })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Before another becomes the default: at most one station is (a partial unique index, 0029). */
export function clearDefaultStation(db: TDb, tenantId: string) {
  return db
    .updateTable('kitchen_stations')
    .set({ is_default: 0, updated_at: nowIso() })
    .where('tenant_id', '=', tenantId)
    .where('is_default', '=', 1)
    .execute();
}

/**
 * The station's categories become exactly these: each one leaves the station that had it (a category belongs
 * to one station), and the station's others are let go.
 */
export async function setStationCategories(
  db: TDb,
  tenantId: string,
  { stationId, categoryIds }: { stationId: string; categoryIds: readonly string[] },
) {
  await db
    .deleteFrom('kitchen_station_categories')
    .where('tenant_id', '=', tenantId)
    .where((eb) =>
      categoryIds.length === 0
        ? eb('station_id', '=', stationId)
        : eb.or([eb('station_id', '=', stationId), eb('category_id', 'in', categoryIds)]),
    )
    .execute();
  if (categoryIds.length === 0) return;
  await db
    .insertInto('kitchen_station_categories')
    .values(
      categoryIds.map((categoryId) => ({
        tenant_id: tenantId,
        station_id: stationId,
        category_id: categoryId,
      })),
    )
    .execute();
}

export async function deleteStation(db: TDb, tenantId: string, id: string) {
  await db
    .deleteFrom('kitchen_station_categories')
    .where('tenant_id', '=', tenantId)
    .where('station_id', '=', id)
    .execute();
  return db
    .deleteFrom('kitchen_stations')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
}
