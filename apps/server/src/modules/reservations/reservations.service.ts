import { randomBytes } from 'node:crypto';
import {
  dateFilterRange,
  isReservationInPast,
  RESERVATION_MSG,
  RESERVATION_TABLE_GAP_MS,
  reservationInstant,
  type TDateFilterQuery,
  type TReservationAdd,
  type TReservationUpdate,
} from '@opentab/shared';
import type { TAppContext } from '../../context.ts';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import { assertTouched, found } from '../../lib/found.ts';
import { newId } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';
import { presentReservation } from '../../presenters/reservation.ts';
import { findCustomerByPhone } from '../customers/customers.repo.ts';
import { getStoreSettings } from '../settings/store-setting.service.ts';
import { listStoreTables } from '../settings/store-tables.repo.ts';
import * as repo from './reservations.repo.ts';

export async function reservationsInit(ctx: TAppContext, tenantId: string) {
  const [storeTables, store] = await Promise.all([
    listStoreTables(ctx.db, tenantId),
    getStoreSettings(ctx, tenantId),
  ]);
  return { storeTables, timeZone: store.time_zone };
}

/** The reservations a filter covers, in the store's time zone, earliest first. */
export async function listReservations(ctx: TAppContext, tenantId: string, filter: TDateFilterQuery) {
  const store = await getStoreSettings(ctx, tenantId);
  const { from, to } = dateFilterRange(filter, store.time_zone);
  const rows = await repo.listReservationsBetween(ctx.db, tenantId, {
    from: from.toISOString(),
    to: to.toISOString(),
  });
  return rows.map(presentReservation);
}

export async function searchReservations(ctx: TAppContext, tenantId: string, term: string) {
  const rows = await repo.searchReservations(ctx.db, tenantId, { term });
  return rows.map(presentReservation);
}

export async function addReservation(ctx: TAppContext, tenantId: string, input: TReservationAdd) {
  const values = await toValues(ctx, tenantId, input);
  checkNotPast(values.date);
  await ctx.db.transaction().execute(async (trx) => {
    const customer = found(await findCustomerByPhone(trx, tenantId, input.customerId));
    await checkTable(trx, tenantId, { values, exceptId: null });
    const now = nowIso();
    await repo.insertReservation(trx, {
      id: newId(),
      tenant_id: tenantId,
      customer_id: customer.id,
      ...values,
      unique_code: newReservationCode(),
      created_at: now,
      updated_at: now,
    });
  });
}

export async function updateReservation(
  ctx: TAppContext,
  tenantId: string,
  { id, input }: { id: string; input: TReservationUpdate },
) {
  const values = await toValues(ctx, tenantId, input);
  await ctx.db.transaction().execute(async (trx) => {
    const reservation = found(await repo.findReservation(trx, tenantId, id));
    // a booking that keeps its date can still be edited after it (marked paid, say); a new date cannot be past
    if (values.date !== reservation.date) checkNotPast(values.date);
    await checkTable(trx, tenantId, { values, exceptId: id });
    assertTouched(await repo.updateReservation(trx, tenantId, { id, values }));
  });
}

export async function deleteReservation(ctx: TAppContext, tenantId: string, id: string) {
  assertTouched(await repo.deleteReservation(ctx.db, tenantId, id));
}

function checkNotPast(date: string) {
  if (isReservationInPast(new Date(date))) throw new AppError('VALIDATION', RESERVATION_MSG.dateInPast);
}

/**
 * The date normalised to one ISO form, so stored dates compare as text on SQLite; a date without an offset
 * is read on the store's clock.
 */
async function toValues(
  ctx: TAppContext,
  tenantId: string,
  input: TReservationUpdate,
): Promise<repo.TReservationValues> {
  const { time_zone: timeZone } = await getStoreSettings(ctx, tenantId);
  return {
    date: reservationInstant(input.date, timeZone).toISOString(),
    table_id: input.tableId ?? null,
    status: input.status,
    notes: input.notes ?? null,
    people_count: input.peopleCount,
  };
}

/**
 * The table must be the store's (else 404), and a live booking keeps it for two hours either side: a
 * second live booking within that gap is refused. Cancelled bookings neither hold nor need the table.
 */
async function checkTable(
  trx: TDb,
  tenantId: string,
  { values, exceptId }: { values: repo.TReservationValues; exceptId: string | null },
) {
  if (!values.table_id) return;
  found(await repo.findTable(trx, tenantId, values.table_id));
  if (values.status === 'cancelled') return;
  await repo.lockTableBookings(trx, tenantId, values.table_id);
  const near = { tableId: values.table_id, date: values.date, gapMs: RESERVATION_TABLE_GAP_MS, exceptId };
  if (await repo.tableTakenNear(trx, tenantId, near)) {
    throw new AppError('CONFLICT', RESERVATION_MSG.tableTaken);
  }
}

/** Crockford's base32: no I, L, O or U, so a code read out at the door is not misheard or mistyped. */
const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_LENGTH = 10;

/** What a guest quotes at the door: 10 random characters (50 bits), so codes cannot be guessed or counted. */
function newReservationCode(): string {
  return Array.from(randomBytes(CODE_LENGTH), (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('');
}
