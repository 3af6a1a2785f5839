import { LIST_PAGE_HEADERS, type TRefreshTokenResponse } from '@opentab/shared';
import { navigateTo } from './navigation';
import { clearSession, getStoredUser, setStoredUser } from './session';

const API_BASE = '/api/v1';
/** Spec 01 section 9: at most 3 consecutive refresh cycles before a forced sign-out. */
export const MAX_REFRESH_CYCLES = 3;
export const INACTIVE_SUBSCRIPTION_PATH = '/dashboard/inactive-subscription';

/** A failed call: the HTTP status (0 when the network failed) and the server's `message`, if any. */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string | undefined;

  constructor(status: number, serverMessage?: string) {
    super(serverMessage ?? (status === 0 ? 'Network error' : `Request failed with status ${status}`));
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
  }
}

type THttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type TRequestOptions = {
  signal?: AbortSignal;
  /** Sign-in, sign-up and password-reset calls: there a 401 means bad input, not an expired session. */
  skipRefresh?: boolean;
  /** Extra request headers, e.g. the `Idempotency-Key` of the order-creating calls. */
  headers?: Record<string, string>;
};

let refreshCycles = 0;
let refreshInFlight: Promise<TRenewal> | null = null;

async function send(
  method: THttpMethod,
  path: string,
  body: unknown,
  options: Pick<TRequestOptions, 'signal' | 'headers'> = {},
): Promise<Response> {
  const { signal } = options;
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  const init: RequestInit = { method, credentials: 'include', headers, signal };
  // Mutating calls carry JSON (the server refuses other bodies, uploads aside), `{}` when there is no
  // payload. A FormData body is sent as multipart, with the boundary header the browser sets.
  const payload = body ?? (method === 'GET' || method === 'DELETE' ? undefined : {});
  if (payload instanceof FormData) {
    init.body = payload;
  } else if (payload !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(payload);
  }
  try {
    return await fetch(`${API_BASE}${path}`, init);
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0);
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function messageOf(data: unknown): string | undefined {
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string') {
    return data.message;
  }
  return undefined;
}

/** How a session renewal ended: a new session, a refusal (the device's session is over), or no answer. */
export type TRenewal = 'renewed' | 'refused' | 'unreachable';

/** One refresh at a time: refresh tokens rotate, so parallel refreshes would revoke each other. */
function refreshSession(): Promise<TRenewal> {
  refreshInFlight ??= (async (): Promise<TRenewal> => {
    const path = getStoredUser()?.role === 'superadmin' ? '/superadmin/refresh-token' : '/auth/refresh-token';
    try {
      const response = await send('POST', path, undefined);
      if (!response.ok) return response.status >= 500 ? 'unreachable' : 'refused';
      const data = (await readJson(response)) as TRefreshTokenResponse | undefined;
      if (data?.user) setStoredUser(data.user);
      return 'renewed';
    } catch {
      return 'unreachable';
    } finally {
      refreshInFlight = null;
    }
  })();
  return refreshInFlight;
}

/** Forgets the session on this device and goes to the sign-in page of its kind of account. */
function forgetSession(): void {
  const wasSuperadmin = getStoredUser()?.role === 'superadmin';
  refreshCycles = 0;
  clearSession();
  navigateTo(wasSuperadmin ? '/superadmin' : '/login');
}

function endSession(status: number, serverMessage?: string): never {
  forgetSession();
  throw new ApiError(status, serverMessage);
}

async function request<T>(
  method: THttpMethod,
  path: string,
  body: unknown,
  options: TRequestOptions,
): Promise<T> {
  return (await exchange<T>(method, path, body, options)).data;
}

/** A call with its answer's headers (a capped list says in them how many there are in all). */
async function exchange<T>(
  method: THttpMethod,
  path: string,
  body: unknown,
  options: TRequestOptions,
): Promise<{ data: T; headers: Headers }> {
  let response = await send(method, path, body, options);

  if ((response.status === 401 || response.status === 403) && !options.skipRefresh) {
    if (refreshCycles >= MAX_REFRESH_CYCLES) endSession(response.status, messageOf(await readJson(response)));
    // Concurrent calls share one refresh, and so one cycle.
    if (!refreshInFlight) refreshCycles += 1;
    const refreshed = (await refreshSession()) === 'renewed';
    if (!refreshed) endSession(response.status, messageOf(await readJson(response)));
    response = await send(method, path, body, options);
  }

  // Any answer other than 401 proves the session works, so the cycle count starts over. A 403 that
  // survives a refresh is a real "missing scope" answer and is thrown below like any other error.
  if (response.status !== 401) refreshCycles = 0;

  const data = await readJson(response);
  if (response.status === 402) {
    navigateTo(INACTIVE_SUBSCRIPTION_PATH);
  }
  if (!response.ok) throw new ApiError(response.status, messageOf(data));
  return { data: data as T, headers: response.headers };
}

export const api = {
  get: <T>(path: string, options: TRequestOptions = {}) => request<T>('GET', path, undefined, options),
  /** GET of a capped list: the bare array and where it stands (LIST_PAGE_HEADERS). */
  getPage: async <T>(path: string, options: TRequestOptions = {}) => {
    const { data, headers } = await exchange<T>('GET', path, undefined, options);
    return { list: data, page: listPageOf(headers) };
  },
  post: <T>(path: string, body?: unknown, options: TRequestOptions = {}) =>
    request<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options: TRequestOptions = {}) =>
    request<T>('PUT', path, body, options),
  patch: <T>(path: string, body?: unknown, options: TRequestOptions = {}) =>
    request<T>('PATCH', path, body, options),
  delete: <T>(path: string, options: TRequestOptions = {}) => request<T>('DELETE', path, undefined, options),
  /** POST of a multipart form (photo uploads). */
  upload: <T>(path: string, form: FormData, options: TRequestOptions = {}) =>
    request<T>('POST', path, form, options),
};

export type TListPage = { totalCount: number; hasMore: boolean; nextCursor: string | null };

function listPageOf(headers: Headers): TListPage {
  const totalCount = Number(headers.get(LIST_PAGE_HEADERS.totalCount));
  return {
    totalCount: Number.isFinite(totalCount) ? totalCount : 0,
    hasMore: headers.get(LIST_PAGE_HEADERS.hasMore) === 'true',
    nextCursor: headers.get(LIST_PAGE_HEADERS.nextCursor),
  };
}

/** Renews the session cookies (sharing an in-flight refresh); the realtime socket uses it before reconnecting. */
export function renewSession(): Promise<TRenewal> {
  return refreshSession();
}

/**
 * The server refused to renew this device's session (signed out elsewhere, password reset, user deleted):
 * forget it here and go to sign-in, as a refused refresh on any call does.
 */
export function endRefusedSession(): void {
  forgetSession();
}
