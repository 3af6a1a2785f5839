import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { copySqliteToPostgres, MigrationRefused } from '../db/sqlite-to-postgres.ts';
import { runningServerPid, serverPidFile } from '../lib/server-pid.ts';

/**
 * `DATABASE_URL=postgres://... npm run migrate:sqlite-to-pg [sqlite file]`: moves a SQLite install to a
 * fresh PostgreSQL database (default source: DATA_DIR/opentab.sqlite). Stop the server first; start it
 * again with DATABASE_URL afterwards.
 */
const config = loadConfig();
try {
  if (!config.databaseUrl) {
    throw new MigrationRefused('Set DATABASE_URL to the new, empty PostgreSQL database to copy into.');
  }
  const sqliteFile = path.resolve(process.argv[2] ?? config.sqliteFile);
  if (!existsSync(sqliteFile)) throw new MigrationRefused(`No SQLite database at ${sqliteFile}`);
  const pid = runningServerPid(config.dataDir);
  if (pid !== undefined) {
    throw new MigrationRefused(
      `The server is running (process ${pid}, ${serverPidFile(config.dataDir)}): stop it first, so no order is taken after the copy. If no server runs, delete that file.`,
    );
  }
  const started = Date.now();
  const copies = await copySqliteToPostgres({
    sqliteFile,
    databaseUrl: config.databaseUrl,
    onTable: ({ table, rows }) => console.log(`  ${table}: ${rows} rows`),
  });
  const rows = copies.reduce((sum, copy) => sum + copy.rows, 0);
  console.log(
    `Copied ${rows} rows in ${copies.length} tables from ${sqliteFile} in ${Date.now() - started} ms; every table's row count matches. Start the server with this DATABASE_URL; keep the SQLite file as a backup.`,
  );
} catch (error) {
  if (!(error instanceof MigrationRefused)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
