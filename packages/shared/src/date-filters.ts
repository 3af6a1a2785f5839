import { z } from 'zod';
import { businessDay } from './business-day.ts';
import { MSG } from './messages.ts';
import { zQueryOptional } from './query.ts';
import { zoneOffsetMs } from './time-zone.ts';

/**
 * The one place a date filter (Today, Tomorrow, ... Custom) becomes a UTC range in the store's time zone.
 * Reservations, invoices, reports and the dashboard all ask it, so "today" means the same everywhere.
 */
export const DATE_FILTERS = [
  'today',
  'tomorrow',
  'yesterday',
  'last_7days',
  'this_month',
  'last_month',
  'custom',
] as const;
export type TDateFilter = (typeof DATE_FILTERS)[number];

/** Reports look back only: no Tomorrow (spec 02 section 9). */
export const REPORT_DATE_FILTERS = DATE_FILTERS.filter((filter) => filter !== 'tomorrow');

export const DATE_FILTER_LABELS: Record<TDateFilter, string> = {
  today: 'Today',
  tomorrow: 'Tomorrow',
  yesterday: 'Yesterday',
  last_7days: 'Last 7 Days',
  this_month: 'This Month',
  last_month: 'Last Month',
  custom: 'Custom',
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar day as the filters send it (YYYY-MM-DD). */
export const ZDaySchema = z
  .string({ error: MSG.invalidRequest })
  .regex(DAY, MSG.invalidRequest)
  .refine((day) => isCalendarDay(day), MSG.invalidRequest);

/**
 * `?type=&from=&to=`: type defaults to today; custom needs from and to (YYYY-MM-DD, from not after to). An
 * empty value or `null` is no value (`zQueryOptional`).
 */
export const ZDateFilterQuerySchema = z
  .object({
    type: zQueryOptional(z.enum(DATE_FILTERS, { error: MSG.invalidRequest }).default('today')),
    from: zQueryOptional(ZDaySchema.optional()),
    to: zQueryOptional(ZDaySchema.optional()),
  })
  .refine((query) => query.type !== 'custom' || (query.from && query.to && query.from <= query.to), {
    message: MSG.invalidRequest,
  });
export type TDateFilterQuery = z.infer<typeof ZDateFilterQuerySchema>;

/** A half-open UTC range [from, to): `to` is the first instant no longer inside the filter. */
export type TDateRange = { from: Date; to: Date };

/** The UTC range of a filter for a store in `timeZone`, with "today" taken at `now`. */
export function dateFilterRange(
  query: TDateFilterQuery,
  timeZone: string,
  now: Date = new Date(),
): TDateRange {
  const today = businessDay(now, timeZone);
  const days = dayRange(query, today);
  return { from: startOfDay(days.first, timeZone), to: startOfDay(addDays(days.last, 1), timeZone) };
}

/** The first and last business day (inclusive) a filter covers. */
function dayRange(query: TDateFilterQuery, today: string): { first: string; last: string } {
  switch (query.type) {
    case 'today':
      return { first: today, last: today };
    case 'tomorrow': {
      const tomorrow = addDays(today, 1);
      return { first: tomorrow, last: tomorrow };
    }
    case 'yesterday': {
      const yesterday = addDays(today, -1);
      return { first: yesterday, last: yesterday };
    }
    case 'last_7days':
      return { first: addDays(today, -6), last: today };
    case 'this_month': {
      const first = `${today.slice(0, 7)}-01`;
      return { first, last: addDays(addMonths(first, 1), -1) };
    }
    case 'last_month': {
      const first = addMonths(`${today.slice(0, 7)}-01`, -1);
      return { first, last: addDays(addMonths(first, 1), -1) };
    }
    case 'custom':
      return { first: query.from ?? today, last: query.to ?? query.from ?? today };
  }
}

/**
 * The first instant of a business day in `timeZone`. Local midnight can fall in a daylight-saving gap
 * (some zones spring forward at 00:00): then the day starts at the first instant that belongs to it.
 */
export function startOfDay(day: string, timeZone: string): Date {
  const wallClock = Date.parse(`${day}T00:00:00Z`);
  let instant = wallClock - zoneOffsetMs(new Date(wallClock), timeZone);
  // The offset at the guess can differ from the offset at local midnight when a change lies between them.
  instant = wallClock - zoneOffsetMs(new Date(instant), timeZone);
  if (businessDay(new Date(instant), timeZone) < day) {
    // In a gap: the day begins where the clock jumped, at most a few hours later; find that minute.
    while (businessDay(new Date(instant), timeZone) < day) instant += MINUTE_MS;
  }
  return new Date(instant);
}

const MINUTE_MS = 60_000;

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function addMonths(firstOfMonth: string, months: number): string {
  const date = new Date(`${firstOfMonth}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}

function isCalendarDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}
