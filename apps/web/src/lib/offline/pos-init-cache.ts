import type { TPosInitResponse } from '@opentab/shared';
import { offlineDb, type TSavedPosInit } from './offline-db';

/**
 * The POS's data for one user of one business: kept per user (the server answers per session: shift status,
 * and a device may be shared by two businesses' staff), never in the service worker's URL-keyed cache.
 */
const keyOf = (tenantId: string, userId: string) => `${tenantId}:${userId}`;

export async function savePosInit(tenantId: string, userId: string, data: TPosInitResponse): Promise<void> {
  const saved: TSavedPosInit = { key: keyOf(tenantId, userId), data, savedAt: new Date().toISOString() };
  await (await offlineDb()).put('posInit', saved);
}

export async function loadPosInit(tenantId: string, userId: string): Promise<TSavedPosInit | undefined> {
  return (await offlineDb()).get('posInit', keyOf(tenantId, userId));
}
