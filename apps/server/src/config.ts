import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ZNewPasswordSchema } from '@opentab/shared';
import { z } from 'zod';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'auto'])
  .default('auto')
  .transform((value) => (value === 'auto' ? undefined : value === 'true' || value === '1'));

export const PG_POOL_MAX_DEFAULT = 20;

const ZEnvSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .refine((v) => /^postgres(ql)?:\/\//.test(v), 'must start with postgres:// (leave unset for SQLite)')
    .optional(),
  /**
   * PostgreSQL connections per server process. An order holds one for a single round trip, so a few per core
   * of the database server keep it busy; more only queue inside PostgreSQL. Mind max_connections (default
   * 100) across all processes.
   */
  PG_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(PG_POOL_MAX_DEFAULT),
  REDIS_URL: z
    .string()
    .refine((v) => /^rediss?:\/\//.test(v), 'must start with redis:// or rediss://')
    .optional(),
  PUBLIC_URL: z.url().optional(),
  COOKIE_SECURE: booleanFromEnv,
  SMTP_URL: z
    .string()
    .refine((v) => /^smtps?:\/\//.test(v), 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('OpenTab <no-reply@opentab.local>'),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: booleanFromEnv,
  /** pins every demo password (tests, e2e); unset, the first start picks random ones */
  // the password rule of every account (docs/decisions.md): a pinned demo password is no exception
  DEMO_PASSWORD: ZNewPasswordSchema.optional(),
  TRUST_PROXY: booleanFromEnv,
  /** serves GET /metrics to a scraper that sends it as a bearer token; unset, /metrics does not exist */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** `npm run start:cluster`: how many server processes (default: one per CPU core) */
  CLUSTER_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  /** Stripe billing: all three, or none for the local provider (docs/decisions.md) */
  STRIPE_SECRET_KEY: z.string().startsWith('sk_', 'must start with sk_').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_', 'must start with whsec_').optional(),
  STRIPE_PRICE_ID: z.string().startsWith('price_', 'must start with price_').optional(),
  /** issue 26: lets a printer's address be this machine (loopback); link-local addresses are never allowed */
  PRINTERS_ALLOW_LOCAL: booleanFromEnv,
});

export type TConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** connections of the PostgreSQL pool (PG_POOL_MAX) */
  pgPoolMax: number;
  redisUrl: string | undefined;
  /** PUBLIC_URL, or http://localhost:PORT: every link for diners and mails (QR codes, reset links) is built on it */
  publicUrl: string;
  cookieSecure: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  sessionSecret: string;
  logLevel: string;
  seedDemo: boolean;
  demoPassword: string | undefined;
  trustProxy: boolean;
  uploadsDir: string;
  /** the SQLite database, when DATABASE_URL is unset */
  sqliteFile: string;
  metricsToken: string | undefined;
  clusterWorkers: number | undefined;
  /** set when Stripe takes the payments; otherwise the local provider completes checkouts in the app */
  stripe: { secretKey: string; webhookSecret: string; priceId: string } | undefined;
  /** PRINTERS_ALLOW_LOCAL: a network printer may be on the server's own machine (docs/printing.md, "Security") */
  printersAllowLocal: boolean;
};

/** A file's text, or undefined when there is no such file (any other failure is thrown). */
function readIfExists(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Reads the secret from the environment, else from DATA_DIR/secrets.json, creating it on first start. */
function loadSessionSecret(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, 'secrets.json');
  const text = readIfExists(file);
  if (text !== undefined) {
    // A damaged file is an error to fix, not a first start: a new secret would sign everyone out unasked.
    let stored: { sessionSecret?: unknown } | undefined;
    try {
      stored = JSON.parse(text) as { sessionSecret?: unknown };
    } catch {
      // reported below with the file's name
    }
    const secret = stored?.sessionSecret;
    if (typeof secret === 'string' && secret.length >= 32) return secret;
    throw new Error(
      `${file} holds no sessionSecret of 32 or more characters: repair it, or delete it to start with a new one (every session ends)`,
    );
  }
  const sessionSecret = randomBytes(48).toString('base64url');
  writeFileSync(file, JSON.stringify({ sessionSecret }, null, 2), { mode: 0o600 });
  return sessionSecret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  const parsed = ZEnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const stripeSettings = [e.STRIPE_SECRET_KEY, e.STRIPE_WEBHOOK_SECRET, e.STRIPE_PRICE_ID].filter(Boolean);
  if (stripeSettings.length % 3 !== 0) {
    throw new Error(
      'Invalid configuration:\n  STRIPE_SECRET_KEY: set STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_ID together',
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    pgPoolMax: e.PG_POOL_MAX,
    redisUrl: e.REDIS_URL,
    publicUrl,
    cookieSecure: e.COOKIE_SECURE ?? publicUrl.startsWith('https://'),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    sessionSecret: loadSessionSecret(dataDir, e.SESSION_SECRET),
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO ?? true,
    demoPassword: e.DEMO_PASSWORD,
    trustProxy: e.TRUST_PROXY ?? false,
    uploadsDir: path.join(dataDir, 'uploads'),
    sqliteFile: path.join(dataDir, 'opentab.sqlite'),
    metricsToken: e.METRICS_TOKEN,
    clusterWorkers: e.CLUSTER_WORKERS,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET && e.STRIPE_PRICE_ID
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            priceId: e.STRIPE_PRICE_ID,
          }
        : undefined,
    printersAllowLocal: e.PRINTERS_ALLOW_LOCAL ?? false,
  };
}
