import type { TOrderItemStatus } from '@opentab/shared';
import { offlineDb } from './offline-db';
import { provisionalTokenOf, statusStepsOf, type TOutboxEntry, type TSyncedOrder } from './outbox-rules';

/** How long an acknowledged order stays listed on this device (the server refuses older offline orders too). */
const SYNCED_KEPT_MS = 24 * 60 * 60 * 1000;

const CHANNEL = 'opentab.outbox';
const listeners = new Set<() => void>();
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
channel?.addEventListener('message', () => {
  for (const listener of listeners) listener();
});

/** Every change to the outbox is told to this tab's listeners and to the device's other tabs. */
function changed(): void {
  for (const listener of listeners) listener();
  channel?.postMessage('changed');
}

export function onOutboxChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The local day "2026-11-28", which the provisional count starts again on (small numbers, like tokens). */
const localDay = (at: Date) =>
  `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;

export type TNewEntry = Omit<
  TOutboxEntry,
  'seq' | 'provisionalToken' | 'status' | 'attempts' | 'body' | 'receipt'
> & {
  /** the order's body before its offline block, which needs the provisional token */
  body: (provisionalToken: string) => TOutboxEntry['body'];
  receipt: (provisionalToken: string) => TOutboxEntry['receipt'];
};

/**
 * Stores an order made offline, with the next creation number and provisional token of this device, in one
 * transaction (two tabs never get the same P-n). Resolves once IndexedDB committed it: only then may the
 * screen say "sent".
 */
export async function queueOrder(entry: TNewEntry): Promise<TOutboxEntry> {
  const db = await offlineDb();
  const tx = db.transaction(['outbox', 'counters'], 'readwrite');
  const counters = tx.objectStore('counters');
  const dayKey = `provisional:${localDay(new Date(entry.createdAt))}`;
  const seq = ((await counters.get('seq')) ?? 0) + 1;
  const count = ((await counters.get(dayKey)) ?? 0) + 1;
  const provisionalToken = provisionalTokenOf(count);
  const stored: TOutboxEntry = {
    ...entry,
    seq,
    provisionalToken,
    body: entry.body(provisionalToken),
    receipt: entry.receipt(provisionalToken),
    status: 'waiting',
    attempts: 0,
  };
  await Promise.all([
    counters.put(seq, 'seq'),
    counters.put(count, dayKey),
    tx.objectStore('outbox').add(stored),
    tx.done,
  ]);
  changed();
  return stored;
}

/** The business's entries on this device, oldest first (waiting and refused). */
export async function listEntries(tenantId: string): Promise<TOutboxEntry[]> {
  const all = await (await offlineDb()).getAllFromIndex('outbox', 'by-seq');
  return all.filter((entry) => entry.tenantId === tenantId);
}

export async function findEntry(id: string): Promise<TOutboxEntry | undefined> {
  return (await offlineDb()).get('outbox', id);
}

/** Entries of any business waiting on this device: signing out warns about them. */
export async function countWaiting(): Promise<number> {
  const all = await (await offlineDb()).getAll('outbox');
  return all.filter((entry) => entry.status === 'waiting').length;
}

/** The server took it: the entry leaves the outbox and its real token is recorded, in one transaction. */
export async function acknowledge(
  entry: TOutboxEntry,
  synced: TSyncedOrder,
  itemIds?: string[],
): Promise<void> {
  const db = await offlineDb();
  const tx = db.transaction(['outbox', 'synced'], 'readwrite');
  // the kitchen's moves as they are now, not as when the replay read the entry: a line moved meanwhile counts
  const fresh = (await tx.objectStore('outbox').get(entry.id)) ?? entry;
  const steps = itemIds ? { statusSteps: statusStepsOf(itemIds, fresh.itemStatuses) } : {};
  await Promise.all([
    tx.objectStore('outbox').delete(entry.id),
    tx.objectStore('synced').put({ ...synced, ...steps }),
    tx.done,
  ]);
  changed();
}

/** This device's kitchen moved a line of an order still waiting (a synced order moves on the server). */
export async function moveWaitingItem(id: string, line: number, status: TOrderItemStatus): Promise<void> {
  const db = await offlineDb();
  const tx = db.transaction('outbox', 'readwrite');
  const entry = await tx.store.get(id);
  if (entry?.status === 'waiting') {
    const statuses = Array.from(
      { length: entry.lineCount },
      (_, index) => entry.itemStatuses?.[index] ?? 'created',
    );
    statuses[line] = status;
    await tx.store.put({ ...entry, itemStatuses: statuses });
  }
  await tx.done;
  changed();
}

/** Synced orders with kitchen moves still to send, oldest first. */
export async function listPendingSteps(tenantId: string): Promise<TSyncedOrder[]> {
  const all = await (await offlineDb()).getAll('synced');
  return all
    .filter((order) => order.tenantId === tenantId && (order.statusSteps?.length ?? 0) > 0)
    .sort((a, b) => a.syncedAt.localeCompare(b.syncedAt));
}

/** The first of a synced order's moves went (or was already made): the rest wait their turn. */
export async function dropFirstStep(order: TSyncedOrder): Promise<TSyncedOrder> {
  const next = { ...order, statusSteps: order.statusSteps?.slice(1) ?? [] };
  await (await offlineDb()).put('synced', next);
  return next;
}

/** Changes the entry as it is now (a kitchen move may have come since it was read), in one transaction. */
async function updateEntry(
  entry: TOutboxEntry,
  change: (fresh: TOutboxEntry) => TOutboxEntry,
): Promise<TOutboxEntry | undefined> {
  const db = await offlineDb();
  const tx = db.transaction('outbox', 'readwrite');
  const fresh = await tx.store.get(entry.id);
  const next = fresh ? change(fresh) : undefined;
  if (next) await tx.store.put(next);
  await tx.done;
  return next;
}

export async function markRefused(entry: TOutboxEntry, refusal: TOutboxEntry['refusal']): Promise<void> {
  await updateEntry(entry, (fresh) => ({ ...fresh, status: 'refused', refusal }));
  changed();
}

/** One more try of the entry; undefined when it is gone (a manager discarded it meanwhile). */
export function countAttempt(entry: TOutboxEntry): Promise<TOutboxEntry | undefined> {
  return updateEntry(entry, (fresh) => ({ ...fresh, attempts: fresh.attempts + 1 }));
}

/** A manager resolved a refused entry (made it again, or let it go): only then does it leave the device. */
export async function removeRefused(id: string): Promise<void> {
  const db = await offlineDb();
  const entry = await db.get('outbox', id);
  if (entry?.status !== 'refused') return;
  await db.delete('outbox', id);
  changed();
}

export async function findSynced(id: string): Promise<TSyncedOrder | undefined> {
  return (await offlineDb()).get('synced', id);
}

/** The business's orders acknowledged in the last day, newest first; older ones are forgotten. */
export async function listSynced(tenantId: string): Promise<TSyncedOrder[]> {
  const db = await offlineDb();
  const cutoff = new Date(Date.now() - SYNCED_KEPT_MS).toISOString();
  const all = await db.getAllFromIndex('synced', 'by-synced');
  const old = all.filter((order) => order.syncedAt < cutoff);
  if (old.length > 0) {
    const tx = db.transaction('synced', 'readwrite');
    await Promise.all([...old.map((order) => tx.store.delete(order.id)), tx.done]);
  }
  return all.filter((order) => order.syncedAt >= cutoff && order.tenantId === tenantId).reverse();
}
