import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { MSG } from '@opentab/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TTestApp, uniqueEmail } from '../../test/harness.ts';
import { createSuperadmin } from './create-superadmin.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const STRONG = 'long-Operator-pass-7';
const operators = () => t.db.selectFrom('superadmins').select('username').execute();

describe('createSuperadmin', () => {
  it('creates an operator who then signs in at /superadmin', async () => {
    const username = uniqueEmail('operator');
    expect(
      await createSuperadmin(t.db, { username: ` ${username.toUpperCase()} `, password: STRONG }),
    ).toEqual({
      username,
    });
    const signin = await new TestClient(t.app).post('/api/v1/superadmin/signin', {
      username,
      password: STRONG,
    });
    expect([signin.status, signin.body.user]).toEqual([
      200,
      expect.objectContaining({ role: 'superadmin', username }),
    ]);
  });

  it.each([
    ['a short password', 'Short-pass1', MSG.superadminPasswordWeak],
    ['a repetitive password', 'abcabcabcabcabc', MSG.passwordRepeated],
    ['few different characters', 'abcabcabcabcabd', MSG.superadminPasswordWeak],
    // issue 22: both were taken
    ['a common password', 'password1234', MSG.passwordTooCommon],
    ['a common password of digits', '123456789012', MSG.passwordTooCommon],
    ['the email name in the password', 'chief.operator-2026', MSG.superadminPasswordWeak],
    ['no password', '', MSG.providePassword],
  ])('refuses %s and creates nothing', async (_case, password, message) => {
    const before = await operators();
    await expect(
      createSuperadmin(t.db, { username: 'chief.operator@example.com', password }),
    ).rejects.toThrow(message);
    expect(await operators()).toEqual(before);
  });

  it('refuses an invalid email and one that already has an operator account', async () => {
    await expect(createSuperadmin(t.db, { username: 'not-an-email', password: STRONG })).rejects.toThrow(
      MSG.provideValidEmail,
    );
    const username = uniqueEmail('operator');
    await createSuperadmin(t.db, { username, password: STRONG });
    await expect(createSuperadmin(t.db, { username, password: `${STRONG}-other` })).rejects.toThrow(
      MSG.superadminExists,
    );
    expect((await operators()).filter((row) => row.username === username)).toHaveLength(1);
  });
});

describe('npm run superadmin:create', () => {
  it('creates the operator from SUPERADMIN_EMAIL and SUPERADMIN_PASSWORD, then refuses the same email', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'opentab-cli-'));
    const repoRoot = path.resolve(import.meta.dirname, '../../../../..');
    const { DATABASE_URL: _database, ...withoutDatabaseUrl } = process.env;
    const run = (password: string) =>
      promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', 'apps/server/src/scripts/superadmin-create.ts'],
        {
          cwd: repoRoot,
          // SQLite in a fresh data folder, whatever database this test run uses.
          env: {
            ...withoutDatabaseUrl,
            DATA_DIR: dataDir,
            SUPERADMIN_EMAIL: 'ops@example.com',
            SUPERADMIN_PASSWORD: password,
          },
        },
      ).then(
        ({ stdout }) => ({ code: 0, out: stdout }),
        (error: { code: number; stderr: string }) => ({ code: error.code, out: error.stderr }),
      );
    try {
      const weak = await run('password');
      expect([weak.code, weak.out.trim()]).toEqual([1, MSG.superadminPasswordWeak]);
      const created = await run(STRONG);
      expect([created.code, created.out]).toEqual([
        0,
        expect.stringContaining('Superadmin ops@example.com created'),
      ]);
      const again = await run(STRONG);
      expect([again.code, again.out.trim()]).toEqual([1, MSG.superadminExists]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    // three CLI processes, each starting tsx: seconds apiece on a busy machine
  }, 90_000);
});
