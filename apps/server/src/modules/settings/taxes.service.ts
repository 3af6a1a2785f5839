import { percentToMilli, type TTaxInput } from '@opentab/shared';
import type { TAppContext } from '../../context.ts';
import { assertTouched } from '../../lib/found.ts';
import { announceMenuUpdate } from '../../realtime/realtime.ts';
import * as repo from './taxes.repo.ts';

const toValues = (input: TTaxInput): repo.TTaxValues => ({
  title: input.title,
  rate_milli: percentToMilli(input.rate),
  type: input.type,
});

export function listTaxes(ctx: TAppContext, tenantId: string) {
  return repo.listTaxes(ctx.db, tenantId);
}

export async function addTax(ctx: TAppContext, tenantId: string, input: TTaxInput): Promise<string> {
  const id = await repo.insertTax(ctx.db, tenantId, toValues(input));
  announceMenuUpdate(ctx.realtime, tenantId);
  return id;
}

export async function updateTax(
  ctx: TAppContext,
  tenantId: string,
  { id, input }: { id: string; input: TTaxInput },
) {
  assertTouched(await repo.updateTax(ctx.db, tenantId, { id, values: toValues(input) }));
  announceMenuUpdate(ctx.realtime, tenantId);
}

export async function deleteTax(ctx: TAppContext, tenantId: string, id: string) {
  assertTouched(await repo.deleteTax(ctx.db, tenantId, id));
  announceMenuUpdate(ctx.realtime, tenantId);
}
