import { MSG, type TMenuItemResponse } from '@opentab/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectGuarded, expectNotFound } from '../../test/guards.ts';
import { addStaff, createTestApp, signUpTenant, type TestClient, type TTestApp } from '../../test/harness.ts';

const BASE = '/api/v1/menu-items';

let t: TTestApp;
let owner: TestClient;
let other: TestClient;
let staff: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  const a = await signUpTenant(t.app, 'Option Oven');
  owner = a.client;
  other = (await signUpTenant(t.app, 'Other Oven')).client;
  staff = (await addStaff(t, a.tenantId, 'POS')).client;
});
afterAll(async () => {
  await t.close();
});

async function addItem(client: TestClient, title = 'Pizza'): Promise<string> {
  const res = await client.post<{ id: string }>(`${BASE}/add`, { title, price: 10 });
  expect(res.status).toBe(200);
  return res.body.id;
}

async function options(client: TestClient, itemId: string) {
  const item = (await client.get<TMenuItemResponse>(`${BASE}/${itemId}`)).body;
  return { variants: item.variants, addons: item.addons };
}

const KINDS = [
  {
    kind: 'variants',
    messages: { added: MSG.variantAdded, updated: MSG.variantUpdated, deleted: MSG.variantDeleted },
    provideTitle: MSG.provideVariantTitle,
    validPrice: MSG.provideValidVariantPrice,
  },
  {
    kind: 'addons',
    messages: { added: MSG.addonAdded, updated: MSG.addonUpdated, deleted: MSG.addonDeleted },
    provideTitle: MSG.provideAddonTitle,
    validPrice: MSG.provideValidAddonPrice,
  },
] as const;

describe.each(KINDS)('$kind', ({ kind, messages, provideTitle, validPrice }) => {
  async function addOption(client: TestClient, itemId: string, body: object): Promise<string> {
    const res = await client.post<{ id: string }>(`${BASE}/${kind}/${itemId}/add`, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.id;
  }

  it('adds, updates and deletes', async () => {
    const itemId = await addItem(owner);
    const add = await owner.post(`${BASE}/${kind}/${itemId}/add`, { title: ' Large ', price: '12.50' });
    expect(add.status).toBe(200);
    expect(add.body).toEqual({ message: messages.added, id: expect.any(String) });
    const id = add.body.id as string;
    expect((await options(owner, itemId))[kind]).toEqual([{ id, title: 'Large', price: 12.5 }]);

    const update = await owner.post(`${BASE}/${kind}/${itemId}/update/${id}`, { title: 'XL', price: 14 });
    expect(update.status).toBe(200);
    expect(update.body).toEqual({ message: messages.updated });
    expect((await options(owner, itemId))[kind]).toEqual([{ id, title: 'XL', price: 14 }]);

    const del = await owner.delete(`${BASE}/${kind}/${itemId}/delete/${id}`);
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ message: messages.deleted });
    expect((await options(owner, itemId))[kind]).toEqual([]);
  });

  it('prices an option at 0 when no price is given', async () => {
    const itemId = await addItem(owner);
    const id = await addOption(owner, itemId, { title: 'Plain' });
    await addOption(owner, itemId, { title: 'Also plain', price: '' });
    expect((await options(owner, itemId))[kind]).toContainEqual({ id, title: 'Plain', price: 0 });
  });

  it.each([
    [{ price: 1 }, provideTitle],
    [{ title: '', price: 1 }, provideTitle],
    [{ title: 'x'.repeat(101), price: 1 }, MSG.titleTooLong],
    [{ title: 'A', price: -1 }, validPrice],
    [{ title: 'A', price: 'lots' }, validPrice],
    [{ title: 'A', price: 1.239 }, validPrice],
  ])('refuses %j on add and update', async (body, message) => {
    const itemId = await addItem(owner);
    const add = await owner.post(`${BASE}/${kind}/${itemId}/add`, body);
    expect(add.status).toBe(400);
    expect(add.body.message).toBe(message);
    const id = await addOption(owner, itemId, { title: 'Stable', price: 1 });
    const update = await owner.post(`${BASE}/${kind}/${itemId}/update/${id}`, body);
    expect(update.status).toBe(400);
    expect(update.body.message).toBe(message);
    expect((await options(owner, itemId))[kind]).toEqual([{ id, title: 'Stable', price: 1 }]);
  });

  it("refuses an option of another item, even the tenant's own", async () => {
    const first = await addItem(owner, 'First');
    const second = await addItem(owner, 'Second');
    const id = await addOption(owner, first, { title: 'Mine', price: 2 });
    await expectNotFound(owner, {
      method: 'POST',
      url: `${BASE}/${kind}/${second}/update/${id}`,
      body: { title: 'Moved', price: 3 },
    });
    await expectNotFound(owner, { method: 'DELETE', url: `${BASE}/${kind}/${second}/delete/${id}` });
    expect((await options(owner, first))[kind]).toEqual([{ id, title: 'Mine', price: 2 }]);
  });

  it("keeps other tenants' items and options out of reach", async () => {
    const itemId = await addItem(owner);
    const id = await addOption(owner, itemId, { title: 'Private', price: 2 });
    const theirItem = await addItem(other);
    const calls = [
      { method: 'POST', url: `${BASE}/${kind}/${itemId}/add`, body: { title: 'Injected', price: 1 } },
      { method: 'POST', url: `${BASE}/${kind}/${itemId}/update/${id}`, body: { title: 'Changed', price: 1 } },
      { method: 'DELETE', url: `${BASE}/${kind}/${itemId}/delete/${id}` },
      {
        method: 'POST',
        url: `${BASE}/${kind}/${theirItem}/update/${id}`,
        body: { title: 'Changed', price: 1 },
      },
      { method: 'DELETE', url: `${BASE}/${kind}/${theirItem}/delete/${id}` },
    ] as const;
    for (const call of calls) await expectNotFound(other, call);
    expect((await options(owner, itemId))[kind]).toEqual([{ id, title: 'Private', price: 2 }]);
  });

  it('refuses malformed ids with 400 and changes nothing', async () => {
    const itemId = await addItem(owner);
    const id = await addOption(owner, itemId, { title: 'Kept', price: 2 });
    const calls = [
      { method: 'POST', url: `${BASE}/${kind}/${itemId}%20/add`, body: { title: 'X', price: 1 } },
      { method: 'POST', url: `${BASE}/${kind}/${itemId}/update/${id}%20`, body: { title: 'X', price: 1 } },
      { method: 'DELETE', url: `${BASE}/${kind}/${itemId}/delete/${'x'.repeat(65)}` },
    ] as const;
    for (const call of calls) {
      const res = await owner.request(call.method, call.url, 'body' in call ? call.body : undefined);
      expect([res.status, res.body.message], call.url).toEqual([400, MSG.invalidRequest]);
    }
    expect((await options(owner, itemId))[kind]).toEqual([{ id, title: 'Kept', price: 2 }]);
  });

  it.each([
    { method: 'POST', url: `${BASE}/${kind}/item/add`, body: { title: 'X', price: 1 } },
    { method: 'POST', url: `${BASE}/${kind}/item/update/option`, body: { title: 'X', price: 1 } },
    { method: 'DELETE', url: `${BASE}/${kind}/item/delete/option` },
  ] as const)('guards $method $url', async (call) => {
    await expectGuarded(t, staff, call);
  });
});
