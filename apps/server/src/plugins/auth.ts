import {
  canAccess,
  languageOfUser,
  MSG,
  needsActiveSubscription,
  parseScopeList,
  type TAccess,
  type TLanguage,
  type TPrincipal,
  type TScope,
} from '@opentab/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.ts';
import { verifyAccessToken } from '../lib/session/access-tokens.ts';
import { readAccessToken, type TSessionKind } from '../lib/session/cookies.ts';
import type { SessionStore } from '../lib/session/session-store.ts';
import { isTenantLive } from '../lib/tenant-access.ts';

export type TUserSession = {
  kind: 'user';
  deviceId: string;
  /** the device's name as My Devices shows it, which audit entries keep */
  deviceName: string | null;
  userId: string;
  tenantId: string;
  role: 'admin' | 'staff';
  scope: TScope[];
  name: string;
  username: string;
  /** issue 24: the language the user's answers speak (their own, else the store's) */
  language: TLanguage;
  tenantActive: boolean;
};

type TSuperadminSession = {
  kind: 'superadmin';
  deviceId: string;
  superadminId: string;
  name: string;
  username: string;
};

export type TSession = TUserSession | TSuperadminSession;

declare module 'fastify' {
  interface FastifyRequest {
    /** undefined until resolved; null when the request carries no valid session */
    sessionCache?: TSession | null;
  }
}

/** Loads the session of the access cookie: one indexed query joining the device, its user and tenant. */
async function findSessionByDevice(sessions: SessionStore, deviceId: string): Promise<TSession | null> {
  const row = await sessions.findSessionRow(deviceId);
  if (!row) return null;
  if (row.superadminId) {
    return {
      kind: 'superadmin',
      deviceId: row.deviceId,
      superadminId: row.superadminId,
      name: row.superadminName ?? '',
      username: row.superadminUsername ?? '',
    };
  }
  if (!row.userId || !row.tenantId || !row.role) return null;
  return {
    kind: 'user',
    deviceId: row.deviceId,
    deviceName: row.deviceName,
    userId: row.userId,
    tenantId: row.tenantId,
    role: row.role,
    scope: parseScopeList(row.scope),
    name: row.userName ?? '',
    username: row.userUsername ?? '',
    language: languageOfUser(row.userLanguage, row.storeLanguage),
    tenantActive: isTenantLive({ isActive: row.tenantActive, accessUntil: row.tenantAccessUntil }),
  };
}

const SUPERADMIN_API = '/api/v1/superadmin';

/**
 * The session of the call's own kind of access cookie (the operator's under /superadmin, the tenant user's
 * elsewhere), or else of the other kind, so that a signed-in user of the wrong kind gets 403, not 401.
 * A cookie only ever carries its own kind of session.
 */
export async function resolveSession(request: FastifyRequest): Promise<TSession | null> {
  if (request.sessionCache !== undefined) return request.sessionCache;
  const own: TSessionKind =
    request.url === SUPERADMIN_API || request.url.startsWith(`${SUPERADMIN_API}/`) ? 'superadmin' : 'user';
  const other: TSessionKind = own === 'user' ? 'superadmin' : 'user';
  const kind = readAccessToken(request, own) ? own : other;
  const { sessions, config } = request.server.ctx;
  const deviceId = verifyAccessToken(config.sessionSecret, readAccessToken(request, kind));
  const session = deviceId ? await findSessionByDevice(sessions, deviceId) : null;
  request.sessionCache = session?.kind === kind ? session : null;
  return request.sessionCache;
}

/** The tenant user of a request that passed one of the guards below. */
export function currentUser(request: FastifyRequest): TUserSession {
  const session = request.sessionCache;
  if (session?.kind !== 'user') throw new AppError('UNAUTHENTICATED', MSG.unauthenticated);
  return session;
}

function principalOf(session: TSession): TPrincipal {
  return session.kind === 'superadmin' ? { role: 'superadmin', scope: [] } : session;
}

/**
 * The guard of one access of the permission table (packages/shared permissions.ts), which
 * plugins/permissions.ts puts in front of every /api/v1 route: 401 without a session, 402 when a
 * scope-guarded call's tenant subscription is inactive, 403 when the access is not open to the user
 * (admin passes every business check, the superadmin only its own).
 */
export function accessGuard(access: TAccess) {
  return async (request: FastifyRequest): Promise<void> => {
    if (access === 'public') return;
    const session = await resolveSession(request);
    if (!session) throw new AppError('UNAUTHENTICATED', MSG.unauthenticated);
    if (session.kind === 'user' && needsActiveSubscription(access) && !session.tenantActive) {
      throw new AppError('SUBSCRIPTION_INACTIVE', MSG.subscriptionInactive);
    }
    if (!canAccess(principalOf(session), access)) throw new AppError('FORBIDDEN', MSG.noAccess);
  };
}
