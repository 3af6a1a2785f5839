import { MSG, type TDevice } from '@opentab/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../lib/ids.ts';
import { ACCESS_COOKIE, AUTHENTICATED_COOKIE, REFRESH_COOKIE } from '../../lib/session/cookies.ts';
import {
  addStaff,
  createTestApp,
  PASSWORD,
  signUpTenant,
  TestClient,
  type TTestApp,
  uniqueEmail,
} from '../../test/harness.ts';
import { latestResetToken } from '../../test/mail.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('POST /auth/signup', () => {
  it('creates the tenant, its admin, store and print settings in one go', async () => {
    const client = new TestClient(t.app);
    const username = uniqueEmail();
    const res = await client.post('/api/v1/auth/signup', {
      biz_name: '  Harbour Cafe ',
      username: username.toUpperCase(),
      password: PASSWORD,
      timeZone: 'Asia/Kolkata',
    });
    // The spec's clients read status 200 and the message: a create answers 200, never 201.
    expect([res.status, res.body]).toEqual([200, { message: MSG.signedUp }]);

    const user = await t.db
      .selectFrom('users')
      .selectAll()
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    expect(user.role).toBe('admin');
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
    const tenant = await t.db
      .selectFrom('tenants')
      .selectAll()
      .where('id', '=', user.tenant_id)
      .executeTakeFirstOrThrow();
    expect(tenant.name).toBe('Harbour Cafe');
    const store = await t.db
      .selectFrom('store_settings')
      .selectAll()
      .where('tenant_id', '=', tenant.id)
      .executeTakeFirstOrThrow();
    expect(store.time_zone).toBe('Asia/Kolkata');
    expect(store.unique_qr_code.length).toBeGreaterThanOrEqual(20);
    const print = await t.db
      .selectFrom('print_settings')
      .selectAll()
      .where('tenant_id', '=', tenant.id)
      .executeTakeFirst();
    expect(print?.page_format).toBe(80);
    // Issue 16: the first order can be paid before any setup.
    const paymentTypes = await t.db
      .selectFrom('payment_types')
      .select(['title', 'is_active'])
      .where('tenant_id', '=', tenant.id)
      .execute();
    expect(paymentTypes).toEqual([{ title: 'Cash', is_active: 1 }]);
  });

  it.each([
    ['a zone Intl does not know', 'Mars/Olympus_Mons'],
    ['no zone', undefined],
  ])('starts the store in UTC for %s', async (_name, timeZone) => {
    const username = uniqueEmail();
    const res = await new TestClient(t.app).post('/api/v1/auth/signup', {
      biz_name: 'Zone Cafe',
      username,
      password: PASSWORD,
      timeZone,
    });
    expect(res.status).toBe(200);
    const store = await t.db
      .selectFrom('store_settings')
      .innerJoin('users', 'users.tenant_id', 'store_settings.tenant_id')
      .select('store_settings.time_zone')
      .where('users.username', '=', username)
      .executeTakeFirstOrThrow();
    expect(store.time_zone).toBe('UTC');
  });

  it.each([
    [{ username: 'a@b.co', password: PASSWORD }, MSG.provideBusinessName],
    [{ biz_name: '   ', username: 'a@b.co', password: PASSWORD }, MSG.provideBusinessName],
    [{ biz_name: 'X', password: PASSWORD }, MSG.provideEmail],
    [{ biz_name: 'X', username: 'not-an-email', password: PASSWORD }, MSG.provideValidEmail],
    [{ biz_name: 'X', username: 'a@b.co' }, MSG.providePassword],
    [{ biz_name: 'X', username: 'a@b.co', password: '' }, MSG.providePassword],
    [{ biz_name: 'X', username: 'a@b.co', password: 'short' }, MSG.passwordTooShort],
  ])('rejects %j with its message and creates nothing', async (body, message) => {
    const before = await t.db
      .selectFrom('tenants')
      .select(t.db.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const res = await new TestClient(t.app).post('/api/v1/auth/signup', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    const after = await t.db
      .selectFrom('tenants')
      .select(t.db.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('refuses an email that already has an account', async () => {
    const { username } = await signUpTenant(t.app);
    const res = await new TestClient(t.app).post('/api/v1/auth/signup', {
      biz_name: 'Again',
      username,
      password: PASSWORD,
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(MSG.usernameTaken);
  });

  it('limits sign-ups per IP', async () => {
    const client = new TestClient(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await client.post('/api/v1/auth/signup', {
        biz_name: 'Spam',
        username: uniqueEmail(),
        password: PASSWORD,
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('POST /auth/signin', () => {
  it('answers the session user and sets the three cookies', async () => {
    const { username } = await signUpTenant(t.app, 'Cookie Corner');
    const client = new TestClient(t.app);
    const res = await client.post<{ message: string; user: Record<string, unknown> }>('/api/v1/auth/signin', {
      username,
      password: PASSWORD,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: MSG.signedIn,
      user: {
        name: 'Cookie Corner',
        role: 'admin',
        scope: '',
        designation: null,
        photo: null,
        tenantId: expect.any(String),
        username,
        // issue 24: the language the user's screens speak (the store's, English for a new one)
        language: 'en',
      },
    });
    expect(client.cookies.has(ACCESS_COOKIE)).toBe(true);
    expect(client.cookies.has(REFRESH_COOKIE)).toBe(true);
    expect(client.cookies.get(AUTHENTICATED_COOKIE)).toBe('1');
    const setCookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    expect(setCookie.find((c) => c.startsWith(`${ACCESS_COOKIE}=`))).toMatch(/HttpOnly/i);
    expect(setCookie.find((c) => c.startsWith(`${REFRESH_COOKIE}=`))).toMatch(/HttpOnly/i);
    expect(setCookie.find((c) => c.startsWith(`${AUTHENTICATED_COOKIE}=`))).not.toMatch(/HttpOnly/i);
    expect(setCookie.every((c) => /SameSite=Lax/i.test(c))).toBe(true);
  });

  it.each([
    [{ password: PASSWORD }, MSG.provideUsername],
    [{ username: '  ', password: PASSWORD }, MSG.provideUsername],
    [{ username: 'a@b.co' }, MSG.providePassword],
    [{ username: 'a@b.co', password: '' }, MSG.providePassword],
  ])('validates %j', async (body, message) => {
    const res = await new TestClient(t.app).post('/api/v1/auth/signin', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('answers the same 401 for a wrong password and an unknown account', async () => {
    const { username } = await signUpTenant(t.app);
    const wrong = await new TestClient(t.app).post('/api/v1/auth/signin', {
      username,
      password: 'wrong-password',
    });
    const unknown = await new TestClient(t.app).post('/api/v1/auth/signin', {
      username: uniqueEmail(),
      password: PASSWORD,
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe(MSG.invalidCredentials);
    expect(unknown.body.message).toBe(MSG.invalidCredentials);
  });

  it('answers 500, not a wrong password, when the stored hash is damaged, and opens no session', async () => {
    const { username, tenantId } = await signUpTenant(t.app);
    await t.db
      .updateTable('users')
      .set({ password_hash: 'not-an-argon2-hash' })
      .where('username', '=', username)
      .execute();
    const devices = async () =>
      (await t.db.selectFrom('devices').select('id').where('tenant_id', '=', tenantId).execute()).length;
    const before = await devices();
    const res = await new TestClient(t.app).post('/api/v1/auth/signin', { username, password: PASSWORD });
    expect(res.status).toBe(500);
    expect(res.body.message).toBe(MSG.somethingWrong);
    expect(await devices()).toBe(before);
  });

  it('limits sign-in attempts per IP', async () => {
    const client = new TestClient(t.app);
    let last = 0;
    for (let i = 0; i < 61; i++) {
      last = (await client.post('/api/v1/auth/signin', { username: uniqueEmail(), password: 'x' })).status;
    }
    expect(last).toBe(429);
  });
});

describe('sessions: refresh, sign-out, devices', () => {
  it('rotates the refresh token on every use and keeps the session working', async () => {
    const { client } = await signUpTenant(t.app);
    const first = client.cookies.get(REFRESH_COOKIE);
    const res = await client.post('/api/v1/auth/refresh-token');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: MSG.sessionRenewed,
      user: expect.objectContaining({ role: 'admin', scope: '', tenantId: expect.any(String) }),
    });
    const second = client.cookies.get(REFRESH_COOKIE);
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect((await client.get('/api/v1/auth/devices')).status).toBe(200);
  });

  it('revokes the whole device when an old refresh token is replayed', async () => {
    const { client } = await signUpTenant(t.app);
    const stolen = client.cookies.get(REFRESH_COOKIE)!;
    expect((await client.post('/api/v1/auth/refresh-token')).status).toBe(200);
    // Past the race window, a second use of the rotated token is a replay.
    await t.db
      .updateTable('refresh_tokens')
      .set({ rotated_at: new Date(Date.now() - 60_000).toISOString() })
      .where('token_hash', '=', hashToken(stolen))
      .execute();
    const thief = new TestClient(t.app);
    thief.cookies.set(REFRESH_COOKIE, stolen);
    const replay = await thief.post('/api/v1/auth/refresh-token');
    expect(replay.status).toBe(401);
    // The legitimate holder is logged out too: both the access token and the newest refresh token are dead.
    expect((await client.get('/api/v1/auth/devices')).status).toBe(401);
    expect((await client.post('/api/v1/auth/refresh-token')).status).toBe(401);
  });

  it('tolerates two tabs refreshing with the same token at the same moment', async () => {
    const { client } = await signUpTenant(t.app);
    const shared = client.cookies.get(REFRESH_COOKIE)!;
    const tabB = new TestClient(t.app);
    tabB.cookies.set(REFRESH_COOKIE, shared);
    expect((await client.post('/api/v1/auth/refresh-token')).status).toBe(200);
    const raced = await tabB.post('/api/v1/auth/refresh-token');
    expect(raced.status).toBe(200);
    expect(tabB.cookies.has(ACCESS_COOKIE)).toBe(true);
    expect((await client.get('/api/v1/auth/devices')).status).toBe(200);
  });

  it('answers 401 to a refresh without a cookie or with garbage', async () => {
    expect((await new TestClient(t.app).post('/api/v1/auth/refresh-token')).status).toBe(401);
    const c = new TestClient(t.app);
    c.cookies.set(REFRESH_COOKIE, 'garbage');
    expect((await c.post('/api/v1/auth/refresh-token')).status).toBe(401);
  });

  it('sign-out revokes the device on the server, not just the cookies', async () => {
    const { client } = await signUpTenant(t.app);
    const access = client.cookies.get(ACCESS_COOKIE)!;
    const refresh = client.cookies.get(REFRESH_COOKIE)!;
    const res = await client.post('/api/v1/auth/signout');
    expect([res.status, res.body]).toEqual([200, { message: MSG.signedOut }]);
    expect(client.cookies.has(AUTHENTICATED_COOKIE)).toBe(false);
    const replay = new TestClient(t.app);
    replay.cookies.set(ACCESS_COOKIE, access);
    replay.cookies.set(REFRESH_COOKIE, refresh);
    expect((await replay.get('/api/v1/auth/devices')).status).toBe(401);
    expect((await replay.post('/api/v1/auth/refresh-token')).status).toBe(401);
  });

  it('lists the devices of the user, marks this one, and removes another which is then logged out', async () => {
    const { client, username } = await signUpTenant(t.app);
    const phone = new TestClient(t.app);
    await phone.post(
      '/api/v1/auth/signin',
      { username, password: PASSWORD },
      {
        'user-agent': 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36',
      },
    );
    const list = await client.get<TDevice[]>('/api/v1/auth/devices');
    expect(list.status).toBe(200);
    // A list answers a bare array (spec 02: GET /auth/devices → list), each device with the spec's fields.
    expect(list.body).toHaveLength(2);
    expect(list.body.filter((d) => d.isMyDevice)).toHaveLength(1);
    const other = list.body.find((d) => !d.isMyDevice)!;
    expect(other).toEqual({
      device_id: expect.any(String),
      device_ip: phone.ip,
      device_name: 'Chrome on Android',
      device_location: null,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      isMyDevice: false,
      displayUser: null,
    });

    const removed = await client.post('/api/v1/auth/remove-device', { device_id: other.device_id });
    expect([removed.status, removed.body]).toEqual([200, { message: MSG.deviceRemoved }]);
    expect((await phone.get('/api/v1/auth/devices')).status).toBe(401);
    expect((await phone.post('/api/v1/auth/refresh-token')).status).toBe(401);
    expect((await client.get<TDevice[]>('/api/v1/auth/devices')).body).toHaveLength(1);
  });

  it('validates remove-device and answers 404 for an unknown device', async () => {
    const { client } = await signUpTenant(t.app);
    expect((await client.post('/api/v1/auth/remove-device', {})).body.message).toBe(MSG.invalidRequest);
    expect((await client.post('/api/v1/auth/remove-device', { device_id: 'nope' })).status).toBe(404);
  });

  it('keeps devices apart between tenants', async () => {
    const a = await signUpTenant(t.app, 'Tenant A');
    const b = await signUpTenant(t.app, 'Tenant B');
    const aDevices = await a.client.get<TDevice[]>('/api/v1/auth/devices');
    const aDevice = aDevices.body[0]!.device_id;
    const bDevices = await b.client.get<TDevice[]>('/api/v1/auth/devices');
    expect(bDevices.body.map((d) => d.device_id)).not.toContain(aDevice);
    const attempt = await b.client.post('/api/v1/auth/remove-device', { device_id: aDevice });
    expect(attempt.status).toBe(404);
    expect((await a.client.get('/api/v1/auth/devices')).status).toBe(200);
  });

  it('keeps devices apart between users of one tenant', async () => {
    const owner = await signUpTenant(t.app);
    const staff = await addStaff(t, owner.tenantId, 'POS');
    const ownerDevice = (await owner.client.get<TDevice[]>('/api/v1/auth/devices')).body[0]!;
    expect(
      (await staff.client.post('/api/v1/auth/remove-device', { device_id: ownerDevice.device_id })).status,
    ).toBe(404);
  });

  it('needs a session for the devices calls', async () => {
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get('/api/v1/auth/devices')).status).toBe(401);
    expect((await anonymous.post('/api/v1/auth/remove-device', { device_id: 'x' })).status).toBe(401);
  });
});

describe('password reset', () => {
  it('mails a single-use link that sets the new password and ends every session', async () => {
    const { client, username } = await signUpTenant(t.app);
    const res = await new TestClient(t.app).post('/api/v1/auth/forgot-password', { username });
    expect([res.status, res.body]).toEqual([200, { message: MSG.resetMailSent }]);
    const token = await latestResetToken(t.db, username);
    const stored = await t.db
      .selectFrom('password_reset_tokens')
      .select('token_hash')
      .where('token_hash', '=', token)
      .executeTakeFirst();
    expect(stored).toBeUndefined(); // only the hash is stored

    const reset = await new TestClient(t.app).post(`/api/v1/auth/reset-password/${token}`, {
      password: 'brand-new-pass',
    });
    expect([reset.status, reset.body]).toEqual([200, { message: MSG.resetDone }]);
    expect((await client.get('/api/v1/auth/devices')).status).toBe(401);

    const again = await new TestClient(t.app).post(`/api/v1/auth/reset-password/${token}`, {
      password: 'another-pass-1',
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(MSG.resetTokenInvalid);

    expect(
      (await new TestClient(t.app).post('/api/v1/auth/signin', { username, password: PASSWORD })).status,
    ).toBe(401);
    expect(
      (await new TestClient(t.app).post('/api/v1/auth/signin', { username, password: 'brand-new-pass' }))
        .status,
    ).toBe(200);
  });

  it('answers the same for an unknown account and sends nothing', async () => {
    const username = uniqueEmail();
    const res = await new TestClient(t.app).post('/api/v1/auth/forgot-password', { username });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.resetMailSent);
    const mails = await t.db
      .selectFrom('outbox_mails')
      .select('id')
      .where('to_address', '=', username)
      .execute();
    expect(mails).toHaveLength(0);
  });

  it('refuses an expired link', async () => {
    const { username } = await signUpTenant(t.app);
    await new TestClient(t.app).post('/api/v1/auth/forgot-password', { username });
    const token = await latestResetToken(t.db, username);
    await t.db
      .updateTable('password_reset_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', hashToken(token))
      .execute();
    const res = await new TestClient(t.app).post(`/api/v1/auth/reset-password/${token}`, {
      password: 'brand-new-pass',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MSG.resetTokenInvalid);
  });

  it('sets the link to expire in 30 minutes', async () => {
    const { username } = await signUpTenant(t.app);
    const before = Date.now();
    await new TestClient(t.app).post('/api/v1/auth/forgot-password', { username });
    const token = await latestResetToken(t.db, username);
    const row = await t.db
      .selectFrom('password_reset_tokens')
      .selectAll()
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirstOrThrow();
    const ttl = Date.parse(row.expires_at) - before;
    expect(ttl).toBeGreaterThan(29 * 60_000);
    expect(ttl).toBeLessThanOrEqual(30 * 60_000 + 5_000);
  });

  it('validates forgot and reset input', async () => {
    expect((await new TestClient(t.app).post('/api/v1/auth/forgot-password', {})).body.message).toBe(
      MSG.provideUsername,
    );
    const empty = await new TestClient(t.app).post('/api/v1/auth/reset-password/abcdefghijklmnopqrstuvwxyz', {
      password: '',
    });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(MSG.provideNewPassword);
    const short = await new TestClient(t.app).post('/api/v1/auth/reset-password/abcdefghijklmnopqrstuvwxyz', {
      password: 'abc',
    });
    expect(short.body.message).toBe(MSG.passwordTooShort);
  });

  it('limits reset mails per account', async () => {
    const { username } = await signUpTenant(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await new TestClient(t.app).post('/api/v1/auth/forgot-password', { username })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('CSRF and errors', () => {
  it('refuses a mutating call from another origin or without an origin', async () => {
    const { username } = await signUpTenant(t.app);
    const evil = await new TestClient(t.app).post(
      '/api/v1/auth/signin',
      { username, password: PASSWORD },
      { origin: 'https://evil.example' },
    );
    expect(evil.status).toBe(403);
    expect(evil.body.message).toBe(MSG.badOrigin);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signin',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username, password: PASSWORD }),
    });
    expect(res.statusCode).toBe(403);
  });

  it('compares the full origin: scheme, host and port, against the request and PUBLIC_URL', async () => {
    const signOut = (origin: string, host = 'localhost:3000') =>
      t.app.inject({ method: 'POST', url: '/api/v1/auth/signout', headers: { origin, host } });
    // PUBLIC_URL is http://localhost:3000.
    expect((await signOut('https://localhost:3000')).statusCode).toBe(403);
    expect((await signOut('http://localhost:3001')).statusCode).toBe(403);
    expect((await signOut('http://localhost:3000')).statusCode).toBe(200);
    // The request's own origin: the scheme it came in on with its Host.
    expect((await signOut('http://pos.example:8080', 'pos.example:8080')).statusCode).toBe(200);
    expect((await signOut('https://pos.example:8080', 'pos.example:8080')).statusCode).toBe(403);
    expect((await signOut('http://pos.example', 'pos.example:8080')).statusCode).toBe(403);
  });

  it('refuses a form-encoded body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signin',
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=a&password=b',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.jsonRequired);
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: MSG.notFound });
  });

  it('reports database health', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'up', version: '1.2.0' });
  });

  it('answers 413 to an oversized body', async () => {
    const res = await new TestClient(t.app).post('/api/v1/auth/signin', {
      username: 'a@b.co',
      password: 'x'.repeat(300_000),
    });
    expect(res.status).toBe(413);
  });
});
