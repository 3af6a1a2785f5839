import type { TPosInitResponse } from '@opentab/shared';
import { ApiError } from '../api';

/**
 * /pos/init from the server, kept on the device each time it answers; when no answer comes (offline), the
 * copy this device kept, so the POS keeps selling from the menu it last had. Any other failure is thrown. The
 * keeping (IndexedDB) loads after the answer: it is no part of the POS's first load.
 */
export async function posInitOnlineOrSaved(
  who: { tenantId: string; userId: string },
  fetchOnline: () => Promise<TPosInitResponse>,
): Promise<TPosInitResponse> {
  try {
    const data = await fetchOnline();
    // a device that cannot store (private mode, full disk) still sells online
    import('./pos-init-cache')
      .then(({ savePosInit }) => savePosInit(who.tenantId, who.userId, data))
      .catch(() => {});
    return data;
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 0)) throw error;
    const { loadPosInit } = await import('./pos-init-cache');
    const saved = await loadPosInit(who.tenantId, who.userId).catch(() => undefined);
    if (!saved) throw error;
    return saved.data;
  }
}
