import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportReachable } from './connectivity';
import {
  findEntry,
  listEntries,
  listPendingSteps,
  listSynced,
  moveWaitingItem,
  queueOrder,
} from './outbox-store';
import { replayNow, startReplay } from './replay';
import { newEntry } from './test-entries';

type TCall = { path: string; key: string | null; body: { offline?: unknown; cart: unknown } };

/** A server that answers each create call with `answer`, or gives no answer while `down`. */
function fakeServer(answer: (call: TCall, index: number) => { status: number; body: unknown }) {
  const calls: TCall[] = [];
  const state = { down: false };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      if (state.down) throw new TypeError('Failed to fetch');
      const call = {
        path: String(input),
        key: new Headers(init.headers).get('Idempotency-Key'),
        body: JSON.parse(String(init.body ?? '{}')),
      };
      calls.push(call);
      const { status, body } = answer(call, calls.length - 1);
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return { calls, state };
}

const created = (tokenNo: number) => ({
  status: 200,
  body: {
    message: 'Order sent to Kitchen!',
    tokenNo,
    orderId: `order-${tokenNo}`,
    payableTotal: 12.5,
    itemIds: [`item-${tokenNo}-1`, `item-${tokenNo}-2`],
  },
});

let stop: () => void = () => {};
beforeEach(() => reportReachable(true));
afterEach(() => {
  stop();
  vi.unstubAllGlobals();
});

describe('replaying the outbox', () => {
  it('sends the oldest first, each with its own key, and records the real tokens', async () => {
    const first = await queueOrder(newEntry());
    const second = await queueOrder(newEntry());
    const server = fakeServer((_, index) => created(41 + index));
    stop = startReplay('tenant-a');
    await vi.waitFor(async () => expect(await listEntries('tenant-a')).toEqual([]));
    expect(server.calls.map((call) => call.key)).toEqual([first.id, second.id]);
    expect(server.calls[0]?.path).toBe('/api/v1/pos/create-order');
    expect(server.calls[0]?.body.offline).toMatchObject({ provisionalToken: 'P-1', catalogVersion: 3 });
    const synced = await listSynced('tenant-a');
    expect(synced.map((order) => [order.provisionalToken, order.tokenNo]).sort()).toEqual([
      ['P-1', 41],
      ['P-2', 42],
    ]);
  });

  it('keeps every entry while no answer comes, and stops at the first so none overtakes another', async () => {
    await queueOrder(newEntry());
    await queueOrder(newEntry());
    const server = fakeServer(() => created(1));
    server.state.down = true;
    stop = startReplay('tenant-a');
    await replayNow();
    expect((await listEntries('tenant-a')).map((entry) => entry.status)).toEqual(['waiting', 'waiting']);
    expect(server.calls).toEqual([]);
  });

  it('keeps a refused entry with the reason and goes on with the next', async () => {
    const refused = await queueOrder(newEntry());
    const next = await queueOrder(newEntry());
    fakeServer((call) =>
      call.key === refused.id
        ? {
            status: 409,
            body: { message: 'The menu this order was priced with is no longer accepted!', code: 'X' },
          }
        : created(7),
    );
    stop = startReplay('tenant-a');
    await vi.waitFor(async () => expect(await findEntry(next.id)).toBeUndefined());
    const kept = await findEntry(refused.id);
    expect(kept?.status).toBe('refused');
    expect(kept?.refusal).toMatchObject({ status: 409, code: 'X' });
    expect(kept?.refusal?.message).toContain('no longer accepted');
  });

  it('reads the stored answer with the first body when a live send with the key had reached the server', async () => {
    const entry = await queueOrder(newEntry({ firstBody: { cart: [{ id: 'latte', quantity: 1 }] } }));
    const server = fakeServer((call) =>
      call.body.offline ? { status: 422, body: { message: 'Idempotency key reused' } } : created(12),
    );
    stop = startReplay('tenant-a');
    await vi.waitFor(async () => expect(await findEntry(entry.id)).toBeUndefined());
    expect(server.calls.map((call) => call.key)).toEqual([entry.id, entry.id]);
    expect(server.calls[1]?.body.offline).toBeUndefined();
    expect((await listSynced('tenant-a'))[0]?.tokenNo).toBe(12);
  });

  it("never replays another business's entries", async () => {
    await queueOrder(newEntry({ tenantId: 'tenant-b' }));
    const server = fakeServer(() => created(1));
    stop = startReplay('tenant-a');
    await replayNow();
    expect(server.calls).toEqual([]);
    expect(await listEntries('tenant-b')).toHaveLength(1);
  });

  it("sends the kitchen's moves made offline once the order synced, and a 409 counts as done", async () => {
    const entry = await queueOrder(newEntry());
    await moveWaitingItem(entry.id, 0, 'preparing');
    await moveWaitingItem(entry.id, 0, 'completed');
    await moveWaitingItem(entry.id, 1, 'preparing');
    const server = fakeServer((call) =>
      call.path.includes('/kitchen/item-5-2')
        ? { status: 409, body: { message: 'Already there' } }
        : created(5),
    );
    stop = startReplay('tenant-a');
    await vi.waitFor(() => expect(server.calls).toHaveLength(4));
    await vi.waitFor(async () => expect(await listPendingSteps('tenant-a')).toEqual([]));
    expect(server.calls.map((call) => `${call.path} ${JSON.stringify(call.body)}`)).toEqual([
      expect.stringContaining('/api/v1/pos/create-order'),
      '/api/v1/kitchen/item-5-1 {"status":"preparing"}',
      '/api/v1/kitchen/item-5-1 {"status":"completed"}',
      '/api/v1/kitchen/item-5-2 {"status":"preparing"}',
    ]);
  });
});
