import type { ExpressionBuilder } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { keysetPage, type TPageCursor } from '../../lib/list-page.ts';
import { matchingCustomerIds } from '../customers/customers.repo.ts';

/** Which invoices a list holds: those written in [from, to) (ISO times), or those a search term finds. */
export type TInvoicesFilter = { range: { from: string; to: string } } | { term: string };

/** A page of a list, newest first: at most `limit`, older than the invoice `after` (the previous page's last). */
export type TInvoicesPage = { after?: TPageCursor; limit: number };

type TInvoicesEb = ExpressionBuilder<Database, 'invoices'>;

/**
 * An invoice number a term may be: its digits at the end, and the prefix before them ('' when none was typed,
 * which finds the number whatever its prefix).
 */
function invoiceNumberOf(term: string): { prefix: string; no: number } | null {
  const match = /^(.*?)(\d{1,9})$/.exec(term);
  return match ? { prefix: (match[1] ?? '').toLowerCase(), no: Number(match[2]) } : null;
}

/**
 * A range on the (tenant_id, created_at) index; a search by the invoice id, its number (with or without its
 * prefix), a token number of one of its orders, or its customer's name or phone (case-insensitive substring,
 * as the POS customer picker finds).
 */
function matching(db: TDb, tenantId: string, filter: TInvoicesFilter) {
  return (eb: TInvoicesEb) => {
    if ('range' in filter) {
      return eb.and([
        eb('invoices.created_at', '>=', filter.range.from),
        eb('invoices.created_at', '<', filter.range.to),
      ]);
    }
    const { term } = filter;
    const tokenNo = /^\d{1,9}$/.test(term) ? Number(term) : null;
    const number = invoiceNumberOf(term);
    return eb.or([
      eb('invoices.id', '=', term),
      ...(number === null
        ? []
        : [
            eb.and([
              eb('invoices.invoice_no', '=', number.no),
              ...(number.prefix === ''
                ? []
                : [eb(eb.fn('lower', ['invoices.invoice_prefix']), '=', number.prefix)]),
            ]),
          ]),
      eb('invoices.customer_id', 'in', matchingCustomerIds(db, tenantId, term)),
      ...(tokenNo === null
        ? []
        : [
            eb(
              'invoices.id',
              'in',
              db
                .selectFrom('orders')
                .select('orders.invoice_id')
                .where('orders.tenant_id', '=', tenantId)
                .where('orders.token_no', '=', tokenNo)
                .where('orders.invoice_id', 'is not', null),
            ),
          ]),
    ]);
  };
}

/** One page of a list with each invoice's customer email (the customer row, scoped to the tenant too). */
export function listInvoicesPage(
  db: TDb,
  tenantId: string,
  { filter, page }: { filter: TInvoicesFilter; page: TInvoicesPage },
) {
  const query = db
    .selectFrom('invoices')
    .leftJoin('customers', (join) =>
      join.onRef('customers.id', '=', 'invoices.customer_id').on('customers.tenant_id', '=', tenantId),
    )
    .selectAll('invoices')
    .select('customers.email')
    .where('invoices.tenant_id', '=', tenantId)
    .where(matching(db, tenantId, filter));
  return keysetPage(query, 'invoices', { ...page, order: 'desc' }).execute();
}

/** How many invoices a list holds, counting no further than `upTo` (a count reads every row it counts). */
export async function countInvoices(
  db: TDb,
  tenantId: string,
  { filter, upTo }: { filter: TInvoicesFilter; upTo: number },
): Promise<number> {
  const row = await db
    .selectFrom(
      db
        .selectFrom('invoices')
        .select('invoices.id')
        .where('invoices.tenant_id', '=', tenantId)
        .where(matching(db, tenantId, filter))
        .limit(upTo)
        .as('counted'),
    )
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The orders (id and token) of some invoices of the tenant, on the orders' invoice index. */
export function listOrdersOfInvoices(db: TDb, tenantId: string, invoiceIds: readonly string[]) {
  if (invoiceIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('orders')
    .select(['id', 'token_no', 'invoice_id'])
    .where('tenant_id', '=', tenantId)
    .where('invoice_id', 'in', invoiceIds)
    .orderBy('token_no')
    .execute();
}
