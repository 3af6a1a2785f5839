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

// Building an Intl.DateTimeFormat costs about a millisecond, using one microseconds; stores ask per order.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

const DAY_MS = 24 * 60 * MINUTE_MS;
const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at an instant, in milliseconds (its wall clock read as UTC, minus the instant). */
function offsetAt(ms: number, timeZone: string): number {
  let formatter = offsetFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    offsetFormatters.set(timeZone, formatter);
  }
  const part: Record<string, number> = {};
  for (const { type, value } of formatter.formatToParts(ms)) part[type] = Number(value);
  const wall = Date.UTC(part.year ?? 0, (part.month ?? 1) - 1, part.day, part.hour, part.minute);
  return wall - Math.floor(ms / MINUTE_MS) * MINUTE_MS;
}

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
      const start = offsetAt(day * DAY_MS, timeZone);
      offset = start === offsetAt((day + 1) * DAY_MS - 1, timeZone) ? start : null;
      offsetByDay.set(day, offset);
    }
    return new Date(ms + (offset ?? offsetAt(ms, timeZone)));
  };
}
