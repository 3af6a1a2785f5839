import { MSG } from '@opentab/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { newId } from '../../lib/ids.ts';
import { createRedisCounterStore } from '../../lib/rate-limiter.ts';
import { closeRedis, connectRedis } from '../../lib/redis.ts';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../../lib/session/cookies.ts';
import { KNOWN_DEVICE_COOKIE } from '../../lib/session/known-device.ts';
import { createTestApp, PASSWORD, signUpTenant, TestClient, type TTestApp } from '../../test/harness.ts';
import {
  ACCOUNT_FAILURE_CEILING,
  FREE_FAILED_SIGNINS,
  signInDelayMs,
  signInThrottleKeys,
} from './signin-throttle.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const signIn = (client: TestClient, username: string, password: string) =>
  client.post('/api/v1/auth/signin', { username, password });

async function failFreeAttempts(client: TestClient, username: string) {
  for (let i = 0; i < FREE_FAILED_SIGNINS; i++) {
    expect((await signIn(client, username, `wrong-${i}`)).status).toBe(401);
  }
}

describe('sign-in throttle', () => {
  it('waits longer after every failure past the free ones, capped at 15 minutes', () => {
    expect(signInDelayMs(FREE_FAILED_SIGNINS - 1)).toBe(0);
    expect([0, 1, 2, 3].map((extra) => signInDelayMs(FREE_FAILED_SIGNINS + extra) / 1000)).toEqual([
      15, 30, 60, 120,
    ]);
    expect(signInDelayMs(100)).toBe(15 * 60_000);
  });

  it("never lets a stranger's failures from many addresses keep the owner out", async () => {
    const { username } = await signUpTenant(t.app);
    for (let i = 0; i < 12; i++) {
      expect((await signIn(new TestClient(t.app), username, `wrong-${i}`)).status).toBe(401);
    }
    expect((await signIn(new TestClient(t.app), username, PASSWORD)).status).toBe(200);
  });

  it('makes the failing address wait, longer each time, and only that address', async () => {
    const { username } = await signUpTenant(t.app);
    const stranger = new TestClient(t.app);
    await failFreeAttempts(stranger, username);
    // Even the right password waits: the check comes before the password is tried.
    const waiting = await signIn(stranger, username, PASSWORD);
    expect([waiting.status, waiting.body]).toEqual([429, { message: MSG.tooManySignIns }]);
    expect(Number(waiting.headers['retry-after'])).toBe(15);
    expect(stranger.cookies.has(ACCESS_COOKIE)).toBe(false);

    // Once the wait is over, the next failure waits twice as long.
    await t.app.ctx.counters.reset(signInThrottleKeys({ kind: 'user', username, ip: stranger.ip }).wait);
    expect((await signIn(stranger, username, 'wrong-again')).status).toBe(401);
    expect(Number((await signIn(stranger, username, PASSWORD)).headers['retry-after'])).toBe(30);

    expect((await signIn(new TestClient(t.app), username, PASSWORD)).status).toBe(200);
  });

  it('lets the right password through from a known device on the same network as the stranger', async () => {
    const { username } = await signUpTenant(t.app);
    const ip = '10.200.0.7';
    const owner = new TestClient(t.app, ip);
    expect((await signIn(owner, username, PASSWORD)).status).toBe(200);
    expect(owner.cookies.has(KNOWN_DEVICE_COOKIE)).toBe(true);
    expect((await owner.post('/api/v1/auth/signout')).status).toBe(200);
    expect([...owner.cookies.keys()]).toEqual([KNOWN_DEVICE_COOKIE]); // sign-out keeps it

    const stranger = new TestClient(t.app, ip);
    await failFreeAttempts(stranger, username);
    expect((await signIn(stranger, username, PASSWORD)).status).toBe(429);

    const back = await signIn(owner, username, PASSWORD);
    expect(back.status).toBe(200);
    expect(owner.cookies.has(REFRESH_COOKIE)).toBe(true);
    // The owner passing by gives the stranger no fresh attempts.
    expect((await signIn(stranger, username, PASSWORD)).status).toBe(429);
    // A forged or foreign known-device cookie is worth nothing.
    const forger = new TestClient(t.app, ip);
    forger.cookies.set(KNOWN_DEVICE_COOKIE, `${owner.cookies.get(KNOWN_DEVICE_COOKIE)}x`);
    expect((await signIn(forger, username, PASSWORD)).status).toBe(429);
  });

  it('does not let a device known for one account skip the wait of another', async () => {
    const mine = await signUpTenant(t.app);
    const theirs = await signUpTenant(t.app);
    const ip = '10.200.0.8';
    const device = new TestClient(t.app, ip);
    expect((await signIn(device, mine.username, PASSWORD)).status).toBe(200);
    await failFreeAttempts(device, theirs.username);
    expect((await signIn(device, theirs.username, PASSWORD)).status).toBe(429);
  });

  it('makes unknown devices wait when one account is sprayed from very many addresses; known devices get in', async () => {
    const { username } = await signUpTenant(t.app);
    const owner = new TestClient(t.app);
    expect((await signIn(owner, username, PASSWORD)).status).toBe(200);
    const { account } = signInThrottleKeys({ kind: 'user', username, ip: null });
    // The spray's failures, one per address, without spending an argon2 verify on each in the test.
    for (let i = 0; i < ACCOUNT_FAILURE_CEILING - 1; i++) await t.app.ctx.counters.hit(account, 60 * 60_000);
    expect((await signIn(new TestClient(t.app), username, 'wrong')).status).toBe(401);

    const stranger = await signIn(new TestClient(t.app), username, PASSWORD);
    expect([stranger.status, stranger.body.message]).toEqual([429, MSG.tooManySignIns]);
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(60 * 59);
    expect((await signIn(owner, username, PASSWORD)).status).toBe(200);
  });

  it('forgets the failures of an address once it signs in', async () => {
    const { username } = await signUpTenant(t.app);
    const client = new TestClient(t.app);
    for (let i = 0; i < FREE_FAILED_SIGNINS - 1; i++) await signIn(client, username, 'wrong');
    expect((await signIn(client, username, PASSWORD)).status).toBe(200);
    await failFreeAttempts(client, username);
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('sign-in throttle across processes (Redis counters)', () => {
  it('makes an address that failed on one server wait on another', async () => {
    const redis = await connectRedis(process.env.TEST_REDIS_URL as string);
    const prefix = `opentab:test:${newId()}:`;
    const apps = await Promise.all(
      [1, 2].map(() =>
        buildApp({
          config: t.config,
          db: t.db,
          counters: createRedisCounterStore(redis.client, prefix),
          logger: false,
        }),
      ),
    );
    try {
      const { username } = await signUpTenant(t.app);
      const ip = '10.201.0.9';
      await failFreeAttempts(new TestClient(apps[0]!, ip), username);
      const other = await signIn(new TestClient(apps[1]!, ip), username, PASSWORD);
      expect(other.status).toBe(429);
      expect(Number(other.headers['retry-after'])).toBeGreaterThan(0);
      expect((await signIn(new TestClient(apps[1]!), username, PASSWORD)).status).toBe(200);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      await closeRedis(redis);
    }
  });
});
