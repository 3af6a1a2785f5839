import { MSG, ZCreateSuperadminSchema } from '@opentab/shared';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import * as repo from '../auth/auth.repo.ts';

/**
 * The only way an operator account comes to exist (`npm run superadmin:create`): never seeded, never with a
 * known password. Refuses a weak password and an email that already has an operator account.
 */
export async function createSuperadmin(
  db: TDb,
  input: { username: string; password: string },
): Promise<{ username: string }> {
  const parsed = ZCreateSuperadminSchema.safeParse(input);
  if (!parsed.success)
    throw new AppError('VALIDATION', parsed.error.issues[0]?.message ?? MSG.invalidRequest);
  const { username, password } = parsed.data;
  if (await repo.findSuperadminByUsername(db, username)) throw new AppError('CONFLICT', MSG.superadminExists);
  await repo.insertSuperadmin(db, {
    username,
    passwordHash: await hashPassword(password),
    name: 'OpenTab Operator',
  });
  return { username };
}
