import { hasAnyScope, MSG, parseScopeList, type TScope } from '@opentab/shared';
import type { FastifyRequest } from 'fastify';
import type { TDb } from '../db/database.ts';
import { AppError } from '../lib/errors.ts';
import { verifyAccessToken } from '../lib/session/access-tokens.ts';
import { readAccessToken } from '../lib/session/cookies.ts';
import { findSessionRow } from '../lib/session/sessions.repo.ts';

export type TUserSession = {
  kind: 'user';
  deviceId: string;
  userId: string;
  tenantId: string;
  role: 'admin' | 'staff';
  scope: TScope[];
  name: string;
  username: string;
  tenantActive: boolean;
};

export type TSuperadminSession = {
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
async function findSessionByDevice(db: TDb, deviceId: string): Promise<TSession | null> {
  const row = await findSessionRow(db, deviceId);
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
    userId: row.userId,
    tenantId: row.tenantId,
    role: row.role,
    scope: parseScopeList(row.scope),
    name: row.userName ?? '',
    username: row.userUsername ?? '',
    tenantActive: row.tenantActive === 1,
  };
}

export async function resolveSession(request: FastifyRequest): Promise<TSession | null> {
  if (request.sessionCache !== undefined) return request.sessionCache;
  const { db, config } = request.server.ctx;
  const deviceId = verifyAccessToken(config.sessionSecret, readAccessToken(request));
  request.sessionCache = deviceId ? await findSessionByDevice(db, deviceId) : null;
  return request.sessionCache;
}

/** The tenant user of a request that passed one of the guards below. */
export function currentUser(request: FastifyRequest): TUserSession {
  const session = request.sessionCache;
  if (session?.kind !== 'user') throw new AppError('UNAUTHENTICATED', MSG.unauthenticated);
  return session;
}

export function currentSuperadmin(request: FastifyRequest): TSuperadminSession {
  const session = request.sessionCache;
  if (session?.kind !== 'superadmin') throw new AppError('UNAUTHENTICATED', MSG.unauthenticated);
  return session;
}

/** Any signed-in tenant user (profile, devices, support): no scope, no subscription needed. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  const session = await resolveSession(request);
  if (!session) throw new AppError('UNAUTHENTICATED', MSG.unauthenticated);
  if (session.kind !== 'user') throw new AppError('FORBIDDEN', MSG.noAccess);
}

/**
 * Business routes: a signed-in tenant user whose subscription is active and who holds one of the scopes
 * (admin passes; an empty list means any user of the tenant).
 */
export function requireScope(...scopes: TScope[]) {
  return async (request: FastifyRequest): Promise<void> => {
    await requireUser(request);
    const session = currentUser(request);
    if (!session.tenantActive) throw new AppError('SUBSCRIPTION_INACTIVE', MSG.subscriptionInactive);
    if (!hasAnyScope(session, scopes)) throw new AppError('FORBIDDEN', MSG.noAccess);
  };
}

/** Only the admin of the tenant (e.g. the sidebar's Users link, subscription actions). */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  if (currentUser(request).role !== 'admin') throw new AppError('FORBIDDEN', MSG.noAccess);
}

export async function requireSuperadmin(request: FastifyRequest): Promise<void> {
  const session = await resolveSession(request);
  if (!session) throw new AppError('UNAUTHENTICATED', MSG.unauthenticated);
  if (session.kind !== 'superadmin') throw new AppError('FORBIDDEN', MSG.noAccess);
}
