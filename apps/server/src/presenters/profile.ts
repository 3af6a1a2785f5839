import type { TProfile } from '@opentab/shared';
import type { Row } from '../db/schema.ts';

/** The user's own profile: who they are and what they may open, never the password hash. */
export function presentProfile(
  user: Pick<
    Row<'users'>,
    'name' | 'designation' | 'username' | 'role' | 'photo' | 'phone' | 'email' | 'scope'
  >,
): TProfile {
  return {
    name: user.name,
    designation: user.designation,
    username: user.username,
    role: user.role,
    photo: user.photo,
    phone: user.phone,
    email: user.email,
    scope: user.scope,
  };
}
