import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import { isPostgres } from '../../db/dialect.ts';
import type { NewRow, Row } from '../../db/schema.ts';
import { keysetPage, type TPageCursor } from '../../lib/list-page.ts';

export type TStockItemRow = Row<'stock_items'>;

export async function insertStockItem(db: TDb, row: NewRow<'stock_items'>): Promise<void> {
  await db.insertInto('stock_items').values(row).execute();
}

/**
 * The store's stock item (not deleted). With `lock` inside a transaction on PostgreSQL the row stays locked until
 * commit, so a movement checked against its on hand cannot race another (SQLite runs one writer at a time).
 */
export function findStockItem(
  db: TDb,
  tenantId: string,
  { id, lock = false }: { id: string; lock?: boolean },
) {
  return db
    .selectFrom('stock_items')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .$if(lock && isPostgres(db), (query) => query.forUpdate())
    .executeTakeFirst();
}

/** The store's stock item, deleted ones too (its detail page still shows the history). */
export function findStockItemEvenDeleted(db: TDb, tenantId: string, id: string) {
  return db
    .selectFrom('stock_items')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Every stock item of the store that is not deleted, by title. */
export function listStockItems(db: TDb, tenantId: string): Promise<TStockItemRow[]> {
  return db
    .selectFrom('stock_items')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('deleted_at', 'is', null)
    .orderBy(sql`lower(title)`)
    .orderBy('id')
    .execute();
}

export async function updateStockItem(
  db: TDb,
  tenantId: string,
  {
    id,
    changes,
  }: {
    id: string;
    changes: Partial<
      Pick<TStockItemRow, 'title' | 'unit' | 'min_quantity' | 'cost_per_unit' | 'is_active'>
    > & {
      updated_at: string;
    };
  },
): Promise<void> {
  await db
    .updateTable('stock_items')
    .set(changes)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

/** Soft-deletes the item and takes it out of every recipe (its movements stay, for the logs). */
export async function deleteStockItem(db: TDb, tenantId: string, { id, at }: { id: string; at: string }) {
  await db
    .deleteFrom('recipe_items')
    .where('tenant_id', '=', tenantId)
    .where('stock_item_id', '=', id)
    .execute();
  await db
    .updateTable('stock_items')
    .set({ deleted_at: at, updated_at: at })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

/** Appends a movement; the database adds its quantity to the item's on hand in the same transaction. */
export async function insertStockMovement(db: TDb, row: NewRow<'stock_movements'>): Promise<void> {
  await db.insertInto('stock_movements').values(row).execute();
}

/** Which movements a list holds: of one item, of one type, written in [from, to) (ISO times), when given. */
export type TMovementFilter = {
  range?: { from: string; to: string };
  type?: Row<'stock_movements'>['type'];
  itemId?: string;
};

function movementsMatching(db: TDb, tenantId: string, filter: TMovementFilter) {
  return db
    .selectFrom('stock_movements')
    .innerJoin('stock_items', 'stock_items.id', 'stock_movements.stock_item_id')
    .where('stock_movements.tenant_id', '=', tenantId)
    .$if(filter.range !== undefined, (query) =>
      query
        .where('stock_movements.created_at', '>=', filter.range?.from ?? '')
        .where('stock_movements.created_at', '<', filter.range?.to ?? ''),
    )
    .$if(filter.type !== undefined, (query) => query.where('stock_movements.type', '=', filter.type ?? 'IN'))
    .$if(filter.itemId !== undefined, (query) =>
      query.where('stock_movements.stock_item_id', '=', filter.itemId ?? ''),
    );
}

/**
 * A page of movements, newest first: at most `limit`, older than the movement `after`; a sale's (and its void's)
 * with its order's token, which the logs show in the reader's language.
 */
export function listMovementPage(
  db: TDb,
  tenantId: string,
  { filter, page }: { filter: TMovementFilter; page: { after?: TPageCursor; limit: number } },
) {
  const query = movementsMatching(db, tenantId, filter)
    .leftJoin('orders', (join) =>
      join
        .onRef('orders.id', '=', 'stock_movements.order_id')
        .onRef('orders.tenant_id', '=', 'stock_movements.tenant_id'),
    )
    .select([
      'stock_movements.id',
      'stock_movements.stock_item_id',
      'stock_movements.type',
      'stock_movements.quantity',
      'stock_movements.note',
      'stock_movements.order_id',
      'stock_movements.created_by',
      'stock_movements.created_by_name',
      'stock_movements.created_at',
      'stock_items.title',
      'stock_items.unit',
      'orders.token_no',
    ]);
  return keysetPage(query, 'stock_movements', { ...page, order: 'desc' }).execute();
}

/** How many movements a list holds, counting no further than `upTo`. */
export async function countMovements(
  db: TDb,
  tenantId: string,
  { filter, upTo }: { filter: TMovementFilter; upTo: number },
): Promise<number> {
  const row = await db
    .selectFrom(movementsMatching(db, tenantId, filter).select('stock_movements.id').limit(upTo).as('capped'))
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Each item's movements of [from, to) summed by type (signed thousandths), items without any left out. */
export async function sumMovementsByItem(
  db: TDb,
  tenantId: string,
  range: { from: string; to: string },
): Promise<{ stock_item_id: string; type: string; total: number }[]> {
  const rows = await movementsMatching(db, tenantId, { range })
    .select([
      'stock_movements.stock_item_id',
      'stock_movements.type',
      (eb) => eb.fn.sum<number | string>('stock_movements.quantity').as('total'),
    ])
    .groupBy(['stock_movements.stock_item_id', 'stock_movements.type'])
    .execute();
  return rows.map((row) => ({ ...row, total: Number(row.total) }));
}
