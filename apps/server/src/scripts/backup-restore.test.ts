import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverPidFile } from '../lib/server-pid.ts';
import { createTestApp, type TTestApp } from '../test/harness.ts';
import { burgerAndWater, shopWithMenu } from '../test/order-shop.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../..');

/** Runs one of the npm scripts' programs as the operator would, in its own process. */
function runScript(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn(
      path.join(ROOT, 'node_modules/.bin/tsx'),
      [path.join(ROOT, `apps/server/src/scripts/${script}.ts`), ...args],
      { cwd: ROOT, env: { ...sqliteEnv(), ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      out += d;
    });
    child.on('exit', (code) => resolve({ code, out }));
  });
}

/** This process's environment without a PostgreSQL URL: the scripts are for SQLite installs. */
function sqliteEnv(): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, ...rest } = process.env;
  return rest;
}

function readOrders(file: string) {
  const sqlite = new SqliteDatabase(file, { readonly: true });
  try {
    const integrity = sqlite.pragma('integrity_check', { simple: true });
    const orders = sqlite.prepare('select id, tenant_id, business_day, token_no from orders').all() as {
      id: string;
      tenant_id: string;
      business_day: string;
      token_no: number;
    }[];
    return { integrity, orders };
  } finally {
    sqlite.close();
  }
}

// SQLite's own backup: the PostgreSQL suite (TEST_DATABASE_URL) has no SQLite file to back up.
describe.skipIf(process.env.TEST_DATABASE_URL)('npm run backup and npm run restore (SQLite)', () => {
  let t: TTestApp;
  let env: Record<string, string>;
  const backupDir = mkdtempSync(path.join(os.tmpdir(), 'opentab-backups-'));
  const backupFile = path.join(backupDir, 'under-load.sqlite');
  const acked: string[] = [];
  let ackedBeforeBackup: string[] = [];
  let ackedDuringBackup = 0;

  beforeAll(async () => {
    t = await createTestApp({}, { sqliteOnDisk: true });
    env = {
      DATA_DIR: t.config.dataDir,
      SESSION_SECRET: t.config.sessionSecret,
      LOG_LEVEL: 'silent',
    };
    const shop = await shopWithMenu(t, 'Backup Bistro');
    let running = true;
    let sent = 0;
    // Eight terminals sending orders back to back, each acknowledged order recorded.
    const terminal = async () => {
      while (running) {
        sent += 1;
        const res = await shop.client.post('/api/v1/pos/create-order', burgerAndWater(shop.menu), {
          'idempotency-key': `backup-load-${sent}`,
        });
        if (res.status !== 200) throw new Error(`order refused: ${JSON.stringify(res.body)}`);
        acked.push(res.body.orderId as string);
      }
    };
    const terminals = Array.from({ length: 8 }, terminal);
    while (acked.length < 100) await new Promise((resolve) => setTimeout(resolve, 10));
    ackedBeforeBackup = [...acked];
    const backup = await runScript('backup', [backupFile], env);
    ackedDuringBackup = acked.length - ackedBeforeBackup.length;
    running = false;
    await Promise.all(terminals);
    if (backup.code !== 0) throw new Error(`backup failed: ${backup.out}`);
    // The server stops (its data folder stays, for the restore below).
    await t.app.close();
    await t.db.destroy();
  }, 180_000);

  afterAll(() => {
    rmSync(t.config.dataDir, { recursive: true, force: true });
    rmSync(backupDir, { recursive: true, force: true });
  });

  it('copies every order acknowledged before it started, while orders kept coming, with integrity intact', () => {
    expect(ackedDuringBackup).toBeGreaterThan(0);
    const copy = readOrders(backupFile);
    expect(copy.integrity).toBe('ok');
    const stored = new Set(copy.orders.map((o) => o.id));
    expect(ackedBeforeBackup.filter((id) => !stored.has(id))).toEqual([]);
    // one consistent snapshot: its tokens run 1..n without a gap
    const tokens = copy.orders.map((o) => o.token_no).sort((a, b) => a - b);
    expect(tokens).toEqual(tokens.map((_, i) => i + 1));
    // a single file, no WAL beside it
    expect(existsSync(`${backupFile}-wal`)).toBe(false);
    // readable by the server's user only (issue 22)
    expect(statSync(backupFile).mode & 0o777).toBe(0o600);
  });

  it('refuses to restore while the server runs, and changes nothing', async () => {
    writeFileSync(serverPidFile(t.config.dataDir), `${process.pid}\n`);
    const before = readFileSync(t.config.sqliteFile);
    const res = await runScript('restore', [backupFile], env);
    expect(res.code).toBe(1);
    expect(res.out).toContain(`The server is running (process ${process.pid}`);
    expect(readFileSync(t.config.sqliteFile).equals(before)).toBe(true);
  }, 60_000);

  it('refuses a damaged backup and leaves the database as it was', async () => {
    // a server killed with -9 leaves its pid file behind: a dead process does not block a restore
    writeFileSync(serverPidFile(t.config.dataDir), '999999999\n');
    const damaged = path.join(backupDir, 'damaged.sqlite');
    const bytes = readFileSync(backupFile);
    bytes.fill(0x5a, 4096 * 2, 4096 * 6);
    writeFileSync(damaged, bytes);
    const before = readFileSync(t.config.sqliteFile);
    const res = await runScript('restore', [damaged], env);
    expect(res.code).toBe(1);
    expect(res.out).toMatch(/integrity check|not a readable SQLite database/);
    expect(readFileSync(t.config.sqliteFile).equals(before)).toBe(true);
  }, 60_000);

  it('restores the backup with every order acknowledged before it, keeping the replaced database aside', async () => {
    const res = await runScript('restore', [backupFile], env);
    expect(res.code).toBe(0);
    const restored = readOrders(t.config.sqliteFile);
    expect(restored.integrity).toBe('ok');
    expect(statSync(t.config.sqliteFile).mode & 0o777).toBe(0o600);
    const stored = new Set(restored.orders.map((o) => o.id));
    expect(ackedBeforeBackup.filter((id) => !stored.has(id))).toEqual([]);
    expect(restored.orders.length).toBe(readOrders(backupFile).orders.length);

    // The database it replaced (with its WAL) holds every order acknowledged, before and after the backup.
    const aside = readdirSync(t.config.dataDir).filter((f) => /^opentab\.replaced-.*\.sqlite$/.test(f));
    expect(aside).toHaveLength(1);
    expect(res.out).toContain(aside[0]);
    const replaced = readOrders(path.join(t.config.dataDir, aside[0] as string));
    expect(replaced.integrity).toBe('ok');
    const kept = new Set(replaced.orders.map((o) => o.id));
    expect(acked.filter((id) => !kept.has(id))).toEqual([]);
  }, 60_000);
});
