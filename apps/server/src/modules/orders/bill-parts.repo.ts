import type { TDb } from '../../db/database.ts';
import { isPostgres } from '../../db/dialect.ts';
import type { Row } from '../../db/schema.ts';

/*
 * Issue 23, split bill: the parts of a bill paid in parts (invoice_parts), what each paid of each line
 * (invoice_part_lines) and the invoice's balance and split (migration 0022). docs/money.md, "Split bill".
 */

/**
 * The invoice a part is paid on. With `lock`, on PostgreSQL inside a transaction, it stays held to the commit
 * (taken after its orders, which every payer locks first), so two parts of one bill run one after the other
 * and the second reads the balance the first left. SQLite writes one transaction at a time.
 */
export function findInvoiceForPart(
  db: TDb,
  tenantId: string,
  { id, lock = false }: { id: string; lock?: boolean },
) {
  return db
    .selectFrom('invoices')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .$if(lock && isPostgres(db), (query) => query.forUpdate())
    .executeTakeFirst();
}

/** An invoice's parts, in the order they were paid (none for a bill paid at once). */
export function listPartsOfInvoice(db: TDb, tenantId: string, invoiceId: string) {
  return db
    .selectFrom('invoice_parts')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('invoice_id', '=', invoiceId)
    .orderBy('part')
    .execute();
}

/** What the parts of an invoice paid of each line, in the order paid. */
export function listPartLinesOfInvoice(db: TDb, tenantId: string, invoiceId: string) {
  return db
    .selectFrom('invoice_part_lines')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('invoice_id', '=', invoiceId)
    .orderBy('part')
    .orderBy('id')
    .execute();
}

/** What an invoice was paid with, each part's rows in the order paid. */
export function listPaymentsOfInvoice(db: TDb, tenantId: string, invoiceId: string) {
  return db
    .selectFrom('invoice_payments')
    .select(['part', 'payment_type_title', 'amount'])
    .where('tenant_id', '=', tenantId)
    .where('invoice_id', '=', invoiceId)
    .orderBy('part')
    .orderBy('id')
    .execute();
}

/** A part with what it paid of each line; the unique (invoice, part) refuses a part number written twice. */
export async function insertPart(
  trx: TDb,
  { part, lines }: { part: Row<'invoice_parts'>; lines: readonly Row<'invoice_part_lines'>[] },
): Promise<void> {
  await trx.insertInto('invoice_parts').values(part).execute();
  if (lines.length > 0)
    await trx
      .insertInto('invoice_part_lines')
      .values([...lines])
      .execute();
}

/**
 * The invoice after a part: its new balance, its tips so far, its split and the titles of every type it was
 * paid with. Only while its balance is still `from` (the balance the part was planned on): false otherwise.
 */
export async function updateInvoiceAfterPart(
  trx: TDb,
  tenantId: string,
  change: {
    id: string;
    from: number;
    set: Pick<Row<'invoices'>, 'balance' | 'tip' | 'split_shares' | 'split_base' | 'payment_type_title'> &
      Partial<Pick<Row<'invoices'>, 'points_earned'>>;
  },
): Promise<boolean> {
  const result = await trx
    .updateTable('invoices')
    .set(change.set)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', change.id)
    .where('balance', '=', change.from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
