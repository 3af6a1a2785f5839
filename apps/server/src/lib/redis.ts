import { once } from 'node:events';
import { Redis } from 'ioredis';

export type TRedisClients = { client: Redis; pub: Redis; sub: Redis };

/**
 * Three connections: commands (rate-limit counters), publish and subscribe for the Socket.IO adapter.
 * Waits until each is ready, because a subscriber connection that subscribes while still connecting can
 * collide with ioredis' ready check ("Connection in subscriber mode").
 */
export async function connectRedis(
  url: string,
  warn: (message: string) => void = console.error,
): Promise<TRedisClients> {
  const make = () => new Redis(url, { maxRetriesPerRequest: 3 });
  const clients = { client: make(), pub: make(), sub: make() };
  await Promise.all(Object.values(clients).map((c) => (c.status === 'ready' ? undefined : once(c, 'ready'))));
  // Once running, ioredis reconnects by itself; an outage is one line per connection, not one per retry
  // (without a listener ioredis prints every failed attempt as an unhandled error).
  for (const [name, connection] of Object.entries(clients)) {
    let isDown = false;
    connection.on('error', (error: Error) => {
      if (!isDown) warn(`Redis connection "${name}" lost (${error.message}); reconnecting`);
      isDown = true;
    });
    connection.on('ready', () => {
      if (isDown) warn(`Redis connection "${name}" is back`);
      isDown = false;
    });
  }
  return clients;
}

export async function closeRedis(clients: TRedisClients): Promise<void> {
  await Promise.all([clients.client.quit(), clients.pub.quit(), clients.sub.quit()]);
}
