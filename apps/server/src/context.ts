import type { TConfig } from './config.ts';
import type { TDb } from './db/database.ts';
import type { TransactionRunner } from './db/write-batcher.ts';
import type { BillingProvider } from './lib/billing-provider.ts';
import type { Mailer } from './lib/mailer.ts';
import type { TMetrics } from './lib/metrics.ts';
import type { RateCounterStore } from './lib/rate-limiter.ts';
import type { SessionStore } from './lib/session/session-store.ts';
import type { CatalogCache } from './modules/orders/catalog.ts';
import type { OrderPlacer } from './modules/orders/order-placer.ts';
import type { Realtime } from './realtime/realtime.ts';

/**
 * What every route and service may reach, built once by buildApp (app.ts). It names only base-layer types:
 * what a module provides (sessions, mail, billing) is an interface of lib/ that the module implements.
 */
export type TAppContext = {
  config: TConfig;
  db: TDb;
  /** this process's Prometheus metrics, served at GET /metrics */
  metrics: TMetrics;
  /** multi-row writes: one transaction each (grouped into one commit on SQLite) */
  transactions: TransactionRunner;
  /** PostgreSQL: new orders, gathered per store into one statement and commit (modules/orders/order-placer.ts) */
  orderPlacer: OrderPlacer;
  /** the devices behind the session cookies (modules/auth) */
  sessions: SessionStore;
  /** the outbox, then SMTP or the log (modules/mail) */
  mailer: Mailer;
  counters: RateCounterStore;
  realtime: Realtime;
  /** each tenant's menu, taxes and tables as order creation prices them, cached by catalog version */
  catalogs: CatalogCache;
  /** Stripe, or the local provider without STRIPE_* settings (modules/billing implements lib/billing-provider.ts) */
  billing: BillingProvider;
};

declare module 'fastify' {
  interface FastifyInstance {
    ctx: TAppContext;
  }
}
