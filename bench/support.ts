import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { createDatabase } from '../apps/server/src/db/database.ts';
import { prepareDatabase } from '../apps/server/src/prepare-database.ts';

/**
 * A real server on a throwaway SQLite file (or, with BENCH_DATABASE_URL, a throwaway database on that
 * PostgreSQL server), listening on a free port.
 */
export async function startBenchServer(
  options: { webDist?: string; extend?: (app: FastifyInstance) => void } = {},
) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'opentab-bench-'));
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '3000' });
  const serverUrl = process.env.BENCH_DATABASE_URL;
  const database = `opentab_bench_${process.pid}`;
  const onServer = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  let databaseUrl: string | undefined;
  if (serverUrl) {
    await onServer(`CREATE DATABASE ${database}`);
    const url = new URL(serverUrl);
    url.pathname = `/${database}`;
    databaseUrl = url.toString();
  }
  const db = createDatabase({
    databaseUrl,
    pgPoolMax: config.pgPoolMax,
    sqliteFile: path.join(dataDir, 'bench.sqlite'),
  });
  await prepareDatabase(db);
  const app = await buildApp({
    config: { ...config, databaseUrl },
    db,
    logger: false,
    webDist: options.webDist,
  });
  options.extend?.(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    url,
    app,
    db,
    origin: config.publicUrl,
    async close() {
      await app.close();
      await db.destroy();
      if (serverUrl) await dropWhenClosed(serverUrl, database);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Drops the bench database once the pool's sockets are gone: pool.end() resolves before they close, and a
 * forced drop meanwhile makes a closing client report FATAL 57P01 as an unhandled error.
 */
async function dropWhenClosed(serverUrl: string, database: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  for (let attempt = 0; attempt < 100; attempt++) {
    const { rows } = await client.query(
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
      [database],
    );
    if (rows[0]?.n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await client.end();
}

/** POSTs JSON like the web does and answers the body and the session cookies it set. */
export async function postJson(url: string, origin: string, body: unknown, cookie = '') {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, cookie },
    body: JSON.stringify(body),
  });
  const cookies = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, cookies };
}

export type TLoadResult = {
  rps: number;
  /** answers received in all */
  total: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
};

/** Runs autocannon in its own process, so the load generator does not share the server's event loop. */
export async function runLoad(
  url: string,
  options: {
    headers?: Record<string, string>;
    connections?: number;
    seconds?: number;
    method?: string;
    body?: string;
    /** autocannon replaces `[<id>]` in headers and body with a new id per request */
    uniqueIds?: boolean;
    /** connection i sends perConnection[i % length]'s headers (added to `headers`) and body: one terminal each */
    perConnection?: { headers: Record<string, string>; body: string }[];
  } = {},
): Promise<TLoadResult> {
  const { spawn } = await import('node:child_process');
  // autocannon's API rather than its CLI, whose argument parser reads `[...]` in a header as a sub-argument.
  const settings = {
    url,
    connections: options.connections ?? 20,
    duration: options.seconds ?? Number(process.env.BENCH_SECONDS ?? 5),
    headers: options.headers ?? {},
    method: options.method ?? 'GET',
    body: options.body,
    idReplacement: options.uniqueIds ?? false,
  };
  const perConnection = JSON.stringify(options.perConnection ?? []);
  const program = `const perConnection = ${perConnection};
  let next = 0;
  const setupClient = (client) => {
    if (perConnection.length === 0) return;
    const own = perConnection[next++ % perConnection.length];
    client.setHeadersAndBody({ ...${JSON.stringify(settings.headers)}, ...own.headers }, own.body);
  };
  require('autocannon')({ ...${JSON.stringify(settings)}, setupClient }, (error, result) => {
    if (error) throw error;
    process.stdout.write(JSON.stringify(result));
  });`;
  const child = spawn(process.execPath, ['-e', program], {
    cwd: path.resolve(import.meta.dirname, '..'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (d) => {
    out += d;
  });
  await new Promise((resolve) => child.on('exit', resolve));
  const json = JSON.parse(out) as {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
  };
  return {
    rps: Math.round(json.requests.average),
    total: json.requests.total,
    p50: json.latency.p50,
    p99: json.latency.p99,
    non2xx: json.non2xx,
    errors: json.errors,
  };
}

/** The demo restaurant on the bench database, signed in as its admin: cookies and the menu ids. */
export async function signInDemo(server: Awaited<ReturnType<typeof startBenchServer>>) {
  const { newDemoPasswords, seedDemo } = await import('../apps/server/src/scripts/seed-demo.ts');
  const passwords = newDemoPasswords();
  await seedDemo(server.db, passwords);
  const signin = await postJson(`${server.url}/api/v1/auth/signin`, server.origin, {
    username: 'demo@opentab.app',
    password: passwords.admin,
  });
  const tenantId = (signin.body.user as { tenantId: string }).tenantId;
  return { cookies: signin.cookies, tenantId };
}

/**
 * pgbench's TPC-B rate on the PostgreSQL server of `databaseUrl`: a throwaway database next to the app's
 * (scale = clients, so clients rarely share a branch row), `clients` clients for `seconds`, dropped after.
 */
export async function runPgbench(databaseUrl: string, options: { clients: number; seconds: number }) {
  const { execFileSync } = await import('node:child_process');
  const { existsSync, readdirSync } = await import('node:fs');
  const binDir = '/usr/lib/postgresql';
  const installed = existsSync(binDir)
    ? readdirSync(binDir)
        .map((version) => path.join(binDir, version, 'bin', 'pgbench'))
        .filter((file) => existsSync(file))
    : [];
  const pgbench = installed.at(-1) ?? 'pgbench';
  const server = new URL(databaseUrl);
  const database = `opentab_pgbench_${process.pid}`;
  const admin = (statement: string) =>
    execFileSync(path.join(path.dirname(pgbench), 'psql'), [databaseUrl, '-qAtc', statement], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
  const target = new URL(server);
  target.pathname = `/${database}`;
  admin(`create database ${database}`);
  try {
    execFileSync(pgbench, ['-i', '-q', '-I', 'dtGvp', '-s', String(options.clients), target.toString()], {
      stdio: 'ignore',
    });
    const out = execFileSync(
      pgbench,
      ['-c', String(options.clients), '-j', '2', '-T', String(options.seconds), target.toString()],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
    );
    const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1]);
    const latencyMs = Number(/latency average = ([\d.]+) ms/.exec(out)?.[1]);
    if (!Number.isFinite(tps)) throw new Error(`pgbench printed no rate:\n${out}`);
    return { tps, latencyMs };
  } finally {
    admin(`drop database if exists ${database}`);
  }
}
