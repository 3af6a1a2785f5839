import {
  fromMinor,
  MSG,
  type TMenuItemDetailResponse,
  type TMenuItemInput,
  type TMenuItemResponse,
} from '@opentab/shared';
import type { TAppContext } from '../../context.ts';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import { asFlag } from '../../lib/flags.ts';
import { assertTouched, found } from '../../lib/found.ts';
import { translationsColumn } from '../../lib/menu-translations.ts';
import { isOnMenu } from '../../lib/menu-visibility.ts';
import { toStoredMoney } from '../../lib/money.ts';
import { presentMenuItem, presentMenuItemDetail, presentMenuItems } from '../../presenters/menu-item.ts';
import { announceMenuUpdate } from '../../realtime/realtime.ts';
import { recordAudit, type TAuditActor } from '../audit-trail/audit-trail.service.ts';
import { listMenuItemRecipe } from '../inventory/recipes.service.ts';
import { changeItemSales } from '../orders/sales-rollup.repo.ts';
import { categoryExists } from '../settings/categories.repo.ts';
import { findStoreCurrency } from '../settings/store-setting.repo.ts';
import { taxExists } from '../settings/taxes.repo.ts';
import { removeImage } from '../uploads/image-store.ts';
import type { TPhotoTarget } from '../uploads/photo.service.ts';
import * as repo from './menu-items.repo.ts';
import { listOptions } from './menu-options.repo.ts';

/**
 * Every item (the back office), or with `onMenuOnly` the items on the menu (the POS and the QR menu: enabled,
 * in an enabled category or none).
 */
export async function listMenuItems(
  ctx: TAppContext,
  tenantId: string,
  options: { onMenuOnly?: boolean } = {},
): Promise<TMenuItemResponse[]> {
  const [currency, rows, variants, addons] = await Promise.all([
    findStoreCurrency(ctx.db, tenantId),
    repo.listMenuItems(ctx.db, tenantId),
    listOptions(ctx.db, 'menu_item_variants', { tenantId }),
    listOptions(ctx.db, 'menu_item_addons', { tenantId }),
  ]);
  const shown = options.onMenuOnly ? rows.filter(isOnMenu) : rows;
  return presentMenuItems(shown, { variants, addons }, currency);
}

export async function getMenuItem(
  ctx: TAppContext,
  tenantId: string,
  id: string,
): Promise<TMenuItemDetailResponse> {
  const row = found(await repo.findMenuItem(ctx.db, tenantId, id));
  const [currency, variants, addons, recipe] = await Promise.all([
    findStoreCurrency(ctx.db, tenantId),
    listOptions(ctx.db, 'menu_item_variants', { tenantId, itemId: id }),
    listOptions(ctx.db, 'menu_item_addons', { tenantId, itemId: id }),
    listMenuItemRecipe(ctx.db, tenantId, id),
  ]);
  return presentMenuItemDetail(presentMenuItem(row, { variants, addons }, currency), recipe);
}

/**
 * Payload to row: amounts in the store currency's minor units; category and tax must be the tenant's. Runs in
 * the transaction that writes the row, so the currency it prices in is the one the row is stored under.
 */
async function toValues(trx: TDb, tenantId: string, input: TMenuItemInput): Promise<repo.TMenuItemValues> {
  const categoryId = input.categoryId ?? null;
  const taxId = input.taxId ?? null;
  if (categoryId && !(await categoryExists(trx, tenantId, categoryId))) {
    throw new AppError('NOT_FOUND', MSG.notFound);
  }
  if (taxId && !(await taxExists(trx, tenantId, taxId))) throw new AppError('NOT_FOUND', MSG.notFound);
  const currency = await findStoreCurrency(trx, tenantId, { lock: true });
  const netPrice = input.netPrice ?? null;
  return {
    title: input.title,
    price: toStoredMoney(input.price, currency, MSG.provideValidPrice),
    net_price: netPrice === null ? null : toStoredMoney(netPrice, currency, MSG.provideValidNetPrice),
    category_id: categoryId,
    tax_id: taxId,
    ...translationsColumn(input.translations),
  };
}

export async function addMenuItem(
  ctx: TAppContext,
  tenantId: string,
  input: TMenuItemInput,
): Promise<string> {
  const id = await ctx.db
    .transaction()
    .execute(async (trx) => repo.insertMenuItem(trx, tenantId, await toValues(trx, tenantId, input)));
  announceMenuUpdate(ctx.realtime, tenantId);
  return id;
}

/**
 * Replaces every field: a net price, category or tax left out is cleared, as the form sends null for them.
 * A change of price or net price is audited (issue 23), in the same transaction.
 */
export async function updateMenuItem(
  ctx: TAppContext,
  actor: TAuditActor,
  { id, input }: { id: string; input: TMenuItemInput },
) {
  const { tenantId } = actor;
  await ctx.db.transaction().execute(async (trx) => {
    const values = await toValues(trx, tenantId, input);
    const before = await repo.findMenuItem(trx, tenantId, id);
    assertTouched(await repo.updateMenuItem(trx, tenantId, { id, values }));
    if (!before) return;
    const currency = await findStoreCurrency(trx, tenantId);
    const prices = (row: { price: number; net_price: number | null }) => auditedPrices(row, currency);
    await recordAudit(trx, actor, {
      action: 'menu.price',
      subject: values.title,
      before: prices(before),
      after: prices(values),
    });
  });
  announceMenuUpdate(ctx.realtime, tenantId);
}

/** A menu item's prices as an audit entry shows them, in the store currency's major units. */
function auditedPrices(row: { price: number; net_price: number | null }, currency: string) {
  return {
    price: fromMinor(row.price, currency),
    net_price: row.net_price === null ? null : fromMinor(row.net_price, currency),
  };
}

/** Open POS screens reload their menu: a hidden item ("86'd", sold out) leaves it at once. */
export async function changeMenuItemVisibility(
  ctx: TAppContext,
  tenantId: string,
  { id, isEnabled }: { id: string; isEnabled: boolean },
) {
  assertTouched(await repo.setMenuItemEnabled(ctx.db, tenantId, { id, isEnabled: asFlag(isEnabled) }));
  announceMenuUpdate(ctx.realtime, tenantId);
}

/** Deleting an item takes its price off the menu: audited (issue 23) with the prices it had, in its transaction. */
export async function deleteMenuItem(ctx: TAppContext, actor: TAuditActor, id: string) {
  const { tenantId } = actor;
  // The item's order lines lose their item id (ON DELETE SET NULL), which regroups them among the top sellers.
  const deleted = found(
    await ctx.db.transaction().execute(async (trx) => {
      const row = await changeItemSales(trx, { tenantId, itemId: id }, () =>
        repo.deleteMenuItem(trx, tenantId, id),
      );
      if (row) {
        const currency = await findStoreCurrency(trx, tenantId);
        await recordAudit(trx, actor, {
          action: 'menu.delete',
          subject: row.title,
          before: auditedPrices(row, currency),
        });
      }
      return row;
    }),
  );
  announceMenuUpdate(ctx.realtime, tenantId);
  await removeImage(ctx.config.uploadsDir, deleted.image);
}

export const menuItemPhoto: TPhotoTarget = {
  find: async (db, tenantId, id) => (id ? repo.findMenuItemImage(db, tenantId, id) : undefined),
  swap: async (db, tenantId, { id, url }) =>
    id ? repo.swapMenuItemImage(db, tenantId, { id, image: url }) : undefined,
  changed: (ctx, tenantId) => announceMenuUpdate(ctx.realtime, tenantId),
};
