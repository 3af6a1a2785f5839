import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { TConfig } from './config.ts';
import type { TAppContext } from './context.ts';
import type { TDb } from './db/database.ts';
import { createTransactionRunner } from './db/write-batcher.ts';
import { unreadableAddonsChannel } from './lib/addons-snapshot.ts';
import type { Mailer } from './lib/mailer.ts';
import { createMetrics } from './lib/metrics.ts';
import {
  createMemoryCounterStore,
  createRedisCounterStore,
  type RateCounterStore,
} from './lib/rate-limiter.ts';
import type { TRedisClients } from './lib/redis.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createSessionStore } from './modules/auth/session-store.ts';
import { billingRoutes } from './modules/billing/billing.routes.ts';
import { createBillingProvider } from './modules/billing/billing-provider.ts';
import { startBillingSweeper } from './modules/billing/billing-sweeper.ts';
import { customersRoutes } from './modules/customers/customers.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { listPairingsOf } from './modules/displays/displays.repo.ts';
import { displaysRoutes } from './modules/displays/displays.routes.ts';
import { feedbackRoutes, publicFeedbackRoutes } from './modules/feedback/feedback.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { inventoryRoutes } from './modules/inventory/inventory.routes.ts';
import { recipeRoutes } from './modules/inventory/recipes.routes.ts';
import { invoicesRoutes } from './modules/invoices/invoices.routes.ts';
import { kitchenRoutes } from './modules/kitchen/kitchen.routes.ts';
import { createMailer } from './modules/mail/mailer.ts';
import { loyaltyRoutes } from './modules/members/loyalty.routes.ts';
import { membersRoutes } from './modules/members/members.routes.ts';
import { menuRoutes } from './modules/menu/menu.routes.ts';
import { metricsRoutes } from './modules/metrics/metrics.routes.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { createCatalogCache } from './modules/orders/placement/catalog.ts';
import { startCatalogSnapshotSweeper } from './modules/orders/placement/catalog-snapshots.ts';
import { createOrderWriter } from './modules/orders/placement/create-order-writer.ts';
import { startIdempotencySweeper } from './modules/orders/placement/idempotency.ts';
import { posRoutes } from './modules/pos/pos.routes.ts';
import { printJobRoutes } from './modules/printing/print-jobs.routes.ts';
import { createPrintQueue } from './modules/printing/print-queue.ts';
import { printerRoutes } from './modules/printing/printers.routes.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { qrMenuRoutes } from './modules/qrmenu/qrmenu.routes.ts';
import { qrOrdersRoutes } from './modules/qrmenu/qrorders.routes.ts';
import { receiptsRoutes } from './modules/receipts/receipts.routes.ts';
import { reportsRoutes } from './modules/reports/reports.routes.ts';
import { reservationsRoutes } from './modules/reservations/reservations.routes.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { shiftsRoutes } from './modules/shifts/shifts.routes.ts';
import { zReportsRoutes } from './modules/shifts/z-reports.routes.ts';
import { createStockAnnouncer } from './modules/stock/sold-out.ts';
import { stockSettingRoutes } from './modules/stock/stock-setting.routes.ts';
import { superadminRoutes } from './modules/superadmin/superadmin.routes.ts';
import { superadminAuthRoutes } from './modules/superadmin/superadmin-auth.routes.ts';
import { uploadsRoutes } from './modules/uploads/uploads.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { registerCsrfProtection } from './plugins/csrf.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerJsonBodyParser } from './plugins/json-body.ts';
import { registerLanguages } from './plugins/languages.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { API_PREFIX, registerPermissionGuards } from './plugins/permissions.ts';
import { registerRateLimits } from './plugins/rate-limit.ts';
import { RequestLogController } from './plugins/request-log.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { createRealtime } from './realtime/realtime.ts';

const DEFAULT_WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
const BODY_LIMIT_BYTES = 256 * 1024;
/** API answers smaller than this are sent as they are: compressing them would cost more than it saves. */
const COMPRESS_MIN_BYTES = 1024;

export type TBuildAppOptions = {
  config: TConfig;
  db: TDb;
  /** with REDIS_URL: counters and the Socket.IO adapter go through Redis */
  redis?: TRedisClients;
  counters?: RateCounterStore;
  mailer?: Mailer;
  logger?: boolean;
  /** where the log lines go (tests read them); standard output by default */
  logStream?: { write: (line: string) => void };
  webDist?: string;
};

/** Builds the whole HTTP + realtime app without listening: main.ts listens, tests inject. */
export async function buildApp(options: TBuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    logController: new RequestLogController(),
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    forceCloseConnections: 'idle',
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerSecurityHeaders(app);

  registerJsonBodyParser(app);

  const metrics = createMetrics({ withRuntime: config.metricsToken !== undefined });
  const transactions = createTransactionRunner(db, {
    onWait: (seconds) => metrics.transactionWait.observe(seconds),
  });
  const sessions = createSessionStore(db);
  const ctx: TAppContext = {
    config,
    db,
    metrics,
    transactions,
    orders: {
      catalogs: createCatalogCache(),
      writer: createOrderWriter(db, { transactions, pgPoolMax: config.pgPoolMax }),
    },
    counters:
      options.counters ??
      (options.redis ? createRedisCounterStore(options.redis.client) : createMemoryCounterStore()),
    sessions,
    mailer:
      options.mailer ?? createMailer({ db, smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log }),
    billing: createBillingProvider(config),
    printing: createPrintQueue(),
    stock: createStockAnnouncer(app.log),
    realtime: createRealtime({
      httpServer: app.server,
      sessions,
      sessionSecret: config.sessionSecret,
      originPolicy: { publicUrl: config.publicUrl, trustProxy: config.trustProxy },
      log: app.log,
      // Called per handshake, by then @fastify/cookie (registered below) has decorated the app.
      parseCookie: (header) => app.parseCookie(header),
      redis: options.redis,
      findDisplayPairing: async (tenantId, deviceId) => (await listPairingsOf(db, tenantId, deviceId))[0],
    }),
  };
  app.decorate('ctx', ctx);
  registerMetrics(app);
  // Presenters show an order line's unreadable addons as such (lib/addons-snapshot.ts); the app logs it.
  const logUnreadableAddons = (message: unknown) =>
    app.log.error(message as object, "an order line's addons snapshot is unreadable");
  unreadableAddonsChannel.subscribe(logUnreadableAddons);
  app.addHook('preClose', async () => {
    await ctx.realtime.close();
  });
  // Hourly, unref'd; stopped once in-flight requests have finished, before main.ts closes the database.
  const idempotencySweeper = startIdempotencySweeper(db, app.log);
  const snapshotSweeper = startCatalogSnapshotSweeper(db, app.log);
  const billingSweeper = startBillingSweeper(ctx, app.log);
  // Issue 26: the print queue's worker (docs/printing.md), a timer woken when a job is queued; its first run (what
  // a restart left queued or cut short) is over before the app is ready
  ctx.printing.start(ctx, app.log);
  app.addHook('onReady', () => ctx.printing.wake());
  app.addHook('onClose', async () => {
    await idempotencySweeper.stop();
    await snapshotSweeper.stop();
    await billingSweeper.stop();
    await ctx.printing.stop();
    await ctx.stock.stop();
    unreadableAddonsChannel.unsubscribe(logUnreadableAddons);
  });

  await app.register(fastifyCookie);
  await registerRateLimits(app, options.redis?.client);
  // API answers past a small size go out compressed (menus, order lists, reports); the order path's small
  // answers stay below the threshold and cost nothing. Files come precompressed (above) and are skipped.
  await app.register(fastifyCompress, {
    threshold: COMPRESS_MIN_BYTES,
    encodings: ['br', 'gzip'],
    // Quality 4 compresses within a few percent of the maximum at a fraction of its CPU time.
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  registerCsrfProtection(app, { publicUrl: config.publicUrl, trustProxy: config.trustProxy });

  const webDist = options.webDist ?? DEFAULT_WEB_DIST;
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      // The build writes .br and .gz beside each text file; the copy Accept-Encoding allows is sent.
      preCompressed: true,
      // Source maps stay on the server for our own debugging; the public gets a 404.
      allowedPath: (pathname) => !pathname.endsWith('.map'),
      setHeaders: (res, filePath) => {
        // Vite fingerprints everything under assets/, so those never change; index.html always revalidates.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  registerErrorHandling(app, hasWeb ? webDist : undefined);
  registerLanguages(app);

  // Both collect the API routes as they are registered below.
  registerPermissionGuards(app);
  await registerOpenApi(app);
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(billingRoutes, { prefix: '/auth' });
      await api.register(profileRoutes, { prefix: '/profile' });
      await api.register(superadminAuthRoutes, { prefix: '/superadmin' });
      await api.register(superadminRoutes, { prefix: '/superadmin' });
      await api.register(settingsRoutes, { prefix: '/settings' });
      await api.register(stockSettingRoutes, { prefix: '/settings/store-setting/stock' });
      await api.register(printerRoutes, { prefix: '/settings/printers' });
      await api.register(menuRoutes, { prefix: '/menu-items' });
      await api.register(recipeRoutes, { prefix: '/menu-items/recipe' });
      await api.register(inventoryRoutes, { prefix: '/inventory' });
      await api.register(posRoutes, { prefix: '/pos' });
      await api.register(qrOrdersRoutes, { prefix: '/pos/qrorders' });
      await api.register(qrMenuRoutes, { prefix: '/qrmenu' });
      await api.register(publicFeedbackRoutes, { prefix: '/qrmenu' });
      await api.register(feedbackRoutes, { prefix: '/feedback' });
      await api.register(customersRoutes, { prefix: '/customers' });
      await api.register(membersRoutes, { prefix: '/members' });
      // issue 27: the loyalty rules sit with the store settings' calls, and belong to the members module
      await api.register(loyaltyRoutes, { prefix: '/settings/store-setting/loyalty' });
      await api.register(ordersRoutes, { prefix: '/orders' });
      await api.register(kitchenRoutes, { prefix: '/kitchen' });
      await api.register(receiptsRoutes, { prefix: '/receipts' });
      await api.register(invoicesRoutes, { prefix: '/invoices' });
      await api.register(dashboardRoutes, { prefix: '/dashboard' });
      await api.register(usersRoutes, { prefix: '/users' });
      await api.register(reportsRoutes, { prefix: '/reports' });
      await api.register(auditRoutes, { prefix: '/audit-log' });
      await api.register(shiftsRoutes, { prefix: '/shifts' });
      await api.register(printJobRoutes, { prefix: '/print-jobs' });
      await api.register(zReportsRoutes, { prefix: '/z-reports' });
      await api.register(displaysRoutes, { prefix: '/displays' });
      await api.register(reservationsRoutes, { prefix: '/reservations' });
    },
    { prefix: API_PREFIX },
  );
  // Photos live outside the API prefix: GET /uploads/<random name>.webp
  await app.register(uploadsRoutes, { prefix: '/uploads' });
  // For Prometheus, outside the API too: a scraper's bearer token, not a user's session (docs/decisions.md)
  await app.register(metricsRoutes);

  return app;
}
