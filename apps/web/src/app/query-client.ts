import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api';
import { getStoredUser, subscribeSession } from '../lib/session';

/** Spec 01 section 9: requests merged within 2 s, focus refresh at most every 5 s, error retry every 5 s. */
const DEDUPE_MS = 2000;
const FOCUS_REFRESH_MS = 5000;
const RETRY_DELAY_MS = 5000;
const MAX_RETRIES = 2;

function shouldRetry(failureCount: number, error: unknown): boolean {
  // A 4xx answer will not change by asking again; network and server errors might.
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: DEDUPE_MS,
        refetchOnWindowFocus: (query) => Date.now() - query.state.dataUpdatedAt >= FOCUS_REFRESH_MS,
        retry: shouldRetry,
        retryDelay: RETRY_DELAY_MS,
      },
      mutations: { retry: false },
    },
  });
}

let current: { client: QueryClient; unsubscribe: () => void } | undefined;

/** Makes `client` the tab's cache of API answers. */
function setQueryClient(client: QueryClient): void {
  current?.unsubscribe();
  // Cached answers belong to the signed-in user: drop them when the session ends.
  const unsubscribe = subscribeSession(() => {
    if (!getStoredUser()) client.clear();
  });
  current = { client, unsubscribe };
}

/** The tab's one cache of API answers, made when the first page that reads the API opens. */
export function getQueryClient(): QueryClient {
  if (!current) setQueryClient(createQueryClient());
  return (current as NonNullable<typeof current>).client;
}
