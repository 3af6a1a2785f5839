import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { NewRow, Row, RowUpdate } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';

export type TPrinterValues = Pick<
  NewRow<'printers'>,
  | 'name'
  | 'host'
  | 'port'
  | 'paper_width'
  | 'chars_per_line'
  | 'prints_receipts'
  | 'auto_print'
  | 'has_drawer'
>;

// Printers -------------------------------------------------------------------------------------------------

export function listPrinters(db: TDb, tenantId: string) {
  return db
    .selectFrom('printers')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export function findPrinter(db: TDb, tenantId: string, id: string) {
  return db
    .selectFrom('printers')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertPrinter(db: TDb, tenantId: string, values: TPrinterValues): Promise<string> {
  const id = newId();
  const now = nowIso();
  await db
    .insertInto('printers')
    .values({ id, tenant_id: tenantId, ...values, created_at: now, updated_at: now })
    .execute();
  return id;
}

export function updatePrinter(
  db: TDb,
  tenantId: string,
  { id, values }: { id: string; values: TPrinterValues },
) {
  return db
    .updateTable('printers')
    .set({ ...values, updated_at: nowIso() })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function deletePrinter(db: TDb, tenantId: string, id: string) {
  return db.deleteFrom('printers').where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
}

/** The printer's last known state, as the queue's worker saw it (no tenant: the worker serves every store). */
export function setPrinterStatus(db: TDb, id: string, values: RowUpdate<'printers'>) {
  return db.updateTable('printers').set(values).where('id', '=', id).execute();
}

// Stations (the one link between stations and printers is kitchen_stations.printer_id) ---------------------

export function listStationIdsOfPrinters(db: TDb, tenantId: string) {
  return db
    .selectFrom('kitchen_stations')
    .select(['id', 'printer_id'])
    .where('tenant_id', '=', tenantId)
    .where('printer_id', 'is not', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function countStations(db: TDb, tenantId: string, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const row = await db
    .selectFrom('kitchen_stations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', ids)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Makes this printer the ticket printer of exactly these stations (others it printed for get none). */
export async function setStationsOfPrinter(
  db: TDb,
  tenantId: string,
  { printerId, stationIds }: { printerId: string; stationIds: readonly string[] },
) {
  const now = nowIso();
  let released = db
    .updateTable('kitchen_stations')
    .set({ printer_id: null, updated_at: now })
    .where('tenant_id', '=', tenantId)
    .where('printer_id', '=', printerId);
  if (stationIds.length > 0) released = released.where('id', 'not in', stationIds);
  await released.execute();
  if (stationIds.length === 0) return;
  await db
    .updateTable('kitchen_stations')
    .set({ printer_id: printerId, updated_at: now })
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', stationIds)
    .execute();
}

/** Stations with a printer that prints by itself, with that printer (for an order's kitchen tickets). */
export function listAutoPrintStations(db: TDb, tenantId: string) {
  return db
    .selectFrom('kitchen_stations as s')
    .innerJoin('printers as p', (join) =>
      join.onRef('p.id', '=', 's.printer_id').onRef('p.tenant_id', '=', 's.tenant_id'),
    )
    .select([
      's.id as station_id',
      's.name as station_name',
      'p.id as printer_id',
      'p.paper_width',
      'p.chars_per_line',
    ])
    .where('s.tenant_id', '=', tenantId)
    .where('p.auto_print', '=', 1)
    .execute();
}

export function listAutoReceiptPrinters(db: TDb, tenantId: string) {
  return db
    .selectFrom('printers')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('auto_print', '=', 1)
    .where('prints_receipts', '=', 1)
    .orderBy('created_at')
    .execute();
}

export async function hasAutoPrinters(db: TDb, tenantId: string): Promise<boolean> {
  const row = await db
    .selectFrom('printers')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('auto_print', '=', 1)
    .executeTakeFirst();
  return row !== undefined;
}

// What the printouts need ---------------------------------------------------------------------------------

export function findOrderForTicket(db: TDb, tenantId: string, orderId: string) {
  return db
    .selectFrom('orders as o')
    .leftJoin('store_tables as st', (join) =>
      join.onRef('st.id', '=', 'o.table_id').onRef('st.tenant_id', '=', 'o.tenant_id'),
    )
    .select(['o.id', 'o.token_no', 'o.delivery_type', 'o.created_at', 'st.title as table_title'])
    .where('o.tenant_id', '=', tenantId)
    .where('o.id', '=', orderId)
    .executeTakeFirst();
}

export function findStoreForPrinting(db: TDb, tenantId: string) {
  return db
    .selectFrom('store_settings')
    .select(['language', 'time_zone', 'image', 'unique_qr_code', 'is_qr_menu_enabled'])
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
}

export function findPrintSwitch(db: TDb, tenantId: string) {
  return db
    .selectFrom('print_settings')
    .select('is_enable_print')
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
}

/** Whether some of what this part of the invoice was paid with was cash (it opens the drawer). */
export async function wasPaidInCash(
  db: TDb,
  tenantId: string,
  { invoiceId, part }: { invoiceId: string; part: number | null },
) {
  let query = db
    .selectFrom('invoice_payments as ip')
    .innerJoin('payment_types as pt', (join) =>
      join.onRef('pt.id', '=', 'ip.payment_type_id').onRef('pt.tenant_id', '=', 'ip.tenant_id'),
    )
    .select('ip.id')
    .where('ip.tenant_id', '=', tenantId)
    .where('ip.invoice_id', '=', invoiceId)
    .where('pt.is_cash', '=', 1);
  if (part !== null) query = query.where('ip.part', '=', part);
  return (await query.executeTakeFirst()) !== undefined;
}

// The queue ---------------------------------------------------------------------------------------------

export type TNewJob = Pick<
  NewRow<'print_jobs'>,
  | 'printer_id'
  | 'kind'
  | 'order_id'
  | 'invoice_id'
  | 'station_id'
  | 'token_no'
  | 'title'
  | 'payload'
  | 'reprint_of'
  | 'created_by'
> & { status?: Row<'print_jobs'>['status'] };

/**
 * Queues a job as its printer's last: the next seq of that printer. Two writers racing for one seq are told
 * apart by the unique (printer_id, seq) index; the loser tries again with the next one.
 */
export async function insertJob(db: TDb, tenantId: string, job: TNewJob): Promise<string> {
  const id = newId();
  for (let attempt = 0; ; attempt++) {
    const now = nowIso();
    try {
      await db
        .insertInto('print_jobs')
        .values(({ selectFrom }) => ({
          id,
          tenant_id: tenantId,
          ...job,
          status: job.status ?? 'queued',
          seq: selectFrom('print_jobs')
            .select(sql<number>`coalesce(max(seq), 0) + 1`.as('seq'))
            .where('printer_id', '=', job.printer_id),
          next_attempt_at: now,
          created_at: now,
          printed_at: job.status === 'printed' ? now : null,
        }))
        .execute();
      return id;
    } catch (error) {
      if (attempt >= 5 || !isUniqueViolation(error)) throw error;
    }
  }
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string };
  return (
    e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_UNIQUE' || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}

const JOB_COLUMNS = [
  'j.id',
  'j.printer_id',
  'p.name as printer_name',
  'j.kind',
  'j.order_id',
  'j.invoice_id',
  'j.station_id',
  'j.token_no',
  'j.title',
  'j.status',
  'j.attempts',
  'j.last_error',
  'j.reprint_of',
  'j.created_at',
  'j.printed_at',
] as const;

export function listJobs(
  db: TDb,
  tenantId: string,
  filter: { printerId?: string; status?: Row<'print_jobs'>['status']; orderId?: string; limit: number },
) {
  let query = db
    .selectFrom('print_jobs as j')
    .innerJoin('printers as p', 'p.id', 'j.printer_id')
    .select(JOB_COLUMNS)
    .where('j.tenant_id', '=', tenantId);
  if (filter.printerId) query = query.where('j.printer_id', '=', filter.printerId);
  if (filter.status) query = query.where('j.status', '=', filter.status);
  // an order's tickets, and the receipts of the invoice that paid it (one receipt may cover a table's orders)
  const { orderId } = filter;
  if (orderId)
    query = query.where(({ or, eb, selectFrom }) =>
      or([
        eb('j.order_id', '=', orderId),
        eb(
          'j.invoice_id',
          '=',
          selectFrom('orders')
            .select('invoice_id')
            .where('tenant_id', '=', tenantId)
            .where('id', '=', orderId),
        ),
      ]),
    );
  return query.orderBy('j.created_at', 'desc').orderBy('j.seq', 'desc').limit(filter.limit).execute();
}

export function findJob(db: TDb, tenantId: string, id: string) {
  return db
    .selectFrom('print_jobs')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

// The worker (every store's jobs; each step is one statement, safe with several processes) --------------

/** Jobs whose sender stopped before it could tell what happened (a restart, a crash): never sent again. */
export function markAbandonedJobsUncertain(db: TDb, now: string) {
  return db
    .updateTable('print_jobs')
    .set({ status: 'uncertain', last_error: 'the server stopped while sending it' })
    .where('status', '=', 'sending')
    .where('next_attempt_at', '<', now)
    .execute();
}

/** Whether any job of any store is still queued or being sent (the partial index print_jobs_pending). */
export async function hasPendingJobs(db: TDb): Promise<boolean> {
  const row = await db
    .selectFrom('print_jobs')
    .select('id')
    .where('status', 'in', ['queued', 'sending'])
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Each printer's first unfinished job when it is queued and due: what may be sent now, one per printer. */
export function listDueHeads(db: TDb, now: string, limit: number) {
  return db
    .selectFrom('print_jobs as j')
    .innerJoin('printers as p', 'p.id', 'j.printer_id')
    .select([
      'j.id',
      'j.tenant_id',
      'j.printer_id',
      'j.attempts',
      'j.payload',
      'p.host',
      'p.port',
      'p.name',
      'p.status as printer_status',
      'p.failing_since',
    ])
    .where('j.status', '=', 'queued')
    .where('j.next_attempt_at', '<=', now)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('print_jobs as e')
            .select('e.id')
            .whereRef('e.printer_id', '=', 'j.printer_id')
            .where('e.status', 'in', ['queued', 'sending'])
            .whereRef('e.seq', '<', 'j.seq'),
        ),
      ),
    )
    .orderBy('j.next_attempt_at')
    .limit(limit)
    .execute();
}

/** Takes a due job for sending; false when another process took it first. `leaseUntil`: when it counts as abandoned. */
export async function claimJob(
  db: TDb,
  { id, now, leaseUntil }: { id: string; now: string; leaseUntil: string },
) {
  const result = await db
    .updateTable('print_jobs')
    .set((eb) => ({ status: 'sending', attempts: eb('attempts', '+', 1), next_attempt_at: leaseUntil }))
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .where('next_attempt_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function finishJob(db: TDb, id: string, values: RowUpdate<'print_jobs'>) {
  return db
    .updateTable('print_jobs')
    .set(values)
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .execute();
}
