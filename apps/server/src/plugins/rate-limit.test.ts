import { MSG } from '@opentab/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { closeRedis, connectRedis } from '../lib/redis.ts';
import { createTestApp, TestClient, type TTestApp, uniqueEmail } from '../test/harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

// Each call from a new random address (TestClient's default), so only the per-account rule counts them.
const forgot = (app: FastifyInstance, username: string) =>
  new TestClient(app).post('/api/v1/auth/forgot-password', { username });

describe.runIf(process.env.TEST_REDIS_URL)('rate limits across processes (Redis store)', () => {
  it("count one account's reset mails on every server, and no other account's", async () => {
    const redis = await connectRedis(process.env.TEST_REDIS_URL as string);
    const apps = await Promise.all(
      [1, 2].map(() => buildApp({ config: t.config, db: t.db, redis, logger: false })),
    );
    try {
      const [a, b] = [apps[0]!, apps[1]!];
      const username = uniqueEmail();
      const statuses = [
        (await forgot(a, username)).status,
        (await forgot(b, username)).status,
        (await forgot(a, username)).status,
      ];
      expect(statuses).toEqual([200, 200, 200]);
      const refused = await forgot(b, username);
      expect([refused.status, refused.body]).toEqual([429, { message: MSG.tooManyRequests }]);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
      expect((await forgot(b, uniqueEmail())).status).toBe(200);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      await closeRedis(redis);
    }
  });
});
