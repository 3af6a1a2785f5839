import { MSG, type TPaymentTypeResponse } from '@opentab/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectGuarded, expectNotFound } from '../../test/guards.ts';
import { addStaff, createTestApp, signUpTenant, type TestClient, type TTestApp } from '../../test/harness.ts';

const BASE = '/api/v1/settings/payment-types';

let t: TTestApp;
let owner: TestClient;
let other: TestClient;
let staff: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  const a = await signUpTenant(t.app, 'Payment Pub');
  owner = a.client;
  other = (await signUpTenant(t.app, 'Other Pub')).client;
  staff = (await addStaff(t, a.tenantId, 'POS')).client;
});
afterAll(async () => {
  await t.close();
});

const list = async (client: TestClient) => (await client.get<TPaymentTypeResponse[]>(BASE)).body;

async function addPaymentType(client: TestClient, body: object): Promise<string> {
  const res = await client.post<{ id: string }>(`${BASE}/add`, body);
  expect(res.status).toBe(200);
  return res.body.id;
}

describe('payment types', () => {
  it('adds active by default, lists, updates and deletes', async () => {
    const add = await owner.post(`${BASE}/add`, { title: ' Cash ' });
    expect(add.status).toBe(200);
    expect(add.body).toEqual({ message: MSG.paymentTypeAdded, id: expect.any(String) });
    const id = add.body.id as string;
    expect(await list(owner)).toContainEqual({ id, title: 'Cash', is_active: 1, isCash: 0 });

    const update = await owner.post(`${BASE}/${id}/update`, { title: 'Cash (till)', isActive: false });
    expect(update.body).toEqual({ message: MSG.paymentTypeUpdated });
    expect(await list(owner)).toContainEqual({ id, title: 'Cash (till)', is_active: 0, isCash: 0 });

    // an update without isActive keeps the state
    await owner.post(`${BASE}/${id}/update`, { title: 'Till' });
    expect(await list(owner)).toContainEqual({ id, title: 'Till', is_active: 0, isCash: 0 });

    const del = await owner.delete(`${BASE}/${id}`);
    expect(del.body).toEqual({ message: MSG.paymentTypeDeleted });
    expect((await list(owner)).find((p) => p.id === id)).toBeUndefined();
  });

  it('adds inactive when asked and toggles', async () => {
    const id = await addPaymentType(owner, { title: 'Card', isActive: false });
    expect(await list(owner)).toContainEqual({ id, title: 'Card', is_active: 0, isCash: 0 });
    const on = await owner.post(`${BASE}/${id}/toggle`, { isActive: true });
    expect(on.status).toBe(200);
    expect(on.body).toEqual({ message: MSG.paymentTypeUpdated });
    expect(await list(owner)).toContainEqual({ id, title: 'Card', is_active: 1, isCash: 0 });
    await owner.post(`${BASE}/${id}/toggle`, { isActive: 0 });
    expect(await list(owner)).toContainEqual({ id, title: 'Card', is_active: 0, isCash: 0 });
  });

  it.each([
    ['add', {}, MSG.provideTitle],
    ['add', { title: '' }, MSG.provideTitle],
    ['add', { title: 'x'.repeat(101) }, MSG.titleTooLong],
    ['add', { title: 'UPI', isActive: 'yes' }, MSG.invalidRequest],
    ['add', { title: 'UPI', isCash: 'yes' }, MSG.invalidRequest],
    ['update', { title: 'UPI', isCash: 'no' }, MSG.invalidRequest],
    ['update', { title: '  ' }, MSG.provideTitle],
    ['toggle', {}, MSG.invalidRequest],
    ['toggle', { isActive: 'on' }, MSG.invalidRequest],
  ])('refuses %s with %j', async (action, body, message) => {
    const id = await addPaymentType(owner, { title: 'Stable' });
    const url = action === 'add' ? `${BASE}/add` : `${BASE}/${id}/${action}`;
    const res = await owner.post(url, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await list(owner)).toContainEqual({ id, title: 'Stable', is_active: 1, isCash: 0 });
  });

  it('keeps the cash flag (issue 22): set on add, changed by an update that sends it, kept by one that does not', async () => {
    const id = await addPaymentType(owner, { title: 'Petty cash', isCash: true });
    expect(await list(owner)).toContainEqual({ id, title: 'Petty cash', is_active: 1, isCash: 1 });
    await owner.post(`${BASE}/${id}/update`, { title: 'Till cash' });
    expect(await list(owner)).toContainEqual({ id, title: 'Till cash', is_active: 1, isCash: 1 });
    await owner.post(`${BASE}/${id}/update`, { title: 'Cheque', isCash: false });
    expect(await list(owner)).toContainEqual({ id, title: 'Cheque', is_active: 1, isCash: 0 });
  });

  it('a new store has Cash, flagged cash and its default; deleting the default clears it (issue 22)', async () => {
    const store = await signUpTenant(t.app, 'Fresh Pub');
    const [cash] = await list(store.client);
    expect(cash).toEqual({ id: expect.any(String), title: 'Cash', is_active: 1, isCash: 1 });
    const settings = await store.client.get<{ defaultPaymentTypeId: string | null }>(
      '/api/v1/settings/store-setting',
    );
    expect(settings.body.defaultPaymentTypeId).toBe(cash?.id);
    await store.client.delete(`${BASE}/${cash?.id}`);
    const after = await store.client.get<{ defaultPaymentTypeId: string | null }>(
      '/api/v1/settings/store-setting',
    );
    expect(after.body.defaultPaymentTypeId).toBeNull();
  });

  it("keeps other tenants' payment types out of reach", async () => {
    const id = await addPaymentType(owner, { title: 'Voucher' });
    expect((await list(other)).find((p) => p.id === id)).toBeUndefined();
    await expectNotFound(other, { method: 'POST', url: `${BASE}/${id}/update`, body: { title: 'Mine now' } });
    await expectNotFound(other, { method: 'POST', url: `${BASE}/${id}/toggle`, body: { isActive: false } });
    await expectNotFound(other, { method: 'DELETE', url: `${BASE}/${id}` });
    expect(await list(owner)).toContainEqual({ id, title: 'Voucher', is_active: 1, isCash: 0 });
  });

  it.each([
    { method: 'GET', url: BASE },
    { method: 'POST', url: `${BASE}/add`, body: { title: 'X' } },
    { method: 'POST', url: `${BASE}/some-id/toggle`, body: { isActive: true } },
    { method: 'POST', url: `${BASE}/some-id/update`, body: { title: 'X' } },
    { method: 'DELETE', url: `${BASE}/some-id` },
  ] as const)('guards $method $url', async (call) => {
    await expectGuarded(t, staff, call);
  });
});
