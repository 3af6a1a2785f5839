// The permission table enforced for the whole API: every route is covered, the public ones are exactly the
// ones meant to be, and a few groups refuse and admit as the table says.
import { apiAccess, MSG } from '@opentab/shared';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../lib/ids.ts';
import { hashPassword } from '../lib/passwords.ts';
import {
  addStaff,
  createTestApp,
  PASSWORD,
  signUpTenant,
  TestClient,
  type TTestApp,
  uniqueEmail,
} from '../test/harness.ts';
import { apiPathOf, registerPermissionGuards } from './permissions.ts';

let t: TTestApp;
let admin: TestClient;
let tenantId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ client: admin, tenantId } = await signUpTenant(t.app, 'Permission Place'));
});
afterAll(async () => {
  await t.close();
});

const staffWith = async (scope: string) => (await addStaff(t, tenantId, scope)).client;

async function signedInSuperadmin(): Promise<TestClient> {
  const username = uniqueEmail('operator');
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
  const client = new TestClient(t.app);
  const res = await client.post('/api/v1/superadmin/signin', { username, password: PASSWORD });
  expect(res.status).toBe(200);
  return client;
}

const calls = () => t.app.apiRoutes.map((route) => `${[route.method].flat().join(',')} ${route.url}`);

describe('the table covers the API', () => {
  it('guards every /api/v1 route by its rule', () => {
    expect(t.app.apiRoutes.length).toBeGreaterThan(50);
    for (const route of t.app.apiRoutes) {
      const path = apiPathOf(route.url) ?? '';
      for (const method of [route.method].flat()) expect(apiAccess(method, path), route.url).toBeDefined();
    }
  });

  it('opens to anyone only the calls marked public', () => {
    const isPublic = (route: (typeof t.app.apiRoutes)[number]) =>
      apiAccess([route.method].flat()[0] ?? 'GET', apiPathOf(route.url) ?? '') === 'public';
    const open = t.app.apiRoutes
      .filter(isPublic)
      .map((route) => `${[route.method].flat().join(',')} ${route.url}`)
      .filter((call) => !call.includes('/api/v1/docs'));
    expect([...new Set(open)].sort()).toEqual(
      [
        'GET /api/v1/health',
        'GET /api/v1/openapi.json',
        'POST /api/v1/auth/signup',
        // Stripe's servers: no session, the signature over the raw body is the check
        'POST /api/v1/auth/stripe-webhook',
        'POST /api/v1/auth/signin',
        'POST /api/v1/auth/signout',
        'POST /api/v1/auth/refresh-token',
        'POST /api/v1/auth/forgot-password',
        'POST /api/v1/auth/reset-password/:token',
        'POST /api/v1/superadmin/signin',
        'POST /api/v1/superadmin/signout',
        'POST /api/v1/superadmin/refresh-token',
        'GET /api/v1/qrmenu/:qrcode',
        'POST /api/v1/qrmenu/:qrcode/place-order',
        // issue 27: the open menu asks again which items are sold out (it has no socket)
        'GET /api/v1/qrmenu/:qrcode/sold-out',
        // issue 27: a guest's feedback, named by the invoice's unguessable token
        'GET /api/v1/qrmenu/:qrcode/feedback/:token',
        'POST /api/v1/qrmenu/:qrcode/feedback',
      ].sort(),
    );
    expect(calls()).toContain('GET /api/v1/pos/init');
  });

  it('refuses to start with a route the table does not cover', async () => {
    const app = Fastify();
    registerPermissionGuards(app);
    expect(() => app.get('/api/v1/somewhere-new', async () => ({}))).toThrow(
      /No single permission rule for GET \/api\/v1\/somewhere-new/,
    );
    app.get('/uploads/photo.webp', async () => ({}));
    await app.close();
  });
});

describe('the table decides who may call', () => {
  it('checks the session before the input: an anonymous call with a bad body answers 401', async () => {
    const res = await new TestClient(t.app).post('/api/v1/settings/taxes/add', { rate: 'lots' });
    expect([res.status, res.body.message]).toEqual([401, MSG.unauthenticated]);
  });

  it('keeps staff to their scopes group by group', async () => {
    const kitchen = await staffWith('KITCHEN');
    const cashier = await staffWith('POS');
    const manager = await staffWith('SETTINGS');
    const expectStatus = async (client: TestClient, url: string, status: number) => {
      const res = await client.get(url);
      expect(res.status, url).toBe(status);
      if (status === 403) expect(res.body.message).toBe(MSG.noAccess);
    };
    await expectStatus(kitchen, '/api/v1/kitchen', 200);
    await expectStatus(kitchen, '/api/v1/orders', 403);
    await expectStatus(kitchen, '/api/v1/pos/init', 403);
    await expectStatus(kitchen, '/api/v1/receipts/orders?ids=x', 403);
    await expectStatus(cashier, '/api/v1/orders', 200);
    await expectStatus(cashier, '/api/v1/pos/qrorders/count', 200);
    await expectStatus(cashier, '/api/v1/settings/taxes', 403);
    await expectStatus(cashier, '/api/v1/menu-items', 403);
    await expectStatus(manager, '/api/v1/menu-items', 200);
    await expectStatus(manager, '/api/v1/settings/taxes', 200);
    await expectStatus(manager, '/api/v1/kitchen', 403);
    await expectStatus(manager, '/api/v1/auth/devices', 200);
  });

  it('opens the customer search and add to the POS, but not to view-only customer staff', async () => {
    const cashier = await staffWith('POS');
    const viewer = await staffWith('VIEW_CUSTOMERS');
    const search = '/api/v1/customers/search-by-phone-name/search?q=55';
    expect((await cashier.get(search)).status).toBe(200);
    expect((await viewer.get(search)).status).toBe(200);
    const customer = { phone: '5550101', name: 'Pat Viewer' };
    const refused = await viewer.post('/api/v1/customers/add', customer);
    expect([refused.status, refused.body.message]).toEqual([403, MSG.noAccess]);
    const stored = await t.db.selectFrom('customers').select('id').where('phone', '=', '5550101').execute();
    expect(stored).toEqual([]);
    expect((await cashier.post('/api/v1/customers/add', customer)).status).toBe(200);
  });

  it('lets the admin through every business group and the superadmin through none', async () => {
    const superadmin = await signedInSuperadmin();
    for (const url of ['/api/v1/pos/init', '/api/v1/orders', '/api/v1/kitchen', '/api/v1/settings/taxes']) {
      expect((await admin.get(url)).status, url).toBe(200);
      const refused = await superadmin.get(url);
      expect([refused.status, refused.body.message], url).toEqual([403, MSG.noAccess]);
    }
    expect((await superadmin.get('/api/v1/profile')).status).toBe(403);
  });
});
