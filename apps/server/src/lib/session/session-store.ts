/** A live device with its user and tenant, or its superadmin (the access guard turns it into a TSession). */
type TSessionRow = {
  deviceId: string;
  deviceName: string | null;
  tenantId: string | null;
  userId: string | null;
  role: 'admin' | 'staff' | null;
  scope: string | null;
  userName: string | null;
  userUsername: string | null;
  /** issue 24: the user's own language and the store's, which the user's follows when unset */
  userLanguage: string | null;
  storeLanguage: string | null;
  tenantActive: number | null;
  tenantAccessUntil: string | null;
  superadminId: string | null;
  superadminName: string | null;
  superadminUsername: string | null;
};

/** A live device of a tenant user, with its tenant's access state: what a socket handshake needs. */
type TSocketDevice = {
  tenant_id: string | null;
  user_id: string | null;
  is_active: number;
  access_until: string | null;
};

/**
 * The session lookups the base layers need (plugins/auth.ts, realtime/realtime.ts). The auth module owns the
 * devices and implements this (modules/auth/session-store.ts); app.ts wires it into the app context.
 */
export interface SessionStore {
  findSessionRow(deviceId: string): Promise<TSessionRow | undefined>;
  findSocketDevice(deviceId: string): Promise<TSocketDevice | undefined>;
}
