import { languageOfUser, type TLanguage, type TProfile, type TUpdateProfile } from '@opentab/shared';
import type { TAppContext } from '../../context.ts';
import { found } from '../../lib/found.ts';
import type { TUserSession } from '../../plugins/auth.ts';
import { presentProfile } from '../../presenters/profile.ts';
import { findStoreLanguage } from '../settings/store-setting.repo.ts';
import * as users from '../users/users.repo.ts';

export async function getProfile(
  ctx: TAppContext,
  session: TUserSession,
): Promise<{ user: TProfile; storeLanguage: TLanguage }> {
  const [user, store] = await Promise.all([
    users.findUser(ctx.db, session.tenantId, session.userId),
    findStoreLanguage(ctx.db, session.tenantId),
  ]);
  return { user: presentProfile(found(user)), storeLanguage: languageOfUser(null, store?.language) };
}

/**
 * A blank designation is stored as none; a language left out stays as it was. A new language is this call's
 * too: its own answer already speaks it.
 */
export async function updateProfile(
  ctx: TAppContext,
  session: TUserSession,
  input: TUpdateProfile,
): Promise<void> {
  await users.updateUser(ctx.db, session.tenantId, {
    userId: session.userId,
    values: {
      name: input.name,
      designation: input.designation || null,
      ...(input.language !== undefined ? { language: input.language } : {}),
    },
  });
  if (input.language !== undefined) {
    const store = input.language ? undefined : await findStoreLanguage(ctx.db, session.tenantId);
    session.language = languageOfUser(input.language, store?.language);
    // the user's other open screens switch too (they read the profile again on this event)
    ctx.realtime.emitToUser(session.userId, 'session_update');
  }
}
