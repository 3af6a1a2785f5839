import { INVOICES_LIST_LIMIT } from '@opentab/shared';
import type { ExpressionBuilder } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { matchingCustomerIds } from '../customers/customers.repo.ts';

/** Invoices with their customer's email (the customer row, scoped to the tenant too), newest first. */
function selectInvoices(db: TDb, tenantId: string) {
  return db
    .selectFrom('invoices')
    .leftJoin('customers', (join) =>
      join.onRef('customers.id', '=', 'invoices.customer_id').on('customers.tenant_id', '=', tenantId),
    )
    .selectAll('invoices')
    .select('customers.email')
    .where('invoices.tenant_id', '=', tenantId)
    .orderBy('invoices.created_at', 'desc')
    .orderBy('invoices.id', 'desc')
    .limit(INVOICES_LIST_LIMIT);
}

/** The invoices written in [from, to) (ISO times), on the (tenant_id, created_at) index. */
export function listInvoicesBetween(db: TDb, tenantId: string, range: { from: string; to: string }) {
  return selectInvoices(db, tenantId)
    .where('invoices.created_at', '>=', range.from)
    .where('invoices.created_at', '<', range.to)
    .execute();
}

/**
 * Invoices by their id, a token number of one of their orders, or their customer's name or phone
 * (case-insensitive substring, as the POS customer picker finds customers).
 */
export function searchInvoices(db: TDb, tenantId: string, term: string) {
  const tokenNo = /^\d{1,9}$/.test(term) ? Number(term) : null;
  return selectInvoices(db, tenantId)
    .where((eb: ExpressionBuilder<Database, 'invoices' | 'customers'>) =>
      eb.or([
        eb('invoices.id', '=', term),
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
      ]),
    )
    .execute();
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
