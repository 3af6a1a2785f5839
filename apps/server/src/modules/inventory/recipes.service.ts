import {
  INVENTORY_MSG,
  MSG,
  type TRecipeItemInput,
  type TRecipeItemResponse,
  toStockMilli,
} from '@opentab/shared';
import type { TAppContext } from '../../context.ts';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import { groupBy } from '../../lib/group-by.ts';
import { newId } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';
import { presentRecipeItem } from '../../presenters/inventory.ts';
import { announceMenuUpdate } from '../../realtime/realtime.ts';
import * as repo from './recipes.repo.ts';

/** The stock items a recipe may use (the picker of the menu item screen). */
export function listRecipeStockItems(ctx: TAppContext, tenantId: string) {
  return repo.listRecipeStockItems(ctx.db, tenantId);
}

/** One menu item's recipe lines. */
export async function listMenuItemRecipe(
  db: TDb,
  tenantId: string,
  menuItemId: string,
): Promise<TRecipeItemResponse[]> {
  return (await repo.listRecipeItems(db, tenantId, { menuItemId })).map(presentRecipeItem);
}

/** Every recipe line of the store by menu item (`/pos/init` gives each item its own, or an empty list). */
export async function listRecipesByMenuItem(
  db: TDb,
  tenantId: string,
): Promise<Map<string, TRecipeItemResponse[]>> {
  const rows = await repo.listRecipeItems(db, tenantId);
  return groupBy(rows.map(presentRecipeItem), (line) => line.menuItemId);
}

async function requireMenuItem(db: TDb, tenantId: string, menuItemId: string): Promise<void> {
  if (!(await repo.findMenuItemId(db, tenantId, menuItemId))) throw new AppError('NOT_FOUND', MSG.notFound);
}

/** The line as stored: its target (the item, one of its variants or addons) and stock item checked as the store's. */
async function toLine(
  db: TDb,
  tenantId: string,
  { menuItemId, input }: { menuItemId: string; input: TRecipeItemInput },
) {
  const key = { tenantId, menuItemId };
  if (
    input.variantId !== null &&
    !(await repo.isOptionOf(db, 'menu_item_variants', { ...key, optionId: input.variantId }))
  ) {
    throw new AppError('VALIDATION', INVENTORY_MSG.chooseOption);
  }
  if (
    input.addonId !== null &&
    !(await repo.isOptionOf(db, 'menu_item_addons', { ...key, optionId: input.addonId }))
  ) {
    throw new AppError('VALIDATION', INVENTORY_MSG.chooseOption);
  }
  if (!(await repo.findRecipeStockItem(db, tenantId, input.ingredientId))) {
    throw new AppError('VALIDATION', INVENTORY_MSG.chooseStockItem);
  }
  return {
    menu_item_id: menuItemId,
    variant_id: input.variantId,
    addon_id: input.addonId,
    stock_item_id: input.ingredientId,
    quantity: toStockMilli(input.quantity),
  };
}

/** A new line; the same stock item twice on one target is refused (change its quantity instead). */
export async function addRecipeItem(
  ctx: TAppContext,
  tenantId: string,
  { menuItemId, input }: { menuItemId: string; input: TRecipeItemInput },
): Promise<string> {
  const id = newId();
  await ctx.db.transaction().execute(async (trx) => {
    await requireMenuItem(trx, tenantId, menuItemId);
    const line = await toLine(trx, tenantId, { menuItemId, input });
    if (await repo.hasRecipeLine(trx, tenantId, line))
      throw new AppError('CONFLICT', INVENTORY_MSG.recipeItemTaken);
    const at = nowIso();
    await repo.insertRecipeItem(trx, { id, tenant_id: tenantId, ...line, created_at: at, updated_at: at });
  });
  announceMenuUpdate(ctx.realtime, tenantId);
  return id;
}

export async function updateRecipeItem(
  ctx: TAppContext,
  tenantId: string,
  { menuItemId, recipeItemId, input }: { menuItemId: string; recipeItemId: string; input: TRecipeItemInput },
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const current = await repo.findRecipeItem(trx, tenantId, { menuItemId, recipeItemId });
    if (!current) throw new AppError('NOT_FOUND', MSG.notFound);
    const line = await toLine(trx, tenantId, { menuItemId, input });
    if (await repo.hasRecipeLine(trx, tenantId, { ...line, exceptId: current.id })) {
      throw new AppError('CONFLICT', INVENTORY_MSG.recipeItemTaken);
    }
    await repo.updateRecipeItem(trx, tenantId, {
      id: current.id,
      changes: { ...line, updated_at: nowIso() },
    });
  });
  announceMenuUpdate(ctx.realtime, tenantId);
}

export async function deleteRecipeItem(
  ctx: TAppContext,
  tenantId: string,
  key: { menuItemId: string; recipeItemId: string },
): Promise<void> {
  const current = await repo.findRecipeItem(ctx.db, tenantId, key);
  if (!current) throw new AppError('NOT_FOUND', MSG.notFound);
  await repo.deleteRecipeItem(ctx.db, tenantId, current.id);
  announceMenuUpdate(ctx.realtime, tenantId);
}
