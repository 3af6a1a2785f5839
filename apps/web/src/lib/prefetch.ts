import type { TApiAnswer, TApiInput, TApiPath } from '@opentab/shared';
import { api } from './api';

/** The GET routes called with nothing but their path (the first-load pages' data). */
export type TPrefetchPath = {
  [P in TApiPath<'GET'>]: object extends TApiInput<'GET', P> ? P : never;
}[TApiPath<'GET'>];

/** How long an answer fetched ahead stays good for the page it was fetched for. */
const FRESH_MS = 10_000;

const ahead = new Map<string, { at: number; answer: Promise<unknown> }>();

/** Starts GET `path` now, before the page that reads it has its code (app/first-page-data.ts). */
export function prefetch(path: TPrefetchPath): void {
  const answer = api.get(path);
  // The page's own read gets this promise and reports a failure; unread, it must not count as unhandled.
  answer.catch(() => {});
  ahead.set(path, { at: Date.now(), answer });
}

/** GET `path`: the answer `prefetch` started for it, once and while fresh; otherwise a call of its own. */
export function getPrefetched<P extends TPrefetchPath>(
  path: P,
  options: { signal?: AbortSignal } = {},
): Promise<TApiAnswer<'GET', P>> {
  const entry = ahead.get(path);
  ahead.delete(path);
  // The entry was stored under this path by `prefetch`, from the same call.
  if (entry && Date.now() - entry.at < FRESH_MS) return entry.answer as Promise<TApiAnswer<'GET', P>>;
  return api.get<TPrefetchPath>(path, options) as Promise<TApiAnswer<'GET', P>>;
}
