import { isLoopbackUrl, MSG, SOURCE_LANGUAGE } from '@opentab/shared';
import type { TConfig } from './config.ts';
import type { TDb } from './db/database.ts';
import { translate } from './lib/translate.ts';
import { hasAnySuperadmin } from './modules/auth/auth.repo.ts';
import { prepareDatabase } from './prepare-database.ts';
import { demoSignInLines, seedDemoOnFirstStart, type TDemoPasswords } from './scripts/seed-demo.ts';

export type TPreparedData = { seeded: TDemoPasswords | undefined; needsSuperadmin: boolean };

/**
 * What runs once before any server process takes requests: the migrations (and the database functions of live
 * code: prepare-database.ts) and the demo restaurant of the first
 * start. `npm start` does it in its one process; `npm run start:cluster` in the primary, before it forks.
 */
export async function prepareData(config: TConfig, db: TDb): Promise<TPreparedData> {
  await prepareDatabase(db);
  const seeded = config.seedDemo
    ? await seedDemoOnFirstStart(db, { dataDir: config.dataDir, pinnedPassword: config.demoPassword })
    : undefined;
  return { seeded, needsSuperadmin: !(await hasAnySuperadmin(db)) };
}

/** The lines printed once the server listens. */
export function startupBanner(config: TConfig, prepared: TPreparedData, processes = 1): string {
  const where = config.databaseUrl ? 'PostgreSQL' : config.sqliteFile;
  const how = processes > 1 ? `, ${processes} server processes` : '';
  return [
    '',
    `OpenTab is running at ${config.publicUrl} (database: ${where}${how})`,
    ...(isLoopbackUrl(config.publicUrl)
      ? [`Warning: ${translate(SOURCE_LANGUAGE, MSG.publicUrlLoopback, { url: config.publicUrl })}`]
      : []),
    ...demoSignInLines({ seeded: prepared.seeded, dataDir: config.dataDir, publicUrl: config.publicUrl }),
    ...(prepared.needsSuperadmin
      ? ['No superadmin account yet: create one with `npm run superadmin:create` (none is made by default).']
      : []),
    '',
  ].join('\n');
}

/** Why a cluster refuses to start, or undefined when it can. */
export function clusterRefusal(config: Pick<TConfig, 'databaseUrl' | 'redisUrl'>): string | undefined {
  if (!config.databaseUrl) {
    return [
      'start:cluster needs PostgreSQL: set DATABASE_URL=postgres://...',
      'SQLite is the database of one server process by design (one writer connection and its group commit live',
      'in that process), so several processes cannot share it. Use `npm start` with SQLite.',
    ].join('\n');
  }
  if (!config.redisUrl) {
    return [
      'start:cluster needs Redis: set REDIS_URL=redis://...',
      'The processes share realtime events and rate-limit counters through it.',
    ].join('\n');
  }
  return undefined;
}
