import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { closeRedis, connectRedis } from './lib/redis.ts';
import { DEMO_LOGINS, seedDemoIfEmpty } from './scripts/seed-demo.ts';

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
  const seeded = config.seedDemo ? await seedDemoIfEmpty(db) : false;

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
    ...(seeded ? ['Demo restaurant created.'] : []),
    ...(config.seedDemo
      ? [
          'Demo sign-in (unless you changed the passwords):',
          ...DEMO_LOGINS.map((l) => `  ${l.label.padEnd(12)} ${l.username} / ${l.password}   (${l.where})`),
        ]
      : []),
    '',
  ];
  console.log(lines.join('\n'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
