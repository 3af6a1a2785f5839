/**
 * The business day of an instant in the store's time zone, as YYYY-MM-DD. Token numbers restart on it and
 * "today" in filters means it. en-CA formats dates as YYYY-MM-DD.
 */
export function businessDay(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}
