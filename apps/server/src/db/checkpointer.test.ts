import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startCheckpointer } from './checkpointer.ts';
import { createDatabase } from './database.ts';

const dirs: string[] = [];
const tempFile = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'opentab-checkpoint-'));
  dirs.push(dir);
  return path.join(dir, 'db.sqlite');
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A WAL database with `rows` rows written by a connection that never checkpoints on its own. */
function writeWithoutCheckpoints(file: string, rows: number) {
  const writer = new SqliteDatabase(file);
  writer.pragma('journal_mode = WAL');
  writer.pragma('wal_autocheckpoint = 0');
  writer.exec('create table t (id integer primary key, body text)');
  const insert = writer.prepare('insert into t (body) values (?)');
  for (let i = 0; i < rows; i++) insert.run('x'.repeat(500));
  return writer;
}

describe('startCheckpointer', () => {
  it('copies the WAL into the database file from its worker, and reports a WAL that grew large', async () => {
    const file = tempFile();
    const writer = writeWithoutCheckpoints(file, 2000);
    const sizeBefore = statSync(file).size;
    const onLargeWal = vi.fn();
    const onFailure = vi.fn();
    const checkpointer = startCheckpointer({
      file,
      intervalMs: 20,
      largeWalFrames: 10,
      onLargeWal,
      onFailure,
    });
    try {
      await vi.waitFor(() => expect(statSync(file).size).toBeGreaterThan(sizeBefore + 500_000), {
        timeout: 5000,
      });
      await vi.waitFor(() => expect(onLargeWal).toHaveBeenCalled(), { timeout: 5000 });
      expect(onFailure).not.toHaveBeenCalled();
    } finally {
      checkpointer.stop();
      writer.close();
    }
  });

  it('reports a worker that cannot run, so the writer can checkpoint again itself', async () => {
    const onFailure = vi.fn();
    const checkpointer = startCheckpointer({
      file: path.join(os.tmpdir(), 'opentab-no-such-dir', 'db.sqlite'),
      onLargeWal: () => {},
      onFailure,
    });
    await vi.waitFor(() => expect(onFailure).toHaveBeenCalled(), { timeout: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 200)); // the worker's exit follows its error
    expect(onFailure).toHaveBeenCalledTimes(1); // reported once, not once per event
    const started = Date.now();
    checkpointer.stop();
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('runs behind a file database, which then checkpoints nothing in its commits', async () => {
    const file = tempFile();
    const db = createDatabase({ sqliteFile: file });
    // wal_autocheckpoint is per connection: asked through Kysely, it is the writer's
    const result = await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(db);
    expect(result.rows[0]?.wal_autocheckpoint).toBe(0);
    expect(existsSync(`${file}-wal`)).toBe(true);
    await db.destroy();
    // the worker's connection closed first, so the writer closed last and removed the WAL files
    expect(existsSync(`${file}-wal`)).toBe(false);
    expect(existsSync(`${file}-shm`)).toBe(false);
  });
});
