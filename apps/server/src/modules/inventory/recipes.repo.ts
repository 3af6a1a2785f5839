import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { NewRow, Row } from '../../db/schema.ts';
import type { TRecipeItemSource } from '../../presenters/inventory.ts';

/** The active, not deleted stock items of the store a recipe may use, by title. */
export function listRecipeStockItems(db: TDb, tenantId: string) {
  return db
    .selectFrom('stock_items')
    .select(['id', 'title', 'unit'])
    .where('tenant_id', '=', tenantId)
    .where('deleted_at', 'is', null)
    .where('is_active', '=', 1)
    .orderBy(sql`lower(title)`)
    .orderBy('id')
    .execute();
}

/** A stock item a recipe line may name: the store's, active and not deleted. */
export function findRecipeStockItem(db: TDb, tenantId: string, id: string) {
  return db
    .selectFrom('stock_items')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .where('is_active', '=', 1)
    .executeTakeFirst();
}

export function findMenuItemId(db: TDb, tenantId: string, id: string) {
  return db
    .selectFrom('menu_items')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Whether the variant or addon `optionId` is one of the menu item's. */
export async function isOptionOf(
  db: TDb,
  table: 'menu_item_variants' | 'menu_item_addons',
  key: { tenantId: string; menuItemId: string; optionId: string },
): Promise<boolean> {
  const row = await db
    .selectFrom(table)
    .select('id')
    .where('tenant_id', '=', key.tenantId)
    .where('item_id', '=', key.menuItemId)
    .where('id', '=', key.optionId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The recipe lines of the store (of one menu item when given), with their stock item's title and unit. */
export function listRecipeItems(
  db: TDb,
  tenantId: string,
  options: { menuItemId?: string } = {},
): Promise<TRecipeItemSource[]> {
  return db
    .selectFrom('recipe_items')
    .innerJoin('stock_items', 'stock_items.id', 'recipe_items.stock_item_id')
    .select([
      'recipe_items.id',
      'recipe_items.menu_item_id',
      'recipe_items.variant_id',
      'recipe_items.addon_id',
      'recipe_items.stock_item_id',
      'recipe_items.quantity',
      'stock_items.title',
      'stock_items.unit',
    ])
    .where('recipe_items.tenant_id', '=', tenantId)
    .$if(options.menuItemId !== undefined, (query) =>
      query.where('recipe_items.menu_item_id', '=', options.menuItemId ?? ''),
    )
    .orderBy('recipe_items.created_at')
    .orderBy('recipe_items.id')
    .execute();
}

export function findRecipeItem(db: TDb, tenantId: string, key: { menuItemId: string; recipeItemId: string }) {
  return db
    .selectFrom('recipe_items')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('menu_item_id', '=', key.menuItemId)
    .where('id', '=', key.recipeItemId)
    .executeTakeFirst();
}

/** Whether the same stock item is already on this line's target (the item, a variant or an addon). */
export async function hasRecipeLine(
  db: TDb,
  tenantId: string,
  line: Pick<Row<'recipe_items'>, 'menu_item_id' | 'variant_id' | 'addon_id' | 'stock_item_id'> & {
    exceptId?: string;
  },
): Promise<boolean> {
  const row = await db
    .selectFrom('recipe_items')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('menu_item_id', '=', line.menu_item_id)
    .where('stock_item_id', '=', line.stock_item_id)
    .where((eb) =>
      line.variant_id === null ? eb('variant_id', 'is', null) : eb('variant_id', '=', line.variant_id),
    )
    .where((eb) => (line.addon_id === null ? eb('addon_id', 'is', null) : eb('addon_id', '=', line.addon_id)))
    .$if(line.exceptId !== undefined, (query) => query.where('id', '!=', line.exceptId ?? ''))
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertRecipeItem(db: TDb, row: NewRow<'recipe_items'>): Promise<void> {
  await db.insertInto('recipe_items').values(row).execute();
}

export async function updateRecipeItem(
  db: TDb,
  tenantId: string,
  {
    id,
    changes,
  }: {
    id: string;
    changes: Pick<
      Row<'recipe_items'>,
      'variant_id' | 'addon_id' | 'stock_item_id' | 'quantity' | 'updated_at'
    >;
  },
): Promise<void> {
  await db
    .updateTable('recipe_items')
    .set(changes)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

export async function deleteRecipeItem(db: TDb, tenantId: string, id: string): Promise<void> {
  await db.deleteFrom('recipe_items').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
}
