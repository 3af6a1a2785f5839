import { z } from 'zod';
import { zOptionalId } from './pos.schemas.ts';
import { zText } from './text.ts';
import { fromZonedDateTimeInput } from './time-zone.ts';

/** The spec's reservation statuses; a new reservation is booked unless told otherwise. */
export const RESERVATION_STATUSES = ['booked', 'paid', 'cancelled'] as const;
export type TReservationStatus = (typeof RESERVATION_STATUSES)[number];

/** Two bookings of one table must lie at least this far apart (cancelled ones do not count). */
export const RESERVATION_TABLE_GAP_MS = 2 * 60 * 60 * 1000;
/** A date-time picked "now" reaches the server a moment later: this much in the past still counts as now. */
const RESERVATION_PAST_GRACE_MS = 5 * 60 * 1000;
/**
 * The "not in the past" rule of both ends (spec 02 section 5: minimum now): an instant, so it holds the same
 * whatever zone the store or the device is in. A booking whose date is kept may be edited after it (its
 * status marked paid, say); a new date must not lie in the past.
 */
export function isReservationInPast(at: Date, now: Date = new Date()): boolean {
  return at.getTime() < now.getTime() - RESERVATION_PAST_GRACE_MS;
}

export const RESERVATION_NOTES_MAX_LENGTH = 500;
export const RESERVATION_PEOPLE_MAX = 10_000;
export const RESERVATION_SEARCH_MAX_LENGTH = 100;

/** Reservation texts: the spec's (section 5) where it gives them, ours for the rules it leaves open. */
export const RESERVATION_MSG = {
  selectCustomer: 'Please select customer!',
  selectDateTime: 'Please select date & time!',
  dateInPast: 'Please select a date & time that is not in the past!',
  tableTaken:
    'This table is already booked within two hours of this time! Please choose another table or time.',
  invalidStatus: 'Please select a valid status!',
  invalidPeopleCount: 'Please provide a valid people count!',
  notesTooLong: `Notes must be at most ${RESERVATION_NOTES_MAX_LENGTH} characters!`,
  searchTermRequired: 'Please provide a search term!',
  added: 'Reservation added!',
  updated: 'Reservation updated!',
  deleted: 'Reservation deleted!',
} as const;

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** A date-time input's raw value (YYYY-MM-DDTHH:mm, no offset), as the spec source client sends it. */
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/**
 * An instant with its offset (what `Date.toISOString()` sends; the picker's local time made absolute), or a
 * date-time input's raw value without one, which is the store's wall clock (`reservationInstant`).
 */
const zDateTime = z
  .string({ error: RESERVATION_MSG.selectDateTime })
  .trim()
  .min(1, RESERVATION_MSG.selectDateTime)
  .pipe(
    z.union(
      [
        z.iso.datetime({ offset: true }),
        z.string().refine((value) => LOCAL_DATE_TIME.test(value) && fromZonedDateTimeInput(value, 'UTC')),
      ],
      { error: RESERVATION_MSG.selectDateTime },
    ),
  );

/** The instant a reservation's `date` means: as sent with an offset, else on the store's clock in `timeZone`. */
export function reservationInstant(date: string, timeZone: string): Date {
  return (LOCAL_DATE_TIME.test(date) && fromZonedDateTimeInput(date, timeZone)) || new Date(date);
}

const reservationFields = {
  date: zDateTime,
  tableId: zOptionalId,
  status: z.enum(RESERVATION_STATUSES, { error: RESERVATION_MSG.invalidStatus }).default('booked'),
  notes: z.preprocess(
    blankToNull,
    zText(RESERVATION_MSG.notesTooLong, { multiline: true })
      .trim()
      .max(RESERVATION_NOTES_MAX_LENGTH, RESERVATION_MSG.notesTooLong)
      .nullish(),
  ),
  peopleCount: z.coerce
    .number({ error: RESERVATION_MSG.invalidPeopleCount })
    .int(RESERVATION_MSG.invalidPeopleCount)
    .min(0, RESERVATION_MSG.invalidPeopleCount)
    .max(RESERVATION_PEOPLE_MAX, RESERVATION_MSG.invalidPeopleCount)
    .default(0),
};

/** POST /reservations/add: customerId is the customer's phone (spec 02 section 7). */
export const ZReservationAddSchema = z.object({
  customerId: zText(RESERVATION_MSG.selectCustomer)
    .trim()
    .min(1, RESERVATION_MSG.selectCustomer)
    .max(64, RESERVATION_MSG.selectCustomer),
  ...reservationFields,
});
export type TReservationAdd = z.infer<typeof ZReservationAddSchema>;

/** POST /reservations/update/{id}: the same fields without the customer. */
export const ZReservationUpdateSchema = z.object(reservationFields);
export type TReservationUpdate = z.infer<typeof ZReservationUpdateSchema>;

/** GET /reservations/search?q=: trimmed and non-blank. */
export const ZReservationSearchSchema = z.object({
  q: zText(RESERVATION_MSG.searchTermRequired)
    .trim()
    .min(1, RESERVATION_MSG.searchTermRequired)
    .max(RESERVATION_SEARCH_MAX_LENGTH, RESERVATION_MSG.searchTermRequired),
});
