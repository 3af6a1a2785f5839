import type { TDb } from '../../db/database.ts';
import { isPostgres } from '../../db/dialect.ts';

/**
 * The store's menu items whose own recipe cannot be made even once: some line of it needs more than its stock
 * item has on hand (a deleted stock item never counts). One query, by id.
 */
export async function listSoldOutItemIds(db: TDb, tenantId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('recipe_items as r')
    .innerJoin('stock_items as s', (join) =>
      join.onRef('s.id', '=', 'r.stock_item_id').onRef('s.tenant_id', '=', 'r.tenant_id'),
    )
    .select('r.menu_item_id')
    .distinct()
    .where('r.tenant_id', '=', tenantId)
    .where('r.variant_id', 'is', null)
    .where('r.addon_id', 'is', null)
    .where('s.deleted_at', 'is', null)
    .whereRef('s.on_hand', '<', 'r.quantity')
    .orderBy('r.menu_item_id')
    .execute();
  return rows.map((row) => row.menu_item_id);
}

/**
 * The sold-out set computed now, written when it differs from the one last announced (stock_sold_out, 0034);
 * answers it when it changed, undefined when not. The store's row is locked first (PostgreSQL), so the set is
 * read after every change committed before, and two processes never both announce one change, nor an older
 * set after a newer one. SQLite has one writer.
 */
export async function recordSoldOutChange(trx: TDb, tenantId: string): Promise<string[] | undefined> {
  await trx
    .insertInto('stock_sold_out')
    .values({ tenant_id: tenantId, item_ids: '' })
    .onConflict((conflict) => conflict.column('tenant_id').doNothing())
    .execute();
  const last = await trx
    .selectFrom('stock_sold_out')
    .select('item_ids')
    .where('tenant_id', '=', tenantId)
    .$if(isPostgres(trx), (query) => query.forUpdate())
    .executeTakeFirst();
  const ids = await listSoldOutItemIds(trx, tenantId);
  const joined = ids.join(',');
  if (last?.item_ids === joined) return undefined;
  await trx
    .updateTable('stock_sold_out')
    .set({ item_ids: joined })
    .where('tenant_id', '=', tenantId)
    .execute();
  return ids;
}
