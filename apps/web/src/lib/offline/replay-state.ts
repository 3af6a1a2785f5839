/**
 * Whether this tab is replaying the outbox now, and when an entry last synced on this device: the header's chip
 * reads it on every page, while the replay itself (replay.ts) loads after the first paint.
 */
const LAST_SYNC_KEY = 'opentab.outbox.lastSync';

export type TReplayState = { syncing: boolean; lastSyncAt: string | null };

let state: TReplayState = { syncing: false, lastSyncAt: localStorage.getItem(LAST_SYNC_KEY) };
const listeners = new Set<() => void>();

export function setReplayState(next: Partial<TReplayState>): void {
  if (next.lastSyncAt) localStorage.setItem(LAST_SYNC_KEY, next.lastSyncAt);
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export const replayState = () => state;

export function subscribeReplay(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
