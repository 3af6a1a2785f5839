import { existsSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { createPrivateFileIfMissing } from '../lib/private-file.ts';

/** The largest page count one backup step may copy: the whole database in one step (below). */
const ALL_PAGES = 0x7fffffff;

export type TSqliteCheck = { orders: number; migrations: number };

/** Thrown for a file that must not become (or be taken for) the database; the CLI prints its message. */
export class BackupError extends Error {}

/** A file name part for now: 2026-11-25T04-40-12Z (sorts by time, valid on every file system). */
export function fileTimestamp(now = new Date()): string {
  return now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
}

/**
 * Checks that `file` is a whole OpenTab database: SQLite's integrity check passes and OpenTab's migrations
 * table is there. Answers what it holds, for the operator to read.
 */
function checkSqliteDatabase(file: string): TSqliteCheck {
  if (!existsSync(file)) throw new BackupError(`${file} does not exist`);
  let sqlite: SqliteDatabase.Database;
  try {
    sqlite = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new BackupError(`${file} cannot be opened as SQLite: ${(error as Error).message}`);
  }
  try {
    let problems: string[];
    try {
      problems = (sqlite.pragma('integrity_check') as { integrity_check: string }[]).map(
        (row) => row.integrity_check,
      );
    } catch (error) {
      throw new BackupError(`${file} is not a readable SQLite database: ${(error as Error).message}`);
    }
    if (problems.join() !== 'ok') {
      throw new BackupError(`${file} fails SQLite's integrity check: ${problems.slice(0, 5).join('; ')}`);
    }
    const hasTable = (name: string) =>
      sqlite.prepare("select 1 from sqlite_master where type = 'table' and name = ?").get(name) !== undefined;
    if (!hasTable('opentab_migrations') || !hasTable('orders')) {
      throw new BackupError(`${file} is a SQLite database, but not OpenTab's`);
    }
    const count = (table: string) =>
      (sqlite.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
    return { orders: count('orders'), migrations: count('opentab_migrations') };
  } finally {
    sqlite.close();
  }
}

/**
 * Copies the live database at `sourceFile` to `destinationFile` with SQLite's online backup API, while a
 * server keeps writing to it. The copy is one consistent snapshot: every page is copied in one backup step,
 * which reads inside one transaction (in WAL mode the server's writers are not blocked meanwhile); copying
 * in small steps would restart from the start whenever the server commits between two steps, which under
 * steady orders is always. The copy is written beside its destination and renamed into place once it is
 * whole and checked.
 */
export async function backupSqliteDatabase(
  sourceFile: string,
  destinationFile: string,
): Promise<TSqliteCheck & { bytes: number }> {
  if (!existsSync(sourceFile)) throw new BackupError(`No database at ${sourceFile}`);
  if (existsSync(destinationFile)) throw new BackupError(`${destinationFile} already exists`);
  const partial = `${destinationFile}.partial`;
  await copyDatabase(sourceFile, partial);
  try {
    const check = checkSqliteDatabase(partial);
    renameSync(partial, destinationFile);
    return { ...check, bytes: statSync(destinationFile).size };
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

/**
 * One consistent copy of `sourceFile` (its WAL included) at `destinationFile`, in rollback-journal mode so
 * it is one self-contained file; nothing is left at `destinationFile` if it fails.
 */
async function copyDatabase(sourceFile: string, destinationFile: string): Promise<void> {
  rmSync(destinationFile, { force: true });
  const source = new SqliteDatabase(sourceFile, { fileMustExist: true });
  try {
    // A backup holds everything the database does: readable by the server's user only, from its first byte.
    createPrivateFileIfMissing(destinationFile);
    source.pragma('busy_timeout = 5000');
    await source.backup(destinationFile, { progress: () => ALL_PAGES });
    const copy = new SqliteDatabase(destinationFile);
    try {
      copy.pragma('journal_mode = DELETE');
    } finally {
      copy.close();
    }
  } catch (error) {
    rmSync(destinationFile, { force: true });
    throw error;
  } finally {
    source.close();
  }
}

const SIDE_FILES = ['', '-wal', '-shm', '-journal'];

/**
 * Puts the backup at `backupFile` in place of the database at `databaseFile`, which must not be open
 * (the server stopped). The backup is checked first; the database it replaces, with its WAL, is kept
 * beside it as `<name>.replaced-<time>.sqlite` (answered), never deleted. The copy is made beside the
 * target and renamed into place, so a failure midway leaves either the old database or the new one.
 */
export async function restoreSqliteDatabase(
  backupFile: string,
  databaseFile: string,
  now = new Date(),
): Promise<TSqliteCheck & { setAside: string | undefined }> {
  if (path.resolve(backupFile) === path.resolve(databaseFile)) {
    throw new BackupError('The backup is the database itself');
  }
  const check = checkSqliteDatabase(backupFile);
  // Through the backup API rather than a file copy: a backup file with a WAL beside it is copied whole.
  const incoming = `${databaseFile}.restoring`;
  await copyDatabase(backupFile, incoming);
  let setAside: string | undefined;
  if (existsSync(databaseFile)) {
    const { dir, name, ext } = path.parse(databaseFile);
    setAside = path.join(dir, `${name}.replaced-${fileTimestamp(now)}${ext}`);
    // The WAL may hold commits not yet copied into the database file: it moves with it.
    for (const suffix of SIDE_FILES) {
      if (existsSync(databaseFile + suffix)) renameSync(databaseFile + suffix, setAside + suffix);
    }
  } else {
    for (const suffix of SIDE_FILES.slice(1)) rmSync(databaseFile + suffix, { force: true });
  }
  renameSync(incoming, databaseFile);
  return { ...check, setAside };
}
