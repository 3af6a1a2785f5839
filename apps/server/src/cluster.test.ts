import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { get } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from './lib/ids.ts';
import {
  createTestApp,
  PASSWORD,
  randomIp,
  TEST_ORIGIN,
  type TTestApp,
  uniqueEmail,
} from './test/harness.ts';
import { freePort, spawnServer, type TServerProcess, waitUntilHealthy } from './test/processes.ts';

const canRun = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);

/** A browser over real HTTP: keeps its cookies, sends JSON with our Origin, from one (forwarded) address. */
class HttpClient {
  private readonly cookies = new Map<string, string>();
  constructor(readonly ip = randomIp()) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async call<T = Record<string, unknown>>(baseUrl: string, method: string, url: string, body?: unknown) {
    const res = await fetch(`${baseUrl}${url}`, {
      method,
      headers: {
        origin: TEST_ORIGIN,
        'x-forwarded-for': this.ip,
        cookie: this.cookieHeader(),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, value] = (pair as string).split('=') as [string, string];
      if (value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return { status: res.status, body: (await res.json()) as T };
  }
}

function openSocket(baseUrl: string, client: HttpClient): Socket {
  return connect(baseUrl, {
    path: '/socket.io',
    transports: ['websocket'],
    extraHeaders: { cookie: client.cookieHeader(), origin: TEST_ORIGIN },
    reconnection: false,
  });
}

const connected = (s: Socket) =>
  new Promise<void>((resolve, reject) => {
    s.once('connect', () => resolve());
    s.once('connect_error', (e) => reject(e));
  });

const nextEvent = <T>(s: Socket, event: string, ms = 5000) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    s.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });

describe.runIf(canRun)('three server processes on one PostgreSQL database and Redis', () => {
  let t: TTestApp;
  let dataDir: string;
  const servers: TServerProcess[] = [];
  const urls: string[] = [];
  const sockets: Socket[] = [];

  beforeAll(async () => {
    // A fresh, migrated database; its in-process app is not used, only its database for checks.
    t = await createTestApp();
    dataDir = path.join(os.tmpdir(), `opentab-cluster-${newId()}`);
    const env = {
      DATABASE_URL: t.app.ctx.config.databaseUrl as string,
      REDIS_URL: process.env.TEST_REDIS_URL as string,
      DATA_DIR: dataDir,
      SESSION_SECRET: 'cluster-test-secret-cluster-test-secret-0',
      PUBLIC_URL: TEST_ORIGIN,
      TRUST_PROXY: 'true',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
    };
    for (let i = 0; i < 3; i++) {
      const port = await freePort();
      servers.push(spawnServer('main.ts', { ...env, PORT: String(port) }));
      urls.push(`http://127.0.0.1:${port}`);
    }
    await Promise.all(servers.map((server, i) => waitUntilHealthy(server, urls[i] as string)));
  }, 120_000);

  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    const codes = await Promise.all(servers.map((server) => server.stop()));
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
    // Each process shut down cleanly on SIGTERM (in-flight requests finished, sockets and pools closed).
    expect(codes).toEqual([0, 0, 0]);
  }, 60_000);

  const [p1, p2, p3] = [0, 1, 2].map((i) => () => urls[i] as string) as [
    () => string,
    () => string,
    () => string,
  ];

  /** A new business signed up on process 1: its owner's POS, and a second device of it (the kitchen tablet). */
  async function business() {
    const username = uniqueEmail();
    const pos = new HttpClient();
    expect(
      (
        await pos.call(p1(), 'POST', '/api/v1/auth/signup', {
          biz_name: 'Cluster Cafe',
          username,
          password: PASSWORD,
        })
      ).status,
    ).toBe(200);
    expect(
      (await pos.call(p1(), 'POST', '/api/v1/auth/signin', { username, password: PASSWORD })).status,
    ).toBe(200);
    const kitchen = new HttpClient(pos.ip);
    expect(
      (await kitchen.call(p3(), 'POST', '/api/v1/auth/signin', { username, password: PASSWORD })).status,
    ).toBe(200);
    return { pos, kitchen };
  }

  it('delivers an order posted to process 1 to a kitchen socket on process 3, priced from a menu changed on process 2', async () => {
    const { pos, kitchen } = await business();
    const kitchenSocket = openSocket(p3(), kitchen);
    sockets.push(kitchenSocket);
    await connected(kitchenSocket);

    const added = await pos.call<{ id: string }>(p2(), 'POST', '/api/v1/menu-items/add', {
      title: 'Flat white',
      price: 3,
    });
    expect(added.status).toBe(200);
    const cart = { cart: [{ id: added.body.id, quantity: 2 }] };

    const arrival = nextEvent<{ tokenNo: number; orderId: string }>(kitchenSocket, 'new_order');
    const first = await pos.call<{ tokenNo: number; orderId: string; payableTotal: number }>(
      p1(),
      'POST',
      '/api/v1/pos/create-order',
      cart,
    );
    expect(first.status).toBe(200);
    expect(first.body.payableTotal).toBe(6);
    expect(await arrival).toEqual({ tokenNo: first.body.tokenNo, orderId: first.body.orderId });

    // Process 1 now holds this menu in its catalog cache; a price change made on process 2 must reach it.
    const update = await pos.call(p2(), 'POST', `/api/v1/menu-items/update/${added.body.id}`, {
      title: 'Flat white',
      price: 3.5,
    });
    expect(update.status).toBe(200);
    const second = await pos.call<{ tokenNo: number; payableTotal: number }>(
      p1(),
      'POST',
      '/api/v1/pos/create-order',
      cart,
    );
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ tokenNo: first.body.tokenNo + 1, payableTotal: 7 });

    // The kitchen screen's list, read on process 3, holds both orders.
    const list = await kitchen.call<{ tokenNo?: number; token_no?: number }[]>(
      p3(),
      'GET',
      '/api/v1/kitchen',
    );
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(2);
  });

  it('counts a rate limit across processes: the account-wide limit of forgot-password is reached on three of them', async () => {
    const client = new HttpClient();
    const username = uniqueEmail('forgot');
    // The limit is 3 requests per account in 15 minutes, whichever process answers them.
    for (const url of [p1(), p2(), p3()]) {
      expect((await client.call(url, 'POST', '/api/v1/auth/forgot-password', { username })).status).toBe(200);
    }
    for (const url of [p1(), p2(), p3()]) {
      expect((await client.call(url, 'POST', '/api/v1/auth/forgot-password', { username })).status).toBe(429);
    }
    // Another account is not affected.
    const other = uniqueEmail('forgot');
    expect(
      (await client.call(p2(), 'POST', '/api/v1/auth/forgot-password', { username: other })).status,
    ).toBe(200);
  });

  it('refuses a device removed on process 2 on process 3: its HTTP calls, its open socket and a new socket', async () => {
    const { pos, kitchen } = await business();
    const kitchenSocket = openSocket(p3(), kitchen);
    sockets.push(kitchenSocket);
    await connected(kitchenSocket);
    expect((await kitchen.call(p3(), 'GET', '/api/v1/kitchen')).status).toBe(200);

    const devices = await pos.call<{ device_id: string; isMyDevice: boolean }[]>(
      p2(),
      'GET',
      '/api/v1/auth/devices',
    );
    const kitchenDevice = devices.body.find((d) => !d.isMyDevice);
    expect(devices.body).toHaveLength(2);
    const dropped = nextEvent<string>(kitchenSocket, 'disconnect');
    const removed = await pos.call(p2(), 'POST', '/api/v1/auth/remove-device', {
      device_id: kitchenDevice?.device_id,
    });
    expect(removed.status).toBe(200);

    expect(await dropped).toBe('io server disconnect');
    expect((await kitchen.call(p3(), 'GET', '/api/v1/kitchen')).status).toBe(401);
    const again = openSocket(p3(), kitchen);
    sockets.push(again);
    await expect(connected(again)).rejects.toThrow(/unauthorized/);
    // The owner's own device still works on every process.
    for (const url of [p1(), p2(), p3()])
      expect((await pos.call(url, 'GET', '/api/v1/kitchen')).status).toBe(200);
  });
});

describe('npm run start:cluster', () => {
  const refusalOf = async (env: Record<string, string | undefined>) => {
    const dataDir = path.join(os.tmpdir(), `opentab-cluster-${newId()}`);
    const primary = spawnServer('cluster.ts', { DATA_DIR: dataDir, ...env }, ['--check']);
    const code = await new Promise((resolve) => primary.child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
    return { code, output: primary.output() };
  };

  it('refuses to start on SQLite, and without Redis, saying why', async () => {
    const noDatabase = { DATABASE_URL: undefined, REDIS_URL: 'redis://127.0.0.1:6379' };
    const onSqlite = await refusalOf(noDatabase);
    expect(onSqlite.code).toBe(1);
    expect(onSqlite.output).toContain('start:cluster needs PostgreSQL');
    expect(onSqlite.output).toContain('SQLite is the database of one server process by design');

    const noRedis = await refusalOf({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/none',
      REDIS_URL: undefined,
    });
    expect(noRedis.code).toBe(1);
    expect(noRedis.output).toContain('start:cluster needs Redis');
  }, 60_000);

  it.runIf(canRun)(
    'runs the server processes it is asked for on one port, replaces one that dies, sums their metrics, and stops cleanly',
    async () => {
      const t = await createTestApp();
      const dataDir = path.join(os.tmpdir(), `opentab-cluster-${newId()}`);
      const port = await freePort();
      const baseUrl = `http://127.0.0.1:${port}`;
      const primary = spawnServer('cluster.ts', {
        DATABASE_URL: t.app.ctx.config.databaseUrl as string,
        REDIS_URL: process.env.TEST_REDIS_URL as string,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        CLUSTER_WORKERS: '2',
        PG_POOL_MAX: '7',
        METRICS_TOKEN: 'cluster-metrics-token-0123',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
      });
      const workers = () =>
        execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(primary.child.pid)], { encoding: 'utf8' })
          .split('\n')
          .filter((line) => line.includes('main.ts'))
          .map((line) => Number(line.trim().split(' ')[0]));
      try {
        await waitUntilHealthy(primary, baseUrl);
        await until(() => primary.output().includes('2 server processes'));
        const before = workers();
        expect(before).toHaveLength(2);
        // Whichever worker takes the scrape answers both workers' figures: two pools of 7 connections.
        for (let i = 0; i < 4; i++) {
          const scrape = await fetch(`${baseUrl}/metrics`, {
            headers: { authorization: 'Bearer cluster-metrics-token-0123' },
          });
          expect(scrape.status).toBe(200);
          expect((await scrape.text()).split('\n')).toContain('opentab_db_pool_max 14');
        }

        process.kill(before[0] as number, 'SIGKILL');
        await until(() => workers().length === 2 && !workers().includes(before[0] as number));
        // each on a connection of its own: fetch's pool may still hold the killed worker's keep-alive socket from the
        // scrapes above, which would fail the request however well the replacement answers
        for (let i = 0; i < 4; i++) expect(await statusOnNewConnection(`${baseUrl}/api/v1/health`)).toBe(200);
      } finally {
        expect(await primary.stop()).toBe(0);
        await t.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    120_000,
  );
});

/** A GET's status over a connection opened for it alone (no keep-alive pool). */
function statusOnNewConnection(url: string): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode);
    }).on('error', reject);
  });
}

async function until(check: () => boolean, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
