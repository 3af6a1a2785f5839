import { describe, expect, it } from 'vitest';
import { newId } from './ids.ts';
import { createLocalBus, createRedisBus, type ProcessBus } from './process-bus.ts';
import { closeRedis, connectRedis } from './redis.ts';

const until = async (check: () => boolean, ms = 3000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('process bus (one process)', () => {
  it("runs the channel's subscribers within publish, and only that channel's", async () => {
    const bus = createLocalBus();
    const seen: string[] = [];
    await bus.subscribe('a', { onMessage: (m) => seen.push(`a:${m}`) });
    const unsubscribe = await bus.subscribe('b', { onMessage: (m) => seen.push(`b:${m}`) });
    await bus.publish('a', 'one');
    unsubscribe();
    await bus.publish('b', 'two');
    expect(seen).toEqual(['a:one']);
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('process bus across processes (Redis)', () => {
  const url = process.env.TEST_REDIS_URL as string;

  it("reaches the other process's subscribers once, and the publisher's own at once, not again", async () => {
    const [r1, r2] = await Promise.all([connectRedis(url), connectRedis(url)]);
    try {
      const [bus1, bus2] = [createRedisBus(r1), createRedisBus(r2)];
      const channel = `test-${newId()}`;
      const seen1: string[] = [];
      const seen2: string[] = [];
      await bus1.subscribe(channel, { onMessage: (m) => seen1.push(m) });
      await bus2.subscribe(channel, { onMessage: (m) => seen2.push(m) });
      await bus2.subscribe(`${channel}-other`, { onMessage: (m) => seen2.push(`other:${m}`) });

      const published = bus1.publish(channel, 'tenant-1');
      expect(seen1).toEqual(['tenant-1']);
      await published;
      await until(() => seen2.length > 0);
      await bus2.publish(channel, 'tenant-2');
      await until(() => seen1.length > 1);
      // Give a stray echo time to arrive before checking there is none.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(seen1).toEqual(['tenant-1', 'tenant-2']);
      expect(seen2).toEqual(['tenant-1', 'tenant-2']);
    } finally {
      await Promise.all([closeRedis(r1), closeRedis(r2)]);
    }
  });

  it('tells subscribers to drop everything when their subscription was down, and delivers again after', async () => {
    const [r1, r2] = await Promise.all([connectRedis(url), connectRedis(url)]);
    try {
      const bus1: ProcessBus = createRedisBus(r1);
      const bus2: ProcessBus = createRedisBus(r2);
      const channel = `test-${newId()}`;
      const seen: string[] = [];
      let resyncs = 0;
      await bus2.subscribe(channel, {
        onMessage: (m) => seen.push(m),
        onResync: () => {
          resyncs += 1;
        },
      });
      r2.sub.disconnect(true);
      await until(() => resyncs === 1);
      await bus1.publish(channel, 'after');
      await until(() => seen.length === 1);
      expect(seen).toEqual(['after']);
    } finally {
      await Promise.all([closeRedis(r1), closeRedis(r2)]);
    }
  });
});
