import { MSG } from '@opentab/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from './lib/ids.ts';
import { createTestApp, PASSWORD, signUpTenant, TestClient, type TTestApp } from './test/harness.ts';
import { seedMenu, type TMenuIds } from './test/menu-fixture.ts';
import { setQrFlags, tablePublicId } from './test/qr.ts';
import { snapshotRows } from './test/snapshot.ts';

/**
 * Issue 12: a NUL in any text input answered 500 on PostgreSQL (and reached SQLite as data). Every kind of
 * input (body field, query, path, sign-in) now answers 400 with one message and writes nothing, on both
 * databases. Run with TEST_DATABASE_URL for PostgreSQL.
 */

let t: TTestApp;
let owner: TestClient;
let username: string;
let menu: TMenuIds;
let qrCode: string;
let tablePublic: string;
let categoryId: string;

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await signUpTenant(t.app, 'Control Kitchen');
  owner = tenant.client;
  username = tenant.username;
  menu = await seedMenu(t.db, tenant.tenantId);
  qrCode = await setQrFlags(t.db, tenant.tenantId, { menu: true, order: true });
  tablePublic = await tablePublicId(t.db, menu.table1);
  const now = new Date().toISOString();
  categoryId = newId();
  await t.db
    .insertInto('categories')
    .values({ id: categoryId, tenant_id: tenant.tenantId, title: 'Mains', created_at: now, updated_at: now })
    .execute();
});
afterAll(async () => {
  await t.close();
});

const path = (text: string) => encodeURIComponent(text);
const storeBody = (change: Record<string, unknown>) => ({
  storeName: 'Control Kitchen',
  address: null,
  phone: null,
  email: null,
  currency: 'USD',
  isQRMenuEnabled: true,
  isQROrderEnabled: true,
  ...change,
});
const printBody = (change: Record<string, unknown>) => ({
  pageFormat: 80,
  header: null,
  footer: null,
  showNotes: true,
  isEnablePrint: true,
  showStoreDetails: true,
  printToken: true,
  showCustomerDetails: true,
  ...change,
});

/** [kind of input, what, the call carrying the control character c] */
const CASES: [string, string, (c: string) => ReturnType<TestClient['get']>][] = [
  [
    'sign-in',
    'username',
    (c) =>
      new TestClient(t.app).post('/api/v1/auth/signin', { username: `${username}${c}`, password: PASSWORD }),
  ],
  [
    'body',
    'sign-up business name',
    (c) =>
      new TestClient(t.app).post('/api/v1/auth/signup', {
        biz_name: `Cafe${c}`,
        username: `new${newId().toLowerCase()}@example.com`,
        password: PASSWORD,
      }),
  ],
  [
    'body',
    'POS line notes',
    (c) =>
      owner.post('/api/v1/pos/create-order', {
        cart: [{ id: menu.water, quantity: 1, notes: `no${c}ice` }],
        deliveryType: 'takeaway',
      }),
  ],
  [
    'body',
    'POS table id',
    (c) =>
      owner.post('/api/v1/pos/create-order', {
        cart: [{ id: menu.water, quantity: 1 }],
        deliveryType: 'dinein',
        tableId: `${menu.table1}${c}`,
      }),
  ],
  [
    'body',
    'QR line notes',
    (c) =>
      new TestClient(t.app).post(`/api/v1/qrmenu/${qrCode}/place-order`, {
        cartItems: [{ id: menu.water, quantity: 1, notes: `no${c}ice` }],
        tableId: tablePublic,
      }),
  ],
  [
    'body',
    'QR customer name',
    (c) =>
      new TestClient(t.app).post(`/api/v1/qrmenu/${qrCode}/place-order`, {
        cartItems: [{ id: menu.water, quantity: 1 }],
        customerType: 'CUSTOMER',
        customer: { name: `Ann${c}`, phone: '5550100' },
      }),
  ],
  [
    'body',
    'customer name',
    (c) => owner.post('/api/v1/customers/add', { phone: '5550101', name: `Grace${c}` }),
  ],
  [
    'body',
    'store name',
    (c) => owner.post('/api/v1/settings/store-setting', storeBody({ storeName: `Quay${c}` })),
  ],
  [
    'body',
    'store address',
    (c) => owner.post('/api/v1/settings/store-setting', storeBody({ address: `1 Quay${c}0` })),
  ],
  [
    'body',
    'print header',
    (c) => owner.post('/api/v1/settings/print-setting', printBody({ header: `Hello${c}` })),
  ],
  [
    'body',
    'category title',
    (c) => owner.post(`/api/v1/settings/categories/${categoryId}/update`, { title: `Soups${c}` }),
  ],
  [
    'query',
    'QR menu table id',
    (c) => new TestClient(t.app).get(`/api/v1/qrmenu/${qrCode}?tableId=${path(c)}`),
  ],
  [
    'query',
    'customer search',
    (c) => owner.get(`/api/v1/customers/search-by-phone-name/search?q=${path(`55${c}`)}`),
  ],
  [
    'query',
    'receipt order ids',
    (c) => owner.get(`/api/v1/receipts/orders?ids=${path(`${menu.water},${c}`)}`),
  ],
  ['path', 'QR menu code', (c) => new TestClient(t.app).get(`/api/v1/qrmenu/${path(`${qrCode}${c}`)}`)],
  ['path', 'category id', (c) => owner.delete(`/api/v1/settings/categories/${path(`${categoryId}${c}`)}`)],
  [
    'path',
    'password reset token',
    (c) =>
      new TestClient(t.app).post(`/api/v1/auth/reset-password/${path(`${'x'.repeat(20)}${c}`)}`, {
        password: PASSWORD,
      }),
  ],
];

describe.each([
  ['NUL', '\u0000'],
  ['escape', '\u001b'],
])('a %s character', (_name, c) => {
  it.each(CASES)('in a %s (%s) answers 400 and changes nothing', async (_kind, _what, call) => {
    const before = await snapshotRows(t.db);
    const res = await call(c);
    expect({ status: res.status, body: res.body }).toEqual({
      status: 400,
      body: { message: MSG.removeControlCharacters },
    });
    expect(await snapshotRows(t.db)).toEqual(before);
  });
});

describe('multi-line texts', () => {
  it('keep line breaks and tabs in the store address and the receipt header', async () => {
    const store = await owner.post(
      '/api/v1/settings/store-setting',
      storeBody({ address: '1 Quay\r\nDublin' }),
    );
    expect(store.status).toBe(200);
    const print = await owner.post(
      '/api/v1/settings/print-setting',
      printBody({ header: 'Welcome!\n\tEnjoy' }),
    );
    expect(print.status).toBe(200);
    const settings = await t.db
      .selectFrom('store_settings')
      .select('address')
      .where('store_name', '=', 'Control Kitchen')
      .executeTakeFirstOrThrow();
    expect(settings.address).toBe('1 Quay\r\nDublin');
    const printRow = await t.db
      .selectFrom('print_settings')
      .select('header')
      .where('header', 'like', 'Welcome!%')
      .executeTakeFirstOrThrow();
    expect(printRow.header).toBe('Welcome!\n\tEnjoy');
  });

  it('keep line breaks in a line note', async () => {
    const notes = 'no ice\nno straw';
    const res = await owner.post('/api/v1/pos/create-order', {
      cart: [{ id: menu.water, quantity: 1, notes }],
      deliveryType: 'takeaway',
    });
    expect(res.status).toBe(200);
    const stored = await t.db.selectFrom('order_items').select('notes').where('notes', '=', notes).execute();
    expect(stored).toHaveLength(1);
  });

  it('still refuse a tab in a one-line text', async () => {
    const res = await owner.post(`/api/v1/settings/categories/${categoryId}/update`, {
      title: 'Soups\tand stews',
    });
    expect(res.body).toEqual({ message: MSG.removeControlCharacters });
  });
});
