// Every list that takes a query reads an empty value (`?type=`, the spec's own form) and the text `null`
// (`?type=null&from=null&to=null`, what the spec source client sends) as no value: it answers as if the
// field were left out. The test walks the contract, so a list added later is covered too.
import { API_CONTRACT } from '@opentab/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, signUpTenant, type TestClient, type TTestApp } from '../test/harness.ts';
import { setQrFlags } from '../test/qr.ts';
import { signInSuperadmin } from '../test/superadmin.ts';

let t: TTestApp;
let admin: TestClient;
let operator: TestClient;
let qrcode: string;
/** issue 27: an item whose page of movements takes `?after=` */
let stockItemId: string;

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await signUpTenant(t.app);
  admin = tenant.client;
  operator = await signInSuperadmin(t);
  qrcode = await setQrFlags(t.db, tenant.tenantId, { menu: true, order: true });
  const added = await admin.post<{ itemId: string }>('/api/v1/inventory/add-item', {
    title: 'Flour',
    unit: 'kg',
  });
  stockItemId = added.body.itemId;
});
afterAll(async () => {
  await t.close();
});

/** Values for the fields a list cannot go without (a search's term). */
const REQUIRED_VALUES: Record<string, string> = { q: 'nobody' };

type TQueryRoute = { key: string; path: string; optional: string[]; required: string[] };

/** The GET routes of the contract whose query has a field that may be left out, with those fields. */
function queryRoutes(): TQueryRoute[] {
  return Object.entries(API_CONTRACT).flatMap(([key, entry]) => {
    const [method, path = ''] = key.split(' ');
    const querystring = 'querystring' in entry ? entry.querystring : undefined;
    if (method !== 'GET' || !(querystring instanceof z.ZodObject)) return [];
    const shape = querystring.shape as Record<string, z.ZodType>;
    const fields = Object.keys(shape);
    const optional = fields.filter((field) => shape[field]?.safeParse(undefined).success);
    if (optional.length === 0) return [];
    return [{ key, path, optional, required: fields.filter((field) => !optional.includes(field)) }];
  });
}

function urlOf(route: TQueryRoute, blanks: Record<string, string>): string {
  const query = new URLSearchParams();
  for (const field of route.required) {
    const value = REQUIRED_VALUES[field];
    if (value === undefined) throw new Error(`${route.key}: no test value for its required ${field}`);
    query.set(field, value);
  }
  for (const [field, value] of Object.entries(blanks)) query.set(field, value);
  const path = route.path.replace(':qrcode', qrcode).replace('/inventory/:id', `/inventory/${stockItemId}`);
  const search = query.toString();
  return `/api/v1${path}${search ? `?${search}` : ''}`;
}

const clientOf = (route: TQueryRoute) => (route.path.startsWith('/superadmin') ? operator : admin);

describe('an empty or null query value is no value', () => {
  it('walks every list that takes filters', () => {
    expect(queryRoutes().map((route) => route.key)).toEqual(
      expect.arrayContaining([
        'GET /reservations',
        'GET /invoices',
        'GET /invoices/search',
        'GET /reports',
        'GET /customers',
        'GET /orders',
        'GET /kitchen',
        'GET /qrmenu/:qrcode',
        'GET /superadmin/tenants',
        'GET /superadmin/reports',
      ]),
    );
  });

  for (const blank of ['', 'null']) {
    it(`answers ?field=${blank} on each field as if it were left out`, async () => {
      const refused: string[] = [];
      for (const route of queryRoutes()) {
        const client = clientOf(route);
        // read as text: a download (a CSV) is a list too
        const get = (url: string) =>
          t.app.inject({ method: 'GET', url, headers: { cookie: client.cookieHeader() } });
        const bare = await get(urlOf(route, {}));
        expect(bare.statusCode, route.key).toBe(200);
        const allBlank = Object.fromEntries(route.optional.map((field) => [field, blank]));
        const answer = await get(urlOf(route, allBlank));
        if (answer.statusCode !== 200) refused.push(`${route.key}: ${answer.statusCode} ${answer.body}`);
        else expect(answer.body, route.key).toEqual(bare.body);
      }
      expect(refused).toEqual([]);
    });
  }

  it('reads the spec source client form ?type=null&from=null&to=null on the date filters', async () => {
    const query = '?type=null&from=null&to=null';
    for (const path of ['/reservations', '/invoices', '/reports']) {
      const answer = await admin.get(`/api/v1${path}${query}`);
      expect(answer.status, path).toBe(200);
      expect(answer.body, path).toEqual((await admin.get(`/api/v1${path}?type=today`)).body);
    }
    for (const path of ['/superadmin/tenants', '/superadmin/reports']) {
      expect((await operator.get(`/api/v1${path}${query}`)).status, path).toBe(200);
    }
  });

  it('reads status= on the superadmin tenants as all of them', async () => {
    const all = await operator.get('/api/v1/superadmin/tenants?status=all');
    const blank = await operator.get('/api/v1/superadmin/tenants?status=&search=&type=&from=&to=');
    expect(blank.status).toBe(200);
    expect(blank.body).toEqual(all.body);
  });

  it('still refuses a value that is there and wrong', async () => {
    for (const url of ['/reservations?type=someday', '/invoices?type=custom&from=null&to=2026-01-01']) {
      const answer = await admin.get(`/api/v1${url}`);
      expect(answer.status, url).toBe(400);
      expect(answer.body).toEqual({ message: 'Invalid request!' });
    }
    expect((await operator.get('/api/v1/superadmin/tenants?status=paused')).status).toBe(400);
  });
});
