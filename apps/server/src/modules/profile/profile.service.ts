import type { TProfile, TUpdateProfile } from '@opentab/shared';
import type { TAppContext } from '../../context.ts';
import { found } from '../../lib/found.ts';
import type { TUserSession } from '../../plugins/auth.ts';
import { presentProfile } from '../../presenters/profile.ts';
import * as repo from './profile.repo.ts';

export async function getProfile(ctx: TAppContext, session: TUserSession): Promise<TProfile> {
  return presentProfile(found(await repo.findProfile(ctx.db, session.tenantId, session.userId)));
}

/** A blank designation is stored as none. */
export async function updateProfile(
  ctx: TAppContext,
  session: TUserSession,
  input: TUpdateProfile,
): Promise<void> {
  await repo.updateProfile(ctx.db, session.tenantId, session.userId, {
    name: input.name,
    designation: input.designation || null,
  });
}
