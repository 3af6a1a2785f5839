import type { FastifyInstance } from 'fastify';
import { postgresPoolStats } from '../db/database.ts';
import { UNMATCHED_ROUTE } from '../lib/metrics.ts';

/**
 * Feeds ctx.metrics: every answer's duration under its route pattern (never the raw URL, whose ids would
 * make a series per order), and the gauges read at scrape time: open sockets, and the database's queue
 * (the PostgreSQL pool's connections and waiters, or SQLite's group-commit queue).
 */
export function registerMetrics(app: FastifyInstance): void {
  const { metrics, db, realtime, transactions } = app.ctx;
  app.addHook('onResponse', async (request, reply) => {
    metrics.requestDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
  metrics.gauge('opentab_realtime_open_sockets', 'Socket.IO sockets connected to this process', () =>
    realtime.openSockets(),
  );
  const pool = postgresPoolStats(db);
  if (pool) {
    metrics.gauge('opentab_db_pool_max', 'PostgreSQL pool: most connections it opens', () => pool().max);
    metrics.gauge('opentab_db_pool_open', 'PostgreSQL pool: connections open', () => pool().open);
    metrics.gauge('opentab_db_pool_in_use', 'PostgreSQL pool: connections lent out', () => {
      const { open, idle } = pool();
      return open - idle;
    });
    metrics.gauge(
      'opentab_db_pool_waiting',
      'PostgreSQL pool: queries and transactions waiting for a connection',
      () => pool().waiting,
    );
  } else {
    metrics.gauge(
      'opentab_db_write_queue_depth',
      'SQLite: units of work waiting for the next group commit',
      () => transactions.queueDepth(),
    );
  }
}
