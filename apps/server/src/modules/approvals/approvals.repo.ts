import type { TDb } from '../../db/database.ts';
import { nowIso } from '../../lib/time.ts';

/** A possible approver: the store's user signing with this username (another store's user is not found). */
export function findApprover(db: TDb, tenantId: string, username: string) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'username', 'role', 'scope', 'pin_hash'])
    .where('username', '=', username)
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
}

/** Sets (a hash) or clears (null) a user's approval PIN; whether the user was there to change. */
export async function setPinHash(
  db: TDb,
  tenantId: string,
  change: { userId: string; pinHash: string | null },
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ pin_hash: change.pinHash, updated_at: nowIso() })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', change.userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
