import type { TDb } from '../../db/database.ts';
import { newId } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';

/** Variants and addons are two tables of the same shape. */
export type TOptionTable = 'menu_item_variants' | 'menu_item_addons';
/** `translations` is JSON text (0027); left out, an update keeps the stored ones. */
export type TOptionValues = { title: string; price: number; translations?: string };

/** The tenant's options of every item, or with `itemId` of that item. */
export function listOptions(db: TDb, table: TOptionTable, key: { tenantId: string; itemId?: string }) {
  const { tenantId, itemId } = key;
  return db
    .selectFrom(table)
    .select(['id', 'item_id', 'title', 'price', 'translations'])
    .where('tenant_id', '=', tenantId)
    .$if(itemId !== undefined, (query) => query.where('item_id', '=', itemId ?? ''))
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function insertOption(
  db: TDb,
  table: TOptionTable,
  option: { key: { tenantId: string; itemId: string }; values: TOptionValues },
): Promise<string> {
  const { key, values } = option;
  const id = newId();
  const now = nowIso();
  await db
    .insertInto(table)
    .values({ id, tenant_id: key.tenantId, item_id: key.itemId, ...values, created_at: now, updated_at: now })
    .execute();
  return id;
}

/** One option of that item of that tenant, with its item's title (what its audit entry names). */
export function findOption(
  db: TDb,
  table: TOptionTable,
  key: { tenantId: string; itemId: string; optionId: string },
) {
  return db
    .selectFrom(`${table} as o`)
    .innerJoin('menu_items as mi', (join) =>
      join.onRef('mi.id', '=', 'o.item_id').onRef('mi.tenant_id', '=', 'o.tenant_id'),
    )
    .select(['o.title', 'o.price', 'mi.title as item_title'])
    .where('o.tenant_id', '=', key.tenantId)
    .where('o.item_id', '=', key.itemId)
    .where('o.id', '=', key.optionId)
    .executeTakeFirst();
}

/** Matches only an option of that item of that tenant: another item's option id changes nothing. */
export function updateOption(
  db: TDb,
  table: TOptionTable,
  option: { key: { tenantId: string; itemId: string; optionId: string }; values: TOptionValues },
) {
  const { key, values } = option;
  return db
    .updateTable(table)
    .set({ ...values, updated_at: nowIso() })
    .where('tenant_id', '=', key.tenantId)
    .where('item_id', '=', key.itemId)
    .where('id', '=', key.optionId)
    .executeTakeFirst();
}

export function deleteOption(
  db: TDb,
  table: TOptionTable,
  key: { tenantId: string; itemId: string; optionId: string },
) {
  return db
    .deleteFrom(table)
    .where('tenant_id', '=', key.tenantId)
    .where('item_id', '=', key.itemId)
    .where('id', '=', key.optionId)
    .executeTakeFirst();
}
