import type { TDb } from '../../db/database.ts';
import { isPostgres } from '../../db/dialect.ts';
import { newId } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';

export type TMenuItemValues = {
  title: string;
  price: number;
  net_price: number | null;
  category_id: string | null;
  tax_id: string | null;
  /** JSON text (0027); left out, an update keeps the stored translations */
  translations?: string;
};

/** Items with their category and tax; the joins stay inside the tenant too. */
function selectItems(db: TDb, tenantId: string) {
  return db
    .selectFrom('menu_items as mi')
    .leftJoin('categories as c', (join) =>
      join.onRef('c.id', '=', 'mi.category_id').onRef('c.tenant_id', '=', 'mi.tenant_id'),
    )
    .leftJoin('taxes as t', (join) =>
      join.onRef('t.id', '=', 'mi.tax_id').onRef('t.tenant_id', '=', 'mi.tenant_id'),
    )
    .select([
      'mi.id',
      'mi.title',
      'mi.price',
      'mi.net_price',
      'mi.image',
      'mi.category_id',
      'mi.tax_id',
      'mi.is_enabled',
      'mi.translations',
      'c.translations as category_translations',
      'c.title as category_title',
      'c.is_enabled as category_is_enabled',
      't.title as tax_title',
      't.rate_milli as tax_rate_milli',
      't.type as tax_type',
    ])
    .where('mi.tenant_id', '=', tenantId);
}

export function listMenuItems(db: TDb, tenantId: string) {
  return selectItems(db, tenantId).orderBy('mi.created_at').orderBy('mi.id').execute();
}

export function findMenuItem(db: TDb, tenantId: string, id: string) {
  return selectItems(db, tenantId).where('mi.id', '=', id).executeTakeFirst();
}

export async function menuItemExists(db: TDb, tenantId: string, id: string): Promise<boolean> {
  return (await findMenuItemImage(db, tenantId, id)) !== undefined;
}

export async function insertMenuItem(db: TDb, tenantId: string, values: TMenuItemValues): Promise<string> {
  const id = newId();
  const now = nowIso();
  await db
    .insertInto('menu_items')
    .values({ id, tenant_id: tenantId, ...values, image: null, created_at: now, updated_at: now })
    .execute();
  return id;
}

export function updateMenuItem(
  db: TDb,
  tenantId: string,
  { id, values }: { id: string; values: TMenuItemValues },
) {
  return db
    .updateTable('menu_items')
    .set({ ...values, updated_at: nowIso() })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Shows (1) or hides (0) the item on the POS, the QR menu and new orders. */
export function setMenuItemEnabled(
  db: TDb,
  tenantId: string,
  { id, isEnabled }: { id: string; isEnabled: 0 | 1 },
) {
  return db
    .updateTable('menu_items')
    .set({ is_enabled: isEnabled, updated_at: nowIso() })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Deletes the item with its variants and addons (ON DELETE CASCADE); order items keep their snapshot
 * (order_items.item_id is ON DELETE SET NULL). Answers the photo to delete, or undefined if none matched.
 */
export function deleteMenuItem(db: TDb, tenantId: string, id: string) {
  return db
    .deleteFrom('menu_items')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .returning(['title', 'price', 'net_price', 'image'])
    .executeTakeFirst();
}

export function findMenuItemImage(db: TDb, tenantId: string, id: string) {
  return db
    .selectFrom('menu_items')
    .select('image')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Sets the photo and answers the one it replaced; the row lock keeps two uploads from losing a file. */
export function swapMenuItemImage(
  db: TDb,
  tenantId: string,
  { id, image }: { id: string; image: string | null },
) {
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('menu_items')
      .select('image')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .$if(isPostgres(db), (query) => query.forUpdate())
      .executeTakeFirst();
    if (!current) return undefined;
    await trx
      .updateTable('menu_items')
      .set({ image, updated_at: nowIso() })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .execute();
    return { previous: current.image };
  });
}
