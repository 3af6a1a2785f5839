import type { Redis } from 'ioredis';

/**
 * Fixed-window counters of the sign-in throttle (modules/auth/signin-throttle.ts), which reads, resets and
 * grows its windows as a request limit cannot (request limits: plugins/rate-limit.ts). In one process they
 * live in memory; with REDIS_URL they live in Redis so every server process sees the same counts.
 */
type TCounterWindow = { count: number; resetInMs: number };

export interface RateCounterStore {
  /** Adds one to the key's window and answers the count and the ms left in the window. */
  hit(key: string, windowMs: number): Promise<TCounterWindow>;
  /** The key's count and the ms left in its window, without counting (0 and 0 when there is none). */
  peek(key: string): Promise<TCounterWindow>;
  reset(key: string): Promise<void>;
}

export function createMemoryCounterStore(): RateCounterStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string) => {
    const w = windows.get(key);
    if (w && w.resetAt <= Date.now()) {
      windows.delete(key);
      return undefined;
    }
    return w;
  };
  return {
    async hit(key, windowMs) {
      const now = Date.now();
      const w = live(key) ?? { count: 0, resetAt: now + windowMs };
      w.count += 1;
      windows.set(key, w);
      if (windows.size > 50_000) {
        for (const [k, v] of windows) if (v.resetAt <= now) windows.delete(k);
      }
      return { count: w.count, resetInMs: w.resetAt - now };
    },
    async peek(key) {
      const w = live(key);
      return w ? { count: w.count, resetInMs: w.resetAt - Date.now() } : { count: 0, resetInMs: 0 };
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

export function createRedisCounterStore(redis: Redis, prefix = 'opentab:rl:'): RateCounterStore {
  return {
    async hit(key, windowMs) {
      const k = prefix + key;
      // One atomic round trip: the window starts with its first hit (SET NX with the expiry), so a key never
      // outlives its window even if this process dies between commands.
      const [, [, count], [, ttl]] = (await redis
        .multi()
        .set(k, 0, 'PX', windowMs, 'NX')
        .incr(k)
        .pttl(k)
        .exec()) as [unknown, [null, number], [null, number]];
      return { count, resetInMs: ttl < 0 ? windowMs : ttl };
    },
    async peek(key) {
      const k = prefix + key;
      const [[, count], [, ttl]] = (await redis.multi().get(k).pttl(k).exec()) as [
        [null, string | null],
        [null, number],
      ];
      return count === null
        ? { count: 0, resetInMs: 0 }
        : { count: Number(count), resetInMs: Math.max(0, ttl) };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}
