import type { FastifyReply, FastifyRequest } from 'fastify';
import { KNOWN_DEVICE_COOKIE, KNOWN_DEVICE_TTL_MS } from './known-device.ts';

/** Whose session a set of cookies carries: a tenant user's or an operator's. */
export type TSessionKind = 'user' | 'superadmin';

export type TSessionCookies = {
  access: string;
  refresh: string;
  /** readable by the web: tells it a session exists (spec: a product prefix plus "authenticated") */
  authenticated: string;
  accessTtlMs: number;
  /** how long a refresh token lives; each refresh issues a new one, so for operators it is an idle timeout */
  refreshTtlMs: number;
  refreshPath: string;
  /** an operator's device stops refreshing this long after its sign-in, however active (undefined: never) */
  maxSessionMs?: number;
};

const MINUTE_MS = 60_000;

/**
 * Issue 26: a wall screen's refresh session (a user holding display scopes only, `isDisplayOnlyUser`): it slides
 * for a year instead of 30 days, so a board or a customer display never signs out; Devices revokes it.
 */
export const DISPLAY_REFRESH_TTL_MS = 365 * 24 * 60 * MINUTE_MS;

/**
 * Tenant users and operators hold separate cookies, so one browser can keep both sessions and neither
 * overwrites the other. An operator's session is shorter: 5-minute access, signed out after 30 idle
 * minutes and 12 hours after sign-in in any case (docs/decisions.md). Both access cookies reach every
 * /api/v1 call so a wrong-kind call answers 403, not 401 (plugins/auth.ts picks the cookie per call).
 */
export const SESSION_COOKIES: Record<TSessionKind, TSessionCookies> = {
  user: {
    access: 'opentab_access',
    refresh: 'opentab_refresh',
    authenticated: 'opentab_authenticated',
    accessTtlMs: 15 * MINUTE_MS,
    refreshTtlMs: 30 * 24 * 60 * MINUTE_MS,
    refreshPath: '/api/v1',
  },
  superadmin: {
    access: 'opentab_sa_access',
    refresh: 'opentab_sa_refresh',
    authenticated: 'opentab_sa_authenticated',
    accessTtlMs: 5 * MINUTE_MS,
    refreshTtlMs: 30 * MINUTE_MS,
    refreshPath: '/api/v1/superadmin',
    maxSessionMs: 12 * 60 * MINUTE_MS,
  },
};

export const ACCESS_COOKIE = SESSION_COOKIES.user.access;
export const REFRESH_COOKIE = SESSION_COOKIES.user.refresh;
export const AUTHENTICATED_COOKIE = SESSION_COOKIES.user.authenticated;
const ACCESS_PATH = '/';
const API_PATH = '/api/v1';

export function setSessionCookies(
  reply: FastifyReply,
  kind: TSessionKind,
  {
    tokens,
    secure,
  }: {
    /** `refreshTtlMs`: the refresh session's own length when it is not the kind's (a display's) */
    tokens: { access: string; refresh?: string; knownDevice?: string; refreshTtlMs?: number };
    secure: boolean;
  },
): void {
  const names = SESSION_COOKIES[kind];
  const refreshTtlMs = tokens.refreshTtlMs ?? names.refreshTtlMs;
  const base = { httpOnly: true, sameSite: 'lax' as const, secure };
  const accessPath = kind === 'user' ? ACCESS_PATH : API_PATH;
  reply.setCookie(names.access, tokens.access, {
    ...base,
    path: accessPath,
    maxAge: names.accessTtlMs / 1000,
  });
  if (tokens.refresh) {
    reply.setCookie(names.refresh, tokens.refresh, {
      ...base,
      path: names.refreshPath,
      maxAge: refreshTtlMs / 1000,
    });
  }
  if (tokens.knownDevice) {
    reply.setCookie(KNOWN_DEVICE_COOKIE, tokens.knownDevice, {
      ...base,
      path: API_PATH,
      maxAge: KNOWN_DEVICE_TTL_MS / 1000,
    });
  }
  reply.setCookie(names.authenticated, '1', {
    httpOnly: false,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: refreshTtlMs / 1000,
  });
}

/** Sign-out keeps the known-device cookie: it says who signed in here before, not who is signed in now. */
export function clearSessionCookies(reply: FastifyReply, kind: TSessionKind): void {
  const names = SESSION_COOKIES[kind];
  reply.clearCookie(names.access, { path: kind === 'user' ? ACCESS_PATH : API_PATH });
  reply.clearCookie(names.refresh, { path: names.refreshPath });
  reply.clearCookie(names.authenticated, { path: '/' });
}

export function readAccessToken(request: FastifyRequest, kind: TSessionKind): string | undefined {
  return request.cookies[SESSION_COOKIES[kind].access];
}

export function readRefreshToken(request: FastifyRequest, kind: TSessionKind): string | undefined {
  return request.cookies[SESSION_COOKIES[kind].refresh];
}

export function readKnownDevice(request: FastifyRequest): string | undefined {
  return request.cookies[KNOWN_DEVICE_COOKIE];
}
