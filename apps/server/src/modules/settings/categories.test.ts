import { MSG, STATION_MSG, type TMenuItemResponse, type TSettingsCategoryResponse } from '@opentab/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectGuarded, expectNotFound } from '../../test/guards.ts';
import { addStaff, createTestApp, signUpTenant, type TestClient, type TTestApp } from '../../test/harness.ts';

const BASE = '/api/v1/settings/categories';

let t: TTestApp;
let owner: TestClient;
let other: TestClient;
let staff: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  const a = await signUpTenant(t.app, 'Category Cafe');
  owner = a.client;
  other = (await signUpTenant(t.app, 'Other Cafe')).client;
  staff = (await addStaff(t, a.tenantId, 'POS,ORDERS')).client;
});
afterAll(async () => {
  await t.close();
});

async function addCategory(client: TestClient, title: string): Promise<string> {
  const res = await client.post<{ id: string }>(`${BASE}/add`, { title });
  expect(res.status).toBe(200);
  return res.body.id;
}

const list = async (client: TestClient) => (await client.get<TSettingsCategoryResponse[]>(BASE)).body;

describe('categories', () => {
  it('adds, lists, updates and deletes', async () => {
    const add = await owner.post(`${BASE}/add`, { title: '  Coffee  ' });
    expect(add.status).toBe(200);
    expect(add.body).toEqual({ message: MSG.categoryAdded, id: expect.any(String) });
    const id = add.body.id as string;

    const listed = await owner.get<TSettingsCategoryResponse[]>(BASE);
    expect(listed.status).toBe(200);
    expect(listed.body).toContainEqual({ id, title: 'Coffee', is_enabled: 1, prepMinutes: null });

    const update = await owner.post(`${BASE}/${id}/update`, { title: 'Hot drinks' });
    expect(update.status).toBe(200);
    expect(update.body).toEqual({ message: MSG.categoryUpdated });
    expect(await list(owner)).toContainEqual({ id, title: 'Hot drinks', is_enabled: 1, prepMinutes: null });

    const del = await owner.delete(`${BASE}/${id}`);
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ message: MSG.categoryDeleted });
    expect((await list(owner)).find((c) => c.id === id)).toBeUndefined();
  });

  it.each([
    [{}, MSG.provideTitle],
    [{ title: '   ' }, MSG.provideTitle],
    [{ title: 7 }, MSG.provideTitle],
    [{ title: 'x'.repeat(101) }, MSG.titleTooLong],
  ])('refuses %j on add and update', async (body, message) => {
    const add = await owner.post(`${BASE}/add`, body);
    expect(add.status).toBe(400);
    expect(add.body.message).toBe(message);
    const id = await addCategory(owner, 'Keep me');
    const update = await owner.post(`${BASE}/${id}/update`, body);
    expect(update.status).toBe(400);
    expect(update.body.message).toBe(message);
    expect(await list(owner)).toContainEqual({ id, title: 'Keep me', is_enabled: 1, prepMinutes: null });
  });

  it('keeps a target preparation time, refuses one out of range and clears it with null', async () => {
    const add = await owner.post<{ id: string }>(`${BASE}/add`, { title: 'Roasts', prepMinutes: 45 });
    expect(add.status).toBe(200);
    const id = add.body.id;
    expect(await list(owner)).toContainEqual({ id, title: 'Roasts', is_enabled: 1, prepMinutes: 45 });
    // an update without it keeps it
    expect((await owner.post(`${BASE}/${id}/update`, { title: 'Slow roasts' })).status).toBe(200);
    expect(await list(owner)).toContainEqual({ id, title: 'Slow roasts', is_enabled: 1, prepMinutes: 45 });
    for (const prepMinutes of [0, 241, 2.5, 'soon', -3]) {
      const refused = await owner.post(`${BASE}/${id}/update`, { title: 'Changed', prepMinutes });
      expect([refused.status, refused.body.message]).toEqual([400, STATION_MSG.invalidPrepMinutes]);
    }
    expect(await list(owner)).toContainEqual({ id, title: 'Slow roasts', is_enabled: 1, prepMinutes: 45 });
    expect(
      (await owner.post(`${BASE}/${id}/update`, { title: 'Slow roasts', prepMinutes: '240' })).status,
    ).toBe(200);
    expect((await list(owner)).find((c) => c.id === id)?.prepMinutes).toBe(240);
    expect(
      (await owner.post(`${BASE}/${id}/update`, { title: 'Slow roasts', prepMinutes: null })).status,
    ).toBe(200);
    expect((await list(owner)).find((c) => c.id === id)?.prepMinutes).toBeNull();
    // the POS's menu does not carry it
    const init = await owner.get<{ categories: Record<string, unknown>[] }>('/api/v1/pos/init');
    expect(init.body.categories.find((c) => c.id === id)).not.toHaveProperty('prepMinutes');
  });

  it("keeps other tenants' categories out of reach", async () => {
    const id = await addCategory(owner, 'Private');
    expect((await list(other)).find((c) => c.id === id)).toBeUndefined();
    await expectNotFound(other, { method: 'POST', url: `${BASE}/${id}/update`, body: { title: 'Hijacked' } });
    await expectNotFound(other, { method: 'DELETE', url: `${BASE}/${id}` });
    await expectNotFound(owner, { method: 'DELETE', url: `${BASE}/no-such-id` });
    expect(await list(owner)).toContainEqual({ id, title: 'Private', is_enabled: 1, prepMinutes: null });
  });

  it('leaves the items of a deleted category without a category', async () => {
    const id = await addCategory(owner, 'Seasonal');
    const item = await owner.post<{ id: string }>('/api/v1/menu-items/add', {
      title: 'Pumpkin latte',
      price: 5,
      categoryId: id,
    });
    expect(item.status).toBe(200);
    expect((await owner.delete(`${BASE}/${id}`)).status).toBe(200);
    const read = await owner.get<TMenuItemResponse>(`/api/v1/menu-items/${item.body.id}`);
    expect(read.body).toMatchObject({ category_id: null, category_title: null });
  });

  it.each([
    { method: 'GET', url: BASE },
    { method: 'POST', url: `${BASE}/add`, body: { title: 'X' } },
    { method: 'POST', url: `${BASE}/some-id/update`, body: { title: 'X' } },
    { method: 'DELETE', url: `${BASE}/some-id` },
  ] as const)('guards $method $url', async (call) => {
    await expectGuarded(t, staff, call);
  });
});
