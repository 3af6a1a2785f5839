/** An IANA time zone name the runtime knows (Europe/Paris, Asia/Kolkata, UTC). */
export function isValidTimeZone(timeZone: string): boolean {
  if (timeZone.trim() === '') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

const wallClockFormatters = new Map<string, Intl.DateTimeFormat>();

function wallClockFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = wallClockFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallClockFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone's wall clock at an instant, as the fields of a UTC date (so it can be formatted or compared). */
function wallClockMs(at: Date, timeZone: string): number {
  const parts = wallClockFormatter(timeZone).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
}

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
export function zoneOffsetMs(at: Date, timeZone: string): number {
  return wallClockMs(at, timeZone) - Math.floor(at.getTime() / 1000) * 1000;
}

/**
 * An instant as the zone's wall clock in the form of a `datetime-local` input (YYYY-MM-DDTHH:mm): a date-time
 * picker shows and takes the store's time, whatever the zone of the device it runs on.
 */
export function toZonedDateTimeInput(at: Date, timeZone: string): string {
  return new Date(wallClockMs(at, timeZone)).toISOString().slice(0, 16);
}

const DATE_TIME_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The instant a `datetime-local` value (YYYY-MM-DDTHH:mm) means on the zone's clock, or null for a value that
 * is no date-time. A time the clock skips (a daylight-saving gap) is read with the offset before the jump,
 * so it lands just after it, as a clock set forward would show it.
 */
export function fromZonedDateTimeInput(value: string, timeZone: string): Date | null {
  const match = DATE_TIME_INPUT.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  if (new Date(wall).toISOString().slice(0, 16) !== value.trim()) return null;
  // The offset at a first guess, then at the instant it gives: they differ only near a change.
  const guess = wall - zoneOffsetMs(new Date(wall), timeZone);
  return new Date(wall - zoneOffsetMs(new Date(guess), timeZone));
}
