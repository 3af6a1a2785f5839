import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import { isPostgres } from '../../db/dialect.ts';
import { type Placeholders, preparedQuery } from '../../db/prepared.ts';
import type { NewRow, Row } from '../../db/schema.ts';
import type { TShiftRefund, TShiftSales } from './shift-figures.ts';

/** The user's open shift (the partial unique index shifts_one_open_per_user); `lock` holds it on PostgreSQL. */
export function findOpenShift(
  db: TDb,
  tenantId: string,
  { userId, lock = false }: { userId: string; lock?: boolean },
) {
  return db
    .selectFrom('shifts')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('opened_by', '=', userId)
    .where('status', '=', 'open')
    .$if(lock && isPostgres(db), (query) => query.forUpdate())
    .executeTakeFirst();
}

/** The sale check's one lookup: the partial unique index shifts_one_open_per_user (compiled once: the order path). */
const openShiftOf = preparedQuery((db, p: Placeholders<{ tenantId: string; userId: string }>) =>
  db
    .selectFrom('shifts')
    .select('id')
    .where('tenant_id', '=', p.tenantId)
    .where('opened_by', '=', p.userId)
    .where('status', '=', 'open'),
);

/** Whether the user has an open shift. */
export async function hasOpenShift(db: TDb, tenantId: string, userId: string): Promise<boolean> {
  return (await openShiftOf.first(db, { tenantId, userId })) !== undefined;
}

/** Whether one of the user's shifts was open at `at` (opened by then, and still open or closed after). */
export async function hadShiftOpenAt(
  db: TDb,
  tenantId: string,
  { userId, at }: { userId: string; at: string },
): Promise<boolean> {
  const row = await db
    .selectFrom('shifts')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('opened_by', '=', userId)
    .where('opened_at', '<=', at)
    .where((eb) => eb.or([eb('closed_at', 'is', null), eb('closed_at', '>=', at)]))
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertShift(db: TDb, row: NewRow<'shifts'>): Promise<void> {
  await db.insertInto('shifts').values(row).execute();
}

/** Closes the shift unless another request closed it first: true when this call closed it. */
export async function markShiftClosed(
  db: TDb,
  tenantId: string,
  { id, closedAt, userId, userName }: { id: string; closedAt: string; userId: string; userName: string },
): Promise<boolean> {
  const result = await db
    .updateTable('shifts')
    .set({ status: 'closed', closed_at: closedAt, closed_by: userId, closed_by_name: userName })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function insertCashMovement(db: TDb, row: NewRow<'shift_cash_movements'>): Promise<void> {
  await db.insertInto('shift_cash_movements').values(row).execute();
}

export function listCashMovements(db: TDb, tenantId: string, shiftId: string) {
  return db
    .selectFrom('shift_cash_movements')
    .select(['type', 'amount', 'reason', 'user_name', 'created_at'])
    .where('tenant_id', '=', tenantId)
    .where('shift_id', '=', shiftId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/**
 * The one answer to "which payments belong to this shift": the invoices the user wrote from the shift's opening
 * up to `to`, and per payment type what the payments the user took meanwhile took (invoice_payments: a split
 * tender counts under each of its types, each for its own part, and a part of a bill paid in parts in the shift
 * it was paid in; the bill and its tip, a cash tip being in the drawer).
 */
export async function listShiftPayments(
  db: TDb,
  tenantId: string,
  { userId, from, to }: { userId: string; from: string; to: string },
): Promise<TShiftSales> {
  const shiftInvoices = db
    .selectFrom('invoices as i')
    .where('i.tenant_id', '=', tenantId)
    .where('i.created_by', '=', userId)
    .where('i.created_at', '>=', from)
    .where('i.created_at', '<=', to);
  const [rows, totals] = await Promise.all([
    // by the payment's own cashier and time: a part of a bill paid later (split bill) is the shift's it was paid in
    db
      .selectFrom('invoice_payments as ip')
      .where('ip.tenant_id', '=', tenantId)
      .where('ip.created_by', '=', userId)
      .where('ip.created_at', '>=', from)
      .where('ip.created_at', '<=', to)
      .leftJoin('payment_types as p', (join) =>
        join.onRef('p.id', '=', 'ip.payment_type_id').onRef('p.tenant_id', '=', 'ip.tenant_id'),
      )
      .select((eb) => [
        'ip.payment_type_id',
        eb.fn.max('ip.payment_type_title').as('title'),
        eb.fn.max('p.is_cash').as('is_cash'),
        sql<number>`count(distinct ip.invoice_id)`.as('invoice_count'),
        sql<number>`sum(ip.amount)`.as('sales'),
      ])
      .groupBy('ip.payment_type_id')
      .execute(),
    shiftInvoices
      .select((eb) => [
        eb.fn.countAll<number>().as('invoice_count'),
        sql<number>`coalesce(sum(i.total), 0)`.as('sales_total'),
        sql<number>`coalesce(sum(i.tax_total), 0)`.as('tax_total'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return {
    payments: rows.map((row) => ({
      paymentTypeId: row.payment_type_id ?? '',
      title: row.title ?? '',
      isCash: Number(row.is_cash) === 1,
      invoiceCount: Number(row.invoice_count),
      sales: Number(row.sales),
    })),
    invoiceCount: Number(totals.invoice_count),
    salesTotal: Number(totals.sales_total),
    taxTotal: Number(totals.tax_total),
  };
}

/**
 * The refunds (credit notes) the user paid back from the shift's opening up to `to`, per payment type, with
 * whether it was cash as the refund recorded it: money that left what the type holds (issue 23).
 */
export async function listShiftRefunds(
  db: TDb,
  tenantId: string,
  { userId, from, to }: { userId: string; from: string; to: string },
): Promise<TShiftRefund[]> {
  const rows = await db
    .selectFrom('refunds')
    .select((eb) => [
      'payment_type_id',
      eb.fn.max('payment_type_title').as('title'),
      eb.fn.max('is_cash').as('is_cash'),
      eb.fn.sum<number>('amount').as('amount'),
    ])
    .where('tenant_id', '=', tenantId)
    .where('created_by', '=', userId)
    .where('created_at', '>=', from)
    .where('created_at', '<=', to)
    .groupBy('payment_type_id')
    .execute();
  return rows.map((row) => ({
    paymentTypeId: row.payment_type_id,
    title: row.title ?? '',
    isCash: Number(row.is_cash) === 1,
    amount: Number(row.amount),
  }));
}

/** The store's next Z report number, from its counter row (held until the commit, like invoice numbers). */
export async function nextZReportNo(trx: TDb, tenantId: string): Promise<number> {
  const row = await trx
    .insertInto('z_report_counters')
    .values({ tenant_id: tenantId, last_no: 1 })
    .onConflict((oc) => oc.column('tenant_id').doUpdateSet({ last_no: sql`z_report_counters.last_no + 1` }))
    .returning('last_no')
    .executeTakeFirstOrThrow();
  return Number(row.last_no);
}

export async function insertZReport(trx: TDb, row: Row<'z_reports'>): Promise<void> {
  await trx.insertInto('z_reports').values(row).execute();
}

export function listZReports(db: TDb, tenantId: string, limit: number) {
  return db
    .selectFrom('z_reports')
    .select([
      'number',
      'opened_at',
      'closed_at',
      'opened_by_name',
      'sales_total',
      'total_variance',
      'currency',
    ])
    .where('tenant_id', '=', tenantId)
    .orderBy('number', 'desc')
    .limit(limit)
    .execute();
}

export function findZReport(db: TDb, tenantId: string, number: number) {
  return db
    .selectFrom('z_reports')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('number', '=', number)
    .executeTakeFirst();
}
