import { isLanguage, type TProfile } from '@opentab/shared';
import type { Row } from '../db/schema.ts';

/** The user's own profile: who they are and what they may open, never the password or PIN hash. */
export function presentProfile(
  user: Pick<
    Row<'users'>,
    | 'name'
    | 'designation'
    | 'username'
    | 'role'
    | 'photo'
    | 'phone'
    | 'email'
    | 'scope'
    | 'pin_hash'
    | 'language'
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
    hasPin: user.pin_hash !== null,
    language: isLanguage(user.language) ? user.language : null,
  };
}
