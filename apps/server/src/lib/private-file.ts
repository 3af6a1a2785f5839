import { closeSync, openSync } from 'node:fs';

/** Read and write for the server's own user only, as DATA_DIR/secrets.json. */
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Creates `file` empty with PRIVATE_FILE_MODE unless it exists, before SQLite opens it: SQLite would create
 * it 0644 (readable by every local user), and gives its WAL, shared-memory and journal files the mode of
 * the database file, so they follow. An existing file keeps the mode its operator gave it.
 */
export function createPrivateFileIfMissing(file: string): void {
  try {
    closeSync(openSync(file, 'wx', PRIVATE_FILE_MODE));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
}
