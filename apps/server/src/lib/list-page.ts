import { LIST_PAGE_HEADERS } from '@opentab/shared';
import type { FastifyReply } from 'fastify';

/** Where a capped list stands: how many there are in all and, when more follow, the next page's cursor. */
export type TListPage = { totalCount: number; nextCursor: string | null };

/** A capped list stays a bare array; what a client needs to see the rest goes in headers. */
export function setListPageHeaders(reply: FastifyReply, page: TListPage): void {
  reply.header(LIST_PAGE_HEADERS.totalCount, String(page.totalCount));
  reply.header(LIST_PAGE_HEADERS.hasMore, String(page.nextCursor !== null));
  if (page.nextCursor !== null) reply.header(LIST_PAGE_HEADERS.nextCursor, page.nextCursor);
}
