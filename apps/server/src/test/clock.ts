import { businessDay, startOfDay } from '@opentab/shared';

const LEAD_MS = 15 * 60_000;

/**
 * "Now" for a test that writes rows a few minutes back and then lists Today: the real now, or 15 minutes
 * into today when the day is younger than that (the rows would otherwise land yesterday just after midnight).
 * Rows may then lie a few minutes ahead; Today is the whole business day, so they are still in it.
 */
export function todayNow(timeZone = 'UTC'): number {
  const now = Date.now();
  const dayStart = startOfDay(businessDay(new Date(now), timeZone), timeZone).getTime();
  return Math.max(now, dayStart + LEAD_MS);
}
