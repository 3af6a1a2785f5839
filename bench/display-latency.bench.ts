// Issue 26: time from create-order's answer to an order-status board's socket receiving `new_order` (the event
// the board and the kitchen display reread on), with 500 screens of the store connected from other processes
// and signed in as a display-only user: on one server process (SQLite), and across three processes over Redis
// (PostgreSQL) when BENCH_DATABASE_URL and BENCH_REDIS_URL are set: orders go to process 1, the screens sit on
// processes 2 and 3, so every event crosses processes. Prints one summary line.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { createDatabase, type TDb } from '../apps/server/src/db/database.ts';
import { newId } from '../apps/server/src/lib/ids.ts';
import { hashPassword } from '../apps/server/src/lib/passwords.ts';
import { createTenantWithAdmin } from '../apps/server/src/modules/tenants/create-tenant.ts';
import { prepareDatabase } from '../apps/server/src/prepare-database.ts';
import {
  freePort,
  spawnServer,
  type TServerProcess,
  waitUntilHealthy,
} from '../apps/server/src/test/processes.ts';
import { postJson, startBenchServer } from './support.ts';

const SCREENS = Number(process.env.BENCH_SOCKETS ?? 500);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 200);
const PASSWORD = 'display-bench-pass-1';
const ORIGIN = 'http://localhost:3000';
const epochNow = () => performance.timeOrigin + performance.now();

/** A store with one item, its admin and a board user (ORDER_STATUS_DISPLAY only), written straight in. */
async function createStore(db: TDb) {
  const admin = `display-bench.${newId().slice(0, 6).toLowerCase()}@example.com`;
  const board = `board.${admin}`;
  const { tenantId } = await createTenantWithAdmin(db, {
    businessName: 'Display Bench',
    username: admin,
    password: PASSWORD,
  });
  const now = new Date().toISOString();
  const itemId = newId();
  await db
    .insertInto('menu_items')
    .values({
      id: itemId,
      tenant_id: tenantId,
      title: 'Water',
      price: 300,
      net_price: null,
      image: null,
      category_id: null,
      tax_id: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db
    .insertInto('users')
    .values({
      id: newId(),
      tenant_id: tenantId,
      username: board,
      password_hash: await hashPassword(PASSWORD),
      name: 'Lobby board',
      role: 'staff',
      scope: 'ORDER_STATUS_DISPLAY',
      designation: null,
      phone: null,
      email: board,
      photo: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { admin, board, itemId };
}

async function signIn(url: string, username: string) {
  const res = await postJson(`${url}/api/v1/auth/signin`, ORIGIN, { username, password: PASSWORD });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`);
  return res.cookies;
}

/** `count` board sockets in a child process (bench/support/socket-fleet.ts); `arrival(token)` when its last hears it. */
async function screens(url: string, cookies: string, count: number) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(import.meta.dirname, 'support/socket-fleet.ts'),
      url,
      cookies,
      String(count),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const received = new Map<number, number>();
  const waiters = new Map<number, (at: number) => void>();
  const ready = new Promise<void>((resolve) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line === 'ready') return resolve();
      const [, token, at] = line.split(' ');
      const waiter = waiters.get(Number(token));
      if (waiter) waiter(Number(at));
      else received.set(Number(token), Number(at));
    });
  });
  await ready;
  return {
    child,
    arrival: (token: number) =>
      new Promise<number>((resolve) => {
        const at = received.get(token);
        if (at !== undefined) resolve(at);
        else waiters.set(token, resolve);
      }),
  };
}

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN).toFixed(
    1,
  );
};

/** Places ORDERS orders one after another; answers each event's delay after the order's answer. */
async function measure(
  orderUrl: string,
  { cookies, itemId }: { cookies: string; itemId: string },
  arrival: (token: number) => Promise<number>,
) {
  const delays: number[] = [];
  for (let i = 0; i < ORDERS; i++) {
    const res = await postJson(
      `${orderUrl}/api/v1/pos/create-order`,
      ORIGIN,
      { cart: [{ id: itemId, quantity: 1 }] },
      cookies,
    );
    const answeredAt = epochNow();
    if (res.status !== 200) throw new Error(`create-order answered ${res.status}`);
    // the server emits right after the commit, before it writes the answer: the event may beat it (≤ 0)
    delays.push((await arrival(Number(res.body.tokenNo))) - answeredAt);
  }
  return `p50 ${pct(delays, 50)} ms, p95 ${pct(delays, 95)} ms`;
}

async function oneProcess() {
  const server = await startBenchServer();
  try {
    const store = await createStore(server.db);
    const fleet = await screens(server.url, await signIn(server.url, store.board), SCREENS);
    try {
      const admin = await signIn(server.url, store.admin);
      return `1 process on ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'SQLite'} ${await measure(server.url, { cookies: admin, itemId: store.itemId }, fleet.arrival)} (target p95 ≤ 20 ms)`;
    } finally {
      fleet.child.kill('SIGTERM');
    }
  } finally {
    await server.close();
  }
}

async function threeProcesses(serverUrl: string, redisUrl: string) {
  const database = `opentab_display_${process.pid}`;
  const onServer = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  const databaseUrl = url.toString();
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'opentab-display-'));
  await onServer(`CREATE DATABASE ${database}`);
  const servers: TServerProcess[] = [];
  const fleets: Awaited<ReturnType<typeof screens>>[] = [];
  try {
    const db = createDatabase({ databaseUrl, sqliteFile: '' });
    await prepareDatabase(db);
    const store = await createStore(db);
    await db.destroy();
    const env = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      DATA_DIR: workDir,
      SESSION_SECRET: 'display-bench-secret-display-bench-secret',
      PUBLIC_URL: ORIGIN,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      HOST: '127.0.0.1',
    };
    const urls: string[] = [];
    for (let i = 0; i < 3; i++) {
      const port = await freePort();
      servers.push(spawnServer('main.ts', { ...env, PORT: String(port) }));
      urls.push(`http://127.0.0.1:${port}`);
    }
    await Promise.all(servers.map((server, i) => waitUntilHealthy(server, urls[i] as string)));
    const [orderUrl, secondUrl, thirdUrl] = urls as [string, string, string];
    const boardCookies = await signIn(secondUrl, store.board);
    // half the screens on process 2, half on process 3, whose last socket is the one timed
    fleets.push(await screens(secondUrl, boardCookies, Math.floor(SCREENS / 2)));
    fleets.push(await screens(thirdUrl, boardCookies, SCREENS - Math.floor(SCREENS / 2)));
    const admin = await signIn(orderUrl, store.admin);
    const timed = fleets[1] as Awaited<ReturnType<typeof screens>>;
    return `3 processes over Redis ${await measure(orderUrl, { cookies: admin, itemId: store.itemId }, timed.arrival)} (target p95 ≤ 250 ms)`;
  } finally {
    for (const fleet of fleets) fleet.child.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.stop()));
    await onServer(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    rmSync(workDir, { recursive: true, force: true });
  }
}

const results = [await oneProcess()];
const serverUrl = process.env.BENCH_DATABASE_URL;
const redisUrl = process.env.BENCH_REDIS_URL;
results.push(
  serverUrl && redisUrl
    ? await threeProcesses(serverUrl, redisUrl)
    : '3 processes skipped (needs BENCH_DATABASE_URL and BENCH_REDIS_URL)',
);
console.log(
  `display-latency: new_order reaches an order-status board socket after create-order's answer: ${results.join('; ')} (${SCREENS} board sockets signed in as a display user, in other processes; ${ORDERS} orders; negative: before the answer)`,
);
