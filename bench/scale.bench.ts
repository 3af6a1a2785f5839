// One, two and three server processes on one PostgreSQL database and Redis (issue 15, "Several processes"):
// 2,000 kitchen sockets over 200 stores, connected from another process and spread over the server processes,
// while 50 connections drive a mixed load (create-order 40 %, a kitchen status move 20 %, GET /pos/init 20 %,
// GET /orders 20 %). Each store's terminals talk to one process and its watcher socket sits on the next one,
// so with two or more processes every order crosses processes (Redis adapter) on its way to the kitchen.
// Needs BENCH_DATABASE_URL (a PostgreSQL server; a throwaway database is made on it) and BENCH_REDIS_URL.
// Prints one summary line.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { createDatabase } from '../apps/server/src/db/database.ts';
import { newId } from '../apps/server/src/lib/ids.ts';
import { createTenantWithAdmin } from '../apps/server/src/modules/tenants/create-tenant.ts';
import { prepareDatabase } from '../apps/server/src/prepare-database.ts';
import {
  freePort,
  spawnServer,
  type TServerProcess,
  waitUntilHealthy,
} from '../apps/server/src/test/processes.ts';
import type { TFleetPlan } from './support/kitchen-fleet.ts';
import type { TLoadPlan, TLoadSummary } from './support/mixed-load.ts';

const serverUrl = process.env.BENCH_DATABASE_URL;
const redisUrl = process.env.BENCH_REDIS_URL;
if (!serverUrl || !redisUrl) {
  console.log('scale: skipped (needs BENCH_DATABASE_URL=postgres://... and BENCH_REDIS_URL=redis://...)');
  process.exit(0);
}

const STORES = Number(process.env.BENCH_STORES ?? 200);
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 2000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PROCESS_COUNTS = (process.env.BENCH_PROCESSES ?? '1,2,3').split(',').map(Number);
const ITEMS_PER_STORE = 20;
const ORIGIN = 'http://localhost:3000';
const PASSWORD = 'scale-bench-pass-1';

const database = `opentab_scale_${process.pid}`;
const onServer = async (statement: string) => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
};
const databaseUrl = (() => {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
})();
const workDir = mkdtempSync(path.join(os.tmpdir(), 'opentab-scale-'));

/** 200 stores, each with an admin and a menu of 20 items, written straight into the database. */
async function createStores() {
  const db = createDatabase({ databaseUrl, sqliteFile: '' });
  await prepareDatabase(db);
  const stores: { username: string; itemId: string }[] = [];
  for (let i = 0; i < STORES; i += 10) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(10, STORES - i) }, async (_, j) => {
        const username = `scale${i + j}.${newId().slice(0, 6).toLowerCase()}@example.com`;
        const { tenantId } = await createTenantWithAdmin(db, {
          businessName: `Scale Store ${i + j}`,
          username,
          password: PASSWORD,
        });
        const now = new Date().toISOString();
        const items = Array.from({ length: ITEMS_PER_STORE }, (_, k) => ({
          id: newId(),
          tenant_id: tenantId,
          title: `Dish ${k + 1}`,
          price: 450 + k * 25,
          net_price: null,
          image: null,
          category_id: null,
          tax_id: null,
          created_at: now,
          updated_at: now,
        }));
        await db.insertInto('menu_items').values(items).execute();
        return { username, itemId: (items[0] as { id: string }).id };
      }),
    );
    stores.push(...batch);
  }
  await db.destroy();
  return stores;
}

function startChild(script: string, plan: unknown) {
  const file = path.join(workDir, `${path.basename(script)}-${newId()}.json`);
  writeFileSync(file, JSON.stringify(plan));
  return spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'support', script), file],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
}

/** CPU seconds a process has used so far (user + system), from /proc. */
const cpuSeconds = (pid: number | undefined) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

async function runWith(processes: number, stores: { username: string; itemId: string }[], cookies: string[]) {
  const env = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    DATA_DIR: workDir,
    SESSION_SECRET: 'scale-bench-secret-scale-bench-secret-00',
    PUBLIC_URL: ORIGIN,
    TRUST_PROXY: 'true',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
  };
  const servers: TServerProcess[] = [];
  const urls: string[] = [];
  for (let i = 0; i < processes; i++) {
    const port = await freePort();
    servers.push(spawnServer('main.ts', { ...env, PORT: String(port) }));
    urls.push(`http://127.0.0.1:${port}`);
  }
  let fleet: ChildProcess | undefined;
  try {
    await Promise.all(servers.map((server, i) => waitUntilHealthy(server, urls[i] as string)));
    // Sessions live in the database, so one sign-in per store serves every run. Each store signs in from its
    // own address, as restaurants do (the sign-in limit is per address).
    const ips = stores.map((_, i) => `10.77.${Math.floor(i / 250)}.${(i % 250) + 1}`);
    for (let i = cookies.length; i < stores.length; i++) {
      const res = await fetch(`${urls[i % processes]}/api/v1/auth/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN, 'x-forwarded-for': ips[i] as string },
        body: JSON.stringify({ username: stores[i]?.username, password: PASSWORD }),
      });
      if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`);
      await res.body?.cancel();
      cookies.push(
        res.headers
          .getSetCookie()
          .map((c) => c.split(';')[0])
          .join('; '),
      );
    }
    const terminalsUrl = (i: number) => i % processes;

    const fleetPlan: TFleetPlan = {
      urls,
      origin: ORIGIN,
      stores: cookies.map((cookie, i) => ({ cookie, watcherUrl: (terminalsUrl(i) + 1) % processes })),
      socketsPerStore: Math.max(1, Math.round(SOCKETS / STORES)),
    };
    fleet = startChild('kitchen-fleet.ts', fleetPlan);
    const arrivals = new Map<string, number>();
    await new Promise<void>((resolve, reject) => {
      fleet?.once('exit', (code) => reject(new Error(`kitchen fleet exited (${code})`)));
      createInterface({ input: fleet?.stdout as NodeJS.ReadableStream }).on('line', (line) => {
        if (line === 'ready') return resolve();
        const [, store, token, at] = line.split(' ');
        arrivals.set(`${store}:${token}`, Number(at));
      });
    });

    const loadPlan: TLoadPlan = {
      urls,
      origin: ORIGIN,
      stores: stores.map((store, i) => ({
        cookie: cookies[i] as string,
        ip: ips[i] as string,
        itemId: store.itemId,
        url: terminalsUrl(i),
      })),
      connections: CONNECTIONS,
      seconds: SECONDS,
    };
    const serversCpu = () => servers.reduce((sum, server) => sum + cpuSeconds(server.child.pid), 0);
    const cpuBefore = serversCpu();
    const load = startChild('mixed-load.ts', loadPlan);
    let out = '';
    load.stdout?.on('data', (chunk) => {
      out += chunk;
    });
    await new Promise((resolve) => load.once('exit', resolve));
    const summary = JSON.parse(out) as TLoadSummary;
    const cpuPerRequestUs = Math.round(((serversCpu() - cpuBefore) * 1e6) / summary.total);
    if (summary.failed > 0) throw new Error(`failed calls: ${JSON.stringify(summary.byCall)}`);
    // Let the last events arrive before counting which orders reached their kitchen.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const afterAnswer: number[] = [];
    const afterSend: number[] = [];
    let missing = 0;
    for (const [store, token, sentAt, answeredAt] of summary.orders) {
      const at = arrivals.get(`${store}:${token}`);
      if (at === undefined) missing += 1;
      else {
        afterAnswer.push(at - answeredAt);
        afterSend.push(at - sentAt);
      }
    }
    if (missing > 0)
      throw new Error(`${missing} of ${summary.orders.length} orders never reached their kitchen`);
    return (
      `${processes} process${processes > 1 ? 'es' : ''}: ${Math.round(summary.total / summary.seconds)} req/s ` +
      `(${Math.round(summary.orders.length / summary.seconds)} orders/s), p50 ${summary.p50.toFixed(1)} ms, ` +
      `p99 ${summary.p99.toFixed(1)} ms, server CPU ${cpuPerRequestUs} µs/req, order→kitchen p95 ${pct(afterSend, 95).toFixed(1)} ms from send ` +
      `(${pct(afterAnswer, 95).toFixed(1)} ms after the answer); p50/p99 by call: ` +
      Object.entries(summary.byCall)
        .map(([call, c]) => `${call} ${Math.round(c.p50)}/${Math.round(c.p99)} ms`)
        .join(', ')
    );
  } finally {
    fleet?.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.stop()));
  }
}

await onServer(`CREATE DATABASE ${database}`);
try {
  const stores = await createStores();
  const cookies: string[] = [];
  const results: string[] = [];
  for (const processes of PROCESS_COUNTS) results.push(await runWith(processes, stores, cookies));
  console.log(
    `scale: ${results.join('; ')} (${STORES} stores, ${SOCKETS} kitchen sockets in another process, ` +
      `${CONNECTIONS} connections of create-order 40 % / kitchen status 20 % / pos init 20 % / orders 20 %, ` +
      `${SECONDS} s each, PostgreSQL + Redis, ${os.availableParallelism()} CPU cores shared by servers, load, ` +
      'sockets, PostgreSQL and Redis)',
  );
} finally {
  await onServer(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  rmSync(workDir, { recursive: true, force: true });
}
