import { STATION_MSG, type TKitchenStationInput, type TKitchenStationResponse } from '@opentab/shared';
import type { TAppContext } from '../../context.ts';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import { groupBy } from '../../lib/group-by.ts';
import * as repo from './stations.repo.ts';

type TStationRow = Awaited<ReturnType<typeof repo.listStations>>[number];

/** The default station first, then by name as a person reads it (the same on both databases). */
function byDefaultThenName(a: TStationRow, b: TStationRow): number {
  return (
    b.is_default - a.is_default ||
    a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }) ||
    a.id.localeCompare(b.id)
  );
}

/** Settings → Kitchen stations: each station with its categories and its ticket printer. */
export async function listStations(ctx: TAppContext, tenantId: string): Promise<TKitchenStationResponse[]> {
  const [stations, links] = await Promise.all([
    repo.listStations(ctx.db, tenantId),
    repo.listStationCategories(ctx.db, tenantId),
  ]);
  const categoriesOf = groupBy(links, (link) => link.station_id);
  return stations.sort(byDefaultThenName).map((station) => ({
    id: station.id,
    name: station.name,
    isDefault: station.is_default === 1,
    categoryIds: (categoriesOf.get(station.id) ?? []).map((link) => link.category_id).sort(),
    printerId: station.printer_id,
  }));
}

/** The Kitchen screen's station picker. */
export async function listStationChoices(ctx: TAppContext, tenantId: string) {
  const stations = await repo.listStations(ctx.db, tenantId);
  return stations
    .sort(byDefaultThenName)
    .map((station) => ({ id: station.id, name: station.name, isDefault: station.is_default === 1 }));
}

/** The store's station, or 404 with the stations' own message (another store's id reads the same). */
export async function getStation(db: TDb, tenantId: string, id: string) {
  const station = (await repo.listStations(db, tenantId)).find((s) => s.id === id);
  if (!station) throw new AppError('NOT_FOUND', STATION_MSG.stationNotFound);
  return station;
}

const sameName = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

/** The checks a station's body passes against the store's data, inside the write's transaction. */
async function checkStation(
  trx: TDb,
  tenantId: string,
  { input, stations, id }: { input: TKitchenStationInput; stations: TStationRow[]; id?: string },
) {
  if (stations.some((s) => s.id !== id && sameName(s.name, input.name))) {
    throw new AppError('CONFLICT', STATION_MSG.nameTaken);
  }
  if ((await repo.countCategories(trx, tenantId, input.categoryIds)) !== input.categoryIds.length) {
    throw new AppError('VALIDATION', STATION_MSG.categoryNotFound);
  }
  if (input.printerId && !(await repo.printerExists(trx, tenantId, input.printerId))) {
    throw new AppError('VALIDATION', STATION_MSG.printerNotFound);
  }
}

function announce(ctx: TAppContext, tenantId: string) {
  ctx.realtime.emitToTenant(tenantId, 'kitchen_stations_update', {});
}

/**
 * A store's first station is its default whatever is sent (every item then has a station); making another
 * the default clears the old one in the same transaction. Its categories leave the stations that had them.
 */
export async function addStation(ctx: TAppContext, tenantId: string, input: TKitchenStationInput) {
  const id = await ctx.db.transaction().execute(async (trx) => {
    const stations = await repo.listStations(trx, tenantId);
    await checkStation(trx, tenantId, { input, stations });
    const isDefault = stations.length === 0 || input.isDefault === true;
    if (isDefault) await repo.clearDefaultStation(trx, tenantId);
    const stationId = await repo.insertStation(trx, tenantId, {
      name: input.name,
      isDefault,
      printerId: input.printerId ?? null,
    });
    await repo.setStationCategories(trx, tenantId, { stationId, categoryIds: input.categoryIds });
    return stationId;
  });
  announce(ctx, tenantId);
  return id;
}

/**
 * `isDefault: true` makes it the default (the old one stops being it); `false` on the default station keeps
 * it the default: a store with stations always has one, and another becomes it only by being made it.
 * An absent `printerId` keeps the printer, null removes it.
 */
export async function updateStation(
  ctx: TAppContext,
  tenantId: string,
  { id, input }: { id: string; input: TKitchenStationInput },
) {
  await ctx.db.transaction().execute(async (trx) => {
    const stations = await repo.listStations(trx, tenantId);
    const station = stations.find((s) => s.id === id);
    if (!station) throw new AppError('NOT_FOUND', STATION_MSG.stationNotFound);
    await checkStation(trx, tenantId, { input, stations, id });
    const becomesDefault = input.isDefault === true && station.is_default === 0;
    if (becomesDefault) await repo.clearDefaultStation(trx, tenantId);
    await repo.updateStation(trx, tenantId, {
      id,
      values: {
        name: input.name,
        printerId: input.printerId,
        ...(becomesDefault ? { isDefault: true } : {}),
      },
    });
    await repo.setStationCategories(trx, tenantId, { stationId: id, categoryIds: input.categoryIds });
  });
  announce(ctx, tenantId);
}

/** Its categories go back to the default station; deleting the default makes the oldest remaining one it. */
export async function deleteStation(ctx: TAppContext, tenantId: string, id: string) {
  await ctx.db.transaction().execute(async (trx) => {
    const stations = await repo.listStations(trx, tenantId);
    const station = stations.find((s) => s.id === id);
    if (!station) throw new AppError('NOT_FOUND', STATION_MSG.stationNotFound);
    await repo.deleteStation(trx, tenantId, id);
    const oldest = stations.find((s) => s.id !== id);
    if (station.is_default === 1 && oldest) {
      await repo.updateStation(trx, tenantId, { id: oldest.id, values: { isDefault: true } });
    }
  });
  announce(ctx, tenantId);
}
