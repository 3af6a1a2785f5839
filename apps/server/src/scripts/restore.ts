import { loadConfig } from '../config.ts';
import { BackupError, restoreSqliteDatabase } from '../db/sqlite-backup.ts';
import { runningServerPid, serverPidFile } from '../lib/server-pid.ts';

/**
 * `npm run restore <backup file>`: puts a backup in place of the SQLite database. The server must be
 * stopped (it would keep writing to the file it has open); the backup must pass SQLite's integrity check;
 * the database it replaces is kept beside it, never deleted.
 */
const config = loadConfig();
try {
  const backupFile = process.argv[2];
  if (!backupFile) throw new BackupError('Usage: npm run restore <backup file>');
  if (config.databaseUrl) {
    throw new BackupError(
      'DATABASE_URL points at PostgreSQL: restore it with pg_restore (README, "Backups").',
    );
  }
  const pid = runningServerPid(config.dataDir);
  if (pid !== undefined) {
    throw new BackupError(
      `The server is running (process ${pid}, ${serverPidFile(config.dataDir)}): stop it first, then restore. If no server runs, delete that file.`,
    );
  }
  const restored = await restoreSqliteDatabase(backupFile, config.sqliteFile);
  console.log(
    [
      `Restored ${backupFile} to ${config.sqliteFile} (${restored.orders} orders, integrity ok).`,
      restored.setAside ? `The database it replaced is kept as ${restored.setAside}.` : '',
      'Start the server again: it runs any newer migrations on start.',
    ]
      .filter(Boolean)
      .join('\n'),
  );
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
