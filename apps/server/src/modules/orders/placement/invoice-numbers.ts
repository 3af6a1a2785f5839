import { sql } from 'kysely';
import type { TDb } from '../../../db/database.ts';
import { type Placeholders, preparedQuery } from '../../../db/prepared.ts';
import type { Row } from '../../../db/schema.ts';
import { insertInvoices, type TUnnumberedInvoice } from '../orders.repo.ts';

/**
 * An invoice's sequential number (issue 22): 1, 2, 3… per store, taken from the store's counter row
 * (invoice_counters) in the transaction that writes the invoice, and only there: the SQLite order writer, the
 * payment of open orders (orders.service.ts completeAndPay) and, on PostgreSQL, opentab_place_orders
 * (place-orders.sql), which takes the same steps. The upsert holds the row (PostgreSQL's row lock, SQLite's single
 * writer) until the commit, so two payments never take one number; a rolled-back invoice rolls its increment back,
 * so no number is skipped; the counter never goes down, so the number of a deleted invoice is never given again.
 */

const nextInvoiceNo = preparedQuery((db, p: Placeholders<{ tenantId: string }>) =>
  db
    .insertInto('invoice_counters')
    .values({ tenant_id: p.tenantId, last_no: 1 })
    .onConflict((oc) => oc.column('tenant_id').doUpdateSet({ last_no: sql`invoice_counters.last_no + 1` }))
    .returning('last_no'),
);

const invoicePrefix = preparedQuery((db, p: Placeholders<{ tenantId: string }>) =>
  db.selectFrom('store_settings').select('invoice_prefix').where('tenant_id', '=', p.tenantId),
);

/** Writes the invoice with the store's next number and its current prefix, inside the caller's transaction. */
export async function insertNumberedInvoice(trx: TDb, invoice: TUnnumberedInvoice): Promise<Row<'invoices'>> {
  const counter = await nextInvoiceNo.first(trx, { tenantId: invoice.tenant_id });
  if (!counter) throw new Error('the invoice counter answered no row');
  const store = await invoicePrefix.first(trx, { tenantId: invoice.tenant_id });
  const row: Row<'invoices'> = {
    invoice_no: Number(counter.last_no),
    invoice_prefix: store?.invoice_prefix ?? '',
    ...invoice,
  };
  await insertInvoices(trx, [row]);
  return row;
}
