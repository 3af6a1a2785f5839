import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import { isPostgres } from '../../db/dialect.ts';
import type { Row } from '../../db/schema.ts';

/** An invoice with its customer's email (the list's row), or undefined for an unknown or another tenant's id. */
export function findInvoice(db: TDb, tenantId: string, invoiceId: string) {
  return db
    .selectFrom('invoices')
    .leftJoin('customers', (join) =>
      join.onRef('customers.id', '=', 'invoices.customer_id').on('customers.tenant_id', '=', tenantId),
    )
    .selectAll('invoices')
    .select('customers.email')
    .where('invoices.tenant_id', '=', tenantId)
    .where('invoices.id', '=', invoiceId)
    .executeTakeFirst();
}

/**
 * Holds the invoice row to the commit on PostgreSQL, so two refunds of one invoice run one after the other
 * (SQLite has one writer already).
 */
export async function lockInvoice(trx: TDb, tenantId: string, invoiceId: string): Promise<void> {
  if (!isPostgres(trx)) return;
  await trx
    .selectFrom('invoices')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', invoiceId)
    .forUpdate()
    .execute();
}

/** An invoice's refunds (credit notes), oldest first. */
export function listRefundsOfInvoice(db: TDb, tenantId: string, invoiceId: string) {
  return db
    .selectFrom('refunds')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('invoice_id', '=', invoiceId)
    .orderBy('credit_note_no')
    .execute();
}

/** The lines of some refunds, with the title of the order line each gave back. */
export function listRefundLines(db: TDb, tenantId: string, refundIds: readonly string[]) {
  if (refundIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('refund_lines as rl')
    .leftJoin('order_items as oi', (join) =>
      join.onRef('oi.id', '=', 'rl.order_item_id').onRef('oi.tenant_id', '=', 'rl.tenant_id'),
    )
    .select([
      'rl.refund_id',
      'rl.order_item_id',
      'rl.quantity',
      'rl.amount',
      'rl.tax_amount',
      'oi.item_title',
      'oi.variant_title',
    ])
    .where('rl.tenant_id', '=', tenantId)
    .where('rl.refund_id', 'in', refundIds)
    .orderBy('rl.id')
    .execute();
}

/** The store's next credit note number, from its counter row (held until the commit, like invoice numbers). */
export async function nextCreditNoteNo(trx: TDb, tenantId: string): Promise<number> {
  const row = await trx
    .insertInto('refund_counters')
    .values({ tenant_id: tenantId, last_no: 1 })
    .onConflict((oc) => oc.column('tenant_id').doUpdateSet({ last_no: sql`refund_counters.last_no + 1` }))
    .returning('last_no')
    .executeTakeFirstOrThrow();
  return Number(row.last_no);
}

export async function insertRefund(
  trx: TDb,
  { refund, lines }: { refund: Row<'refunds'>; lines: Row<'refund_lines'>[] },
): Promise<void> {
  await trx.insertInto('refunds').values(refund).execute();
  if (lines.length > 0) await trx.insertInto('refund_lines').values(lines).execute();
}
