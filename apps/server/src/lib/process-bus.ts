import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

export type TBusHandlers = {
  /** A message published on the channel by any server process, this one included. */
  onMessage(message: string): void;
  /**
   * Messages may have been missed (the Redis subscription was down and came back): drop whatever they
   * would have invalidated. Redis pub/sub delivers at most once and keeps nothing for a disconnected
   * subscriber, so a cache on the bus must also bound its entries' age (a TTL) for the cases it cannot see.
   */
  onResync?(): void;
};

/**
 * Cross-process notices for per-process caches (DESIGN section 7: nothing another process needs may live only
 * in one process's memory). In one process it is a local dispatcher; with REDIS_URL it is Redis pub/sub on
 * `opentab:bus:<channel>` beside the Socket.IO adapter's channels (same connections, which the adapter
 * shares by filtering its own channel prefix). The publisher's own subscribers run synchronously inside
 * publish(), before Redis carries the message anywhere, so the process that made a change never serves the
 * stale copy afterwards; the others drop theirs a Redis round trip later.
 */
export interface ProcessBus {
  publish(channel: string, message: string): Promise<void>;
  /** Resolves once the subscription is live on Redis; answers the unsubscribe function. */
  subscribe(channel: string, handlers: TBusHandlers): Promise<() => void>;
}

const CHANNEL_PREFIX = 'opentab:bus:';

function createLocalDispatch() {
  const byChannel = new Map<string, Set<TBusHandlers>>();
  return {
    byChannel,
    deliver(channel: string, message: string) {
      for (const handlers of byChannel.get(channel) ?? []) handlers.onMessage(message);
    },
    add(channel: string, handlers: TBusHandlers) {
      const set = byChannel.get(channel) ?? new Set();
      set.add(handlers);
      byChannel.set(channel, set);
      return () => {
        set.delete(handlers);
        if (set.size === 0) byChannel.delete(channel);
      };
    },
  };
}

export function createLocalBus(): ProcessBus {
  const local = createLocalDispatch();
  return {
    async publish(channel, message) {
      local.deliver(channel, message);
    },
    async subscribe(channel, handlers) {
      return local.add(channel, handlers);
    },
  };
}

export function createRedisBus(redis: { pub: Redis; sub: Redis }): ProcessBus {
  const local = createLocalDispatch();
  // Tags this process's messages so that it skips them when Redis echoes them back.
  const origin = randomUUID();
  const subscribed = new Map<string, Promise<unknown>>();
  redis.sub.on('message', (fullChannel: string, raw: string) => {
    if (!fullChannel.startsWith(CHANNEL_PREFIX)) return;
    const separator = raw.indexOf('|');
    if (raw.slice(0, separator) === origin) return;
    local.deliver(fullChannel.slice(CHANNEL_PREFIX.length), raw.slice(separator + 1));
  });
  // ioredis resubscribes by itself after a reconnect, and what was published meanwhile is gone: once the
  // subscriptions are live again (subscribing twice is harmless), the caches drop what they hold.
  let wasDown = false;
  redis.sub.on('close', () => {
    wasDown = true;
  });
  redis.sub.on('ready', () => {
    if (!wasDown) return;
    wasDown = false;
    const channels = [...subscribed.keys()];
    void Promise.all(channels.map((channel) => redis.sub.subscribe(CHANNEL_PREFIX + channel)))
      .catch(() => undefined)
      .then(() => {
        for (const set of local.byChannel.values()) for (const handlers of set) handlers.onResync?.();
      });
  });
  return {
    async publish(channel, message) {
      local.deliver(channel, message);
      await redis.pub.publish(CHANNEL_PREFIX + channel, `${origin}|${message}`);
    },
    async subscribe(channel, handlers) {
      const unsubscribe = local.add(channel, handlers);
      let live = subscribed.get(channel);
      if (!live) {
        live = redis.sub.subscribe(CHANNEL_PREFIX + channel);
        subscribed.set(channel, live);
      }
      await live;
      return unsubscribe;
    },
  };
}
