import type { TDb } from '../../db/database.ts';
import { nowIso } from '../../lib/time.ts';

export type TProfileValues = { name: string; designation: string | null };

/** What the user's own profile shows (never the password hash). */
export function findProfile(db: TDb, tenantId: string, userId: string) {
  return db
    .selectFrom('users')
    .select(['name', 'designation', 'username', 'role', 'photo', 'phone', 'email', 'scope'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', userId)
    .executeTakeFirst();
}

export function updateProfile(db: TDb, tenantId: string, userId: string, values: TProfileValues) {
  return db
    .updateTable('users')
    .set({ ...values, updated_at: nowIso() })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', userId)
    .executeTakeFirst();
}
