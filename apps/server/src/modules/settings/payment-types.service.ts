import type { TPaymentTypeInput, TPaymentTypeUpdateInput } from '@opentab/shared';
import type { TAppContext } from '../../context.ts';
import { asFlag } from '../../lib/flags.ts';
import { assertTouched } from '../../lib/found.ts';
import { announceMenuUpdate } from '../../realtime/realtime.ts';
import * as repo from './payment-types.repo.ts';

export function listPaymentTypes(ctx: TAppContext, tenantId: string) {
  return repo.listPaymentTypes(ctx.db, tenantId);
}

// The POS offers the active payment types from its menu call (/pos/init): every change is announced.
export async function addPaymentType(
  ctx: TAppContext,
  tenantId: string,
  input: TPaymentTypeInput,
): Promise<string> {
  const id = await repo.insertPaymentType(ctx.db, tenantId, {
    title: input.title,
    isActive: asFlag(input.isActive),
    isCash: asFlag(input.isCash),
  });
  announceMenuUpdate(ctx.realtime, tenantId);
  return id;
}

export async function updatePaymentType(
  ctx: TAppContext,
  tenantId: string,
  { id, input }: { id: string; input: TPaymentTypeUpdateInput },
) {
  const values = {
    title: input.title,
    ...(input.isActive === undefined ? {} : { is_active: asFlag(input.isActive) }),
    ...(input.isCash === undefined ? {} : { is_cash: asFlag(input.isCash) }),
  };
  assertTouched(await repo.updatePaymentType(ctx.db, tenantId, { id, values }));
  announceMenuUpdate(ctx.realtime, tenantId);
}

export async function togglePaymentType(
  ctx: TAppContext,
  tenantId: string,
  { id, isActive }: { id: string; isActive: boolean },
) {
  assertTouched(
    await repo.updatePaymentType(ctx.db, tenantId, { id, values: { is_active: asFlag(isActive) } }),
  );
  announceMenuUpdate(ctx.realtime, tenantId);
}

/** A deleted type stops being the store's default (the default has no foreign key: migration 0016). */
export async function deletePaymentType(ctx: TAppContext, tenantId: string, id: string) {
  await ctx.db.transaction().execute(async (trx) => {
    assertTouched(await repo.deletePaymentType(trx, tenantId, id));
    await repo.clearDefaultPaymentType(trx, tenantId, id);
  });
  announceMenuUpdate(ctx.realtime, tenantId);
}
