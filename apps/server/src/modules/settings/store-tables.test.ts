import { MSG, type TStoreTableResponse } from '@opentab/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectGuarded, expectNotFound } from '../../test/guards.ts';
import { addStaff, createTestApp, signUpTenant, type TestClient, type TTestApp } from '../../test/harness.ts';
import { insertOrder, insertQrOrder } from '../../test/orders.ts';

const BASE = '/api/v1/settings/store-tables';

let t: TTestApp;
let owner: TestClient;
let tenantId: string;
let other: TestClient;
let staff: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  const a = await signUpTenant(t.app, 'Table Terrace');
  owner = a.client;
  tenantId = a.tenantId;
  other = (await signUpTenant(t.app, 'Other Terrace')).client;
  staff = (await addStaff(t, a.tenantId, 'POS,ORDERS,RESERVATIONS')).client;
});
afterAll(async () => {
  await t.close();
});

const list = async (client: TestClient) => (await client.get<TStoreTableResponse[]>(BASE)).body;

async function addTable(client: TestClient, title = 'T1'): Promise<string> {
  const res = await client.post<{ id: string }>(`${BASE}/add`, {
    title,
    floor: 'Ground',
    seatingCapacity: 4,
  });
  expect(res.status).toBe(200);
  return res.body.id;
}

describe('store tables', () => {
  it('adds with a random public id, lists, updates and deletes', async () => {
    const add = await owner.post(`${BASE}/add`, {
      title: ' Window 1 ',
      floor: ' First ',
      seatingCapacity: '6',
    });
    expect(add.status).toBe(200);
    expect(add.body).toEqual({ message: MSG.tableAdded, id: expect.any(String) });
    const id = add.body.id as string;
    const table = (await list(owner)).find((row) => row.id === id);
    expect(table).toEqual({
      id,
      table_title: 'Window 1',
      floor: 'First',
      seating_capacity: 6,
      encrypted_id: expect.stringMatching(/^[\w-]{20,}$/),
    });
    const second = (await list(owner)).find((row) => row.id === id);
    expect(second?.encrypted_id).toBe(table?.encrypted_id);

    const update = await owner.post(`${BASE}/${id}/update`, {
      title: 'Patio',
      floor: '-',
      seatingCapacity: 0,
    });
    expect(update.body).toEqual({ message: MSG.tableUpdated });
    expect(await list(owner)).toContainEqual({
      id,
      table_title: 'Patio',
      floor: '-',
      seating_capacity: 0,
      encrypted_id: table?.encrypted_id,
    });

    const del = await owner.delete(`${BASE}/${id}`);
    expect(del.body).toEqual({ message: MSG.tableDeleted });
    expect((await list(owner)).find((row) => row.id === id)).toBeUndefined();
  });

  it('gives every table its own public id', async () => {
    await addTable(owner, 'A');
    await addTable(owner, 'B');
    const ids = (await list(owner)).map((row) => row.encrypted_id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each([
    [{ floor: '-', seatingCapacity: 2 }, MSG.provideTableTitle],
    [{ title: ' ', floor: '-', seatingCapacity: 2 }, MSG.provideTableTitle],
    [{ title: 'x'.repeat(101), floor: '-', seatingCapacity: 2 }, MSG.titleTooLong],
    [{ title: 'T', seatingCapacity: 2 }, MSG.provideFloor],
    [{ title: 'T', floor: '', seatingCapacity: 2 }, MSG.provideFloor],
    [{ title: 'T', floor: 'x'.repeat(51), seatingCapacity: 2 }, MSG.floorTooLong],
    [{ title: 'T', floor: '-' }, MSG.provideSeatingCapacity],
    [{ title: 'T', floor: '-', seatingCapacity: null }, MSG.provideSeatingCapacity],
    [{ title: 'T', floor: '-', seatingCapacity: -2 }, MSG.provideValidSeatingCapacity],
    [{ title: 'T', floor: '-', seatingCapacity: 1.5 }, MSG.provideValidSeatingCapacity],
    [{ title: 'T', floor: '-', seatingCapacity: 'many' }, MSG.provideValidSeatingCapacity],
  ])('refuses %j on add and update', async (body, message) => {
    const add = await owner.post(`${BASE}/add`, body);
    expect(add.status).toBe(400);
    expect(add.body.message).toBe(message);
    const id = await addTable(owner, 'Stable');
    const update = await owner.post(`${BASE}/${id}/update`, body);
    expect(update.status).toBe(400);
    expect(update.body.message).toBe(message);
    expect((await list(owner)).find((row) => row.id === id)?.table_title).toBe('Stable');
  });

  it('refuses to delete a table with an open order, and allows it once the order is completed', async () => {
    const id = await addTable(owner, 'Busy');
    const orderId = await insertOrder(t.db, { tenantId, tableId: id, status: 'created' });
    const refused = await owner.delete(`${BASE}/${id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(MSG.tableHasOpenOrders);
    expect((await list(owner)).some((row) => row.id === id)).toBe(true);

    await t.db.updateTable('orders').set({ status: 'completed' }).where('id', '=', orderId).execute();
    expect((await owner.delete(`${BASE}/${id}`)).status).toBe(200);
    const order = await t.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(order.table_id).toBeNull();
    expect(order.table_title).toBe('Snapshot table');
  });

  it('refuses to delete a table with a pending QR order', async () => {
    const id = await addTable(owner, 'QR table');
    await insertQrOrder(t.db, tenantId, id);
    const refused = await owner.delete(`${BASE}/${id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(MSG.tableHasOpenOrders);
  });

  it("keeps other tenants' tables out of reach", async () => {
    const id = await addTable(owner, 'Private');
    expect((await list(other)).find((row) => row.id === id)).toBeUndefined();
    await expectNotFound(other, {
      method: 'POST',
      url: `${BASE}/${id}/update`,
      body: { title: 'Taken', floor: '-', seatingCapacity: 1 },
    });
    await expectNotFound(other, { method: 'DELETE', url: `${BASE}/${id}` });
    expect((await list(owner)).find((row) => row.id === id)?.table_title).toBe('Private');
  });

  it.each([
    { method: 'GET', url: BASE },
    { method: 'POST', url: `${BASE}/add`, body: { title: 'X', floor: '-', seatingCapacity: 1 } },
    { method: 'POST', url: `${BASE}/some-id/update`, body: { title: 'X', floor: '-', seatingCapacity: 1 } },
    { method: 'DELETE', url: `${BASE}/some-id` },
  ] as const)('guards $method $url', async (call) => {
    await expectGuarded(t, staff, call);
  });
});
