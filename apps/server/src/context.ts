import type { TConfig } from './config.ts';
import type { TDb } from './db/database.ts';
import type { RateCounterStore } from './lib/rate-limiter.ts';
import type { Mailer } from './mail/mailer.ts';
import type { Realtime } from './realtime/realtime.ts';

/** What every route and service may reach: built once in main.ts (or a test) and handed to buildApp. */
export type TAppContext = {
  config: TConfig;
  db: TDb;
  mailer: Mailer;
  counters: RateCounterStore;
  realtime: Realtime;
};

declare module 'fastify' {
  interface FastifyInstance {
    ctx: TAppContext;
  }
}
