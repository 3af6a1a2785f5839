import type { TConfig } from './config.ts';
import type { TDb } from './db/database.ts';
import type { TransactionRunner } from './db/write-batcher.ts';
import type { BillingProvider } from './lib/billing-provider.ts';
import type { Mailer } from './lib/mailer.ts';
import type { TMetrics } from './lib/metrics.ts';
import type { RateCounterStore } from './lib/rate-limiter.ts';
import type { SessionStore } from './lib/session/session-store.ts';
import type { Realtime } from './realtime/realtime.ts';

/**
 * What every route and service may reach, built once by buildApp (app.ts). It names only base-layer types:
 * what a module provides to the base layers (sessions, mail, billing) is an interface of lib/ that the module
 * implements. A module that keeps per-app state only for itself and other modules adds its own field from its
 * own folder, by interface merging (`declare module '…/context.ts' { interface TAppContext { … } }`, as
 * Fastify's decorators are typed); app.ts, which wires the modules, must then fill it in. The order module
 * adds `orders` (modules/orders/placement/order-writer.ts).
 */
export interface TAppContext {
  config: TConfig;
  db: TDb;
  /** this process's Prometheus metrics, served at GET /metrics */
  metrics: TMetrics;
  /** multi-row writes: one transaction each (grouped into one commit on SQLite) */
  transactions: TransactionRunner;
  /** the devices behind the session cookies (modules/auth) */
  sessions: SessionStore;
  /** the outbox, then SMTP or the log (modules/mail) */
  mailer: Mailer;
  counters: RateCounterStore;
  realtime: Realtime;
  /** Stripe, or the local provider without STRIPE_* settings (modules/billing implements lib/billing-provider.ts) */
  billing: BillingProvider;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: TAppContext;
  }
}
