import type { TCategory, TCategoryInput } from '@opentab/shared';
import type { TAppContext } from '../../context.ts';
import { assertTouched } from '../../lib/found.ts';
import { announceMenuUpdate } from '../../realtime/realtime.ts';
import * as repo from './categories.repo.ts';

export function listCategories(ctx: TAppContext, tenantId: string): Promise<TCategory[]> {
  return repo.listCategories(ctx.db, tenantId);
}

export async function addCategory(
  ctx: TAppContext,
  tenantId: string,
  input: TCategoryInput,
): Promise<string> {
  const id = await repo.insertCategory(ctx.db, tenantId, input.title);
  announceMenuUpdate(ctx.realtime, tenantId);
  return id;
}

export async function updateCategory(ctx: TAppContext, tenantId: string, id: string, input: TCategoryInput) {
  assertTouched(await repo.updateCategory(ctx.db, tenantId, id, input.title));
  announceMenuUpdate(ctx.realtime, tenantId);
}

export async function deleteCategory(ctx: TAppContext, tenantId: string, id: string) {
  assertTouched(await repo.deleteCategory(ctx.db, tenantId, id));
  announceMenuUpdate(ctx.realtime, tenantId);
}
