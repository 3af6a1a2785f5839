import { MSG } from '@opentab/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { presentSuperadminSessionUser } from '../../presenters/session-user.ts';
import { createTestApp, PASSWORD, TestClient, type TTestApp, uniqueEmail } from '../../test/harness.ts';
import { FREE_FAILED_SIGNINS } from './signin-throttle.ts';

let t: TTestApp;
let username: string;

beforeAll(async () => {
  t = await createTestApp();
  username = uniqueEmail('operator');
  await t.db
    .insertInto('superadmins')
    .values({
      id: newId(),
      username,
      password_hash: await hashPassword(PASSWORD),
      name: 'Olive Operator',
      created_at: new Date().toISOString(),
    })
    .execute();
});
afterAll(async () => {
  await t.close();
});

const operator = () => ({
  name: 'Olive Operator',
  role: 'superadmin',
  scope: '',
  designation: null,
  photo: null,
  tenantId: null,
  username,
  language: 'en',
});

describe('superadmin sessions', () => {
  it('describes the operator without a tenant, scope or photo', () => {
    expect(presentSuperadminSessionUser({ name: 'Olive Operator', username })).toEqual(operator());
  });

  it('answers the same session user at sign-in and at refresh', async () => {
    const client = new TestClient(t.app);
    const signin = await client.post<{ message: string; user: unknown }>('/api/v1/superadmin/signin', {
      username,
      password: PASSWORD,
    });
    expect([signin.status, signin.body.message]).toEqual([200, MSG.signedIn]);
    expect(signin.body.user).toEqual(operator());

    const refresh = await client.post<{ user: unknown }>('/api/v1/superadmin/refresh-token');
    expect(refresh.status).toBe(200);
    expect(refresh.body.user).toEqual(operator());

    // A tenant user's refresh route does not renew an operator's session.
    expect((await client.post('/api/v1/auth/refresh-token')).status).toBe(401);
  });

  it("is slowed per address like any account, and a stranger's failures never lock the operator out", async () => {
    const stranger = new TestClient(t.app);
    for (let i = 0; i < 12; i++) {
      const client = i < FREE_FAILED_SIGNINS ? stranger : new TestClient(t.app);
      expect((await client.post('/api/v1/superadmin/signin', { username, password: `no-${i}` })).status).toBe(
        401,
      );
    }
    const waiting = await stranger.post('/api/v1/superadmin/signin', { username, password: PASSWORD });
    expect([waiting.status, waiting.body.message]).toEqual([429, MSG.tooManySignIns]);
    const owner = await new TestClient(t.app).post('/api/v1/superadmin/signin', {
      username,
      password: PASSWORD,
    });
    expect(owner.status).toBe(200);
  });

  it('signs out with a message and ends the session', async () => {
    const client = new TestClient(t.app);
    await client.post('/api/v1/superadmin/signin', { username, password: PASSWORD });
    const signout = await client.post('/api/v1/superadmin/signout');
    expect([signout.status, signout.body]).toEqual([200, { message: MSG.signedOut }]);
    expect((await client.post('/api/v1/superadmin/refresh-token')).status).toBe(401);
  });
});
