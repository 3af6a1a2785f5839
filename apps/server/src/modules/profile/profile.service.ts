import type { TProfile, TUpdateProfile } from '@opentab/shared';
import type { TAppContext } from '../../context.ts';
import { found } from '../../lib/found.ts';
import type { TUserSession } from '../../plugins/auth.ts';
import { presentProfile } from '../../presenters/profile.ts';
import * as users from '../users/users.repo.ts';

export async function getProfile(ctx: TAppContext, session: TUserSession): Promise<TProfile> {
  return presentProfile(found(await users.findUser(ctx.db, session.tenantId, session.userId)));
}

/** A blank designation is stored as none. */
export async function updateProfile(
  ctx: TAppContext,
  session: TUserSession,
  input: TUpdateProfile,
): Promise<void> {
  await users.updateUser(ctx.db, session.tenantId, {
    userId: session.userId,
    values: { name: input.name, designation: input.designation || null },
  });
}
