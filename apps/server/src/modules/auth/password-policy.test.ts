import { MSG } from '@opentab/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../lib/passwords.ts';
import {
  createTestApp,
  PASSWORD,
  signUpTenant,
  TestClient,
  type TTestApp,
  uniqueEmail,
} from '../../test/harness.ts';
import { latestResetToken } from '../../test/mail.ts';
import { snapshotRows } from '../../test/snapshot.ts';

/**
 * Issue 22, found by outside testers: sign-up, user add, password reset and change took 12345678, password and
 * aaaaaaaa. Every call that sets a password follows the shared rule (packages/shared/src/password-rule.ts):
 * refused with a clear message, nothing written; and a long or unusual password is kept whole.
 */

let t: TTestApp;
let owner: TestClient;
let ownerUsername: string;

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await signUpTenant(t.app, 'Policy Bistro');
  owner = tenant.client;
  ownerUsername = tenant.username;
});
afterAll(async () => {
  await t.close();
});

const passwordHashOf = async (username: string) =>
  (
    await t.db
      .selectFrom('users')
      .select('password_hash')
      .where('username', '=', username)
      .executeTakeFirstOrThrow()
  ).password_hash;

/** [call, (password) => the call setting it] */
const CALLS: [string, (password: string) => ReturnType<TestClient['post']>][] = [
  [
    'sign-up',
    (password) =>
      new TestClient(t.app).post('/api/v1/auth/signup', {
        biz_name: 'Weak Cafe',
        username: uniqueEmail(),
        password,
      }),
  ],
  [
    'user add',
    (password) =>
      owner.post('/api/v1/users/add', {
        username: uniqueEmail('cashier'),
        password,
        name: 'Casey',
        userScopes: ['POS'],
      }),
  ],
  [
    'user password reset',
    (password) => owner.post(`/api/v1/users/update-password/${ownerUsername}`, { password }),
  ],
  [
    'password change',
    (password) =>
      owner.post('/api/v1/profile/change-password', { currentPassword: PASSWORD, newPassword: password }),
  ],
  [
    'reset through the mailed link',
    async (password) => {
      await new TestClient(t.app).post('/api/v1/auth/forgot-password', { username: ownerUsername });
      const token = await latestResetToken(t.db, ownerUsername);
      return new TestClient(t.app).post(`/api/v1/auth/reset-password/${token}`, { password });
    },
  ],
];

describe.each([
  ['12345678', MSG.passwordTooCommon],
  ['password', MSG.passwordTooCommon],
  ['Password1', MSG.passwordTooCommon],
  ['aaaaaaaa', MSG.passwordRepeated],
  ['1234567', MSG.passwordTooShort],
])('the password %j', (password, message) => {
  it.each(CALLS)('is refused by %s, which changes nothing', async (_call, call) => {
    const before = await snapshotRows(t.db);
    const res = await call(password);
    expect([res.status, res.body]).toEqual([400, { message }]);
    // the mailed link's call writes its token first; the refused password itself changes nothing
    const after = await snapshotRows(t.db);
    expect({ ...after, password_reset_tokens: [] }).toEqual({ ...before, password_reset_tokens: [] });
  });
});

describe('what the rule allows', () => {
  it('keeps a long password whole: one that differs only in its last character does not sign in', async () => {
    const long = `${'harbour lights at dawn, '.repeat(8)}the end`.slice(0, 199);
    const username = uniqueEmail();
    const signup = await new TestClient(t.app).post('/api/v1/auth/signup', {
      biz_name: 'Long Cafe',
      username,
      password: `${long}A`,
    });
    expect(signup.status).toBe(200);
    const hash = await passwordHashOf(username);
    expect(await verifyPassword(hash, `${long}A`)).toBe(true);
    expect(await verifyPassword(hash, `${long}B`)).toBe(false);
    const wrong = await new TestClient(t.app).post('/api/v1/auth/signin', { username, password: `${long}B` });
    expect(wrong.status).toBe(401);
    const right = await new TestClient(t.app).post('/api/v1/auth/signin', { username, password: `${long}A` });
    expect(right.status).toBe(200);
  });

  it('takes any characters, spaces and emoji included, exactly as typed or pasted', async () => {
    const password = '  Ünïcødé 寿司 🍔 ★ ';
    const username = uniqueEmail();
    const client = new TestClient(t.app);
    expect(
      (await client.post('/api/v1/auth/signup', { biz_name: 'Unicode Cafe', username, password })).status,
    ).toBe(200);
    expect((await client.post('/api/v1/auth/signin', { username, password })).status).toBe(200);
    expect((await client.post('/api/v1/auth/signin', { username, password: password.trim() })).status).toBe(
      401,
    );
  });
});
