import { LIST_PAGE_HEADERS, MSG } from '@opentab/shared';
import type { FastifyReply } from 'fastify';
import { type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { TDb } from '../db/database.ts';
import { AppError } from './errors.ts';

/**
 * Keyset paging, the one way a capped list (open orders, invoices) is read a page at a time: the list is
 * ordered by (created_at, id), a page holds the rows past the previous page's last (`?after=` its id), and
 * the answer stays a bare array with where it stands in headers.
 */

/** Where a capped list stands: how many there are in all and, when more follow, the next page's cursor. */
export type TListPage = { totalCount: number; nextCursor: string | null };

/** The row a page starts after. */
export type TPageCursor = { id: string; created_at: string };

/** A page as a query reads it: in `order`, past the cursor `after` (none on the first page), at most `limit`. */
export type TKeysetPage = { after?: TPageCursor; limit: number; order: 'asc' | 'desc' };

/** The tables whose lists are paged this way. */
type TPagedTable = 'orders' | 'invoices' | 'audit_log' | 'stock_movements' | 'customers';

/** The cursor of the id a client sent as `after`: none without one, refused (400) when not the tenant's. */
export async function findPageCursor(
  db: TDb,
  tenantId: string,
  { table, after }: { table: TPagedTable; after: string | undefined },
): Promise<TPageCursor | undefined> {
  if (after === undefined) return undefined;
  const cursor = await db
    .selectFrom(table)
    .select(['id', 'created_at'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', after)
    .executeTakeFirst();
  if (!cursor) throw new AppError('VALIDATION', MSG.invalidRequest);
  return cursor;
}

/** `query` narrowed to one page of `table`'s rows: past the cursor in (created_at, id) order, at most `limit`. */
export function keysetPage<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  table: TB & TPagedTable,
  page: TKeysetPage,
): SelectQueryBuilder<DB, TB, O> {
  const createdAt = sql.ref(`${table}.created_at`);
  const id = sql.ref(`${table}.id`);
  const { after, order } = page;
  const beyond = sql.raw(order === 'asc' ? '>' : '<');
  const past = after
    ? query.where(
        sql<SqlBool>`(${createdAt} ${beyond} ${after.created_at} or (${createdAt} = ${after.created_at} and ${id} ${beyond} ${after.id}))`,
      )
    : query;
  return past.orderBy(createdAt, order).orderBy(id, order).limit(page.limit);
}

/**
 * The page shown from rows read one past its `size` (whether that one came back says whether more follow),
 * with how many the list holds: counting reads every row it counts, so only a capped list or a later page
 * counts, and no further than `count` is told.
 */
export async function toListPage<TRow extends { id: string }>(
  rows: readonly TRow[],
  list: { size: number; isFirstPage: boolean; count: () => Promise<number> },
): Promise<{ shown: TRow[]; page: TListPage }> {
  const shown = rows.slice(0, list.size);
  const isWhole = list.isFirstPage && rows.length === shown.length;
  const totalCount = isWhole ? shown.length : await list.count();
  const nextCursor = rows.length > shown.length ? (shown.at(-1)?.id ?? null) : null;
  return { shown, page: { totalCount, nextCursor } };
}

/** A capped list stays a bare array; what a client needs to see the rest goes in headers. */
export function setListPageHeaders(reply: FastifyReply, page: TListPage): void {
  reply.header(LIST_PAGE_HEADERS.totalCount, String(page.totalCount));
  reply.header(LIST_PAGE_HEADERS.hasMore, String(page.nextCursor !== null));
  if (page.nextCursor !== null) reply.header(LIST_PAGE_HEADERS.nextCursor, page.nextCursor);
}
