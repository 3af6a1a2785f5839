import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import { isPostgres } from '../../db/dialect.ts';
import type { NewRow } from '../../db/schema.ts';
import { nowIso } from '../../lib/time.ts';

export type TReservationValues = {
  date: string;
  table_id: string | null;
  status: 'booked' | 'paid' | 'cancelled';
  notes: string | null;
  people_count: number;
};

/** A reservation with its customer's phone and name and its table's title, as every answer needs them. */
function selectReservations(db: TDb, tenantId: string) {
  return db
    .selectFrom('reservations as r')
    .innerJoin('customers as c', (join) =>
      join.onRef('c.id', '=', 'r.customer_id').onRef('c.tenant_id', '=', 'r.tenant_id'),
    )
    .leftJoin('store_tables as t', (join) =>
      join.onRef('t.id', '=', 'r.table_id').onRef('t.tenant_id', '=', 'r.tenant_id'),
    )
    .select([
      'r.id',
      'c.phone as customer_phone',
      'c.name as customer_name',
      'r.date',
      'r.table_id',
      't.title as table_title',
      'r.status',
      'r.notes',
      'r.people_count',
      'r.unique_code',
      'r.created_at',
      'r.updated_at',
    ])
    .where('r.tenant_id', '=', tenantId);
}

/** Reservations whose date lies in [from, to), earliest first. */
export function listReservationsBetween(db: TDb, tenantId: string, range: { from: string; to: string }) {
  return selectReservations(db, tenantId)
    .where('r.date', '>=', range.from)
    .where('r.date', '<', range.to)
    .orderBy('r.date')
    .orderBy('r.id')
    .execute();
}

/**
 * By the exact unique code, or by a customer whose name or phone contains the term (case-insensitive),
 * newest date first. Customers are matched first (indexed by tenant), then their reservations.
 */
export function searchReservations(
  db: TDb,
  tenantId: string,
  { term, limit = 50 }: { term: string; limit?: number },
) {
  const pattern = `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return selectReservations(db, tenantId)
    .where((eb) =>
      eb.or([
        eb('r.unique_code', '=', term.toUpperCase()),
        // ESCAPE named explicitly: SQLite has no default escape character for LIKE (PostgreSQL's is `\`).
        sql<boolean>`(lower(${eb.ref('c.name')}) like ${pattern} escape '\\' or lower(${eb.ref('c.phone')}) like ${pattern} escape '\\')`,
      ]),
    )
    .orderBy('r.date', 'desc')
    .orderBy('r.id')
    .limit(limit)
    .execute();
}

export function findReservation(db: TDb, tenantId: string, id: string) {
  return selectReservations(db, tenantId).where('r.id', '=', id).executeTakeFirst();
}

/**
 * Whether another live (not cancelled) reservation holds the table within `gapMs` of `date`, either side.
 * `exceptId` leaves out the reservation being updated.
 */
export async function tableTakenNear(
  db: TDb,
  tenantId: string,
  near: { tableId: string; date: string; gapMs: number; exceptId: string | null },
): Promise<boolean> {
  const { tableId, date, gapMs, exceptId } = near;
  const at = Date.parse(date);
  let query = db
    .selectFrom('reservations')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('table_id', '=', tableId)
    .where('date', '>', new Date(at - gapMs).toISOString())
    .where('date', '<', new Date(at + gapMs).toISOString())
    .where('status', '!=', 'cancelled');
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

/**
 * On PostgreSQL two bookings of one table check and write one after the other (an advisory lock per table
 * until the transaction ends), so both cannot pass the two-hour check. SQLite runs one write at a time.
 */
export async function lockTableBookings(trx: TDb, tenantId: string, tableId: string): Promise<void> {
  if (!isPostgres(trx)) return;
  await sql`select pg_advisory_xact_lock(hashtextextended(${`opentab.reservations:${tenantId}:${tableId}`}, 0))`.execute(
    trx,
  );
}

export async function insertReservation(db: TDb, row: NewRow<'reservations'>): Promise<void> {
  await db.insertInto('reservations').values(row).execute();
}

export function updateReservation(
  db: TDb,
  tenantId: string,
  { id, values }: { id: string; values: TReservationValues },
) {
  return db
    .updateTable('reservations')
    .set({ ...values, updated_at: nowIso() })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function deleteReservation(db: TDb, tenantId: string, id: string) {
  return db
    .deleteFrom('reservations')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findTable(db: TDb, tenantId: string, id: string) {
  return db
    .selectFrom('store_tables')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
}
