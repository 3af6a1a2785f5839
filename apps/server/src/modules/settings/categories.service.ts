import type { TCategoryInput, TSettingsCategoryResponse } from '@opentab/shared';
import type { TAppContext } from '../../context.ts';
import { asFlag } from '../../lib/flags.ts';
import { assertTouched } from '../../lib/found.ts';
import { presentCategory } from '../../presenters/category.ts';
import { announceMenuUpdate } from '../../realtime/realtime.ts';
import * as repo from './categories.repo.ts';

/** Every category (the back office), or with `onMenuOnly` the enabled ones (the POS and the QR menu). */
export async function listCategories(
  ctx: TAppContext,
  tenantId: string,
  options: { onMenuOnly?: boolean } = {},
): Promise<TSettingsCategoryResponse[]> {
  const rows = await repo.listCategories(ctx.db, tenantId);
  return rows.filter((row) => !options.onMenuOnly || row.is_enabled === 1).map(presentCategory);
}

export async function addCategory(
  ctx: TAppContext,
  tenantId: string,
  input: TCategoryInput,
): Promise<string> {
  const id = await repo.insertCategory(ctx.db, tenantId, input);
  announceMenuUpdate(ctx.realtime, tenantId);
  return id;
}

export async function updateCategory(
  ctx: TAppContext,
  tenantId: string,
  { id, input }: { id: string; input: TCategoryInput },
) {
  assertTouched(
    await repo.updateCategory(ctx.db, tenantId, {
      id,
      title: input.title,
      translations: input.translations,
      prepMinutes: input.prepMinutes,
    }),
  );
  announceMenuUpdate(ctx.realtime, tenantId);
}

/** Open POS screens reload their menu: the category's items leave it (or come back) at once. */
export async function changeCategoryVisibility(
  ctx: TAppContext,
  tenantId: string,
  { id, isEnabled }: { id: string; isEnabled: boolean },
) {
  assertTouched(await repo.setCategoryEnabled(ctx.db, tenantId, { id, isEnabled: asFlag(isEnabled) }));
  announceMenuUpdate(ctx.realtime, tenantId);
}

export async function deleteCategory(ctx: TAppContext, tenantId: string, id: string) {
  assertTouched(await repo.deleteCategory(ctx.db, tenantId, id));
  announceMenuUpdate(ctx.realtime, tenantId);
}
