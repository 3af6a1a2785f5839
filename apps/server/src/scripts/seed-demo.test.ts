import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TTestApp } from '../test/harness.ts';
import { DEMO_ACCOUNTS, demoSignInLines, seedDemoOnFirstStart } from './seed-demo.ts';

let t: TTestApp;
let dataDir: string;
beforeAll(async () => {
  t = await createTestApp();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'opentab-demo-'));
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const signIn = (testApp: TTestApp, username: string, password: string) =>
  new TestClient(testApp.app).post('/api/v1/auth/signin', { username, password });

describe('the demo restaurant of the first start', () => {
  it('gets random passwords, kept once in DATA_DIR/demo-credentials.txt for its owner only, and no superadmin', async () => {
    const passwords = await seedDemoOnFirstStart(t.db, { dataDir });
    if (!passwords) throw new Error('the empty database was not seeded');
    const values = Object.values(passwords);
    expect(new Set(values).size).toBe(3);
    for (const password of values) expect(password).toMatch(/^[\w-]{16}$/);

    const file = path.join(dataDir, 'demo-credentials.txt');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const text = readFileSync(file, 'utf8');
    for (const account of DEMO_ACCOUNTS)
      expect(text).toContain(`${account.username} / ${passwords[account.role]}`);

    expect((await signIn(t, 'demo@opentab.app', passwords.admin)).status).toBe(200);
    expect((await signIn(t, 'kitchen@opentab.app', passwords.kitchen)).status).toBe(200);
    expect((await signIn(t, 'demo@opentab.app', 'demo1234')).status).toBe(401);
    expect(await t.db.selectFrom('superadmins').selectAll().execute()).toEqual([]);

    // A later start seeds nothing, keeps the file and prints only where the passwords are.
    expect(await seedDemoOnFirstStart(t.db, { dataDir })).toBeUndefined();
    expect(readFileSync(file, 'utf8')).toBe(text);
    const later = demoSignInLines({ dataDir, publicUrl: 'http://localhost:3000' });
    expect(later).toEqual([`Demo restaurant sign-in: see ${file}`]);
    expect(later.join('\n')).not.toContain(passwords.admin);
    const first = demoSignInLines({ seeded: passwords, dataDir, publicUrl: 'http://localhost:3000' }).join(
      '\n',
    );
    for (const password of values) expect(first).toContain(password);
  });

  it('prints receipts and takes Cash, its cash type, by default; Card is not cash (issue 22)', async () => {
    const store = await t.db
      .selectFrom('store_settings')
      .innerJoin('print_settings', 'print_settings.tenant_id', 'store_settings.tenant_id')
      .innerJoin('payment_types', 'payment_types.id', 'store_settings.default_payment_type_id')
      .select(['print_settings.is_enable_print', 'payment_types.title', 'payment_types.is_cash'])
      .executeTakeFirstOrThrow();
    expect(store).toEqual({ is_enable_print: 1, title: 'Cash', is_cash: 1 });
    const card = await t.db
      .selectFrom('payment_types')
      .select('is_cash')
      .where('title', '=', 'Card')
      .executeTakeFirstOrThrow();
    expect(card.is_cash).toBe(0);
  });

  it('uses the pinned DEMO_PASSWORD for every account (tests and e2e)', async () => {
    const other = await createTestApp();
    const otherDir = mkdtempSync(path.join(os.tmpdir(), 'opentab-demo-'));
    try {
      const passwords = await seedDemoOnFirstStart(other.db, {
        dataDir: otherDir,
        pinnedPassword: 'pinned-pass-1',
      });
      expect(passwords).toEqual({
        admin: 'pinned-pass-1',
        cashier: 'pinned-pass-1',
        kitchen: 'pinned-pass-1',
      });
      expect((await signIn(other, 'cashier@opentab.app', 'pinned-pass-1')).status).toBe(200);
    } finally {
      await other.close();
      rmSync(otherDir, { recursive: true, force: true });
    }
  });

  it('prints nothing about the demo when there is no credentials file', () => {
    expect(demoSignInLines({ dataDir: os.tmpdir(), publicUrl: 'http://localhost:3000' })).toEqual([]);
  });
});
