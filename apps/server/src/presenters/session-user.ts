import { languageOfUser, SOURCE_LANGUAGE, type TSessionUser } from '@opentab/shared';
import type { Row } from '../db/schema.ts';

/** A tenant user as the sign-in and refresh answers carry it. */
export function presentSessionUser(
  user: Pick<
    Row<'users'>,
    'name' | 'role' | 'scope' | 'designation' | 'photo' | 'tenant_id' | 'username' | 'language'
  > & { store_language: string | null },
): TSessionUser {
  return {
    name: user.name,
    role: user.role,
    scope: user.scope,
    designation: user.designation,
    photo: user.photo,
    tenantId: user.tenant_id,
    username: user.username,
    language: languageOfUser(user.language, user.store_language),
  };
}

/** The superadmin signs in without a tenant, role or scope of a restaurant. */
export function presentSuperadminSessionUser(
  admin: Pick<Row<'superadmins'>, 'name' | 'username'>,
): TSessionUser {
  return {
    name: admin.name,
    role: 'superadmin',
    scope: '',
    designation: null,
    photo: null,
    tenantId: null,
    username: admin.username,
    language: SOURCE_LANGUAGE,
  };
}
