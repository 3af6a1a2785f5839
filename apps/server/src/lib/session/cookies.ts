import type { FastifyReply, FastifyRequest } from 'fastify';
import { KNOWN_DEVICE_COOKIE, KNOWN_DEVICE_TTL_MS } from './known-device.ts';

export const ACCESS_COOKIE = 'opentab_access';
export const REFRESH_COOKIE = 'opentab_refresh';
/** Readable by the web: tells it a session exists (spec: a product prefix plus "authenticated"). */
export const AUTHENTICATED_COOKIE = 'opentab_authenticated';

export const ACCESS_TTL_MS = 15 * 60_000;
export const REFRESH_TTL_MS = 30 * 24 * 60 * 60_000;
const REFRESH_PATH = '/api/v1';

export function setSessionCookies(
  reply: FastifyReply,
  tokens: { access: string; refresh?: string; knownDevice?: string },
  secure: boolean,
): void {
  const base = { httpOnly: true, sameSite: 'lax' as const, secure };
  reply.setCookie(ACCESS_COOKIE, tokens.access, { ...base, path: '/', maxAge: ACCESS_TTL_MS / 1000 });
  if (tokens.refresh) {
    reply.setCookie(REFRESH_COOKIE, tokens.refresh, {
      ...base,
      path: REFRESH_PATH,
      maxAge: REFRESH_TTL_MS / 1000,
    });
  }
  if (tokens.knownDevice) {
    reply.setCookie(KNOWN_DEVICE_COOKIE, tokens.knownDevice, {
      ...base,
      path: REFRESH_PATH,
      maxAge: KNOWN_DEVICE_TTL_MS / 1000,
    });
  }
  reply.setCookie(AUTHENTICATED_COOKIE, '1', {
    httpOnly: false,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: REFRESH_TTL_MS / 1000,
  });
}

/** Sign-out keeps the known-device cookie: it says who signed in here before, not who is signed in now. */
export function clearSessionCookies(reply: FastifyReply): void {
  reply.clearCookie(ACCESS_COOKIE, { path: '/' });
  reply.clearCookie(REFRESH_COOKIE, { path: REFRESH_PATH });
  reply.clearCookie(AUTHENTICATED_COOKIE, { path: '/' });
}

export function readAccessToken(request: FastifyRequest): string | undefined {
  return request.cookies[ACCESS_COOKIE];
}

export function readRefreshToken(request: FastifyRequest): string | undefined {
  return request.cookies[REFRESH_COOKIE];
}

export function readKnownDevice(request: FastifyRequest): string | undefined {
  return request.cookies[KNOWN_DEVICE_COOKIE];
}
