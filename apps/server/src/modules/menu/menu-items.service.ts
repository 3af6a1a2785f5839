import {
  fromMinor,
  MSG,
  milliToPercent,
  type TMenuItem,
  type TMenuItemInput,
  type TMenuItemOption,
  type TTaxType,
} from '@opentab/shared';
import type { TAppContext } from '../../context.ts';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import { assertTouched, found } from '../../lib/found.ts';
import { toStoredMoney } from '../../lib/money.ts';
import { announceMenuUpdate } from '../../realtime/realtime.ts';
import { categoryExists } from '../settings/categories.repo.ts';
import { findStoreCurrency } from '../settings/store-setting.repo.ts';
import { taxExists } from '../settings/taxes.repo.ts';
import { removeImage } from '../uploads/image-store.ts';
import type { TPhotoTarget } from '../uploads/photo.service.ts';
import * as repo from './menu-items.repo.ts';
import { listOptions } from './menu-options.repo.ts';

type TOptionRow = Awaited<ReturnType<typeof listOptions>>[number];

function toOption(row: TOptionRow, currency: string): TMenuItemOption {
  return { id: row.id, title: row.title, price: fromMinor(row.price, currency) };
}

function groupByItem(rows: TOptionRow[], currency: string): Map<string, TMenuItemOption[]> {
  const byItem = new Map<string, TMenuItemOption[]>();
  for (const row of rows) {
    const list = byItem.get(row.item_id) ?? [];
    list.push(toOption(row, currency));
    byItem.set(row.item_id, list);
  }
  return byItem;
}

/** The menu item as the back office and the POS read it (spec 01/02 section 3), prices in major units. */
function toMenuItem(
  row: repo.TMenuItemRow,
  options: { variants: TMenuItemOption[]; addons: TMenuItemOption[] },
  currency: string,
): TMenuItem {
  return {
    id: row.id,
    title: row.title,
    price: fromMinor(row.price, currency),
    net_price: row.net_price === null ? null : fromMinor(row.net_price, currency),
    image: row.image,
    tax_id: row.tax_id,
    category_id: row.category_id,
    category_title: row.category_title,
    tax_title: row.tax_title,
    tax_rate: row.tax_rate_milli === null ? null : milliToPercent(row.tax_rate_milli),
    tax_type: row.tax_type as TTaxType | null,
    variants: options.variants,
    addons: options.addons,
  };
}

export async function listMenuItems(ctx: TAppContext, tenantId: string): Promise<TMenuItem[]> {
  const [currency, rows, variants, addons] = await Promise.all([
    findStoreCurrency(ctx.db, tenantId),
    repo.listMenuItems(ctx.db, tenantId),
    listOptions(ctx.db, 'menu_item_variants', tenantId),
    listOptions(ctx.db, 'menu_item_addons', tenantId),
  ]);
  const variantsByItem = groupByItem(variants, currency);
  const addonsByItem = groupByItem(addons, currency);
  return rows.map((row) =>
    toMenuItem(
      row,
      { variants: variantsByItem.get(row.id) ?? [], addons: addonsByItem.get(row.id) ?? [] },
      currency,
    ),
  );
}

export async function getMenuItem(ctx: TAppContext, tenantId: string, id: string): Promise<TMenuItem> {
  const row = found(await repo.findMenuItem(ctx.db, tenantId, id));
  const [currency, variants, addons] = await Promise.all([
    findStoreCurrency(ctx.db, tenantId),
    listOptions(ctx.db, 'menu_item_variants', tenantId, id),
    listOptions(ctx.db, 'menu_item_addons', tenantId, id),
  ]);
  return toMenuItem(
    row,
    {
      variants: variants.map((v) => toOption(v, currency)),
      addons: addons.map((a) => toOption(a, currency)),
    },
    currency,
  );
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

/** Replaces every field: a net price, category or tax left out is cleared, as the form sends null for them. */
export async function updateMenuItem(ctx: TAppContext, tenantId: string, id: string, input: TMenuItemInput) {
  await ctx.db.transaction().execute(async (trx) => {
    const values = await toValues(trx, tenantId, input);
    assertTouched(await repo.updateMenuItem(trx, tenantId, id, values));
  });
  announceMenuUpdate(ctx.realtime, tenantId);
}

export async function deleteMenuItem(ctx: TAppContext, tenantId: string, id: string) {
  const deleted = found(await repo.deleteMenuItem(ctx.db, tenantId, id));
  announceMenuUpdate(ctx.realtime, tenantId);
  await removeImage(ctx.config.uploadsDir, deleted.image);
}

export const menuItemPhoto: TPhotoTarget = {
  find: async (db, tenantId, id) => (id ? repo.findMenuItemImage(db, tenantId, id) : undefined),
  swap: async (db, tenantId, id, url) => (id ? repo.swapMenuItemImage(db, tenantId, id, url) : undefined),
  changed: (ctx, tenantId) => announceMenuUpdate(ctx.realtime, tenantId),
};
