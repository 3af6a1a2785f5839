import { POS_MSG, type TCustomerSearchResponse } from '@opentab/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    expect([byName.status, byName.body]).toEqual([200, [{ name: 'Maria Lopez', phone: '555 0101' }]]);
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
