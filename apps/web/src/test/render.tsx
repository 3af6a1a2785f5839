import type { TSessionUser } from '@opentab/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../app/providers';
import { getQueryClient } from '../app/query-client';
import { routes } from '../app/routes';
import { AUTH_COOKIE } from '../lib/cookies';
import { setNavigator } from '../lib/navigation';
import { setStoredUser } from '../lib/session';

export function makeUser(changes: Partial<TSessionUser> = {}): TSessionUser {
  return {
    name: 'Ada Owner',
    role: 'admin',
    scope: '',
    designation: null,
    photo: null,
    tenantId: 't1',
    username: 'ada@example.com',
    language: 'en',
    ...changes,
  };
}

/** Signs a user in on this "device": stored user plus the readable cookie the server would set. */
export function signIn(user: TSessionUser): void {
  setStoredUser(user);
  setAuthCookie();
}

/** What the server's Set-Cookie does after a sign-in. */
export function setAuthCookie(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API.
  document.cookie = `${AUTH_COOKIE}=1; path=/`;
}

const TEST_QUERY_DEFAULTS = { queries: { retry: false }, mutations: { retry: false } };

function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: TEST_QUERY_DEFAULTS });
}

/** The tab's one cache, emptied for the next case, and without retries: a failing call fails at once. */
function emptyTabQueryCache(): void {
  const client = getQueryClient();
  client.clear();
  client.setDefaultOptions(TEST_QUERY_DEFAULTS);
}

export function renderWithProviders(ui: ReactNode) {
  return render(
    <AppProviders>
      <QueryClientProvider client={testQueryClient()}>{ui}</QueryClientProvider>
    </AppProviders>,
  );
}

/** Renders the real route table at `path`. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  setNavigator((to, { replace }) => void router.navigate(to, { replace }));
  emptyTabQueryCache();
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

type TFakeAnswer = { status?: number; body?: unknown; headers?: Record<string, string> };

/** Replaces fetch; `answer` gets the path below /api/v1 and the request, and returns status and JSON body. */
export function mockFetch(answer: (path: string, init: RequestInit) => TFakeAnswer) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input).replace(/^\/api\/v1/, '');
    const { status = 200, body, headers } = answer(path, init);
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', ...headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The paths fetch was called with, in order. */
export function calledPaths(fetchMock: ReturnType<typeof mockFetch>): string[] {
  return fetchMock.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`);
}
