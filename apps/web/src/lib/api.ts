import type { TApiAnswer, TApiInput, TApiMethod, TApiPath, TRefreshTokenResponse } from '@opentab/shared';
import { currentLanguage, t } from './i18n';
import { navigateTo } from './navigation';
import { reportReachable } from './offline/connectivity';
import { clearSession, getStoredUser, storeSignedInUser } from './session';

const API_BASE = '/api/v1';
/** Spec 01 section 9: at most 3 consecutive refresh cycles before a forced sign-out. */
export const MAX_REFRESH_CYCLES = 3;
export const INACTIVE_SUBSCRIPTION_PATH = '/dashboard/inactive-subscription';

/**
 * A failed call: the HTTP status (0 when the network failed), the server's `message`, if any, and the
 * stable `code` some answers carry beside it (shared APPROVAL_REQUIRED_CODE: a manager's approval would lift it).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string | undefined;
  readonly code: string | undefined;

  constructor(status: number, serverMessage?: string, code?: string) {
    super(
      serverMessage ??
        (status === 0 ? t('Network error') : t('Request failed with status {status}', { status })),
    );
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.code = code;
  }
}

/** The server's message when it sent one, else the spec's fallback text for the action. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

type TRequestOptions = {
  signal?: AbortSignal;
  /** Sign-in, sign-up and password-reset calls: there a 401 means bad input, not an expired session. */
  skipRefresh?: boolean;
  /** Extra request headers, e.g. the `Idempotency-Key` of the order-creating calls. */
  headers?: Record<string, string>;
};

/** One HTTP exchange: the method, the URL under /api/v1 (parameters filled in, query added) and the body. */
type TExchange = TRequestOptions & { method: TApiMethod; url: string; body?: unknown };

/** A call's second argument: the route's input (`TApiInput`) and the request options; optional when all of it is. */
type TCallArgs<M extends TApiMethod, P extends TApiPath<M>> = object extends TApiInput<M, P> & TRequestOptions
  ? [input?: TApiInput<M, P> & TRequestOptions]
  : [input: TApiInput<M, P> & TRequestOptions];

let refreshCycles = 0;
let refreshInFlight: Promise<TRenewal> | null = null;

async function send({ method, url, body, signal, ...options }: TExchange): Promise<Response> {
  // The server's messages come back in the language the screens speak (issue 24).
  const headers: Record<string, string> = {
    ...options.headers,
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
  };
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
    const response = await fetch(`${API_BASE}${url}`, init);
    reportReachable(true);
    return response;
  } catch (error) {
    if (signal?.aborted) throw error;
    // no answer at all: the POS sells offline until one comes (issue 25)
    reportReachable(false);
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

function codeOf(data: unknown): string | undefined {
  if (data && typeof data === 'object' && 'code' in data && typeof data.code === 'string') return data.code;
  return undefined;
}

/** How a session renewal ended: a new session, a refusal (the device's session is over), or no answer. */
export type TRenewal = 'renewed' | 'refused' | 'unreachable';

/** One refresh at a time: refresh tokens rotate, so parallel refreshes would revoke each other. */
function refreshSession(): Promise<TRenewal> {
  refreshInFlight ??= (async (): Promise<TRenewal> => {
    const path = getStoredUser()?.role === 'superadmin' ? '/superadmin/refresh-token' : '/auth/refresh-token';
    try {
      const response = await send({ method: 'POST', url: path });
      if (!response.ok) return response.status >= 500 ? 'unreachable' : 'refused';
      const data = (await readJson(response)) as TRefreshTokenResponse | undefined;
      if (data?.user) storeSignedInUser(data.user);
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

/** A call with its answer's headers (a capped list says in them how many there are in all). */
async function exchange(call: TExchange): Promise<{ data: unknown; headers: Headers }> {
  let response = await send(call);
  // A 403 with a `code` is about the action, not the session (a manager's approval it lacks): no refresh, no
  // retry (a retry would try a wrong PIN twice). A missing scope answers a plain `{ message }`.
  const isActionRefusal = response.status === 403 && codeOf(await readJson(response.clone())) !== undefined;

  if ((response.status === 401 || response.status === 403) && !call.skipRefresh && !isActionRefusal) {
    if (refreshCycles >= MAX_REFRESH_CYCLES) endSession(response.status, messageOf(await readJson(response)));
    // Concurrent calls share one refresh, and so one cycle.
    if (!refreshInFlight) refreshCycles += 1;
    const renewal = await refreshSession();
    // Issue 25: a refresh that got no answer says nothing about the session; signing out then would send a
    // cashier whose network dropped to the sign-in page. The call fails as unanswered, and is retried later.
    if (renewal === 'unreachable') throw new ApiError(0);
    if (renewal === 'refused') endSession(response.status, messageOf(await readJson(response)));
    response = await send(call);
  }

  // Any answer other than 401 proves the session works, so the cycle count starts over. A 403 that
  // survives a refresh is a real "missing scope" answer and is thrown below like any other error.
  if (response.status !== 401) refreshCycles = 0;

  const data = await readJson(response);
  if (response.status === 402) {
    // The page's Subscribe comes back to where the user was (billing-api's returnPathOf checks it).
    const from = window.location.pathname;
    const isElsewhere = from !== '/' && !from.startsWith(INACTIVE_SUBSCRIPTION_PATH);
    navigateTo(
      isElsewhere
        ? `${INACTIVE_SUBSCRIPTION_PATH}?from=${encodeURIComponent(from)}`
        : INACTIVE_SUBSCRIPTION_PATH,
    );
  }
  if (!response.ok) throw new ApiError(response.status, messageOf(data), codeOf(data));
  return { data, headers: response.headers };
}

/** A call's input as the client reads it, whatever the route (its types are checked where the call is written). */
type TLooseInput = TRequestOptions & { params?: Record<string, string>; query?: object; body?: unknown };

/** The exchange of a call: the path's `:name` segments filled from `params`, `query` as its query string. */
function exchangeOf(method: TApiMethod, path: string, input: object = {}): TExchange {
  const { params = {}, query = {}, body, ...options } = input as TLooseInput;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value != null) search.set(name, String(value));
  const filled = path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  return { ...options, method, url: search.size ? `${filled}?${search}` : filled, body };
}

/** A call of one method: the path (a key of the shared API_CONTRACT) decides its input and its answer's type. */
type TCaller<M extends TApiMethod> = <P extends TApiPath<M>>(
  path: P,
  ...args: TCallArgs<M, P>
) => Promise<TApiAnswer<M, P>>;

/** A call of `method`, untyped: `api` below gives each method its type from the contract. */
const caller = (method: TApiMethod) => async (path: string, input?: object) =>
  (await exchange(exchangeOf(method, path, input))).data;

/**
 * The API, typed by path from the shared contract: `api.post('/customers/:id/update', { params: { id }, body })`.
 * An answer is the JSON the server sent, which its route serialized through the contract's response schema:
 * so it has the type the contract gives it (the client's one cast).
 */
export const api = {
  get: caller('GET') as TCaller<'GET'>,
  post: caller('POST') as TCaller<'POST'>,
  put: caller('PUT') as TCaller<'PUT'>,
  patch: caller('PATCH') as TCaller<'PATCH'>,
  delete: caller('DELETE') as TCaller<'DELETE'>,
};

/** GET with the answer's headers, untyped: lib/list-pages.ts types it for the capped lists, which need both. */
export function getWithHeaders(path: string, input?: object): Promise<{ data: unknown; headers: Headers }> {
  return exchange(exchangeOf('GET', path, input));
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
