import { MSG, type TProfileResponse } from '@opentab/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addStaff,
  createTestApp,
  PASSWORD,
  signUpTenant,
  TestClient,
  type TTestApp,
} from '../../test/harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /profile', () => {
  it("answers the signed-in user's own profile and nothing secret", async () => {
    const owner = await signUpTenant(t.app, 'Profile Place');
    const res = await owner.client.get<TProfileResponse>('/api/v1/profile');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.user).sort()).toEqual(
      [
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
      ].sort(),
    );
    expect(res.body.user).toMatchObject({ username: owner.username, role: 'admin' });

    const staff = await addStaff(t, owner.tenantId, 'POS,KITCHEN');
    const mine = await staff.client.get<TProfileResponse>('/api/v1/profile');
    expect(mine.body.user).toEqual({
      username: staff.username,
      email: staff.username,
      name: 'Staff Member',
      designation: 'Waiter',
      role: 'staff',
      scope: 'POS,KITCHEN',
      phone: null,
      photo: null,
      hasPin: false,
      language: null,
    });
    expect(mine.body.storeLanguage).toBe('en');
  });

  it('needs a session', async () => {
    const res = await new TestClient(t.app).get('/api/v1/profile');
    expect(res.status).toBe(401);
  });
});

describe('POST /profile/update', () => {
  it('changes only the own name and designation; a blank designation becomes none', async () => {
    const owner = await signUpTenant(t.app, 'Rename Place');
    const staff = await addStaff(t, owner.tenantId, 'POS');
    const ownerBefore = await owner.client.get<TProfileResponse>('/api/v1/profile');

    const res = await staff.client.post('/api/v1/profile/update', {
      name: '  Sam Server ',
      designation: 'Host',
    });
    expect([res.status, res.body]).toEqual([200, { message: MSG.profileUpdated }]);
    expect((await staff.client.get<TProfileResponse>('/api/v1/profile')).body.user).toMatchObject({
      name: 'Sam Server',
      designation: 'Host',
      role: 'staff',
      scope: 'POS',
    });

    await staff.client.post('/api/v1/profile/update', { name: 'Sam', designation: '' });
    expect((await staff.client.get<TProfileResponse>('/api/v1/profile')).body.user).toMatchObject({
      name: 'Sam',
      designation: null,
    });
    expect((await owner.client.get<TProfileResponse>('/api/v1/profile')).body).toEqual(ownerBefore.body);

    const row = await t.db
      .selectFrom('users')
      .select(['name', 'updated_at', 'created_at'])
      .where('username', '=', staff.username)
      .executeTakeFirstOrThrow();
    expect(row.name).toBe('Sam');
    expect(row.updated_at >= row.created_at).toBe(true);
  });

  it('needs a name', async () => {
    const owner = await signUpTenant(t.app);
    const res = await owner.client.post('/api/v1/profile/update', { name: ' ' });
    expect([res.status, res.body.message]).toEqual([400, 'Please provide name!']);
  });
});

describe('POST /profile/change-password', () => {
  it('checks the current password, then signs in with the new one', async () => {
    const owner = await signUpTenant(t.app, 'Password Place');
    const wrong = await owner.client.post('/api/v1/profile/change-password', {
      currentPassword: 'not-the-password',
      newPassword: 'another-horse-2',
    });
    expect([wrong.status, wrong.body.message]).toEqual([400, MSG.wrongCurrentPassword]);

    const res = await owner.client.post('/api/v1/profile/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'another-horse-2',
    });
    expect([res.status, res.body]).toEqual([200, { message: MSG.passwordChanged }]);
    const fresh = new TestClient(t.app);
    const signin = await fresh.post('/api/v1/auth/signin', {
      username: owner.username,
      password: 'another-horse-2',
    });
    expect(signin.status).toBe(200);
  });
});
