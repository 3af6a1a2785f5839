import { loadConfig } from '../config.ts';
import { createDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { demoSignInLines, seedDemoOnFirstStart } from './seed-demo.ts';

/** `npm run seed`: migrates and creates the demo restaurant when the database has no tenant yet. */
const config = loadConfig();
const db = createDatabase({
  databaseUrl: config.databaseUrl,
  pgPoolMax: config.pgPoolMax,
  sqliteFile: config.sqliteFile,
});
await migrateToLatest(db);
const seeded = await seedDemoOnFirstStart(db, {
  dataDir: config.dataDir,
  pinnedPassword: config.demoPassword,
});
if (!seeded) console.log('The database already has a tenant; nothing seeded.');
for (const line of demoSignInLines({ seeded, dataDir: config.dataDir, publicUrl: config.publicUrl })) {
  console.log(line);
}
await db.destroy();
