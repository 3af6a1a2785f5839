import type { TPosInitResponse } from '@opentab/shared';
import { ApiError } from '../api';
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

/**
 * /pos/init from the server, kept on the device each time it answers; when no answer comes (offline), the
 * copy this device kept, so the POS keeps selling from the menu it last had. Any other failure is thrown.
 */
export async function posInitOnlineOrSaved(
  who: { tenantId: string; userId: string },
  fetchOnline: () => Promise<TPosInitResponse>,
): Promise<TPosInitResponse> {
  try {
    const data = await fetchOnline();
    // a device that cannot store (private mode, full disk) still sells online
    savePosInit(who.tenantId, who.userId, data).catch(() => {});
    return data;
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 0)) throw error;
    const saved = await loadPosInit(who.tenantId, who.userId).catch(() => undefined);
    if (!saved) throw error;
    return saved.data;
  }
}
