const BACKOFF_BASE_MS = 2_000;
const BACKOFF_MAX_MS = 60_000;

/** The wait before the next try after `failures` tries in a row got no answer: 2 s doubling, at most a minute. */
export function backoffDelay(failures: number): number {
  return Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, failures - 1), BACKOFF_MAX_MS);
}
