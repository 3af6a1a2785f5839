import { MSG, type TStoreTableInput } from '@opentab/shared';
import type { TAppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { assertTouched } from '../../lib/found.ts';
import { announceMenuUpdate } from '../../realtime/realtime.ts';
import * as repo from './store-tables.repo.ts';

const toValues = (input: TStoreTableInput): repo.TStoreTableValues => ({
  title: input.title,
  floor: input.floor,
  seating_capacity: input.seatingCapacity,
});

export function listStoreTables(ctx: TAppContext, tenantId: string) {
  return repo.listStoreTables(ctx.db, tenantId);
}

export async function addStoreTable(
  ctx: TAppContext,
  tenantId: string,
  input: TStoreTableInput,
): Promise<string> {
  const id = await repo.insertStoreTable(ctx.db, tenantId, toValues(input));
  announceMenuUpdate(ctx.realtime, tenantId);
  return id;
}

export async function updateStoreTable(
  ctx: TAppContext,
  tenantId: string,
  { id, input }: { id: string; input: TStoreTableInput },
) {
  assertTouched(await repo.updateStoreTable(ctx.db, tenantId, { id, values: toValues(input) }));
  announceMenuUpdate(ctx.realtime, tenantId);
}

/** A table with open orders stays: deleting it would strand those orders without their table. */
export async function deleteStoreTable(ctx: TAppContext, tenantId: string, id: string) {
  await ctx.db.transaction().execute(async (trx) => {
    if (await repo.hasOpenOrders(trx, tenantId, id)) throw new AppError('CONFLICT', MSG.tableHasOpenOrders);
    assertTouched(await repo.deleteStoreTable(trx, tenantId, id));
  });
  announceMenuUpdate(ctx.realtime, tenantId);
}
