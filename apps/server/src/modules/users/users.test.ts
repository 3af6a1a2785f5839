import { MSG, type TUsersResponse, USER_MSG } from '@opentab/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectGuarded, expectNotFound } from '../../test/guards.ts';
import {
  addStaff,
  createTestApp,
  PASSWORD,
  signUpTenant,
  TestClient,
  type TTestApp,
  uniqueEmail,
} from '../../test/harness.ts';

const BASE = '/api/v1/users';
const NEW_PASSWORD = 'battery-staple-2';

let t: TTestApp;
let owner: TestClient;
let ownerUsername: string;
let tenantId: string;
let other: TestClient;
let otherOwnerUsername: string;

beforeAll(async () => {
  t = await createTestApp();
  const a = await signUpTenant(t.app, 'User Bistro');
  owner = a.client;
  ownerUsername = a.username;
  tenantId = a.tenantId;
  const b = await signUpTenant(t.app, 'Other Bistro');
  other = b.client;
  otherOwnerUsername = b.username;
});
afterAll(async () => {
  await t.close();
});

const list = async (client: TestClient) => (await client.get<TUsersResponse>(BASE)).body;
const findUser = async (client: TestClient, username: string) =>
  (await list(client)).find((user) => user.username === username);

/** Adds a staff user through the API and answers their username. */
async function addUser(scopes: string[] = ['POS'], username = uniqueEmail('cashier')): Promise<string> {
  const res = await owner.post(`${BASE}/add`, {
    username,
    password: PASSWORD,
    name: 'Casey Cashier',
    designation: 'Cashier',
    phone: '5550100',
    email: '',
    userScopes: scopes,
  });
  expect(res.body).toEqual({ message: USER_MSG.added });
  expect(res.status).toBe(200);
  return username;
}

async function signIn(username: string, password = PASSWORD): Promise<TestClient> {
  const client = new TestClient(t.app);
  const res = await client.post('/api/v1/auth/signin', { username, password });
  expect(res.status, `sign in ${username}`).toBe(200);
  return client;
}

describe('users', () => {
  it('adds a staff user and lists every user of the tenant without a password hash', async () => {
    const username = uniqueEmail('Mixed.Case');
    await addUser(['SETTINGS', 'POS', 'POS'], ` ${username.toUpperCase()} `);
    const users = await list(owner);
    expect(users.map((user) => user.username)).toEqual([ownerUsername, username.toLowerCase()]);
    expect(users[0]).toMatchObject({ username: ownerUsername, role: 'admin' });
    expect(users[1]).toEqual({
      username: username.toLowerCase(),
      name: 'Casey Cashier',
      role: 'staff',
      photo: null,
      designation: 'Cashier',
      phone: '5550100',
      // a blank contact email is the username
      email: username.toLowerCase(),
      scope: 'SETTINGS,POS',
      hasPin: false,
      language: null,
    });
    for (const user of users)
      expect(Object.keys(user).sort()).toEqual([
        'designation',
        'email',
        'hasPin',
        'language',
        'name',
        'phone',
        'photo',
        'role',
        'scope',
        'username',
      ]);
    // the other tenant sees only its own admin
    expect((await list(other)).map((user) => user.username)).toEqual([otherOwnerUsername]);
  });

  it('answers each message of spec 02 section 5', async () => {
    const valid = { username: uniqueEmail(), password: PASSWORD, name: 'N', userScopes: [] };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, name: '  ' }, USER_MSG.provideName],
      [{ ...valid, name: undefined }, USER_MSG.provideName],
      [{ ...valid, username: ' ' }, MSG.provideUsername],
      [{ ...valid, username: 'not-an-email' }, MSG.provideValidEmail],
      [{ ...valid, password: '' }, MSG.providePassword],
      [{ ...valid, password: 'short' }, MSG.passwordTooShort],
      [{ ...valid, email: 'nope' }, MSG.provideValidEmail],
      [{ ...valid, userScopes: ['ROOT'] }, MSG.invalidRequest],
    ];
    for (const [body, expected] of cases) {
      const res = await owner.post(`${BASE}/add`, body);
      expect(res.status, expected).toBe(400);
      expect(res.body.message).toBe(expected);
    }
    const username = await addUser();
    const update = await owner.post(`${BASE}/update/${username}`, { name: '' });
    expect(update.status).toBe(400);
    expect(update.body.message).toBe(USER_MSG.provideName);
    const noPassword = await owner.post(`${BASE}/update-password/${username}`, { password: '' });
    expect(noPassword.body.message).toBe(USER_MSG.provideNewPassword);
    const weak = await owner.post(`${BASE}/update-password/${username}`, { password: 'short' });
    expect(weak.body.message).toBe(MSG.passwordTooShort);
    const blank = await owner.post(`${BASE}/update-password/%20`, { password: NEW_PASSWORD });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe(USER_MSG.invalidRequest);
    expect(await findUser(owner, username)).toMatchObject({ name: 'Casey Cashier' });
  });

  it('refuses staff without SETTINGS and lets SETTINGS staff in', async () => {
    const { client: cashier } = await addStaff(t, tenantId, 'POS,REPORTS');
    const target = await addUser();
    for (const call of [
      { method: 'GET' as const, url: BASE },
      {
        method: 'POST' as const,
        url: `${BASE}/add`,
        body: { username: uniqueEmail(), password: PASSWORD, name: 'X' },
      },
      { method: 'POST' as const, url: `${BASE}/update/${target}`, body: { name: 'X' } },
      { method: 'POST' as const, url: `${BASE}/update-password/${target}`, body: { password: NEW_PASSWORD } },
      { method: 'DELETE' as const, url: `${BASE}/delete/${target}` },
    ]) {
      await expectGuarded(t, cashier, call);
    }
    expect(await findUser(owner, target)).toMatchObject({ name: 'Casey Cashier', scope: 'POS' });
    const { client: manager } = await addStaff(t, tenantId, 'SETTINGS');
    expect((await manager.get(BASE)).status).toBe(200);
  });

  it('updates name, details and scopes, effective on the user’s next call', async () => {
    const username = await addUser(['POS']);
    const cashier = await signIn(username);
    expect((await cashier.get(BASE)).status).toBe(403);
    const res = await owner.post(`${BASE}/update/${username.toUpperCase()}`, {
      name: 'Casey Manager',
      designation: ' ',
      phone: null,
      email: 'casey@home.example',
      userScopes: ['SETTINGS'],
    });
    expect(res.body).toEqual({ message: USER_MSG.updated });
    expect(await findUser(owner, username)).toMatchObject({
      name: 'Casey Manager',
      designation: null,
      phone: null,
      email: 'casey@home.example',
      scope: 'SETTINGS',
    });
    // the same session, no sign-in again: the new scopes hold at once, and the old ones are gone
    expect((await cashier.get(BASE)).status).toBe(200);
    expect((await cashier.get('/api/v1/pos/init')).status).toBe(403);
  });

  it('resets a password: the user’s sessions end at once and only the new password signs in', async () => {
    const username = await addUser();
    const laptop = await signIn(username);
    const phone = await signIn(username);
    const res = await owner.post(`${BASE}/update-password/${username}`, { password: NEW_PASSWORD });
    expect(res.body).toEqual({ message: USER_MSG.passwordReset });
    for (const client of [laptop, phone]) {
      expect((await client.get('/api/v1/profile')).status).toBe(401);
      expect((await client.post('/api/v1/auth/refresh-token')).status).toBe(401);
    }
    const old = await new TestClient(t.app).post('/api/v1/auth/signin', { username, password: PASSWORD });
    expect(old.status).toBe(401);
    await signIn(username, NEW_PASSWORD);
    // the admin who reset it stays signed in
    expect((await owner.get(BASE)).status).toBe(200);
  });

  it('deletes a user: gone from the list, signed out and unable to sign in', async () => {
    const username = await addUser();
    const session = await signIn(username);
    const res = await owner.delete(`${BASE}/delete/${username}`);
    expect(res.body).toEqual({ message: USER_MSG.deleted });
    expect(await findUser(owner, username)).toBeUndefined();
    expect((await session.get('/api/v1/profile')).status).toBe(401);
    const again = await new TestClient(t.app).post('/api/v1/auth/signin', { username, password: PASSWORD });
    expect(again.status).toBe(401);
    await expectNotFound(owner, { method: 'DELETE', url: `${BASE}/delete/${username}` });
  });

  it('refuses to edit, reset or delete an admin, even for a SETTINGS staff user', async () => {
    const { client: manager } = await addStaff(t, tenantId, 'SETTINGS');
    for (const client of [owner, manager]) {
      for (const call of [
        { method: 'POST' as const, url: `${BASE}/update/${ownerUsername}`, body: { name: 'Hijacked' } },
        {
          method: 'POST' as const,
          url: `${BASE}/update-password/${ownerUsername}`,
          body: { password: NEW_PASSWORD },
        },
        { method: 'DELETE' as const, url: `${BASE}/delete/${ownerUsername}` },
      ]) {
        const res = await client.request(call.method, call.url, call.body);
        expect(res.status, call.url).toBe(403);
        expect(res.body.message).toBe(USER_MSG.adminLocked);
      }
    }
    expect(await findUser(owner, ownerUsername)).toMatchObject({ role: 'admin' });
    expect((await findUser(owner, ownerUsername))?.name).not.toBe('Hijacked');
    expect((await owner.get(BASE)).status).toBe(200);
    await signIn(ownerUsername);
  });

  it('answers 404 for another tenant’s users and changes nothing', async () => {
    const theirs = uniqueEmail('theirs');
    const added = await other.post(`${BASE}/add`, { username: theirs, password: PASSWORD, name: 'Theirs' });
    expect(added.status).toBe(200);
    const theirSession = await signIn(theirs);
    for (const call of [
      {
        method: 'POST' as const,
        url: `${BASE}/update/${theirs}`,
        body: { name: 'Mine now', userScopes: ['SETTINGS'] },
      },
      { method: 'POST' as const, url: `${BASE}/update-password/${theirs}`, body: { password: NEW_PASSWORD } },
      { method: 'DELETE' as const, url: `${BASE}/delete/${theirs}` },
      // their admin too: 404, not the admin refusal, so usernames of other tenants cannot be probed
      { method: 'DELETE' as const, url: `${BASE}/delete/${otherOwnerUsername}` },
    ]) {
      await expectNotFound(owner, call);
    }
    expect(await findUser(other, theirs)).toMatchObject({ name: 'Theirs', scope: '' });
    expect((await theirSession.get('/api/v1/profile')).status).toBe(200);
    await signIn(theirs);
  });

  it('keeps usernames unique across the whole system (409)', async () => {
    const mine = await addUser();
    for (const username of [mine, otherOwnerUsername, otherOwnerUsername.toUpperCase()]) {
      const res = await owner.post(`${BASE}/add`, { username, password: PASSWORD, name: 'Twin' });
      expect(res.status, username).toBe(409);
      expect(res.body.message).toBe(MSG.usernameTaken);
    }
    // the other tenant's admin is untouched and still signs in with their own password
    expect((await list(other)).find((user) => user.username === otherOwnerUsername)).toMatchObject({
      role: 'admin',
    });
    await signIn(otherOwnerUsername);
  });
});
