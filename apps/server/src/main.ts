import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { closeRedis, connectRedis } from './lib/redis.ts';
import { hasAnySuperadmin } from './modules/auth/auth.repo.ts';
import { demoSignInLines, seedDemoOnFirstStart } from './scripts/seed-demo.ts';

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }

  const db = createDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile: path.join(config.dataDir, 'opentab.sqlite'),
  });
  await migrateToLatest(db);

  const redis = config.redisUrl ? await connectRedis(config.redisUrl) : undefined;

  const app = await buildApp({ config, db, redis });
  const seeded = config.seedDemo
    ? await seedDemoOnFirstStart(db, { dataDir: config.dataDir, pinnedPassword: config.demoPassword })
    : undefined;
  const needsSuperadmin = !(await hasAnySuperadmin(db));

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    try {
      await app.close();
      await db.destroy();
      if (redis) await closeRedis(redis);
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL' : path.join(config.dataDir, 'opentab.sqlite');
  const lines = [
    '',
    `OpenTab is running at ${config.publicUrl} (database: ${where})`,
    ...demoSignInLines({ seeded, dataDir: config.dataDir, publicUrl: config.publicUrl }),
    ...(needsSuperadmin
      ? ['No superadmin account yet: create one with `npm run superadmin:create` (none is made by default).']
      : []),
    '',
  ];
  console.log(lines.join('\n'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
