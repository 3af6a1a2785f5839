import type { TPosInitResponse } from '@opentab/shared';
import type { TAppContext } from '../../context.ts';
import { listRecipesByMenuItem } from '../inventory/recipes.service.ts';
import { listMenuItems } from '../menu/menu-items.service.ts';
import { pinCatalogVersion } from '../orders/placement/catalog-snapshots.ts';
import { listCategories } from '../settings/categories.service.ts';
import { getFloorSettings } from '../settings/floor-settings.service.ts';
import { hasUserOpenShift } from '../shifts/shifts.service.ts';
import { listSoldOutItemIds } from '../stock/sold-out.ts';
import { findStockShortPolicy } from '../stock/stock-setting.repo.ts';

/**
 * Everything the Point of Sale screen reads, and the menu version it is (issue 25): one transaction with that
 * version held, so the menu answered is exactly the version named, whose snapshot an order made offline is
 * later priced with.
 */
export function getPosInit(
  ctx: TAppContext,
  { tenantId, userId }: { tenantId: string; userId: string },
): Promise<TPosInitResponse> {
  return ctx.db.transaction().execute(async (trx) => {
    const catalogVersion = await pinCatalogVersion(ctx, trx, tenantId);
    // the services read through their context's db: here, this transaction
    const inTransaction: TAppContext = { ...ctx, db: trx };
    const [categories, items, recipes, floorSettings, hasOpenShift] = await Promise.all([
      listCategories(inTransaction, tenantId, { onMenuOnly: true }),
      listMenuItems(inTransaction, tenantId, { onMenuOnly: true }),
      listRecipesByMenuItem(trx, tenantId),
      getFloorSettings(inTransaction, tenantId),
      hasUserOpenShift(inTransaction, tenantId, userId),
    ]);
    const menuItems = items.map((item) => ({ ...item, recipeItems: recipes.get(item.id) ?? [] }));
    // issue 27: what the POS shows as sold out until `stock_sold_out` says otherwise
    const soldOutItemIds = await listSoldOutItemIds(trx, tenantId);
    const stockShortPolicy = (await findStockShortPolicy(trx, tenantId)) ?? 'allow';
    return {
      categories,
      menuItems,
      ...floorSettings,
      hasOpenShift,
      catalogVersion,
      soldOutItemIds,
      stockShortPolicy,
    };
  });
}
