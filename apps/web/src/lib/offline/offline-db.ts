import type { TPosInitResponse } from '@opentab/shared';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { TOutboxEntry, TSyncedOrder } from './outbox-rules';

/** /pos/init as this device last read it for one user of one business, priced from while offline. */
export type TSavedPosInit = { key: string; data: TPosInitResponse; savedAt: string };

interface OfflineSchema extends DBSchema {
  outbox: { key: string; value: TOutboxEntry; indexes: { 'by-seq': number } };
  synced: { key: string; value: TSyncedOrder; indexes: { 'by-synced': string } };
  posInit: { key: string; value: TSavedPosInit };
  /** the device's counters: `seq` (creation order) and `provisional` (the P-n of its offline orders) */
  counters: { key: string; value: number };
}

export type TOfflineDb = IDBPDatabase<OfflineSchema>;

const DB_NAME = 'opentab-offline';
const DB_VERSION = 1;

let opening: Promise<TOfflineDb> | null = null;

/** The device's offline database, opened once per page. */
export function offlineDb(): Promise<TOfflineDb> {
  opening ??= openDB<OfflineSchema>(DB_NAME, DB_VERSION, {
    upgrade(db) {
      db.createObjectStore('outbox', { keyPath: 'id' }).createIndex('by-seq', 'seq');
      db.createObjectStore('synced', { keyPath: 'id' }).createIndex('by-synced', 'syncedAt');
      db.createObjectStore('posInit', { keyPath: 'key' });
      db.createObjectStore('counters');
    },
    // Another tab upgrading to a newer build's schema: let it, and reopen on next use.
    blocking() {
      void opening?.then((db) => db.close());
      opening = null;
    },
  });
  return opening;
}

/** For tests: forget the open connection (the fake database is replaced between tests). */
export function closeOfflineDb(): void {
  void opening?.then((db) => db.close());
  opening = null;
}
