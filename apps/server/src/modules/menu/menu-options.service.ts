import { fromMinor, MSG, type TMenuItemOptionInput } from '@opentab/shared';
import type { TAppContext } from '../../context.ts';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import { assertTouched } from '../../lib/found.ts';
import { translationsColumn } from '../../lib/menu-translations.ts';
import { toStoredMoney } from '../../lib/money.ts';
import { announceMenuUpdate } from '../../realtime/realtime.ts';
import { recordAudit, type TAuditActor } from '../audit-trail/audit-trail.service.ts';
import { findStoreCurrency } from '../settings/store-setting.repo.ts';
import { menuItemExists } from './menu-items.repo.ts';
import * as repo from './menu-options.repo.ts';

/** What differs between variants (price replaces the base) and addons (price adds to it). */
export const OPTION_KINDS = {
  variants: {
    table: 'menu_item_variants',
    invalidPrice: MSG.provideValidVariantPrice,
    noun: 'variant',
    added: MSG.variantAdded,
    updated: MSG.variantUpdated,
    deleted: MSG.variantDeleted,
  },
  addons: {
    table: 'menu_item_addons',
    invalidPrice: MSG.provideValidAddonPrice,
    noun: 'addon',
    added: MSG.addonAdded,
    updated: MSG.addonUpdated,
    deleted: MSG.addonDeleted,
  },
} as const;

export type TOptionKind = keyof typeof OPTION_KINDS;
type TOptionKey = { tenantId: string; itemId: string; optionId: string };

/** The item must be the tenant's; an option id must then belong to that item (checked in the query). */
async function assertItem(db: TDb, tenantId: string, itemId: string) {
  if (!(await menuItemExists(db, tenantId, itemId))) throw new AppError('NOT_FOUND', MSG.notFound);
}

/** Checks the item and prices the option, in the transaction that writes it (as menu items do). */
async function toValues(
  trx: TDb,
  kind: TOptionKind,
  { key, input }: { key: { tenantId: string; itemId: string }; input: TMenuItemOptionInput },
) {
  await assertItem(trx, key.tenantId, key.itemId);
  const currency = await findStoreCurrency(trx, key.tenantId, { lock: true });
  return {
    title: input.title,
    price: toStoredMoney(input.price, currency, OPTION_KINDS[kind].invalidPrice),
    ...translationsColumn(input.translations),
  };
}

export async function addOption(
  ctx: TAppContext,
  kind: TOptionKind,
  { key, input }: { key: Omit<TOptionKey, 'optionId'>; input: TMenuItemOptionInput },
): Promise<string> {
  const id = await ctx.db.transaction().execute(async (trx) => {
    const values = await toValues(trx, kind, { key, input });
    return repo.insertOption(trx, OPTION_KINDS[kind].table, { key, values });
  });
  announceMenuUpdate(ctx.realtime, key.tenantId);
  return id;
}

/** A price change is audited (issue 23): "Classic Burger · Bacon (addon)", price before and after. */
export async function updateOption(
  ctx: TAppContext,
  kind: TOptionKind,
  { actor, key, input }: { actor: TAuditActor; key: TOptionKey; input: TMenuItemOptionInput },
) {
  const { table, noun } = OPTION_KINDS[kind];
  await ctx.db.transaction().execute(async (trx) => {
    const values = await toValues(trx, kind, { key, input });
    const before = await repo.findOption(trx, table, key);
    assertTouched(await repo.updateOption(trx, table, { key, values }));
    if (!before) return;
    const currency = await findStoreCurrency(trx, key.tenantId);
    await recordAudit(trx, actor, {
      action: 'menu.price',
      subject: `${before.item_title} · ${values.title} (${noun})`,
      before: { price: fromMinor(before.price, currency) },
      after: { price: fromMinor(values.price, currency) },
    });
  });
  announceMenuUpdate(ctx.realtime, key.tenantId);
}

/** A deletion takes a price off the menu: audited (issue 23) with the price it had, in its transaction. */
export async function deleteOption(
  ctx: TAppContext,
  kind: TOptionKind,
  { actor, key }: { actor: TAuditActor; key: TOptionKey },
) {
  const { table, noun } = OPTION_KINDS[kind];
  await ctx.db.transaction().execute(async (trx) => {
    await assertItem(trx, key.tenantId, key.itemId);
    const before = await repo.findOption(trx, table, key);
    assertTouched(await repo.deleteOption(trx, table, key));
    if (!before) return;
    const currency = await findStoreCurrency(trx, key.tenantId);
    await recordAudit(trx, actor, {
      action: 'menu.delete',
      subject: `${before.item_title} · ${before.title} (${noun})`,
      before: { price: fromMinor(before.price, currency) },
    });
  });
  announceMenuUpdate(ctx.realtime, key.tenantId);
}
