/**
 * The business day of an instant in the store's time zone, as YYYY-MM-DD. Token numbers restart on it and
 * "today" in filters means it. en-CA formats dates as YYYY-MM-DD.
 */
export function businessDay(at: Date, timeZone: string): string {
  return formatterFor(timeZone).format(at);
}

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
