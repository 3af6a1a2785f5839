import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PRIVATE_FILE_MODE } from '../lib/private-file.ts';
import { createDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { backupSqliteDatabase, restoreSqliteDatabase } from './sqlite-backup.ts';

/**
 * Issue 22: the SQLite database, its WAL and shared-memory files and its backups were created 0644, readable
 * by every local user (what umask 022 leaves of SQLite's 0644). They are the server user's only, as
 * DATA_DIR/secrets.json is.
 */

const dir = mkdtempSync(path.join(os.tmpdir(), 'opentab-modes-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

const modeOf = (file: string) => statSync(file).mode & 0o777;

describe.skipIf(process.env.TEST_DATABASE_URL)('SQLite files (SQLite only)', () => {
  const file = path.join(dir, 'opentab.sqlite');

  it('creates the database, its WAL and its shared memory readable by the server user only', async () => {
    const db = createDatabase({ sqliteFile: file });
    try {
      await migrateToLatest(db);
      expect({
        database: modeOf(file),
        wal: modeOf(`${file}-wal`),
        sharedMemory: modeOf(`${file}-shm`),
      }).toEqual({ database: PRIVATE_FILE_MODE, wal: PRIVATE_FILE_MODE, sharedMemory: PRIVATE_FILE_MODE });
    } finally {
      await db.destroy();
    }
  });

  it('writes a backup, and a restored database, readable by the server user only', async () => {
    const backup = path.join(dir, 'backup.sqlite');
    await backupSqliteDatabase(file, backup);
    expect(modeOf(backup)).toBe(PRIVATE_FILE_MODE);
    const target = path.join(dir, 'restored.sqlite');
    await restoreSqliteDatabase(backup, target);
    expect(modeOf(target)).toBe(PRIVATE_FILE_MODE);
  });

  it('leaves the mode of an existing database as its operator set it', async () => {
    const existing = path.join(dir, 'existing.sqlite');
    writeFileSync(existing, '', { mode: 0o640 });
    const db = createDatabase({ sqliteFile: existing });
    await db.destroy();
    expect(modeOf(existing)).toBe(0o640);
  });
});
