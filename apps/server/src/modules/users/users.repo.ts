import type { TDb } from '../../db/database.ts';
import { newId } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';

// pin_hash only for whether there is one (presenters/profile.ts answers hasPin, never the hash)
const USER_COLUMNS = [
  'name',
  'designation',
  'username',
  'role',
  'photo',
  'phone',
  'email',
  'scope',
  'pin_hash',
  'language',
] as const;

export type TUserValues = {
  name: string;
  designation: string | null;
  phone: string | null;
  email: string | null;
  scope: string;
};

/** The tenant's users, oldest first (users_tenant_idx); never the password hash. */
export function listUsers(db: TDb, tenantId: string) {
  return db
    .selectFrom('users')
    .select(USER_COLUMNS)
    .where('tenant_id', '=', tenantId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** One of the tenant's users by username (unique index): another tenant's username is not found. */
export function findTenantUser(db: TDb, tenantId: string, username: string) {
  return db
    .selectFrom('users')
    .select(['id', 'role', 'username', 'name', 'designation', 'phone', 'email', 'scope'])
    .where('username', '=', username)
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
}

/** One of the tenant's users by id (what their own profile shows); never the password hash. */
export function findUser(db: TDb, tenantId: string, userId: string) {
  return db
    .selectFrom('users')
    .select(USER_COLUMNS)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** Whether any account, of any tenant, already signs in with this username. */
export async function usernameExists(db: TDb, username: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst();
  return row !== undefined;
}

export async function insertStaffUser(
  db: TDb,
  tenantId: string,
  user: TUserValues & { username: string; passwordHash: string },
) {
  const now = nowIso();
  await db
    .insertInto('users')
    .values({
      id: newId(),
      tenant_id: tenantId,
      username: user.username,
      password_hash: user.passwordHash,
      name: user.name,
      role: 'staff',
      scope: user.scope,
      designation: user.designation,
      phone: user.phone,
      email: user.email,
      photo: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

/** Sets the given values (a staff edit: all of them; the user's own profile: name and designation). */
export function updateUser(
  db: TDb,
  tenantId: string,
  { userId, values }: { userId: string; values: Partial<TUserValues> },
) {
  return db
    .updateTable('users')
    .set({ ...values, updated_at: nowIso() })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** Their devices, refresh and reset tokens go with them (ON DELETE CASCADE). */
export function deleteUser(db: TDb, tenantId: string, userId: string) {
  return db.deleteFrom('users').where('tenant_id', '=', tenantId).where('id', '=', userId).executeTakeFirst();
}
