import type { TDb } from '../../db/database.ts';
import type { SessionStore } from '../../lib/session/session-store.ts';
import { findSessionRow, findTenantUserDevice } from './sessions.repo.ts';

/** The base layers' session lookups (lib/session/session-store.ts) over this module's devices. */
export function createSessionStore(db: TDb): SessionStore {
  return {
    findSessionRow: (deviceId) => findSessionRow(db, deviceId),
    findSocketDevice: (deviceId) => findTenantUserDevice(db, deviceId),
  };
}
