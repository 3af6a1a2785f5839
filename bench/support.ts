import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { createDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';

/** A real server on a throwaway SQLite file (or BENCH_DATABASE_URL), listening on a free port. */
export async function startBenchServer(
  options: { webDist?: string; extend?: (app: FastifyInstance) => void } = {},
) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'opentab-bench-'));
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '3000' });
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const db = createDatabase({ databaseUrl, sqliteFile: path.join(dataDir, 'bench.sqlite') });
  await migrateToLatest(db);
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
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
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
  const program = `require('autocannon')(${JSON.stringify(settings)}, (error, result) => {
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
