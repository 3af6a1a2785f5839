import { formatterPerZone } from './time-zone.ts';

/**
 * The business day of an instant in the store's time zone, as YYYY-MM-DD. Token numbers restart on it and
 * "today" in filters means it. en-CA formats dates as YYYY-MM-DD.
 */
export function businessDay(at: Date, timeZone: string): string {
  // Every zone's offset in use today is a whole number of minutes, so the day cannot change within a
  // minute: the last answer per zone is reused for the rest of its minute (formatting is the costly part).
  const minute = Math.floor(at.getTime() / MINUTE_MS);
  const last = lastDayByZone.get(timeZone);
  if (last?.minute === minute) return last.day;
  const day = formatterFor(timeZone).format(at);
  lastDayByZone.set(timeZone, { minute, day });
  return day;
}

const MINUTE_MS = 60_000;
const lastDayByZone = new Map<string, { minute: number; day: string }>();

const formatterFor = formatterPerZone('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });
