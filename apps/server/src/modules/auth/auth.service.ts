import {
  isDisplayOnlyUser,
  MSG,
  parseScopeList,
  type TDevice,
  type TSessionUser,
  type TSignIn,
  type TSignUp,
} from '@opentab/shared';
import type { TAppContext } from '../../context.ts';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import { hashToken, newSecretToken } from '../../lib/ids.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { signAccessToken } from '../../lib/session/access-tokens.ts';
import { DISPLAY_REFRESH_TTL_MS, SESSION_COOKIES, type TSessionKind } from '../../lib/session/cookies.ts';
import { isKnownDevice, knownAccountKey, rememberKnownDevice } from '../../lib/session/known-device.ts';
import { isoAfter, MINUTE } from '../../lib/time.ts';
import { deviceNameFromUserAgent } from '../../lib/user-agent.ts';
import type { TUserSession } from '../../plugins/auth.ts';
import { presentDevice } from '../../presenters/device.ts';
import { presentSessionUser, presentSuperadminSessionUser } from '../../presenters/session-user.ts';
import { trialAccess } from '../billing/subscription-state.ts';
import { createTenantWithAdmin } from '../tenants/create-tenant.ts';
import * as repo from './auth.repo.ts';
import { assertSignInAllowed, forgetFailedSignIns, recordFailedSignIn } from './signin-throttle.ts';

const RESET_TOKEN_TTL_MS = 30 * MINUTE;
/** Two tabs refreshing at once present the same token; within this window that is a race, not a theft. */
const REFRESH_REUSE_GRACE_MS = 10_000;

export type TSessionTokens = {
  access: string;
  refresh?: string;
  knownDevice?: string;
  refreshTtlMs?: number;
};
export type TAccountKind = TSessionKind;
/** Who is asking: the known-device cookie is the raw cookie value, checked here. */
type TClient = { ip: string | null; userAgent: string | undefined; knownDevice?: string };

export async function signUp(ctx: TAppContext, input: TSignUp): Promise<void> {
  if (await repo.findUserByUsername(ctx.db, input.username)) {
    throw new AppError('CONFLICT', MSG.usernameTaken);
  }
  try {
    await createTenantWithAdmin(ctx.db, {
      businessName: input.biz_name,
      username: input.username,
      password: input.password,
      timeZone: input.timeZone,
      access: trialAccess(),
    });
  } catch (error) {
    // Two sign-ups racing for one email: the unique index decides, the loser gets the same answer.
    if (await repo.findUserByUsername(ctx.db, input.username))
      throw new AppError('CONFLICT', MSG.usernameTaken);
    throw error;
  }
}

/** Whose device a session is: a tenant user's or an operator's. */
type TOwner = { tenantId: string | null; userId: string | null; superadminId: string | null };

/**
 * How long a refresh session lives: the kind's, or a year for a wall screen's user (issue 26: display scopes
 * only), so a board or customer display stays signed in while it is used.
 */
function refreshTtlOf(kind: TAccountKind, user: TSessionUser): number {
  const isDisplay =
    kind === 'user' &&
    user.role !== 'superadmin' &&
    isDisplayOnlyUser({ role: user.role, scope: parseScopeList(user.scope) });
  return isDisplay ? DISPLAY_REFRESH_TTL_MS : SESSION_COOKIES[kind].refreshTtlMs;
}

/** A new device with its first refresh token, and an access token for it. */
async function startSession(
  ctx: TAppContext,
  kind: TAccountKind,
  { owner, client, refreshTtlMs }: { owner: TOwner; client: TClient; refreshTtlMs: number },
): Promise<TSessionTokens> {
  const { accessTtlMs } = SESSION_COOKIES[kind];
  const deviceId = await repo.insertDevice(ctx.db, {
    ...owner,
    name: deviceNameFromUserAgent(client.userAgent),
    ip: client.ip,
  });
  const refresh = newSecretToken();
  await repo.insertRefreshToken(ctx.db, deviceId, {
    tokenHash: hashToken(refresh),
    expiresAt: isoAfter(refreshTtlMs),
  });
  return {
    access: signAccessToken(ctx.config.sessionSecret, deviceId, Date.now() + accessTtlMs),
    refresh,
    refreshTtlMs,
  };
}

type TAccount = {
  passwordHash: string;
  owner: TOwner;
  user: TSessionUser;
};

/** A tenant user signs in under /auth, an operator under /superadmin: the same sessions, another table. */
async function findAccount(
  ctx: TAppContext,
  kind: TAccountKind,
  username: string,
): Promise<TAccount | undefined> {
  if (kind === 'superadmin') {
    const admin = await repo.findSuperadminByUsername(ctx.db, username);
    if (!admin) return undefined;
    return {
      passwordHash: admin.password_hash,
      owner: { tenantId: null, userId: null, superadminId: admin.id },
      user: presentSuperadminSessionUser(admin),
    };
  }
  const user = await repo.findUserByUsername(ctx.db, username);
  if (!user) return undefined;
  return {
    passwordHash: user.password_hash,
    owner: { tenantId: user.tenant_id, userId: user.id, superadminId: null },
    user: presentSessionUser(user),
  };
}

/** Checks the password under the sign-in throttle (signin-throttle.ts) and starts a session on this device. */
export async function signIn(
  ctx: TAppContext,
  kind: TAccountKind,
  { input, client }: { input: TSignIn; client: TClient },
) {
  const { sessionSecret } = ctx.config;
  const attempt = { kind, username: input.username, ip: client.ip };
  const knownAccount = knownAccountKey(kind, input.username);
  const known = isKnownDevice(sessionSecret, { cookie: client.knownDevice, account: knownAccount });
  await assertSignInAllowed(ctx, attempt, known);
  const account = await findAccount(ctx, kind, input.username);
  const valid = await verifyPassword(account?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!account || !valid) return recordFailedSignIn(ctx, attempt);
  // The owner's known device passing by does not give a stranger on the same network fresh attempts.
  if (!known) await forgetFailedSignIns(ctx, attempt);
  const tokens = await startSession(ctx, kind, {
    owner: account.owner,
    client,
    refreshTtlMs: refreshTtlOf(kind, account.user),
  });
  const knownDevice = rememberKnownDevice(sessionSecret, {
    cookie: client.knownDevice,
    account: knownAccount,
  });
  return { user: account.user, tokens: { ...tokens, knownDevice } };
}

/**
 * Rotates the refresh token. Presenting an already rotated token after the grace window means it was
 * copied: the whole device is revoked, so both the thief and the owner must sign in again.
 */
export async function refreshSession(
  ctx: TAppContext,
  expected: TAccountKind,
  { refreshToken, ip }: { refreshToken: string | undefined; ip: string | null },
) {
  if (!refreshToken) throw new AppError('UNAUTHENTICATED', MSG.unauthenticated);
  const stored = await repo.findRefreshToken(ctx.db, hashToken(refreshToken));
  if (!stored) throw new AppError('UNAUTHENTICATED', MSG.unauthenticated);
  const device = await repo.findActiveDevice(ctx.db, stored.device_id);
  if (!device) throw new AppError('UNAUTHENTICATED', MSG.unauthenticated);
  if ((expected === 'superadmin') !== (device.superadmin_id !== null)) {
    throw new AppError('UNAUTHENTICATED', MSG.unauthenticated);
  }
  if (stored.expires_at <= new Date().toISOString())
    throw new AppError('UNAUTHENTICATED', MSG.unauthenticated);
  const { accessTtlMs, maxSessionMs } = SESSION_COOKIES[expected];
  if (maxSessionMs !== undefined && Date.now() - Date.parse(device.created_at) > maxSessionMs) {
    await repo.revokeDevice(ctx.db, device.id);
    throw new AppError('UNAUTHENTICATED', MSG.unauthenticated);
  }
  const user = await sessionUserOf(ctx, device);
  // read at each refresh: a user whose scopes changed to (or from) display-only slides for a year (or 30 days)
  const refreshTtlMs = refreshTtlOf(expected, user);

  const access = signAccessToken(ctx.config.sessionSecret, device.id, Date.now() + accessTtlMs);
  const rotatedNow = stored.rotated_at === null && (await repo.markRefreshTokenRotated(ctx.db, stored.id));
  let tokens: TSessionTokens;
  if (rotatedNow) {
    const refresh = newSecretToken();
    await repo.insertRefreshToken(ctx.db, device.id, {
      tokenHash: hashToken(refresh),
      expiresAt: isoAfter(refreshTtlMs),
    });
    tokens = { access, refresh, refreshTtlMs };
  } else {
    const rotatedAt = Date.parse(stored.rotated_at ?? new Date().toISOString());
    if (Date.now() - rotatedAt > REFRESH_REUSE_GRACE_MS) {
      await repo.revokeDevice(ctx.db, device.id);
      ctx.realtime.dropSockets({ deviceId: device.id });
      throw new AppError('UNAUTHENTICATED', MSG.unauthenticated);
    }
    tokens = { access }; // the racing request already set the new refresh cookie
  }
  await repo.touchDevice(ctx.db, device.id, ip);
  return { user, tokens };
}

/** Whose session a live device carries, as the sign-in and refresh answers present it. */
async function sessionUserOf(
  ctx: TAppContext,
  device: { superadmin_id: string | null; tenant_id: string | null; user_id: string | null },
): Promise<TSessionUser> {
  if (device.superadmin_id) {
    const admin = await repo.findSuperadminById(ctx.db, device.superadmin_id);
    if (!admin) throw new AppError('UNAUTHENTICATED', MSG.unauthenticated);
    return presentSuperadminSessionUser(admin);
  }
  const user =
    device.tenant_id && device.user_id
      ? await repo.findUserById(ctx.db, device.tenant_id, device.user_id)
      : undefined;
  if (!user) throw new AppError('UNAUTHENTICATED', MSG.unauthenticated);
  return presentSessionUser(user);
}

/** Ends the device's session on the server, found from the access or else the refresh cookie. */
export async function signOut(
  ctx: TAppContext,
  deviceId: string | undefined,
  refreshToken: string | undefined,
) {
  let id = deviceId;
  if (!id && refreshToken) id = (await repo.findRefreshToken(ctx.db, hashToken(refreshToken)))?.device_id;
  if (!id) return;
  await repo.revokeDevice(ctx.db, id);
  ctx.realtime.dropSockets({ deviceId: id });
}

export async function requestPasswordReset(ctx: TAppContext, username: string): Promise<void> {
  const user = await repo.findUserByUsername(ctx.db, username);
  if (!user) return; // same answer either way: the caller cannot probe for accounts
  const token = newSecretToken();
  await repo.insertPasswordResetToken(ctx.db, {
    tenantId: user.tenant_id,
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: isoAfter(RESET_TOKEN_TTL_MS),
  });
  const link = `${ctx.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await ctx.mailer.send({
    tenantId: user.tenant_id,
    to: user.username,
    subject: 'Reset your OpenTab password',
    text: [
      `Hello ${user.name},`,
      '',
      'Someone asked to reset the password of your OpenTab account. Open this link to choose a new one:',
      link,
      '',
      'The link works once and expires in 30 minutes. If you did not ask for it, you can ignore this mail.',
    ].join('\n'),
  });
}

export async function resetPassword(ctx: TAppContext, token: string, password: string): Promise<void> {
  const stored = await repo.findUsablePasswordResetToken(ctx.db, hashToken(token));
  if (!stored) throw new AppError('VALIDATION', MSG.resetTokenInvalid);
  await setPasswordAndSignOut(
    ctx,
    { tenantId: stored.tenant_id, userId: stored.user_id },
    {
      password,
      alsoInTransaction: (trx) => repo.usePasswordResetTokens(trx, stored.tenant_id, stored.user_id),
    },
  );
}

/**
 * Sets a user's new password and ends their sessions at once: every device but `keepDeviceId` is revoked in
 * the same transaction and its sockets dropped after it commits. The password reset link, the profile's
 * password change and the Users screen's reset all go through here.
 */
export async function setPasswordAndSignOut(
  ctx: TAppContext,
  user: { tenantId: string; userId: string },
  options: { password: string; keepDeviceId?: string; alsoInTransaction?: (trx: TDb) => Promise<unknown> },
): Promise<void> {
  const passwordHash = await hashPassword(options.password);
  await ctx.db.transaction().execute(async (trx) => {
    await options.alsoInTransaction?.(trx);
    await repo.updateUserPassword(trx, user.tenantId, { userId: user.userId, passwordHash });
    await repo.revokeUserDevicesExcept(trx, user.tenantId, {
      userId: user.userId,
      keepDeviceId: options.keepDeviceId,
    });
  });
  ctx.realtime.dropSockets({ userId: user.userId, exceptDeviceId: options.keepDeviceId });
}

export async function changePassword(
  ctx: TAppContext,
  session: TUserSession,
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  const user = await repo.findUserById(ctx.db, session.tenantId, session.userId);
  if (!user || !(await verifyPassword(user.password_hash, input.currentPassword))) {
    throw new AppError('VALIDATION', MSG.wrongCurrentPassword);
  }
  await setPasswordAndSignOut(ctx, session, { password: input.newPassword, keepDeviceId: session.deviceId });
}

const isDisplayScopeList = (scope: string) =>
  isDisplayOnlyUser({ role: 'staff', scope: parseScopeList(scope) });

/**
 * The caller's own devices; the admin also sees the store's wall screens (issue 26: devices of display-only
 * users, which sign in for a year), so a lost or stolen screen is removed from the owner's Devices page.
 */
export async function listDevices(ctx: TAppContext, session: TUserSession): Promise<TDevice[]> {
  const rows = await repo.listUserDevices(ctx.db, session.tenantId, session.userId);
  const screens =
    session.role === 'admin'
      ? await repo.listDisplayDevices(ctx.db, session.tenantId, isDisplayScopeList)
      : [];
  return [...rows, ...screens].map((row) => presentDevice(row, session.deviceId));
}

export async function removeDevice(ctx: TAppContext, session: TUserSession, deviceId: string): Promise<void> {
  let removed = await repo.revokeUserDevice(ctx.db, session.tenantId, { userId: session.userId, deviceId });
  if (!removed && session.role === 'admin') {
    const screens = await repo.listDisplayDevices(ctx.db, session.tenantId, isDisplayScopeList);
    const screen = screens.find((row) => row.id === deviceId);
    if (screen) {
      await repo.revokeDevice(ctx.db, screen.id);
      removed = true;
    }
  }
  if (!removed) throw new AppError('NOT_FOUND', MSG.notFound);
  ctx.realtime.dropSockets({ deviceId });
}
