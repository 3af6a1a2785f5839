import type { TDb } from '../../db/database.ts';
import { newId } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';

/** A user with their store's language, which theirs follows when unset (issue 24). */
function usersWithStoreLanguage(db: TDb) {
  return db
    .selectFrom('users')
    .leftJoin('store_settings', 'store_settings.tenant_id', 'users.tenant_id')
    .selectAll('users')
    .select('store_settings.language as store_language');
}

export function findUserByUsername(db: TDb, username: string) {
  return usersWithStoreLanguage(db).where('users.username', '=', username).executeTakeFirst();
}

export function findUserById(db: TDb, tenantId: string, userId: string) {
  return usersWithStoreLanguage(db)
    .where('users.tenant_id', '=', tenantId)
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

export function findSuperadminByUsername(db: TDb, username: string) {
  return db.selectFrom('superadmins').selectAll().where('username', '=', username).executeTakeFirst();
}

export function findSuperadminById(db: TDb, superadminId: string) {
  return db.selectFrom('superadmins').selectAll().where('id', '=', superadminId).executeTakeFirst();
}

export async function insertSuperadmin(
  db: TDb,
  row: { username: string; passwordHash: string; name: string },
) {
  await db
    .insertInto('superadmins')
    .values({
      id: newId(),
      username: row.username,
      password_hash: row.passwordHash,
      name: row.name,
      created_at: nowIso(),
    })
    .execute();
}

export async function hasAnySuperadmin(db: TDb): Promise<boolean> {
  return (await db.selectFrom('superadmins').select('id').limit(1).executeTakeFirst()) !== undefined;
}

export type TNewDevice = {
  tenantId: string | null;
  userId: string | null;
  superadminId: string | null;
  name: string;
  ip: string | null;
};

export async function insertDevice(db: TDb, device: TNewDevice): Promise<string> {
  const id = newId();
  await db
    .insertInto('devices')
    .values({
      id,
      tenant_id: device.tenantId,
      user_id: device.userId,
      superadmin_id: device.superadminId,
      name: device.name,
      ip: device.ip,
      location: null,
      created_at: nowIso(),
      last_used_at: nowIso(),
      revoked_at: null,
    })
    .execute();
  return id;
}

export function findActiveDevice(db: TDb, deviceId: string) {
  return db
    .selectFrom('devices')
    .selectAll()
    .where('id', '=', deviceId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

export function listUserDevices(db: TDb, tenantId: string, userId: string) {
  return db
    .selectFrom('devices')
    .select(['id', 'name', 'ip', 'location', 'created_at', 'last_used_at'])
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .orderBy('created_at', 'desc')
    .execute();
}

/**
 * Issue 26: the store's wall screens: live devices of staff users whose scopes are display scopes only
 * (`isDisplayOnly` decides from the stored scope list), with the user's name.
 */
export async function listDisplayDevices(
  db: TDb,
  tenantId: string,
  isDisplayOnly: (scope: string) => boolean,
) {
  const rows = await db
    .selectFrom('devices')
    .innerJoin('users', (join) =>
      join.onRef('users.id', '=', 'devices.user_id').onRef('users.tenant_id', '=', 'devices.tenant_id'),
    )
    .select([
      'devices.id',
      'devices.name',
      'devices.ip',
      'devices.location',
      'devices.created_at',
      'users.name as displayUser',
      'users.scope',
    ])
    .where('devices.tenant_id', '=', tenantId)
    .where('devices.revoked_at', 'is', null)
    .where('users.role', '=', 'staff')
    .orderBy('devices.created_at', 'desc')
    .execute();
  return rows.filter((row) => isDisplayOnly(row.scope));
}

export async function revokeDevice(db: TDb, deviceId: string): Promise<void> {
  await db
    .updateTable('devices')
    .set({ revoked_at: nowIso() })
    .where('id', '=', deviceId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes one user's device if it belongs to them; answers whether it did. */
export async function revokeUserDevice(
  db: TDb,
  tenantId: string,
  { userId, deviceId }: { userId: string; deviceId: string },
) {
  const result = await db
    .updateTable('devices')
    .set({ revoked_at: nowIso() })
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('id', '=', deviceId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function revokeUserDevicesExcept(
  db: TDb,
  tenantId: string,
  { userId, keepDeviceId }: { userId: string; keepDeviceId?: string },
) {
  let query = db
    .updateTable('devices')
    .set({ revoked_at: nowIso() })
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepDeviceId) query = query.where('id', '!=', keepDeviceId);
  await query.execute();
}

export async function touchDevice(db: TDb, deviceId: string, ip: string | null): Promise<void> {
  await db.updateTable('devices').set({ last_used_at: nowIso(), ip }).where('id', '=', deviceId).execute();
}

export function insertRefreshToken(
  db: TDb,
  deviceId: string,
  { tokenHash, expiresAt }: { tokenHash: string; expiresAt: string },
) {
  return db
    .insertInto('refresh_tokens')
    .values({
      id: newId(),
      device_id: deviceId,
      token_hash: tokenHash,
      created_at: nowIso(),
      expires_at: expiresAt,
      rotated_at: null,
    })
    .execute();
}

export function findRefreshToken(db: TDb, tokenHash: string) {
  return db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Marks the token used; answers false when another request already rotated it (a race or a replay). */
export async function markRefreshTokenRotated(db: TDb, tokenId: string): Promise<boolean> {
  const result = await db
    .updateTable('refresh_tokens')
    .set({ rotated_at: nowIso() })
    .where('id', '=', tokenId)
    .where('rotated_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function updateUserPassword(
  db: TDb,
  tenantId: string,
  { userId, passwordHash }: { userId: string; passwordHash: string },
) {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: nowIso() })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', userId)
    .execute();
}

export function insertPasswordResetToken(
  db: TDb,
  row: { tenantId: string; userId: string; tokenHash: string; expiresAt: string },
) {
  return db
    .insertInto('password_reset_tokens')
    .values({
      id: newId(),
      tenant_id: row.tenantId,
      user_id: row.userId,
      token_hash: row.tokenHash,
      created_at: nowIso(),
      expires_at: row.expiresAt,
      used_at: null,
    })
    .execute();
}

export function findUsablePasswordResetToken(db: TDb, tokenHash: string) {
  return db
    .selectFrom('password_reset_tokens')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso())
    .executeTakeFirst();
}

/** Uses up every open reset link of the user, so an older mail cannot be replayed after a reset. */
export async function usePasswordResetTokens(db: TDb, tenantId: string, userId: string) {
  await db
    .updateTable('password_reset_tokens')
    .set({ used_at: nowIso() })
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}
