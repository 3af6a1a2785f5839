import { existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { BackupError, backupSqliteDatabase, fileTimestamp } from '../db/sqlite-backup.ts';

/**
 * `npm run backup [file or folder]`: a consistent copy of the SQLite database, taken while the server runs
 * and takes orders. Without an argument it goes to DATA_DIR/backups/opentab-<time>.sqlite. PostgreSQL is
 * backed up with its own tools (README, Operations).
 */
const config = loadConfig();
try {
  if (config.databaseUrl) {
    throw new BackupError('DATABASE_URL points at PostgreSQL: back it up with pg_dump (README, "Backups").');
  }
  const name = `opentab-${fileTimestamp()}.sqlite`;
  const given = process.argv[2];
  const destination = given
    ? existsSync(given) && statSync(given).isDirectory()
      ? path.join(given, name)
      : path.resolve(given)
    : path.join(config.dataDir, 'backups', name);
  // Only the server's user lists the backups (each file is theirs alone too: db/sqlite-backup.ts).
  mkdirSync(path.dirname(destination), { recursive: true, mode: 0o700 });
  const started = Date.now();
  const copy = await backupSqliteDatabase(config.sqliteFile, destination);
  console.log(
    `Backed up ${config.sqliteFile} to ${destination}: ${(copy.bytes / 1e6).toFixed(1)} MB, ${copy.orders} orders, integrity ok, in ${Date.now() - started} ms.`,
  );
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
