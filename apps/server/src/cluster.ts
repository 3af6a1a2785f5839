import cluster, { type Worker } from 'node:cluster';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, type TConfig } from './config.ts';
import { createDatabase } from './db/database.ts';
import { serveClusterMetrics } from './lib/cluster-metrics.ts';
import { clusterRefusal, prepareData, startupBanner } from './startup.ts';

/**
 * `npm run start:cluster`: several server processes on one port (Node's cluster module: the primary accepts
 * connections and hands them to the workers in turn). Every worker is main.ts, stateless: PostgreSQL holds the
 * data, Redis the realtime rooms and rate-limit counters. A WebSocket is one connection,
 * so it stays with the worker that accepted it and no stickiness is needed (the web opens WebSockets only).
 */

/** A worker that dies this soon after it started, this many times in a row, stops the cluster: a crash loop. */
const EARLY_DEATH_MS = 10_000;
const MAX_EARLY_DEATHS = 5;

async function startPrimary(): Promise<void> {
  let config: TConfig;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const refusal = clusterRefusal(config);
  if (refusal) {
    console.error(refusal);
    process.exit(1);
  }
  // `npm run start:cluster` checks first, so a refusal comes before the web build, not a minute after.
  if (process.argv.includes('--check')) return;

  // Migrations and the first start's demo seed run here, once, before any worker takes a request. The
  // session secret is settled too: loadConfig wrote DATA_DIR/secrets.json if SESSION_SECRET is unset.
  const db = createDatabase({ databaseUrl: config.databaseUrl, sqliteFile: '' });
  const prepared = await prepareData(config, db);
  await db.destroy();

  const count = config.clusterWorkers ?? os.availableParallelism();
  if (config.metricsToken !== undefined) serveClusterMetrics();
  cluster.setupPrimary({ exec: path.join(import.meta.dirname, 'main.ts') });
  let stopping = false;
  let exitCode = 0;
  let earlyDeaths = 0;
  const startedAt = new Map<Worker, number>();
  const fork = () => startedAt.set(cluster.fork(), Date.now());

  let listening = 0;
  cluster.on('listening', () => {
    listening += 1;
    if (listening === count) console.log(startupBanner(config, prepared, count));
  });
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (startedAt.size === 0) process.exit(exitCode);
      return;
    }
    earlyDeaths = lived < EARLY_DEATH_MS ? earlyDeaths + 1 : 0;
    if (earlyDeaths >= MAX_EARLY_DEATHS) {
      console.error(`server processes keep dying at start (last: code ${code}, signal ${signal}); stopping`);
      stopping = true;
      exitCode = 1;
      for (const other of startedAt.keys()) other.kill('SIGTERM');
      if (startedAt.size === 0) process.exit(exitCode);
      return;
    }
    console.error(
      `server process ${worker.process.pid} exited (code ${code}, signal ${signal}); starting another`,
    );
    fork();
  });

  // Each worker finishes its in-flight requests and closes its sockets (main.ts), then the primary exits.
  const stop = () => {
    if (stopping) return;
    stopping = true;
    for (const worker of startedAt.keys()) worker.kill('SIGTERM');
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  for (let i = 0; i < count; i++) fork();
}

startPrimary().catch((error) => {
  console.error(error);
  process.exit(1);
});
