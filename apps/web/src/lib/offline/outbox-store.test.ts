import { describe, expect, it } from 'vitest';
import {
  acknowledge,
  countAttempt,
  countWaiting,
  findEntry,
  listEntries,
  listSynced,
  markRefused,
  moveWaitingItem,
  onOutboxChange,
  queueOrder,
  removeRefused,
} from './outbox-store';
import { newEntry } from './test-entries';

const synced = (id: string, syncedAt = new Date().toISOString()) => ({
  id,
  tenantId: 'tenant-a',
  provisionalToken: 'P-1',
  tokenNo: 41,
  orderId: 'order-41',
  invoiceId: null,
  mode: 'kitchen' as const,
  createdAt: '2026-11-28T12:00:00.000Z',
  syncedAt,
});

describe('the outbox on this device', () => {
  it('numbers orders P-1, P-2… and keeps them in creation order, each body carrying its token', async () => {
    const first = await queueOrder(newEntry());
    const second = await queueOrder(newEntry());
    expect([first.provisionalToken, second.provisionalToken]).toEqual(['P-1', 'P-2']);
    expect(second.seq).toBeGreaterThan(first.seq);
    expect(second.body.offline?.provisionalToken).toBe('P-2');
    expect(second.receipt.provisionalToken).toBe('P-2');
    expect((await listEntries('tenant-a')).map((entry) => entry.id)).toEqual([first.id, second.id]);
  });

  it('never gives two orders queued at once the same token', async () => {
    const queued = await Promise.all(Array.from({ length: 8 }, () => queueOrder(newEntry())));
    expect(new Set(queued.map((entry) => entry.provisionalToken)).size).toBe(8);
  });

  it('starts the count again on a new local day', async () => {
    await queueOrder(newEntry({ createdAt: '2026-11-27T12:00:00.000Z' }));
    await queueOrder(newEntry({ createdAt: '2026-11-27T13:00:00.000Z' }));
    const nextDay = await queueOrder(newEntry({ createdAt: '2026-11-29T12:00:00.000Z' }));
    expect(nextDay.provisionalToken).toBe('P-1');
  });

  it("lists one business's entries only", async () => {
    await queueOrder(newEntry({ tenantId: 'tenant-b' }));
    const mine = await queueOrder(newEntry());
    expect((await listEntries('tenant-a')).map((entry) => entry.id)).toEqual([mine.id]);
    expect(await countWaiting()).toBe(2);
  });

  it('lets an entry go only with its acknowledgement, recording the real token', async () => {
    const entry = await queueOrder(newEntry());
    await acknowledge(entry, synced(entry.id));
    expect(await findEntry(entry.id)).toBeUndefined();
    expect((await listSynced('tenant-a')).map((order) => order.tokenNo)).toEqual([41]);
  });

  it('keeps a refused entry until a manager discards it, and discards nothing else', async () => {
    const waiting = await queueOrder(newEntry());
    const refused = await queueOrder(newEntry());
    await markRefused(refused, { message: 'Item not found!', status: 400 });
    await removeRefused(waiting.id);
    expect(await findEntry(waiting.id)).toBeDefined();
    expect((await findEntry(refused.id))?.refusal?.message).toBe('Item not found!');
    await removeRefused(refused.id);
    expect(await findEntry(refused.id)).toBeUndefined();
  });

  it('forgets synced orders after a day', async () => {
    const entry = await queueOrder(newEntry());
    await acknowledge(entry, synced(entry.id, new Date(Date.now() - 25 * 3_600_000).toISOString()));
    expect(await listSynced('tenant-a')).toEqual([]);
  });

  it('tells its listeners about every change', async () => {
    let changes = 0;
    const stop = onOutboxChange(() => {
      changes += 1;
    });
    const entry = await queueOrder(newEntry());
    await markRefused(entry, { message: 'x', status: 400 });
    await removeRefused(entry.id);
    stop();
    expect(changes).toBe(3);
  });

  it('keeps a kitchen move made while the entry was on its way: the steps follow the entry as it is then', async () => {
    const entry = await queueOrder(newEntry({ lineCount: 2 }));
    const held = await countAttempt(entry); // what the replay holds while its request is out
    await moveWaitingItem(entry.id, 0, 'completed'); // the cook finishes the first line meanwhile
    if (!held) throw new Error('the entry is gone');
    await acknowledge(held, synced(entry.id), ['item-1', 'item-2']);
    const [order] = await listSynced('tenant-a');
    expect(order?.statusSteps).toEqual([
      { itemId: 'item-1', status: 'preparing' },
      { itemId: 'item-1', status: 'completed' },
    ]);
    expect(held.attempts).toBe(1);
  });

  it('counts no attempt of an entry a manager discarded meanwhile', async () => {
    const entry = await queueOrder(newEntry());
    await markRefused(entry, { message: 'x', status: 400 });
    await removeRefused(entry.id);
    expect(await countAttempt(entry)).toBeUndefined();
  });
});
