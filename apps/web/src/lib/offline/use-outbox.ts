import { useEffect, useState, useSyncExternalStore } from 'react';
import { isReachable, subscribeConnectivity } from './connectivity';
import type { TOutboxEntry, TSyncedOrder } from './outbox-rules';
import { replayState, subscribeReplay } from './replay-state';

export type TOutboxView = {
  waiting: TOutboxEntry[];
  refused: TOutboxEntry[];
  synced: TSyncedOrder[];
};

const EMPTY: TOutboxView = { waiting: [], refused: [], synced: [] };

/**
 * The business's orders made offline on this device, read again whenever the outbox changes (any tab). The
 * outbox's code (and IndexedDB's wrapper) loads after the first paint: no page's first load carries it.
 */
export function useOutbox(tenantId: string | null): TOutboxView {
  const [view, setView] = useState<TOutboxView>(EMPTY);
  useEffect(() => {
    if (!tenantId) return;
    let live = true;
    let stop = () => {};
    void import('./outbox-store').then(({ listEntries, listSynced, onOutboxChange }) => {
      const read = async () => {
        try {
          const [entries, synced] = await Promise.all([listEntries(tenantId), listSynced(tenantId)]);
          if (!live) return;
          setView({
            waiting: entries.filter((entry) => entry.status === 'waiting'),
            refused: entries.filter((entry) => entry.status === 'refused'),
            synced,
          });
        } catch {
          // a browser without IndexedDB (private mode on some browsers) has nothing to show
        }
      };
      if (!live) return;
      void read();
      stop = onOutboxChange(() => void read());
    });
    return () => {
      live = false;
      stop();
    };
  }, [tenantId]);
  return view;
}

/** Whether the server answers, as the api client last saw it. */
export function useReachable(): boolean {
  return useSyncExternalStore(subscribeConnectivity, isReachable, () => true);
}

/** Whether this tab is replaying now, and when an entry last synced on this device. */
export function useReplay() {
  return useSyncExternalStore(subscribeReplay, replayState, replayState);
}
