import { MSG, type TMenuItemResponse, type TTaxResponse } from '@opentab/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectGuarded, expectNotFound } from '../../test/guards.ts';
import { addStaff, createTestApp, signUpTenant, type TestClient, type TTestApp } from '../../test/harness.ts';

const BASE = '/api/v1/settings/taxes';

let t: TTestApp;
let owner: TestClient;
let other: TestClient;
let staff: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  const a = await signUpTenant(t.app, 'Tax Tavern');
  owner = a.client;
  other = (await signUpTenant(t.app, 'Other Tavern')).client;
  staff = (await addStaff(t, a.tenantId, 'KITCHEN')).client;
});
afterAll(async () => {
  await t.close();
});

const list = async (client: TestClient) => (await client.get<TTaxResponse[]>(BASE)).body;

async function addTax(client: TestClient, body: object): Promise<string> {
  const res = await client.post<{ id: string }>(`${BASE}/add`, body);
  expect(res.status).toBe(200);
  return res.body.id;
}

describe('taxes', () => {
  it('adds, lists, updates and deletes, storing the rate exactly', async () => {
    const add = await owner.post(`${BASE}/add`, { title: 'VAT', rate: '12.125', type: 'inclusive' });
    expect(add.status).toBe(200);
    expect(add.body).toEqual({ message: MSG.taxAdded, id: expect.any(String) });
    const id = add.body.id as string;
    expect(await list(owner)).toContainEqual({ id, title: 'VAT', rate: 12.125, type: 'inclusive' });
    const row = await t.db
      .selectFrom('taxes')
      .select('rate_milli')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.rate_milli).toBe(12_125);

    const update = await owner.post(`${BASE}/${id}/update`, {
      title: 'Service',
      rate: 7.5,
      type: 'exclusive',
    });
    expect(update.status).toBe(200);
    expect(update.body).toEqual({ message: MSG.taxUpdated });
    expect(await list(owner)).toContainEqual({ id, title: 'Service', rate: 7.5, type: 'exclusive' });

    const del = await owner.delete(`${BASE}/${id}`);
    expect(del.body).toEqual({ message: MSG.taxDeleted });
    expect((await list(owner)).find((tax) => tax.id === id)).toBeUndefined();
  });

  it('accepts the bounds 0 and 100', async () => {
    await addTax(owner, { title: 'Zero', rate: 0, type: 'exclusive' });
    await addTax(owner, { title: 'Full', rate: 100, type: 'inclusive' });
  });

  it.each([
    [{ rate: 5, type: 'exclusive' }, MSG.provideTitle],
    [{ title: ' ', rate: 5, type: 'exclusive' }, MSG.provideTitle],
    [{ title: 'x'.repeat(101), rate: 5, type: 'exclusive' }, MSG.titleTooLong],
    [{ title: 'VAT', type: 'exclusive' }, MSG.invalidTaxRate],
    [{ title: 'VAT', rate: '', type: 'exclusive' }, MSG.invalidTaxRate],
    [{ title: 'VAT', rate: -0.5, type: 'exclusive' }, MSG.invalidTaxRate],
    [{ title: 'VAT', rate: 100.5, type: 'exclusive' }, MSG.invalidTaxRate],
    [{ title: 'VAT', rate: 5.1234, type: 'exclusive' }, MSG.invalidTaxRate],
    [{ title: 'VAT', rate: 'five', type: 'exclusive' }, MSG.invalidTaxRate],
    [{ title: 'VAT', rate: 5 }, MSG.selectTaxType],
    [{ title: 'VAT', rate: 5, type: 'other' }, MSG.selectTaxType],
  ])('refuses %j on add and update', async (body, message) => {
    const add = await owner.post(`${BASE}/add`, body);
    expect(add.status).toBe(400);
    expect(add.body.message).toBe(message);
    const id = await addTax(owner, { title: 'Stable', rate: 5, type: 'exclusive' });
    const update = await owner.post(`${BASE}/${id}/update`, body);
    expect(update.status).toBe(400);
    expect(update.body.message).toBe(message);
    expect(await list(owner)).toContainEqual({ id, title: 'Stable', rate: 5, type: 'exclusive' });
  });

  it("keeps other tenants' taxes out of reach", async () => {
    const id = await addTax(owner, { title: 'Mine', rate: 8, type: 'exclusive' });
    expect((await list(other)).find((tax) => tax.id === id)).toBeUndefined();
    await expectNotFound(other, {
      method: 'POST',
      url: `${BASE}/${id}/update`,
      body: { title: 'Theirs', rate: 1, type: 'inclusive' },
    });
    await expectNotFound(other, { method: 'DELETE', url: `${BASE}/${id}` });
    expect(await list(owner)).toContainEqual({ id, title: 'Mine', rate: 8, type: 'exclusive' });
  });

  it('makes the items of a deleted tax untaxed', async () => {
    const id = await addTax(owner, { title: 'GST', rate: 18, type: 'exclusive' });
    const item = await owner.post<{ id: string }>('/api/v1/menu-items/add', {
      title: 'Tea',
      price: 2,
      taxId: id,
    });
    const before = await owner.get<TMenuItemResponse>(`/api/v1/menu-items/${item.body.id}`);
    expect(before.body).toMatchObject({
      tax_id: id,
      tax_title: 'GST',
      tax_rate: 18,
      tax_type: 'exclusive',
    });
    expect((await owner.delete(`${BASE}/${id}`)).status).toBe(200);
    const after = await owner.get<TMenuItemResponse>(`/api/v1/menu-items/${item.body.id}`);
    expect(after.body).toMatchObject({ tax_id: null, tax_title: null, tax_rate: null, tax_type: null });
  });

  it.each([
    { method: 'GET', url: BASE },
    { method: 'POST', url: `${BASE}/add`, body: { title: 'X', rate: 1, type: 'exclusive' } },
    { method: 'POST', url: `${BASE}/some-id/update`, body: { title: 'X', rate: 1, type: 'exclusive' } },
    { method: 'DELETE', url: `${BASE}/some-id` },
  ] as const)('guards $method $url', async (call) => {
    await expectGuarded(t, staff, call);
  });
});
