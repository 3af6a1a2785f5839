import {
  apiAccess,
  MSG,
  SUPERADMIN_MSG,
  type TCurrencyRate,
  type TSubscriptionHistoryResponse,
  type TSuperadminDashboardResponse,
  type TSuperadminReportResponse,
  type TTenantExportRow,
  type TTenantListResponse,
} from '@opentab/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids.ts';
import { SESSION_COOKIES } from '../../lib/session/cookies.ts';
import { apiPathOf } from '../../plugins/permissions.ts';
import {
  createTestApp,
  PASSWORD,
  signUpTenant,
  TEST_ORIGIN,
  TestClient,
  type TTestApp,
  uniqueEmail,
} from '../../test/harness.ts';
import { addSuperadmin, signInSuperadmin } from '../../test/superadmin.ts';

const API = '/api/v1/superadmin';
const DAY = 24 * 60 * 60_000;
const startOfUtcDay = (date = new Date()) =>
  Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());

let t: TTestApp;
let operator: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  operator = await signInSuperadmin(t);
});
afterAll(async () => {
  await t.close();
});

const patch = (client: TestClient, url: string, body: unknown) => client.request('PATCH', url, body);
const tenantByName = (name: string) =>
  t.db.selectFrom('tenants').selectAll().where('name', '=', name).executeTakeFirstOrThrow();

async function addTenant(name: string, email = uniqueEmail('biz'), isActive = true) {
  const res = await operator.post<{ message: string; id: string }>(`${API}/tenants/add`, {
    name,
    email,
    password: PASSWORD,
    isActive,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { id: res.body.id, email };
}

async function signInTenantAdmin(email: string): Promise<TestClient> {
  const client = new TestClient(t.app);
  expect((await client.post('/api/v1/auth/signin', { username: email, password: PASSWORD })).status).toBe(
    200,
  );
  return client;
}

describe('sessions', () => {
  it('keeps operator cookies apart from tenant cookies, and shorter-lived', async () => {
    const client = new TestClient(t.app);
    const signin = await client.post('/api/v1/auth/signin', {
      username: (await addTenant('Cookie Cafe')).email,
      password: PASSWORD,
    });
    expect(signin.status).toBe(200);
    await signInSuperadmin(t, client);
    const names = SESSION_COOKIES.superadmin;
    expect([...client.cookies.keys()]).toEqual(
      expect.arrayContaining([names.access, names.refresh, names.authenticated, SESSION_COOKIES.user.access]),
    );

    const res = await new TestClient(t.app).post(`${API}/signin`, { username: '', password: '' });
    expect(res.body.message).toBe(MSG.provideUsername);

    // One browser holds both sessions: each call kind reads its own cookie.
    expect((await client.get(`${API}/tenantsData`)).status).toBe(200);
    expect((await client.get('/api/v1/profile')).status).toBe(200);
    // The operator's sign-out ends only the operator's session.
    expect((await client.post(`${API}/signout`)).status).toBe(200);
    expect(client.cookies.has(names.access)).toBe(false);
    expect((await client.get('/api/v1/profile')).status).toBe(200);
  });

  it('sets the operator cookies with their own paths and lifetimes', async () => {
    const username = await addSuperadmin(t);
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/signin`,
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify({ username, password: PASSWORD }),
    });
    const cookies = res.cookies as { name: string; path?: string; maxAge?: number; httpOnly?: boolean }[];
    const cookie = (name: string) => cookies.find((c) => c.name === name);
    expect(cookie('opentab_sa_access')).toMatchObject({ path: '/api/v1', maxAge: 300, httpOnly: true });
    expect(cookie('opentab_sa_refresh')).toMatchObject({
      path: '/api/v1/superadmin',
      maxAge: 1800,
      httpOnly: true,
    });
    expect(cookie('opentab_sa_authenticated')?.httpOnly).toBeFalsy();
    expect(cookie('opentab_access')).toBeUndefined();
  });

  it('stops refreshing an operator session 12 hours after its sign-in', async () => {
    const client = await signInSuperadmin(t);
    const device = await t.db
      .selectFrom('devices')
      .select('id')
      .where('superadmin_id', 'is not', null)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('devices')
      .set({ created_at: new Date(Date.now() - 13 * 60 * 60_000).toISOString() })
      .where('id', '=', device.id)
      .execute();
    expect((await client.post(`${API}/refresh-token`)).status).toBe(401);
    expect((await client.get(`${API}/tenantsData`)).status).toBe(401);
  });
});

describe('who may call', () => {
  const withIds = (url: string) => url.replace(/:[a-zA-Z]+/g, 'x1');
  const guardedCalls = (pick: (path: string) => boolean) =>
    t.app.apiRoutes.flatMap((route) => {
      const path = apiPathOf(route.url) ?? '';
      return [route.method]
        .flat()
        .filter((method) => method !== 'HEAD' && apiAccess(method, path) !== 'public' && pick(path))
        .map((method) => ({
          method: method as 'GET' | 'POST' | 'PATCH' | 'DELETE',
          url: withIds(route.url),
        }));
    });

  it('refuses a tenant admin every superadmin call with 403, and anyone signed out with 401', async () => {
    const { client: admin } = await signUpTenant(t.app, 'Nosy Noodles');
    const calls = guardedCalls((path) => path.startsWith('/superadmin'));
    expect(calls.length).toBe(11);
    const before = await t.db.selectFrom('tenants').select(['id', 'name', 'is_active']).execute();
    for (const call of calls) {
      const body = call.method === 'GET' || call.method === 'DELETE' ? undefined : {};
      const refused = await admin.request(call.method, call.url, body);
      expect([refused.status, refused.body.message], `${call.method} ${call.url}`).toEqual([
        403,
        MSG.noAccess,
      ]);
      const anonymous = await new TestClient(t.app).request(call.method, call.url, body);
      expect(anonymous.status, `${call.method} ${call.url}`).toBe(401);
    }
    expect(await t.db.selectFrom('tenants').select(['id', 'name', 'is_active']).execute()).toEqual(before);
  });

  it('refuses the operator every business call with 403', async () => {
    const calls = guardedCalls((path) => !path.startsWith('/superadmin'));
    expect(calls.length).toBeGreaterThan(40);
    for (const call of calls) {
      const body = call.method === 'GET' || call.method === 'DELETE' ? undefined : {};
      const refused = await operator.request(call.method, call.url, body);
      expect([refused.status, refused.body.message], `${call.method} ${call.url}`).toEqual([
        403,
        MSG.noAccess,
      ]);
    }
  });
});

describe('tenants', () => {
  let names: string[];
  beforeAll(async () => {
    names = ['Alpha Grill', 'Beta Bakery', 'Gamma Garden', 'Delta Diner', 'Epsilon Eats', 'Zeta 100% Vegan'];
    for (const name of names) await addTenant(name, uniqueEmail(name.split(' ')[0]?.toLowerCase()));
  });

  it('adds a business with its admin, who signs in to it', async () => {
    const email = uniqueEmail('Fresh.Owner').toUpperCase();
    const { id } = await addTenant('  Fresh Falafel ', email, false);
    const tenant = await tenantByName('Fresh Falafel');
    expect([tenant.id, tenant.email, tenant.is_active]).toEqual([id, email.toLowerCase(), 0]);
    const admin = await t.db
      .selectFrom('users')
      .selectAll()
      .where('tenant_id', '=', id)
      .executeTakeFirstOrThrow();
    expect([admin.username, admin.role]).toEqual([email.toLowerCase(), 'admin']);
    const client = await signInTenantAdmin(email.toLowerCase());
    // Added inactive: the business answers 402 until the operator or a subscription turns it on.
    expect((await client.get('/api/v1/pos/init')).status).toBe(402);
  });

  it.each([
    [{ email: 'a@example.com', password: PASSWORD }, SUPERADMIN_MSG.provideName],
    [{ name: '   ', email: 'a@example.com', password: PASSWORD }, SUPERADMIN_MSG.provideName],
    [{ name: 'X', password: PASSWORD }, SUPERADMIN_MSG.provideEmail],
    [{ name: 'X', email: 'not-an-email', password: PASSWORD }, MSG.provideValidEmail],
    [{ name: 'X', email: 'a@example.com' }, MSG.providePassword],
    [{ name: 'X', email: 'a@example.com', password: 'short' }, MSG.passwordTooShort],
    [{ name: 'X', email: 'a@example.com', password: PASSWORD, isActive: 'yes' }, MSG.invalidRequest],
  ])('refuses to add %j with its message and adds nothing', async (body, message) => {
    const before = await t.db.selectFrom('tenants').select('id').execute();
    const res = await operator.post(`${API}/tenants/add`, body);
    expect([res.status, res.body.message]).toEqual([400, message]);
    expect(await t.db.selectFrom('tenants').select('id').execute()).toHaveLength(before.length);
  });

  it('refuses an email that already has an account', async () => {
    const { email } = await addTenant('Original Oven');
    const before = await t.db.selectFrom('tenants').select('id').execute();
    const res = await operator.post(`${API}/tenants/add`, {
      name: 'Copy Oven',
      email,
      password: PASSWORD,
      isActive: true,
    });
    expect([res.status, res.body.message]).toEqual([409, MSG.usernameTaken]);
    expect(await t.db.selectFrom('tenants').select('id').execute()).toHaveLength(before.length);
  });

  it('pages the list 5 at a time, newest first, with the totals for "Showing X of Y"', async () => {
    const all = await t.db.selectFrom('tenants').select('id').execute();
    const first = await operator.get<TTenantListResponse>(`${API}/tenants`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      currentPage: 1,
      perPage: 5,
      totalTenants: all.length,
      totalPages: Math.ceil(all.length / 5),
    });
    expect(first.body.tenants).toHaveLength(5);
    expect(Object.keys(first.body.tenants[0] ?? {}).sort()).toEqual(
      ['created_at', 'email', 'id', 'is_active', 'name', 'subscription_end', 'subscription_start'].sort(),
    );
    const second = await operator.get<TTenantListResponse>(`${API}/tenants?page=2&perPage=5`);
    const seen = [...first.body.tenants, ...second.body.tenants].map((tenant) => tenant.id);
    expect(new Set(seen).size).toBe(seen.length);
    const beyond = await operator.get<TTenantListResponse>(`${API}/tenants?page=999`);
    expect([beyond.status, beyond.body.tenants, beyond.body.totalTenants]).toEqual([200, [], all.length]);
    for (const bad of [
      'page=0',
      'page=x',
      'perPage=0',
      'perPage=101',
      'status=paused',
      'type=someday',
      'type=custom&from=2026-02-01',
    ]) {
      const res = await operator.get(`${API}/tenants?${bad}`);
      expect([res.status, res.body.message], bad).toEqual([400, MSG.invalidRequest]);
    }
  });

  it('searches names and emails, case-insensitive, taking % and _ literally', async () => {
    const byName = await operator.get<TTenantListResponse>(
      `${API}/tenants?search=${encodeURIComponent(' BETA ')}`,
    );
    expect(byName.body.tenants.map((tenant) => tenant.name)).toEqual(['Beta Bakery']);
    expect(byName.body.totalTenants).toBe(1);
    const gamma = await tenantByName('Gamma Garden');
    const byEmail = await operator.get<TTenantListResponse>(
      `${API}/tenants?search=${encodeURIComponent(gamma.email)}`,
    );
    expect(byEmail.body.tenants.map((tenant) => tenant.id)).toEqual([gamma.id]);
    const percent = await operator.get<TTenantListResponse>(
      `${API}/tenants?search=${encodeURIComponent('100%')}`,
    );
    expect(percent.body.tenants.map((tenant) => tenant.name)).toEqual(['Zeta 100% Vegan']);
    const literal = await operator.get<TTenantListResponse>(
      `${API}/tenants?search=${encodeURIComponent('%')}`,
    );
    expect(literal.body.tenants.map((tenant) => tenant.name)).toEqual(['Zeta 100% Vegan']);
    const none = await operator.get<TTenantListResponse>(`${API}/tenants?search=nothing-like-this`);
    expect([none.body.tenants, none.body.totalTenants, none.body.totalPages]).toEqual([[], 0, 0]);
  });

  it('filters by status and by when the subscription ends', async () => {
    const delta = await tenantByName('Delta Diner');
    const tomorrowNoon = new Date(startOfUtcDay() + DAY + 12 * 60 * 60_000).toISOString();
    await t.db
      .updateTable('tenants')
      .set({ subscription_end: tomorrowNoon })
      .where('id', '=', delta.id)
      .execute();
    const dueTomorrow = await operator.get<TTenantListResponse>(`${API}/tenants?type=tomorrow`);
    expect(dueTomorrow.body.tenants.map((tenant) => tenant.name)).toEqual(['Delta Diner']);
    const day = tomorrowNoon.slice(0, 10);
    const custom = await operator.get<TTenantListResponse>(
      `${API}/tenants?type=custom&from=${day}&to=${day}&status=active`,
    );
    expect(custom.body.tenants.map((tenant) => tenant.name)).toEqual(['Delta Diner']);

    const inactive = await operator.get<TTenantListResponse>(`${API}/tenants?status=inactive&perPage=100`);
    const inactiveRows = await t.db.selectFrom('tenants').select('id').where('is_active', '=', 0).execute();
    expect(inactive.body.tenants.map((tenant) => tenant.id).sort()).toEqual(
      inactiveRows.map((row) => row.id).sort(),
    );
    expect(inactive.body.tenants.every((tenant) => tenant.is_active === 0)).toBe(true);
  });

  it('counts the tiles and exports the rows of a status for CSV', async () => {
    const rows = await t.db.selectFrom('tenants').select('is_active').execute();
    const active = rows.filter((row) => row.is_active === 1).length;
    const data = await operator.get(`${API}/tenantsData`);
    expect(data.body).toEqual({
      activeTenants: active,
      inactiveTenants: rows.length - active,
      allTenants: rows.length,
    });

    const exported = await operator.get<TTenantExportRow[]>(`${API}/tenantsData/active`);
    expect(exported.status).toBe(200);
    expect(exported.body).toHaveLength(active);
    expect(Object.keys(exported.body[0] ?? {}).sort()).toEqual(
      ['email', 'is_active', 'name', 'subscription_end', 'subscription_start'].sort(),
    );
    expect((await operator.get<unknown[]>(`${API}/tenantsData/all`)).body).toHaveLength(rows.length);
    const bad = await operator.get(`${API}/tenantsData/paused`);
    expect([bad.status, bad.body.message]).toEqual([400, MSG.invalidRequest]);
  });

  it("updates a tenant, and switching it off answers 402 to its POS's next call", async () => {
    const { id, email } = await addTenant('Switch Sushi');
    const admin = await signInTenantAdmin(email);
    expect((await admin.get('/api/v1/pos/init')).status).toBe(200);

    const off = await patch(operator, `${API}/tenants/update/${id}`, {
      name: 'Switch Sushi Bar',
      email: 'Contact@Sushi.example',
      isActive: false,
    });
    expect([off.status, off.body]).toEqual([200, { message: SUPERADMIN_MSG.tenantUpdated }]);
    const stored = await tenantByName('Switch Sushi Bar');
    expect([stored.email, stored.is_active]).toEqual(['contact@sushi.example', 0]);
    const refused = await admin.get('/api/v1/pos/init');
    expect([refused.status, refused.body.message]).toEqual([402, MSG.subscriptionInactive]);
    // The admin still signs in with the login email; the contact email is the business's.
    expect((await signInTenantAdmin(email)).cookies.size).toBeGreaterThan(0);

    expect(
      (
        await patch(operator, `${API}/tenants/update/${id}`, {
          name: 'Switch Sushi Bar',
          email: 'contact@sushi.example',
          isActive: 1,
        })
      ).status,
    ).toBe(200);
    expect((await admin.get('/api/v1/pos/init')).status).toBe(200);
  });

  it.each([
    [{ email: 'a@example.com', isActive: true }, SUPERADMIN_MSG.provideTenantName],
    [{ name: 'X', email: '  ', isActive: true }, SUPERADMIN_MSG.provideTenantEmail],
    [{ name: 'X', email: 'nope', isActive: true }, SUPERADMIN_MSG.provideValidTenantEmail],
    [{ name: 'X', email: 'a@example.com' }, MSG.invalidRequest],
  ])('refuses to update with %j and changes nothing', async (body, message) => {
    const alpha = await tenantByName('Alpha Grill');
    const res = await patch(operator, `${API}/tenants/update/${alpha.id}`, body);
    expect([res.status, res.body.message]).toEqual([400, message]);
    expect(await tenantByName('Alpha Grill')).toEqual(alpha);
  });

  it('answers 404 for a tenant that does not exist', async () => {
    const body = { name: 'Ghost', email: 'ghost@example.com', isActive: true };
    for (const res of [
      await patch(operator, `${API}/tenants/update/${newId()}`, body),
      await operator.delete(`${API}/tenants/delete/${newId()}`),
      await operator.get(`${API}/tenants/${newId()}/subscription-history`),
    ]) {
      expect([res.status, res.body.message]).toEqual([404, MSG.notFound]);
    }
  });

  it('deletes a business with all it owns and ends its sessions at once', async () => {
    const { id, email } = await addTenant('Doomed Dumplings');
    const admin = await signInTenantAdmin(email);
    expect((await admin.get('/api/v1/settings/taxes')).status).toBe(200);
    expect(
      (await admin.post('/api/v1/settings/taxes/add', { title: 'VAT', rate: 10, type: 'exclusive' })).status,
    ).toBe(200);
    const others = await t.db.selectFrom('tenants').select('id').where('id', '!=', id).execute();

    const res = await operator.delete(`${API}/tenants/delete/${id}`);
    expect([res.status, res.body]).toEqual([200, { message: SUPERADMIN_MSG.tenantDeleted }]);
    for (const table of ['users', 'devices', 'store_settings', 'print_settings', 'taxes'] as const) {
      expect(
        await t.db.selectFrom(table).select('tenant_id').where('tenant_id', '=', id).execute(),
        table,
      ).toEqual([]);
    }
    expect(await t.db.selectFrom('tenants').select('id').where('id', '!=', id).execute()).toEqual(others);
    expect((await admin.get('/api/v1/settings/taxes')).status).toBe(401);
    expect((await admin.post('/api/v1/auth/refresh-token')).status).toBe(401);
    const signin = await new TestClient(t.app).post('/api/v1/auth/signin', {
      username: email,
      password: PASSWORD,
    });
    expect(signin.status).toBe(401);
    expect((await operator.delete(`${API}/tenants/delete/${id}`)).status).toBe(404);
  });

  it('reads a tenant with its store, users and subscription history, newest first', async () => {
    const { id } = await addTenant('History House');
    const row = (status: string, day: number) => ({
      id: newId(),
      tenant_id: id,
      subscription_id: null,
      status: status as 'created',
      amount: 500,
      currency: 'USD',
      starts_on: new Date(Date.UTC(2026, 0, day)).toISOString(),
      expires_on: new Date(Date.UTC(2026, 1, day)).toISOString(),
      created_at: new Date(Date.UTC(2026, 0, day)).toISOString(),
    });
    await t.db
      .insertInto('subscription_history')
      .values([row('created', 1), row('renewed', 2), row('cancelled', 3)])
      .execute();
    const res = await operator.get<TSubscriptionHistoryResponse>(`${API}/tenants/${id}/subscription-history`);
    expect(res.status).toBe(200);
    expect(res.body.tenantInfo).toMatchObject({ id, name: 'History House', is_active: 1 });
    expect(res.body.storeDetails).toMatchObject({ currency: 'USD', is_qr_menu_enabled: 0, address: null });
    expect(res.body.totalUsers).toBe(1);
    expect(res.body.subscriptionHistory.map((entry) => entry.status)).toEqual([
      'cancelled',
      'renewed',
      'created',
    ]);
    expect(res.body.subscriptionHistory[0]).toMatchObject({
      tenant_id: id,
      created_at: '2026-01-03T00:00:00.000Z',
    });
    expect((await operator.get(`${API}/tenants/bad id/subscription-history`)).status).toBe(400);
  });
});

/**
 * Three currencies, by hand (today in UTC):
 *   Austin Diner (USD, paying): paid 2 × Burger 10.00 + 2.00 tax = 22.00; an open Cola 2.50; a cancelled order.
 *   Berlin Bistro (EUR, paying, a renewal being retried): paid Schnitzel 10.00 + 1.90 = 11.90 EUR; at 1.10 = 13.09 USD.
 *   Tokyo Tei (JPY, no decimals, on trial: no subscription row): paid 3 × Ramen 3000 + 300 = 3300 JPY; at 0.0067 = 22.11 USD.
 *   Dormant Deli (USD, inactive with a stale active subscription row): yesterday a paid Bagel 5.00.
 *   Lisbon Lanches (USD, subscribed during its trial: the provider keeps it trialing, nothing paid yet).
 *   Oslo Ops (USD, switched on by the operator: no end date, no subscription).
 * Paying: Austin and Berlin → mrr = arr = 2 (the spec's counts), 10 USD a month, 120 a year. Trials: Tokyo
 * and Lisbon → 2, 10 USD a month once they pay. Orders today 4. Sales today without a JPY rate 35.09
 * (JPY named as missing), with it 57.20. Yesterday: 1 order, 5.00.
 */
describe('figures', () => {
  let f: TTestApp;
  let op: TestClient;
  let token = 0;
  const today = startOfUtcDay();

  async function tenant(
    name: string,
    currency: string,
    options: { active?: boolean; subscription?: string; switchedOnByOperator?: boolean } = {},
  ) {
    const { tenantId } = await signUpTenant(f.app, name);
    await f.db.updateTable('store_settings').set({ currency }).where('tenant_id', '=', tenantId).execute();
    await f.db
      .updateTable('tenants')
      .set({ is_active: options.active === false ? 0 : 1 })
      .where('id', '=', tenantId)
      .execute();
    // The operator's switch: on with no end date (neither a trial nor paying).
    if (options.switchedOnByOperator)
      await f.db.updateTable('tenants').set({ access_until: null }).where('id', '=', tenantId).execute();
    if (options.subscription) {
      const now = new Date().toISOString();
      await f.db
        .insertInto('subscriptions')
        .values({
          id: newId(),
          tenant_id: tenantId,
          provider: 'local',
          provider_subscription_id: null,
          provider_customer_id: null,
          status: options.subscription,
          is_active: 1,
          subscription_start: now,
          subscription_end: new Date(Date.now() + 20 * DAY).toISOString(),
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
    return tenantId;
  }

  async function order(
    tenantId: string,
    atMs: number,
    lines: { title: string; qty: number; net: number; tax: number }[],
    state: { paid?: boolean; cancelled?: boolean } = {},
  ) {
    const id = newId();
    const at = new Date(atMs).toISOString();
    await f.db
      .insertInto('orders')
      .values({
        id,
        tenant_id: tenantId,
        business_day: at.slice(0, 10),
        token_no: ++token,
        delivery_type: 'dinein',
        customer_type: 'WALKIN',
        customer_id: null,
        customer_name: null,
        table_id: null,
        table_title: null,
        floor: null,
        status: state.cancelled ? 'cancelled' : state.paid ? 'completed' : 'created',
        payment_status: state.paid ? 'paid' : 'pending',
        invoice_id: null,
        qr_order_id: null,
        items_total: 0,
        tax_total: 0,
        payable_total: 0,
        created_by: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
    for (const [index, line] of lines.entries()) {
      await f.db
        .insertInto('order_items')
        .values({
          id: `${id}.${index}`,
          tenant_id: tenantId,
          order_id: id,
          item_id: null,
          item_title: line.title,
          variant_id: null,
          variant_title: null,
          variant_price: null,
          addons: '[]',
          quantity: line.qty,
          notes: null,
          unit_price: line.net / line.qty,
          tax_title: null,
          tax_rate_milli: null,
          tax_type: null,
          line_net: line.net,
          line_tax: line.tax,
          status: state.cancelled ? 'cancelled' : 'delivered',
          created_at: at,
          updated_at: at,
        })
        .execute();
    }
  }

  async function customer(tenantId: string, phone: string) {
    const at = new Date().toISOString();
    await f.db
      .insertInto('customers')
      .values({
        id: newId(),
        tenant_id: tenantId,
        phone,
        name: 'Guest',
        email: null,
        birth_date: null,
        gender: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
  }

  beforeAll(async () => {
    f = await createTestApp();
    op = await signInSuperadmin(f);
    const austin = await tenant('Austin Diner', 'USD', { subscription: 'active' });
    const berlin = await tenant('Berlin Bistro', 'EUR', { subscription: 'past_due' });
    const tokyo = await tenant('Tokyo Tei', 'JPY');
    const dormant = await tenant('Dormant Deli', 'USD', { active: false, subscription: 'active' });
    await tenant('Lisbon Lanches', 'USD', { subscription: 'trialing' });
    await tenant('Oslo Ops', 'USD', { switchedOnByOperator: true });
    const soon = today + 60_000;
    await order(austin, soon, [{ title: 'Burger', qty: 2, net: 2000, tax: 200 }], { paid: true });
    await order(austin, soon, [{ title: 'Cola', qty: 1, net: 250, tax: 0 }]);
    await order(austin, soon, [{ title: 'Burger', qty: 5, net: 5000, tax: 0 }], { cancelled: true });
    await order(berlin, soon, [{ title: 'Schnitzel', qty: 1, net: 1000, tax: 190 }], { paid: true });
    await order(tokyo, soon, [{ title: 'Ramen', qty: 3, net: 3000, tax: 300 }], { paid: true });
    await order(dormant, today - 60 * 60_000, [{ title: 'Bagel', qty: 1, net: 500, tax: 0 }], { paid: true });
    await customer(austin, '5550001');
    await customer(austin, '5550002');
    await customer(berlin, '5550003');
  });
  afterAll(async () => {
    await f.close();
  });

  it('lists the store currencies with their rates, USD first, and updates rates', async () => {
    const before = await op.get<TCurrencyRate[]>(`${API}/currency-rates`);
    expect(before.body.map((rate) => [rate.currency, rate.usd_per_unit, rate.stores])).toEqual([
      ['USD', 1, 4],
      ['EUR', null, 1],
      ['JPY', null, 1],
    ]);
    for (const [body, message] of [
      [{ rates: [{ currency: 'EUR', usdPerUnit: 0 }] }, SUPERADMIN_MSG.provideValidRate],
      [{ rates: [{ currency: 'EUR', usdPerUnit: 'lots' }] }, SUPERADMIN_MSG.provideValidRate],
      [{ rates: [{ currency: 'XYZ', usdPerUnit: 1 }] }, MSG.selectCurrency],
      [{ rates: [{ currency: 'USD', usdPerUnit: 2 }] }, MSG.selectCurrency],
      [{ rates: [] }, MSG.invalidRequest],
    ] as const) {
      const res = await op.post(`${API}/currency-rates/update`, body);
      expect([res.status, res.body.message], JSON.stringify(body)).toEqual([400, message]);
    }
    const res = await op.post(`${API}/currency-rates/update`, {
      rates: [
        { currency: 'EUR', usdPerUnit: 1.2 },
        { currency: 'EUR', usdPerUnit: 1.1 },
      ],
    });
    expect([res.status, res.body]).toEqual([200, { message: SUPERADMIN_MSG.ratesUpdated }]);
    const after = await op.get<TCurrencyRate[]>(`${API}/currency-rates`);
    expect(after.body.find((rate) => rate.currency === 'EUR')?.usd_per_unit).toBe(1.1);
  });

  it('answers the dashboard: active tenants, orders and USD sales of today, paying subscriptions and trials', async () => {
    const res = await op.get<TSuperadminDashboardResponse>(`${API}/dashboard`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      activeTenants: 5,
      ordersProcessedToday: 4,
      salesVolumeToday: 35.09,
      // the spec's counts (its client multiplies them by the $5 price), then our amounts in USD
      mrr: 2,
      arr: 2,
      mrrAmount: 10,
      arrAmount: 120,
      trials: 2,
      trialMrrAmount: 10,
      currenciesWithoutRate: ['JPY'],
    });
    expect(
      (await op.post(`${API}/currency-rates/update`, { rates: [{ currency: 'JPY', usdPerUnit: 0.0067 }] }))
        .status,
    ).toBe(200);
    const converted = await op.get<TSuperadminDashboardResponse>(`${API}/dashboard`);
    expect([converted.body.salesVolumeToday, converted.body.currenciesWithoutRate]).toEqual([57.2, []]);
  });

  it('answers the reports of a filter', async () => {
    const res = await op.get<TSuperadminReportResponse>(`${API}/reports?type=today`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      activeTenants: 5,
      mrr: 2,
      arr: 2,
      mrrAmount: 10,
      arrAmount: 120,
      trials: 2,
      trialMrrAmount: 10,
      totalCustomers: 3,
      salesVolume: 57.2,
      ordersProcessed: 4,
      currenciesWithoutRate: [],
    });
    expect(res.body.topSellingItems.map((item) => [item.tenant_name, item.title, item.qty])).toEqual([
      ['Tokyo Tei', 'Ramen', 3],
      ['Austin Diner', 'Burger', 2],
      ['Austin Diner', 'Cola', 1],
      ['Berlin Bistro', 'Schnitzel', 1],
    ]);
    const yesterday = await op.get<TSuperadminReportResponse>(`${API}/reports?type=yesterday`);
    expect(yesterday.body).toMatchObject({ ordersProcessed: 1, salesVolume: 5 });
    expect(yesterday.body.topSellingItems).toEqual([
      expect.objectContaining({ tenant_name: 'Dormant Deli', title: 'Bagel', qty: 1, item_id: null }),
    ]);
    const day = new Date(today - DAY).toISOString().slice(0, 10);
    const custom = await op.get<TSuperadminReportResponse>(
      `${API}/reports?type=custom&from=${day}&to=${new Date(today).toISOString().slice(0, 10)}`,
    );
    expect(custom.body).toMatchObject({ ordersProcessed: 5, salesVolume: 62.2 });
    for (const bad of ['type=tomorrow', 'type=custom', 'type=custom&from=2026-13-01&to=2026-13-02']) {
      const refused = await op.get(`${API}/reports?${bad}`);
      expect([refused.status, refused.body.message], bad).toEqual([400, MSG.invalidRequest]);
    }
  });
});
