import { describe, expect, it } from 'vitest';
import { newId } from './ids.ts';
import { createMemoryCounterStore, createRedisCounterStore, type RateCounterStore } from './rate-limiter.ts';
import { closeRedis, connectRedis } from './redis.ts';

async function expectWindowCounting(stores: RateCounterStore[]) {
  const [a, b] = [stores[0]!, stores.at(-1)!];
  const key = `k-${newId()}`;
  expect(await a.peek(key)).toEqual({ count: 0, resetInMs: 0 });
  const first = await a.hit(key, 60_000);
  expect(first.count).toBe(1);
  expect(first.resetInMs).toBeGreaterThan(0);
  expect(first.resetInMs).toBeLessThanOrEqual(60_000);
  expect((await b.hit(key, 60_000)).count).toBe(2);
  expect((await a.peek(key)).count).toBe(2);
  await b.reset(key);
  expect((await a.peek(key)).count).toBe(0);
}

describe('rate counters', () => {
  it('count hits in a window, peek without counting, and reset (memory)', async () => {
    await expectWindowCounting([createMemoryCounterStore()]);
  });

  it('start a new window once the old one is over (memory)', async () => {
    const store = createMemoryCounterStore();
    await store.hit('short', 20);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect((await store.hit('short', 20)).count).toBe(1);
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('rate counters across processes (Redis)', () => {
  it('share one count between two processes, and the window expires in Redis itself', async () => {
    const [r1, r2] = await Promise.all([
      connectRedis(process.env.TEST_REDIS_URL as string),
      connectRedis(process.env.TEST_REDIS_URL as string),
    ]);
    try {
      const prefix = `opentab:test:${newId()}:`;
      await expectWindowCounting([
        createRedisCounterStore(r1.client, prefix),
        createRedisCounterStore(r2.client, prefix),
      ]);
      const store = createRedisCounterStore(r1.client, prefix);
      await store.hit('expiring', 5_000);
      const ttl = await r1.client.pttl(`${prefix}expiring`);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(5_000);
    } finally {
      await Promise.all([closeRedis(r1), closeRedis(r2)]);
    }
  });
});
