import { MSG, type TMenuItemOptionInput } from '@opentab/shared';
import type { TAppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { assertTouched } from '../../lib/found.ts';
import { toStoredMoney } from '../../lib/money.ts';
import { findStoreCurrency } from '../settings/store-setting.repo.ts';
import { menuItemExists } from './menu-items.repo.ts';
import * as repo from './menu-options.repo.ts';

/** What differs between variants (price replaces the base) and addons (price adds to it). */
export const OPTION_KINDS = {
  variants: {
    table: 'menu_item_variants',
    invalidPrice: MSG.provideValidVariantPrice,
    added: MSG.variantAdded,
    updated: MSG.variantUpdated,
    deleted: MSG.variantDeleted,
  },
  addons: {
    table: 'menu_item_addons',
    invalidPrice: MSG.provideValidAddonPrice,
    added: MSG.addonAdded,
    updated: MSG.addonUpdated,
    deleted: MSG.addonDeleted,
  },
} as const;

export type TOptionKind = keyof typeof OPTION_KINDS;
type TOptionKey = { tenantId: string; itemId: string; optionId: string };

/** The item must be the tenant's; an option id must then belong to that item (checked in the query). */
async function assertItem(ctx: TAppContext, tenantId: string, itemId: string) {
  if (!(await menuItemExists(ctx.db, tenantId, itemId))) throw new AppError('NOT_FOUND', MSG.notFound);
}

async function toValues(ctx: TAppContext, kind: TOptionKind, tenantId: string, input: TMenuItemOptionInput) {
  const currency = await findStoreCurrency(ctx.db, tenantId);
  return { title: input.title, price: toStoredMoney(input.price, currency, OPTION_KINDS[kind].invalidPrice) };
}

export async function addOption(
  ctx: TAppContext,
  kind: TOptionKind,
  key: Omit<TOptionKey, 'optionId'>,
  input: TMenuItemOptionInput,
): Promise<string> {
  await assertItem(ctx, key.tenantId, key.itemId);
  const values = await toValues(ctx, kind, key.tenantId, input);
  return repo.insertOption(ctx.db, OPTION_KINDS[kind].table, key.tenantId, key.itemId, values);
}

export async function updateOption(
  ctx: TAppContext,
  kind: TOptionKind,
  key: TOptionKey,
  input: TMenuItemOptionInput,
) {
  await assertItem(ctx, key.tenantId, key.itemId);
  const values = await toValues(ctx, kind, key.tenantId, input);
  assertTouched(await repo.updateOption(ctx.db, OPTION_KINDS[kind].table, key, values));
}

export async function deleteOption(ctx: TAppContext, kind: TOptionKind, key: TOptionKey) {
  await assertItem(ctx, key.tenantId, key.itemId);
  assertTouched(await repo.deleteOption(ctx.db, OPTION_KINDS[kind].table, key));
}
