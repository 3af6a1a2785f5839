import cluster from 'node:cluster';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createDatabase } from './db/database.ts';
import { closeRedis, connectRedis } from './lib/redis.ts';
import { writeServerPid } from './lib/server-pid.ts';
import { prepareData, startupBanner } from './startup.ts';

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }

  // On SQLite, `npm run restore` refuses to replace the file while this process has it open.
  const removePidFile = config.databaseUrl ? undefined : writeServerPid(config.dataDir);
  const db = createDatabase({
    databaseUrl: config.databaseUrl,
    pgPoolMax: config.pgPoolMax,
    sqliteFile: config.sqliteFile,
  });
  // A worker of `npm run start:cluster` (cluster.ts): its primary migrated, seeded and prints the banner.
  const prepared = cluster.isWorker ? undefined : await prepareData(config, db);

  const redis = config.redisUrl ? await connectRedis(config.redisUrl) : undefined;

  // Through process.stdout, as console.log writes the banner: pino's own asynchronous writer let the
  // second "Server listening" line land in the middle of the banner.
  const app = await buildApp({ config, db, redis, logStream: process.stdout });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    try {
      await app.close();
      await db.destroy();
      removePidFile?.();
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
  if (prepared) console.log(startupBanner(config, prepared));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
