import type { TReceiptResponse } from '@opentab/shared';
import type { TNewEntry } from './outbox-store';

/** An order made offline as the POS would queue it, for the outbox's tests. */
export function newEntry(changes: Partial<TNewEntry> = {}): TNewEntry {
  const createdAt = changes.createdAt ?? '2026-11-28T12:00:00.000Z';
  return {
    id: crypto.randomUUID(),
    tenantId: 'tenant-a',
    userId: 'cashier',
    userName: 'Cashier',
    deviceId: 'device-1',
    mode: 'kitchen',
    createdAt,
    payableMinor: 1250,
    currency: 'USD',
    lineCount: 2,
    body: (provisionalToken) => ({
      cart: [{ id: 'latte', quantity: 1 }],
      offline: { createdAt, catalogVersion: 3, deviceId: 'device-1', provisionalToken },
    }),
    receipt: (provisionalToken) => ({ provisionalToken }) as TReceiptResponse,
    ...changes,
  };
}
