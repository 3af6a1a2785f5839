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

/**
 * One Intl.DateTimeFormat per time zone for these options, built on first use: building one costs about a
 * millisecond, using one microseconds, and stores ask per order.
 */
export function formatterPerZone(
  locale: string,
  options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>,
): (timeZone: string) => Intl.DateTimeFormat {
  const formatters = new Map<string, Intl.DateTimeFormat>();
  return (timeZone) => {
    let formatter = formatters.get(timeZone);
    if (!formatter) {
      formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone });
      formatters.set(timeZone, formatter);
    }
    return formatter;
  };
}

const wallClockFormatter = formatterPerZone('en-US', {
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

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

const DAY_MS = 24 * 60 * 60_000;

/**
 * The store's wall clock for many instants (a report's quarter hours): answers an instant's local time as a
 * Date whose UTC fields are the local ones (getUTCHours() is the local hour, toISOString() starts with the
 * local day). The offset is looked up once per UTC day and reused for the whole day unless it differs at the
 * day's two ends (a DST change that day), where each instant gets its own.
 */
export function wallClock(timeZone: string): (at: Date) => Date {
  const offsetByDay = new Map<number, number | null>();
  return (at) => {
    const ms = at.getTime();
    const day = Math.floor(ms / DAY_MS);
    let offset = offsetByDay.get(day);
    if (offset === undefined) {
      const start = zoneOffsetMs(new Date(day * DAY_MS), timeZone);
      offset = start === zoneOffsetMs(new Date((day + 1) * DAY_MS - 1), timeZone) ? start : null;
      offsetByDay.set(day, offset);
    }
    return new Date(ms + (offset ?? zoneOffsetMs(at, timeZone)));
  };
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
