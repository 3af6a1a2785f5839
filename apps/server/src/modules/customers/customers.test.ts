import {
  CUSTOMER_MSG,
  MSG,
  POS_MSG,
  type TCustomerListResponse,
  type TCustomerSearchResponse,
} from '@opentab/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids.ts';
import { addStaff, createTestApp, signUpTenant, TestClient, type TTestApp } from '../../test/harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('POST /customers/add', () => {
  it('adds a customer and refuses the same phone twice in one store, not across stores', async () => {
    const a = await signUpTenant(t.app);
    const res = await a.client.post('/api/v1/customers/add', {
      phone: '+44 (20) 7946 ext 1',
      name: ' Grace Hopper ',
      email: 'GRACE@example.com',
      birthDate: '1990-12-09',
      gender: 'female',
    });
    // status 200 with only the message (spec 01 section 7), not 201
    expect([res.status, res.body]).toEqual([200, { message: POS_MSG.customerAdded }]);
    const row = await t.db
      .selectFrom('customers')
      .selectAll()
      .where('tenant_id', '=', a.tenantId)
      .executeTakeFirstOrThrow();
    expect([row.phone, row.name, row.email, row.birth_date, row.gender]).toEqual([
      '+44 (20) 7946 ext 1',
      'Grace Hopper',
      'grace@example.com',
      '1990-12-09',
      'female',
    ]);

    const dup = await a.client.post('/api/v1/customers/add', {
      phone: '+44 (20) 7946 ext 1',
      name: 'Someone',
    });
    expect([dup.status, dup.body.message]).toEqual([409, POS_MSG.customerPhoneTaken]);
    const b = await signUpTenant(t.app);
    expect(
      (await b.client.post('/api/v1/customers/add', { phone: '+44 (20) 7946 ext 1', name: 'Other' })).status,
    ).toBe(200);
  });

  it.each([
    [{ name: 'A' }, POS_MSG.providePhone],
    [{ phone: '   ', name: 'A' }, POS_MSG.providePhone],
    [{ phone: '555 0100' }, POS_MSG.provideName],
    [{ phone: '555 0100', name: 'A', email: 'nope' }, POS_MSG.provideValidEmail],
    [{ phone: 'call me', name: 'A' }, POS_MSG.provideValidPhone],
    [{ phone: '1'.repeat(21), name: 'A' }, POS_MSG.provideValidPhone],
    [{ phone: '555 0100', name: 'A', birthDate: '2999-01-01' }, POS_MSG.birthDateInFuture],
    [{ phone: '555 0100', name: 'A', birthDate: '2020-02-30' }, POS_MSG.birthDateInFuture],
    [{ phone: '555 0100', name: 'A', gender: 'robot' }, POS_MSG.invalidGender],
  ])('validates %j', async (body, message) => {
    const shop = await signUpTenant(t.app);
    const res = await shop.client.post('/api/v1/customers/add', body);
    expect([res.status, res.body.message]).toEqual([400, message]);
    const rows = await t.db
      .selectFrom('customers')
      .select('id')
      .where('tenant_id', '=', shop.tenantId)
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('needs POS, CUSTOMERS or MANAGE_CUSTOMERS', async () => {
    const shop = await signUpTenant(t.app);
    const viewer = await addStaff(t, shop.tenantId, 'VIEW_CUSTOMERS');
    expect((await viewer.client.post('/api/v1/customers/add', { phone: '1', name: 'A' })).status).toBe(403);
    const manager = await addStaff(t, shop.tenantId, 'MANAGE_CUSTOMERS');
    expect((await manager.client.post('/api/v1/customers/add', { phone: '1', name: 'A' })).status).toBe(200);
  });
});

describe('GET /customers/search-by-phone-name/search', () => {
  it("finds this store's customers by name or phone, case-insensitively, and never another store's", async () => {
    const a = await signUpTenant(t.app);
    const b = await signUpTenant(t.app);
    await a.client.post('/api/v1/customers/add', { phone: '555 0101', name: 'Maria Lopez' });
    await a.client.post('/api/v1/customers/add', { phone: '555 0202', name: 'Tom' });
    await b.client.post('/api/v1/customers/add', { phone: '555 0303', name: 'Maria Other' });
    // a bare list of { name, phone } (spec 01 section 7), the phone being the customer's id
    const byName = await a.client.get<TCustomerSearchResponse>(
      '/api/v1/customers/search-by-phone-name/search?q=%20maria%20',
    );
    expect([byName.status, byName.body]).toEqual([
      200,
      [{ name: 'Maria Lopez', phone: '555 0101', isMember: 0, points: 0 }],
    ]);
    const byPhone = await a.client.get<TCustomerSearchResponse>(
      '/api/v1/customers/search-by-phone-name/search?q=0202',
    );
    expect(byPhone.body.map((c) => c.name)).toEqual(['Tom']);
    const wildcard = await a.client.get<TCustomerSearchResponse>(
      '/api/v1/customers/search-by-phone-name/search?q=%25',
    );
    expect(wildcard.body).toEqual([]);
    // % and _ are matched as themselves, on both databases
    await a.client.post('/api/v1/customers/add', { phone: '555 0404', name: 'Dana 100%_Club' });
    for (const q of ['0%25_c', '%25', '_']) {
      const literal = await a.client.get<TCustomerSearchResponse>(
        `/api/v1/customers/search-by-phone-name/search?q=${q}`,
      );
      expect(literal.body.map((c) => c.name)).toEqual(['Dana 100%_Club']);
    }
    const blank = await a.client.get('/api/v1/customers/search-by-phone-name/search?q=%20%20');
    expect([blank.status, blank.body.message]).toEqual([400, POS_MSG.searchTermRequired]);
    expect(
      (await new TestClient(t.app).get('/api/v1/customers/search-by-phone-name/search?q=a')).status,
    ).toBe(401);
  });
});

type TShop = Awaited<ReturnType<typeof signUpTenant>>;

/** Adds customers one by one (so each is newer than the one before) with phones 555 0000, 555 0001... */
async function addCustomers(shop: TShop, count: number, name = (n: number) => `Customer ${n}`) {
  for (let n = 0; n < count; n += 1) {
    const phone = `555 ${String(n).padStart(4, '0')}`;
    const res = await shop.client.post('/api/v1/customers/add', { phone, name: name(n) });
    if (res.status !== 200) throw new Error(JSON.stringify(res.body));
    // created_at has millisecond precision: keep the order "newest first" unambiguous
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

const list = (shop: TShop, query = '') =>
  shop.client.get<TCustomerListResponse>(`/api/v1/customers?sort=created_at${query}`);

const customerRow = (shop: TShop, phone: string) =>
  t.db
    .selectFrom('customers')
    .selectAll()
    .where('tenant_id', '=', shop.tenantId)
    .where('phone', '=', phone)
    .executeTakeFirst();

describe('GET /customers', () => {
  it('pages 10 at a time, newest first, with the totals, and never lists another store', async () => {
    const a = await signUpTenant(t.app);
    const b = await signUpTenant(t.app);
    await addCustomers(a, 25);
    await addCustomers(b, 3, (n) => `Other ${n}`);

    const first = await list(a);
    expect(first.status).toBe(200);
    expect(Object.keys(first.body).sort()).toEqual([
      'currentPage',
      'customers',
      'totalCustomers',
      'totalPages',
    ]);
    expect([first.body.currentPage, first.body.totalPages, first.body.totalCustomers]).toEqual([1, 3, 25]);
    expect(first.body.customers.map((c) => c.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Customer ${24 - i}`),
    );
    expect(Object.keys(first.body.customers[0] ?? {}).sort()).toEqual([
      'birth_date',
      'created_at',
      'email',
      'gender',
      // issue 27: membership and points balance
      'isMember',
      'name',
      'phone',
      'points',
      'updated_at',
    ]);

    const last = await list(a, '&page=3');
    expect(last.body.customers.map((c) => c.name)).toEqual(
      Array.from({ length: 5 }, (_, i) => `Customer ${4 - i}`),
    );
    const beyond = await list(a, '&page=4');
    expect([beyond.body.customers, beyond.body.currentPage, beyond.body.totalPages]).toEqual([[], 4, 3]);
    const bigPages = await list(a, '&page=2&perPage=20');
    expect([bigPages.body.customers.length, bigPages.body.totalPages]).toEqual([5, 2]);

    const empty = await list(await signUpTenant(t.app));
    expect(empty.body).toEqual({ customers: [], currentPage: 1, totalPages: 0, totalCustomers: 0 });
  });

  it('filters by name, phone or email, case-insensitively, with wildcards taken literally', async () => {
    const shop = await signUpTenant(t.app);
    await shop.client.post('/api/v1/customers/add', { phone: '555 0101', name: 'Maria Lopez' });
    await shop.client.post('/api/v1/customers/add', {
      phone: '555 0202',
      name: 'Tom',
      email: 'tom@mail.test',
    });
    await shop.client.post('/api/v1/customers/add', { phone: '555 0303', name: '100%_Club' });
    const names = async (filter: string) =>
      (await list(shop, `&filter=${encodeURIComponent(filter)}`)).body.customers.map((c) => c.name);
    expect(await names(' MARIA ')).toEqual(['Maria Lopez']);
    expect(await names('0202')).toEqual(['Tom']);
    expect(await names('MAIL.test')).toEqual(['Tom']);
    expect(await names('%')).toEqual(['100%_Club']);
    expect(await names('')).toHaveLength(3);
    const filtered = await list(shop, '&filter=o&perPage=1');
    expect([filtered.body.totalCustomers, filtered.body.totalPages]).toEqual([2, 2]);
  });

  it.each([
    ['&page=0'],
    ['&page=x'],
    ['&perPage=0'],
    ['&perPage=101'],
    ['&page=1.5'],
  ])('refuses %s', async (query) => {
    const shop = await signUpTenant(t.app);
    const res = await list(shop, query);
    expect([res.status, res.body]).toEqual([400, { message: MSG.invalidRequest }]);
  });

  it('refuses another sort and a too long filter', async () => {
    const shop = await signUpTenant(t.app);
    const sort = await shop.client.get('/api/v1/customers?sort=name');
    expect([sort.status, sort.body.message]).toEqual([400, MSG.invalidRequest]);
    const long = await shop.client.get(`/api/v1/customers?filter=${'a'.repeat(101)}`);
    expect([long.status, long.body.message]).toEqual([400, POS_MSG.searchTermTooLong]);
    const control = await shop.client.get('/api/v1/customers?filter=a%00b');
    expect([control.status, control.body.message]).toEqual([400, MSG.removeControlCharacters]);
  });

  it('is for the customer scopes only', async () => {
    const shop = await signUpTenant(t.app);
    for (const scope of ['CUSTOMERS', 'VIEW_CUSTOMERS', 'MANAGE_CUSTOMERS']) {
      const staff = await addStaff(t, shop.tenantId, scope);
      expect((await staff.client.get('/api/v1/customers')).status).toBe(200);
    }
    const cashier = await addStaff(t, shop.tenantId, 'POS');
    expect((await cashier.client.get('/api/v1/customers')).status).toBe(403);
    expect((await new TestClient(t.app).get('/api/v1/customers')).status).toBe(401);
  });
});

describe('GET /customers/download/all', () => {
  /** The call as a browser's download makes it: the answer is a file, not JSON. */
  const download = (client: TestClient) =>
    t.app.inject({
      method: 'GET',
      url: '/api/v1/customers/download/all',
      headers: client.cookies.size ? { cookie: client.cookieHeader() } : {},
    });

  it("answers every customer of the store as a CSV file, newest first, never another store's", async () => {
    const a = await signUpTenant(t.app);
    const b = await signUpTenant(t.app);
    await addCustomers(a, 12);
    await a.client.post('/api/v1/customers/add', {
      phone: '555 9999',
      name: '=HYPERLINK("x")',
      email: 'eve@example.com',
      birthDate: '1991-02-03',
      gender: 'female',
    });
    await addCustomers(b, 2, (n) => `Other ${n}`);

    const res = await download(a.client);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="customers.csv"');
    const [header, ...rows] = res.body.split('\r\n');
    expect(header).toBe('Name,Phone,Email,Birth Date,Gender,Created At,Updated At');
    // all 13 (more than a page of the list), newest first, a formula defused
    expect(rows).toHaveLength(13);
    expect(rows[0]).toMatch(/^"'=HYPERLINK\(""x""\)",555 9999,eve@example.com,1991-02-03,female,\d{4}-/);
    expect(rows.slice(1).map((row) => row.split(',')[0])).toEqual(
      Array.from({ length: 12 }, (_, n) => `Customer ${11 - n}`),
    );
    expect(res.body).not.toContain('Other');
    // the screen's list holds the same customers
    const listed = (await list(a, '&perPage=100')).body.customers.map((c) => c.phone);
    expect(rows.map((row) => row.split(',')[1])).toEqual(listed);
  });

  it('answers the header alone for a store without customers', async () => {
    const empty = await signUpTenant(t.app);
    const res = await download(empty.client);
    expect([res.statusCode, res.body]).toEqual([
      200,
      'Name,Phone,Email,Birth Date,Gender,Created At,Updated At',
    ]);
  });

  it('is for the customer scopes only', async () => {
    const shop = await signUpTenant(t.app);
    for (const scope of ['CUSTOMERS', 'VIEW_CUSTOMERS', 'MANAGE_CUSTOMERS']) {
      const staff = await addStaff(t, shop.tenantId, scope);
      expect((await download(staff.client)).statusCode, scope).toBe(200);
    }
    const cashier = await addStaff(t, shop.tenantId, 'POS');
    expect((await download(cashier.client)).statusCode).toBe(403);
    expect((await download(new TestClient(t.app))).statusCode).toBe(401);
  });
});

describe('POST /customers/{phone}/update', () => {
  const phone = '+1 (555) 0100';
  const path = `/api/v1/customers/${encodeURIComponent(phone)}/update`;

  it('changes name, email, birth date and gender, never the phone', async () => {
    const shop = await signUpTenant(t.app);
    await shop.client.post('/api/v1/customers/add', { phone, name: 'Grace', email: 'g@example.com' });
    const before = await customerRow(shop, phone);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const res = await shop.client.post(path, {
      phone: '999',
      name: ' Grace Hopper ',
      email: 'GRACE@Navy.mil',
      birthDate: '1906-12-09',
      gender: 'female',
    });
    expect([res.status, res.body]).toEqual([200, { message: CUSTOMER_MSG.updated }]);
    const after = await customerRow(shop, phone);
    expect([after?.name, after?.email, after?.birth_date, after?.gender]).toEqual([
      'Grace Hopper',
      'grace@navy.mil',
      '1906-12-09',
      'female',
    ]);
    expect(after?.created_at).toBe(before?.created_at);
    expect(String(after?.updated_at) > String(before?.updated_at)).toBe(true);
    expect(await customerRow(shop, '999')).toBeUndefined();

    // blanks clear the optional fields
    await shop.client.post(path, { name: 'Grace', email: '', birthDate: '', gender: '' });
    const cleared = await customerRow(shop, phone);
    expect([cleared?.email, cleared?.birth_date, cleared?.gender]).toEqual([null, null, null]);
  });

  it.each([
    [{}, POS_MSG.provideName],
    [{ name: '  ' }, POS_MSG.provideName],
    [{ name: 'A', email: 'nope' }, POS_MSG.provideValidEmail],
    [{ name: 'A', birthDate: '2999-01-01' }, POS_MSG.birthDateInFuture],
    [{ name: 'A', gender: 'robot' }, POS_MSG.invalidGender],
  ])('validates %j and changes nothing', async (body, message) => {
    const shop = await signUpTenant(t.app);
    await shop.client.post('/api/v1/customers/add', { phone, name: 'Grace' });
    const res = await shop.client.post(path, body);
    expect([res.status, res.body.message]).toEqual([400, message]);
    expect((await customerRow(shop, phone))?.name).toBe('Grace');
  });

  it('checks the phone of the path', async () => {
    const shop = await signUpTenant(t.app);
    const blank = await shop.client.post('/api/v1/customers/%20/update', { name: 'A' });
    expect([blank.status, blank.body.message]).toEqual([400, POS_MSG.providePhone]);
    const bad = await shop.client.post('/api/v1/customers/call-me/update', { name: 'A' });
    expect([bad.status, bad.body.message]).toEqual([400, POS_MSG.provideValidPhone]);
  });

  it("answers 404 for an unknown phone or another store's customer, and changes nothing", async () => {
    const a = await signUpTenant(t.app);
    const b = await signUpTenant(t.app);
    await a.client.post('/api/v1/customers/add', { phone, name: 'Grace' });
    const other = await b.client.post(path, { name: 'Hijacked' });
    expect([other.status, other.body.message]).toEqual([404, POS_MSG.customerNotFound]);
    expect((await customerRow(a, phone))?.name).toBe('Grace');
    expect((await a.client.post('/api/v1/customers/555/update', { name: 'X' })).status).toBe(404);
  });

  it('refuses VIEW_CUSTOMERS and POS, allows CUSTOMERS and MANAGE_CUSTOMERS', async () => {
    const shop = await signUpTenant(t.app);
    await shop.client.post('/api/v1/customers/add', { phone, name: 'Grace' });
    for (const scope of ['VIEW_CUSTOMERS', 'POS']) {
      const staff = await addStaff(t, shop.tenantId, scope);
      expect((await staff.client.post(path, { name: 'Viewer' })).status).toBe(403);
    }
    expect((await customerRow(shop, phone))?.name).toBe('Grace');
    for (const scope of ['CUSTOMERS', 'MANAGE_CUSTOMERS']) {
      const staff = await addStaff(t, shop.tenantId, scope);
      expect((await staff.client.post(path, { name: scope })).status).toBe(200);
      expect((await customerRow(shop, phone))?.name).toBe(scope);
    }
  });
});

describe('DELETE /customers/{phone}/delete', () => {
  const phone = '555 0100';
  const path = `/api/v1/customers/${encodeURIComponent(phone)}/delete`;

  it('deletes a customer without orders, with their reservations', async () => {
    const shop = await signUpTenant(t.app);
    await shop.client.post('/api/v1/customers/add', { phone, name: 'Grace' });
    const customer = await customerRow(shop, phone);
    const now = new Date().toISOString();
    await t.db
      .insertInto('reservations')
      .values({
        id: newId(),
        tenant_id: shop.tenantId,
        customer_id: customer?.id ?? '',
        date: now,
        status: 'booked',
        people_count: 2,
        unique_code: newId(),
        created_at: now,
        updated_at: now,
      })
      .execute();
    const res = await shop.client.delete(path);
    expect([res.status, res.body]).toEqual([200, { message: CUSTOMER_MSG.deleted }]);
    expect(await customerRow(shop, phone)).toBeUndefined();
    const reservations = await t.db
      .selectFrom('reservations')
      .select('id')
      .where('tenant_id', '=', shop.tenantId)
      .execute();
    expect(reservations).toEqual([]);
    expect((await shop.client.delete(path)).status).toBe(404);
  });

  it('refuses a customer with order history and keeps them', async () => {
    const shop = await signUpTenant(t.app);
    await shop.client.post('/api/v1/customers/add', { phone, name: 'Grace' });
    const customer = await customerRow(shop, phone);
    const now = new Date().toISOString();
    await t.db
      .insertInto('qr_orders')
      .values({
        id: newId(),
        tenant_id: shop.tenantId,
        customer_type: 'CUSTOMER',
        customer_id: customer?.id ?? null,
        customer_name: 'Grace',
        customer_phone: phone,
        status: 'created',
        created_at: now,
        updated_at: now,
      })
      .execute();
    const res = await shop.client.delete(path);
    expect([res.status, res.body]).toEqual([409, { message: CUSTOMER_MSG.hasOrders }]);
    expect(await customerRow(shop, phone)).toBeDefined();
  });

  it("answers 404 for another store's customer and keeps them; VIEW_CUSTOMERS may not delete", async () => {
    const a = await signUpTenant(t.app);
    const b = await signUpTenant(t.app);
    await a.client.post('/api/v1/customers/add', { phone, name: 'Grace' });
    const other = await b.client.delete(path);
    expect([other.status, other.body.message]).toEqual([404, POS_MSG.customerNotFound]);
    const viewer = await addStaff(t, a.tenantId, 'VIEW_CUSTOMERS');
    expect((await viewer.client.delete(path)).status).toBe(403);
    expect(await customerRow(a, phone)).toBeDefined();
    const manager = await addStaff(t, a.tenantId, 'MANAGE_CUSTOMERS');
    expect((await manager.client.delete(path)).status).toBe(200);
    expect(await customerRow(a, phone)).toBeUndefined();
  });
});
