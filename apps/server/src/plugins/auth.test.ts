import type { TScope } from '@opentab/shared';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from '../lib/errors.ts';
import { accessGuard, type TSession } from './auth.ts';

const user = (overrides: Partial<Extract<TSession, { kind: 'user' }>> = {}): TSession => ({
  kind: 'user',
  deviceId: 'd1',
  deviceName: 'Till 1',
  userId: 'u1',
  tenantId: 't1',
  role: 'staff',
  scope: [],
  name: 'Sam',
  username: 'sam@example.com',
  language: 'en',
  tenantActive: true,
  ...overrides,
});
const superadmin: TSession = {
  kind: 'superadmin',
  deviceId: 'd2',
  superadminId: 's1',
  name: 'Op',
  username: 'op@x.y',
};

// The guards only read the session resolved for the request; a preset cache stands in for the cookie.
const requestWith = (session: TSession | null) => ({ sessionCache: session }) as unknown as FastifyRequest;

async function statusOf(guard: (r: FastifyRequest) => Promise<void>, session: TSession | null) {
  try {
    await guard(requestWith(session));
    return 200;
  } catch (error) {
    if (error instanceof AppError) return error.status;
    throw error;
  }
}

const signedIn = accessGuard('signed-in');
const anyScope = (...scopes: [TScope, ...TScope[]]) => accessGuard(scopes);
const superadminOnly = accessGuard('superadmin');
const adminOnly = accessGuard('admin');

describe('the access guard of the permission table', () => {
  it('scopes: 401 without a session, 403 without the scope, 200 with any one of the scopes', async () => {
    const guard = anyScope('POS', 'ORDERS');
    expect(await statusOf(guard, null)).toBe(401);
    expect(await statusOf(guard, user({ scope: ['KITCHEN'] }))).toBe(403);
    expect(await statusOf(guard, user({ scope: ['ORDERS'] }))).toBe(200);
    expect(await statusOf(guard, user({ role: 'admin' }))).toBe(200);
  });

  it('scopes: 402 when the tenant subscription is inactive, even for the admin', async () => {
    expect(await statusOf(anyScope('POS'), user({ role: 'admin', tenantActive: false }))).toBe(402);
  });

  it('keeps the superadmin out of the business area and staff out of the superadmin area', async () => {
    expect(await statusOf(anyScope('POS'), superadmin)).toBe(403);
    expect(await statusOf(signedIn, superadmin)).toBe(403);
    expect(await statusOf(superadminOnly, user({ role: 'admin' }))).toBe(403);
    expect(await statusOf(superadminOnly, superadmin)).toBe(200);
    expect(await statusOf(superadminOnly, null)).toBe(401);
  });

  it('admin passes only the tenant admin', async () => {
    expect(await statusOf(adminOnly, user({ scope: ['SETTINGS'] }))).toBe(403);
    expect(await statusOf(adminOnly, user({ role: 'admin' }))).toBe(200);
  });

  it('signed-in needs no scope and no active subscription; public needs no session', async () => {
    expect(await statusOf(signedIn, user({ tenantActive: false }))).toBe(200);
    expect(await statusOf(signedIn, null)).toBe(401);
    expect(await statusOf(accessGuard('public'), null)).toBe(200);
  });
});
