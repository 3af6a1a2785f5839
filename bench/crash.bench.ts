// Crash safety under load: a real server process takes create-order from 32 terminals and is killed with
// SIGKILL mid-stream, N times (BENCH_CRASHES, default 5), on SQLite and, with BENCH_DATABASE_URL, on
// PostgreSQL (a fresh database made on that server). After each kill: the database's own check (SQLite
// integrity_check; PostgreSQL's constraints plus cross-table counts), a restart, and every order that was
// answered 200 must be stored with the token it was answered with, tokens unique and gapless per tenant and
// business day. Prints one summary line; exits 1 on any loss.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';

const ROOT = path.resolve(import.meta.dirname, '..');
const CRASHES = Number(process.env.BENCH_CRASHES ?? 5);
const TERMINALS = 32;
const PASSWORD = 'crash-bench-pass-1234';

type TAck = { orderId: string; tokenNo: number };
type TStored = { id: string; tenant_id: string; business_day: string; token_no: number };

/** The database side of the bench: where the server points and how the checks read it. */
type TTarget = {
  label: string;
  env: Record<string, string>;
  /** every order as stored, and the database's own consistency check ('ok' or what is wrong) */
  inspect(): Promise<{ orders: TStored[]; check: string }>;
  drop(): Promise<void>;
};

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function sqliteTarget(dataDir: string): TTarget {
  const file = path.join(dataDir, 'opentab.sqlite');
  return {
    label: 'SQLite',
    env: {},
    async inspect() {
      // opened after the kill and before the restart: the first connection recovers from the WAL itself
      const sqlite = new SqliteDatabase(file);
      try {
        const problems = sqlite.pragma('integrity_check', { simple: true }) as string;
        const fk = sqlite.pragma('foreign_key_check') as unknown[];
        const orders = sqlite
          .prepare('select id, tenant_id, business_day, token_no from orders')
          .all() as TStored[];
        return { orders, check: fk.length > 0 ? `${fk.length} foreign key violations` : problems };
      } finally {
        sqlite.close();
      }
    },
    async drop() {},
  };
}

async function postgresTarget(adminUrl: string): Promise<TTarget> {
  const name = `opentab_crash_${Date.now()}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  return {
    label: 'PostgreSQL',
    env: { DATABASE_URL: databaseUrl },
    async inspect() {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        const { rows: orders } = await client.query<TStored>(
          'select id, tenant_id, business_day, token_no from orders',
        );
        // Constraints hold by construction; what a torn write would show is a half order.
        const { rows: problems } = await client.query<{ problem: string; n: string }>(`
          select 'orders without lines' as problem, count(*) as n from orders o
            where not exists (select 1 from order_items i where i.order_id = o.id)
          union all
          select 'paid orders without an invoice', count(*) from orders o
            where o.payment_status = 'paid' and not exists (select 1 from invoices v where v.id = o.invoice_id)
          union all
          select 'token counters behind their orders', count(*) from daily_token_counters c
            where c.last_token <> (select max(token_no) from orders o
                                   where o.tenant_id = c.tenant_id and o.business_day = c.day)`);
        const found = problems.filter((p) => Number(p.n) > 0).map((p) => `${p.n} ${p.problem}`);
        return { orders, check: found.length > 0 ? found.join(', ') : 'ok' };
      } finally {
        await client.end();
      }
    },
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** Starts `apps/server/src/main.ts` as its own process and waits until /health answers. */
async function startServer(dataDir: string, port: number, env: Record<string, string>) {
  const started = Date.now();
  // node itself with tsx's loader: the tsx command would run the server as its child, and SIGKILL would
  // end only the wrapper.
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_PASSWORD: PASSWORD,
      SESSION_SECRET: 'crash-bench-secret-crash-bench-secret-01',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/api/v1/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() - started > 120_000) throw new Error('the server did not start within 120 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { child, url, startMs: Date.now() - started };
}

async function signIn(url: string) {
  const res = await fetch(`${url}/api/v1/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ username: 'demo@opentab.app', password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in answered ${res.status}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const init = (await (
    await fetch(`${url}/api/v1/pos/init`, { headers: { cookie, origin: url } })
  ).json()) as { menuItems: { id: string }[] };
  return { cookie, items: init.menuItems.map((item) => item.id) };
}

/**
 * TERMINALS loops sending orders (each with its own Idempotency-Key, as the POS does) until the server
 * dies; only a 200 with its body counts as acknowledged.
 */
function runTerminals(url: string, session: { cookie: string; items: string[] }, round: number) {
  const acks: TAck[] = [];
  let failures = 0;
  let sent = 0;
  const terminal = async (t: number) => {
    for (;;) {
      sent += 1;
      const n = sent;
      const item = session.items[n % session.items.length];
      try {
        const res = await fetch(`${url}/api/v1/pos/create-order`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            origin: url,
            cookie: session.cookie,
            'idempotency-key': `crash-${round}-${t}-${n}`,
          },
          body: JSON.stringify({
            cart: [{ id: item, quantity: 1 + (n % 3) }],
            deliveryType: 'takeaway',
            customerType: 'WALKIN',
          }),
        });
        const body = (await res.json()) as Partial<TAck>;
        if (res.status === 200 && body.orderId && typeof body.tokenNo === 'number') {
          acks.push({ orderId: body.orderId, tokenNo: body.tokenNo });
        } else failures += 1;
      } catch {
        return; // the connection died with the server
      }
    }
  };
  const done = Promise.all(Array.from({ length: TERMINALS }, (_, t) => terminal(t)));
  return { acks, done, failures: () => failures };
}

/** Checks every acknowledged order against what is stored; answers the problems found. */
function verify(acked: Map<string, number>, orders: TStored[]): string[] {
  const problems: string[] = [];
  const stored = new Map(orders.map((o) => [o.id, o]));
  let lost = 0;
  let wrongToken = 0;
  for (const [orderId, tokenNo] of acked) {
    const order = stored.get(orderId);
    if (!order) lost += 1;
    else if (Number(order.token_no) !== tokenNo) wrongToken += 1;
  }
  if (lost > 0) problems.push(`${lost} acknowledged orders lost`);
  if (wrongToken > 0) problems.push(`${wrongToken} orders stored with another token than answered`);
  const byDay = new Map<string, number[]>();
  for (const o of orders) {
    const key = `${o.tenant_id} ${o.business_day}`;
    byDay.set(key, [...(byDay.get(key) ?? []), Number(o.token_no)]);
  }
  for (const [key, tokens] of byDay) {
    tokens.sort((a, b) => a - b);
    if (tokens.some((token, i) => token !== i + 1)) problems.push(`tokens of ${key} not 1..${tokens.length}`);
  }
  return problems;
}

async function crashRounds(target: TTarget, dataDir: string) {
  const port = await freePort();
  const acked = new Map<string, number>();
  const restarts: number[] = [];
  let failures = 0;
  let unacknowledgedStored = 0;
  const problems: string[] = [];
  let server = await startServer(dataDir, port, target.env);
  let child: ChildProcess = server.child;
  try {
    for (let round = 1; round <= CRASHES; round++) {
      const session = await signIn(server.url);
      const load = runTerminals(server.url, session, round);
      // Killed at a random moment of steady load.
      await new Promise((resolve) => setTimeout(resolve, 1500 + Math.random() * 2000));
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
      await load.done;
      failures += load.failures();
      for (const ack of load.acks) acked.set(ack.orderId, ack.tokenNo);

      const { orders, check } = await target.inspect();
      if (check !== 'ok') problems.push(`round ${round}: ${check}`);
      problems.push(...verify(acked, orders).map((p) => `round ${round}: ${p}`));
      unacknowledgedStored = orders.length - acked.size;

      server = await startServer(dataDir, port, target.env);
      child = server.child;
      restarts.push(server.startMs);
    }
    // the restarted server serves what was stored
    const after = await target.inspect();
    problems.push(...verify(acked, after.orders));
  } finally {
    child.kill('SIGKILL');
  }
  restarts.sort((a, b) => a - b);
  const median = restarts[Math.floor(restarts.length / 2)] ?? 0;
  const summary = `${target.label}: ${CRASHES} kills, ${acked.size} acknowledged orders, ${problems.length === 0 ? 'all stored with their tokens, tokens unique and gapless, integrity ok' : problems.slice(0, 5).join('; ')}, ${unacknowledgedStored} stored in flight without an answer, ${failures} non-200 answers, restart to healthy median ${(median / 1000).toFixed(1)} s`;
  return { ok: problems.length === 0, summary };
}

const results: { ok: boolean; summary: string }[] = [];
const sqliteDir = mkdtempSync(path.join(os.tmpdir(), 'opentab-crash-'));
try {
  results.push(await crashRounds(sqliteTarget(sqliteDir), sqliteDir));
} finally {
  rmSync(sqliteDir, { recursive: true, force: true });
}
if (process.env.BENCH_DATABASE_URL) {
  const pgDir = mkdtempSync(path.join(os.tmpdir(), 'opentab-crash-pg-'));
  const target = await postgresTarget(process.env.BENCH_DATABASE_URL);
  try {
    results.push(await crashRounds(target, pgDir));
  } finally {
    await target.drop();
    rmSync(pgDir, { recursive: true, force: true });
  }
}
console.log(
  `crash (kill -9 under create-order load, ${TERMINALS} terminals): ${results.map((r) => r.summary).join('; ')}${process.env.BENCH_DATABASE_URL ? '' : '; PostgreSQL skipped (set BENCH_DATABASE_URL)'}`,
);
process.exit(results.every((r) => r.ok) ? 0 : 1);
