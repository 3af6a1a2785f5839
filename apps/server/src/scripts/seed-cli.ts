import path from 'node:path';
import { loadConfig } from '../config.ts';
import { createDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { DEMO_LOGINS, seedDemoIfEmpty } from './seed-demo.ts';

/** `npm run seed`: migrates and creates the demo restaurant when the database has no tenant yet. */
const config = loadConfig();
const db = createDatabase({
  databaseUrl: config.databaseUrl,
  sqliteFile: path.join(config.dataDir, 'opentab.sqlite'),
});
await migrateToLatest(db);
const created = await seedDemoIfEmpty(db);
console.log(created ? 'Demo restaurant created.' : 'The database already has a tenant; nothing seeded.');
for (const login of DEMO_LOGINS)
  console.log(`  ${login.label.padEnd(12)} ${login.username} / ${login.password}`);
await db.destroy();
