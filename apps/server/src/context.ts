import type { TConfig } from './config.ts';
import type { TDb } from './db/database.ts';
import type { TransactionRunner } from './db/write-batcher.ts';
import type { TMetrics } from './lib/metrics.ts';
import type { RateCounterStore } from './lib/rate-limiter.ts';
import type { Mailer } from './mail/mailer.ts';
import type { BillingProvider } from './modules/billing/billing-provider.ts';
import type { CatalogCache } from './modules/orders/catalog.ts';
import type { OrderPlacer } from './modules/orders/order-placer.ts';
import type { Realtime } from './realtime/realtime.ts';

/** What every route and service may reach: built once in main.ts (or a test) and handed to buildApp. */
export type TAppContext = {
  config: TConfig;
  db: TDb;
  /** this process's Prometheus metrics, served at GET /metrics */
  metrics: TMetrics;
  /** multi-row writes: one transaction each (grouped into one commit on SQLite) */
  transactions: TransactionRunner;
  /** PostgreSQL: new orders, gathered per store into one statement and commit (modules/orders/order-placer.ts) */
  orderPlacer: OrderPlacer;
  mailer: Mailer;
  counters: RateCounterStore;
  realtime: Realtime;
  /** each tenant's menu, taxes and tables as order creation prices them, cached by catalog version */
  catalogs: CatalogCache;
  /** Stripe, or the local provider without STRIPE_* settings (modules/billing) */
  billing: BillingProvider;
};

declare module 'fastify' {
  interface FastifyInstance {
    ctx: TAppContext;
  }
}
