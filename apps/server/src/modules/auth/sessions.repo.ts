import type { TDb } from '../../db/database.ts';
import { type Placeholders, preparedQuery } from '../../db/prepared.ts';

// Every request runs this one: compiled once per dialect (db/prepared.ts), each run only binds the device id.
const sessionByDevice = preparedQuery((db, p: Placeholders<{ deviceId: string }>) =>
  db
    .selectFrom('devices as d')
    .leftJoin('users as u', 'u.id', 'd.user_id')
    .leftJoin('tenants as t', 't.id', 'd.tenant_id')
    .leftJoin('superadmins as s', 's.id', 'd.superadmin_id')
    .leftJoin('store_settings as ss', 'ss.tenant_id', 'd.tenant_id')
    .select([
      'd.id as deviceId',
      'd.name as deviceName',
      'd.tenant_id as tenantId',
      'u.id as userId',
      'u.role',
      'u.scope',
      'u.name as userName',
      'u.username as userUsername',
      'u.language as userLanguage',
      'ss.language as storeLanguage',
      't.is_active as tenantActive',
      't.access_until as tenantAccessUntil',
      's.id as superadminId',
      's.name as superadminName',
      's.username as superadminUsername',
    ])
    .where('d.id', '=', p.deviceId)
    .where('d.revoked_at', 'is', null),
);

/** A live device with its user and tenant, or its superadmin: one indexed query. */
export function findSessionRow(db: TDb, deviceId: string) {
  return sessionByDevice.first(db, { deviceId });
}

/**
 * A live device of a tenant user (sockets are for restaurant screens, never the superadmin), with its
 * tenant's access state (lib/tenant-access.ts decides whether the business may have a live link).
 */
export function findTenantUserDevice(db: TDb, deviceId: string) {
  return db
    .selectFrom('devices as d')
    .innerJoin('tenants as t', 't.id', 'd.tenant_id')
    .select(['d.tenant_id', 'd.user_id', 't.is_active', 't.access_until'])
    .where('d.id', '=', deviceId)
    .where('d.revoked_at', 'is', null)
    .where('d.user_id', 'is not', null)
    .executeTakeFirst();
}
