import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { clusterMetricsReader } from './cluster-metrics.ts';

/** Seconds; a request or a wait past 10 s lands in +Inf. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** A route label for requests no route matched (the SPA's pages, missing files), so raw URLs never become labels. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * This process's Prometheus metrics, one registry per app (tests build several apps in one process). What
 * code counts as it happens lives here; what is read at scrape time (open sockets, pool use) is added by
 * whoever owns the number, with `gauge`.
 */
export type TMetrics = {
  registry: Registry;
  requestDuration: Histogram<'method' | 'route' | 'status_code'>;
  ordersCreated: Counter;
  /** how long a unit of work waited for its transaction to start (db/write-batcher.ts) */
  transactionWait: Histogram;
  /** a gauge whose value is read when Prometheus scrapes */
  gauge(name: string, help: string, read: () => number): void;
  /** the text GET /metrics answers: this process's registry, or in a cluster every worker's, summed */
  read(): Promise<string>;
};

/**
 * `withRuntime` (the server serves /metrics) adds prom-client's process and Node.js metrics (event-loop delay, heap, GC, handles); they
 * keep a delay monitor and a GC observer running, so only a server that serves /metrics turns them on.
 */
export function createMetrics({ withRuntime }: { withRuntime: boolean }): TMetrics {
  const registry = new Registry();
  if (withRuntime) collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const readCluster = withRuntime ? clusterMetricsReader(registry) : undefined;
  return {
    registry,
    read: () => (readCluster ? readCluster() : registry.metrics()),
    requestDuration: new Histogram({
      name: 'opentab_http_request_duration_seconds',
      help: 'HTTP requests by method, route pattern and status: time from arrival to the last byte of the answer',
      labelNames: ['method', 'route', 'status_code'],
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    ordersCreated: new Counter({
      name: 'opentab_orders_created_total',
      help: 'Orders created (POS and accepted QR orders), counted after their transaction committed',
      registers,
    }),
    transactionWait: new Histogram({
      name: 'opentab_db_transaction_wait_seconds',
      help: 'Time a unit of work waited before its transaction started: for the group commit on SQLite, for a pool connection and BEGIN on PostgreSQL',
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    gauge(name, help, read) {
      new Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(read());
        },
      });
    },
  };
}
