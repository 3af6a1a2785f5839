import { api } from './api';

/** How long an answer fetched ahead stays good for the page it was fetched for. */
const FRESH_MS = 10_000;

const ahead = new Map<string, { at: number; answer: Promise<unknown> }>();

/** Starts GET `path` now, before the page that reads it has its code (app/first-page-data.ts). */
export function prefetch(path: string): void {
  const answer = api.get(path);
  // The page's own read gets this promise and reports a failure; unread, it must not count as unhandled.
  answer.catch(() => {});
  ahead.set(path, { at: Date.now(), answer });
}

/** GET `path`: the answer `prefetch` started for it, once and while fresh; otherwise a call of its own. */
export function getPrefetched<T>(path: string, options: { signal?: AbortSignal } = {}): Promise<T> {
  const entry = ahead.get(path);
  ahead.delete(path);
  if (entry && Date.now() - entry.at < FRESH_MS) return entry.answer as Promise<T>;
  return api.get<T>(path, options);
}
