import {
  INVENTORY_MSG,
  MSG,
  type TInventoryDashboardResponse,
  type TInventoryListResponse,
  type TStockItemDetailResponse,
  type TStockMovementResponse,
} from '@opentab/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectGuarded, expectNotFound } from '../../test/guards.ts';
import { addStaff, createTestApp, signUpTenant, type TestClient, type TTestApp } from '../../test/harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function addItem(client: TestClient, body: Record<string, unknown>): Promise<string> {
  const res = await client.post<{ message: string; itemId: string }>('/api/v1/inventory/add-item', body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.itemId;
}

const list = (client: TestClient, query = '') =>
  client.get<TInventoryListResponse>(`/api/v1/inventory${query}`);
const detail = (client: TestClient, id: string) =>
  client.get<TStockItemDetailResponse>(`/api/v1/inventory/${id}`);
const move = (client: TestClient, id: string, body: Record<string, unknown>) =>
  client.request('PATCH', `/api/v1/inventory/${id}/add-stock-movement`, body);

async function onHand(id: string) {
  const row = await t.db
    .selectFrom('stock_items')
    .select('on_hand')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.on_hand);
}

async function movementCount(tenantId: string) {
  const rows = await t.db
    .selectFrom('stock_movements')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .execute();
  return rows.length;
}

describe('POST /inventory/add-item', () => {
  it('adds an item whose opening quantity is its first movement, in thousandths of its unit', async () => {
    const shop = await signUpTenant(t.app);
    const res = await shop.client.post('/api/v1/inventory/add-item', {
      title: ' Flour ',
      quantity: 2.5,
      unit: 'kg',
      min_quantity_threshold: '1.25',
      costPerUnit: 1.8,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(INVENTORY_MSG.itemAdded);
    const itemId = String(res.body.itemId);
    const row = await t.db
      .selectFrom('stock_items')
      .selectAll()
      .where('id', '=', itemId)
      .executeTakeFirstOrThrow();
    expect([row.tenant_id, row.title, row.unit, Number(row.on_hand), Number(row.min_quantity)]).toEqual([
      shop.tenantId,
      'Flour',
      'kg',
      2500,
      1250,
    ]);
    expect([row.cost_per_unit, row.is_active]).toEqual([180, 1]);
    const movements = await t.db
      .selectFrom('stock_movements')
      .selectAll()
      .where('stock_item_id', '=', itemId)
      .execute();
    expect(movements.map((m) => [m.type, Number(m.quantity), m.created_by_name])).toEqual([
      ['IN', 2500, 'Test Bistro'],
    ]);

    // no opening quantity (a form's blank fields are absent): no movement
    const empty = await addItem(shop.client, {
      title: 'Salt',
      unit: 'g',
      quantity: '',
      min_quantity_threshold: '',
    });
    expect(await onHand(empty)).toBe(0);
    expect(await movementCount(shop.tenantId)).toBe(1);
  });

  it.each([
    [{ unit: 'kg', quantity: 1 }, INVENTORY_MSG.provideTitle],
    [{ title: '  ', unit: 'kg' }, INVENTORY_MSG.provideTitle],
    [{ title: 'x'.repeat(101), unit: 'kg' }, INVENTORY_MSG.titleTooLong],
    [{ title: 'Milk' }, INVENTORY_MSG.provideUnit],
    [{ title: 'Milk', unit: 'l', quantity: -1 }, INVENTORY_MSG.provideValidQuantity],
    [{ title: 'Milk', unit: 'l', quantity: 1.0001 }, INVENTORY_MSG.provideValidQuantity],
    [{ title: 'Milk', unit: 'l', quantity: 'lots' }, INVENTORY_MSG.provideValidQuantity],
    [{ title: 'Milk', unit: 'l', min_quantity_threshold: -2 }, INVENTORY_MSG.provideValidThreshold],
    [{ title: 'Milk', unit: 'l', costPerUnit: 1.234 }, INVENTORY_MSG.provideValidCost],
    [{ title: 'Milk', unit: 'l', costPerUnit: -1 }, INVENTORY_MSG.provideValidCost],
  ])('refuses %j and writes nothing', async (body, message) => {
    const shop = await signUpTenant(t.app);
    const res = await shop.client.post('/api/v1/inventory/add-item', body);
    expect([res.status, res.body.message]).toEqual([400, message]);
    const rows = await t.db
      .selectFrom('stock_items')
      .select('id')
      .where('tenant_id', '=', shop.tenantId)
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('needs INVENTORY or MANAGE_INVENTORY; VIEW_INVENTORY only reads', async () => {
    const shop = await signUpTenant(t.app);
    const body = { title: 'Eggs', quantity: 12, unit: 'pcs', min_quantity_threshold: 6 };
    const viewer = await addStaff(t, shop.tenantId, 'VIEW_INVENTORY');
    expect((await viewer.client.post('/api/v1/inventory/add-item', body)).status).toBe(403);
    expect((await viewer.client.get('/api/v1/inventory')).status).toBe(200);
    const waiter = await addStaff(t, shop.tenantId, 'POS');
    await expectGuarded(t, waiter.client, { method: 'POST', url: '/api/v1/inventory/add-item', body });
    expect(await movementCount(shop.tenantId)).toBe(0);
    for (const scope of ['INVENTORY', 'MANAGE_INVENTORY']) {
      const staff = await addStaff(t, shop.tenantId, scope);
      expect((await staff.client.post('/api/v1/inventory/add-item', body)).status).toBe(200);
    }
  });
});

describe('GET /inventory', () => {
  it("lists the store's items by title with their status and the counts of each status", async () => {
    const shop = await signUpTenant(t.app);
    const other = await signUpTenant(t.app);
    await addItem(other.client, { title: 'Apples', quantity: 1, unit: 'kg' });
    await addItem(shop.client, { title: 'tomatoes', quantity: 10, unit: 'kg', min_quantity_threshold: 2 });
    await addItem(shop.client, { title: 'Basil', quantity: 0.2, unit: 'kg', min_quantity_threshold: 0.2 });
    await addItem(shop.client, { title: 'Cream', quantity: 0, unit: 'l', min_quantity_threshold: 1 });
    const all = await list(shop.client);
    expect(all.status).toBe(200);
    expect(all.body.items.map((i) => [i.title, i.quantity, i.min_quantity_threshold, i.status])).toEqual([
      ['Basil', 0.2, 0.2, 'low'],
      ['Cream', 0, 1, 'out'],
      ['tomatoes', 10, 2, 'in'],
    ]);
    expect(all.body.statusCounts).toEqual({ in: 1, low: 1, out: 1 });
    expect(Object.keys(all.body.items[0] ?? {})).toEqual([
      'id',
      'title',
      'unit',
      'quantity',
      'min_quantity_threshold',
      'status',
      'costPerUnit',
      'isActive',
      'createdAt',
      'updatedAt',
    ]);
    const low = await list(shop.client, '?status=low');
    expect([low.body.items.map((i) => i.title), low.body.statusCounts]).toEqual([
      ['Basil'],
      { in: 1, low: 1, out: 1 },
    ]);
    expect((await list(shop.client, '?status=out')).body.items.map((i) => i.title)).toEqual(['Cream']);
    expect((await list(shop.client, '?status=')).body.items).toHaveLength(3);
    const bad = await shop.client.get('/api/v1/inventory?status=gone');
    expect([bad.status, bad.body.message]).toEqual([400, MSG.invalidRequest]);
    const waiter = await addStaff(t, shop.tenantId, 'POS');
    await expectGuarded(t, waiter.client, { method: 'GET', url: '/api/v1/inventory' });
  });

  it('answers the items as a CSV, formulas defused', async () => {
    const shop = await signUpTenant(t.app);
    await addItem(shop.client, { title: '=Flour', quantity: 1.5, unit: 'kg', costPerUnit: 2 });
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/v1/inventory/download',
      headers: { cookie: shop.client.cookieHeader() },
    });
    expect([csv.statusCode, csv.headers['content-type']]).toEqual([200, 'text/csv; charset=utf-8']);
    expect(csv.body.split('\r\n')).toEqual([
      'Title,Unit,Quantity,Low-stock level,Status,Cost per unit,Active',
      "'=Flour,kg,1.5,0,In stock,2,Yes",
    ]);
    const viewer = await addStaff(t, shop.tenantId, 'VIEW_INVENTORY');
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/v1/inventory/download',
      headers: { cookie: viewer.client.cookieHeader() },
    });
    expect(read.statusCode).toBe(200);
    const waiter = await addStaff(t, shop.tenantId, 'POS');
    expect((await waiter.client.get('/api/v1/inventory/download')).status).toBe(403);
  });
});

describe('PATCH /inventory/:id/add-stock-movement', () => {
  it('adds and takes stock by its movements, exactly, and keeps the note and who did it', async () => {
    const shop = await signUpTenant(t.app);
    const id = await addItem(shop.client, { title: 'Milk', quantity: 0.1, unit: 'l' });
    const added = await move(shop.client, id, { movementType: 'IN', quantity: 0.2, note: 'Delivery #12' });
    expect([added.status, added.body.message]).toEqual([200, INVENTORY_MSG.movementAdded]);
    // 0.1 + 0.2 is 0.3 here, not 0.30000000000000004
    expect((await detail(shop.client, id)).body.item.quantity).toBe(0.3);
    const cook = await addStaff(t, shop.tenantId, 'MANAGE_INVENTORY');
    expect((await move(cook.client, id, { movementType: 'OUT', quantity: '0.05' })).status).toBe(200);
    expect(
      (await move(cook.client, id, { movementType: 'WASTAGE', quantity: 0.05, note: 'spilt' })).status,
    ).toBe(200);
    expect(await onHand(id)).toBe(200);
    const { body } = await detail(shop.client, id);
    expect(body.movements.map((m) => [m.movementType, m.quantity, m.note, m.createdByName])).toEqual([
      ['WASTAGE', -0.05, 'spilt', 'Staff Member'],
      ['OUT', -0.05, '', 'Staff Member'],
      ['IN', 0.2, 'Delivery #12', 'Test Bistro'],
      ['IN', 0.1, '', 'Test Bistro'],
    ]);
    expect(body.movements[0]?.createdBy).toBeTruthy();
  });

  it('never takes an item below zero, and says how much there is', async () => {
    const shop = await signUpTenant(t.app);
    const id = await addItem(shop.client, { title: 'Butter', quantity: 1, unit: 'kg' });
    const res = await move(shop.client, id, { movementType: 'OUT', quantity: 1.001 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Only 1 kg of Butter is in stock: the quantity cannot be more than that!');
    const wasted = await move(shop.client, id, { movementType: 'WASTAGE', quantity: 2 });
    expect(wasted.status).toBe(400);
    expect((await move(shop.client, id, { movementType: 'OUT', quantity: 1 })).status).toBe(200);
    expect(await onHand(id)).toBe(0);
    expect(await movementCount(shop.tenantId)).toBe(2);
  });

  it('takes only its limit when many take at once', async () => {
    const shop = await signUpTenant(t.app);
    const id = await addItem(shop.client, { title: 'Lemons', quantity: 5, unit: 'pcs' });
    const results = await Promise.all(
      Array.from({ length: 8 }, () => move(shop.client, id, { movementType: 'OUT', quantity: 1 })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    expect(results.filter((r) => r.status === 400)).toHaveLength(3);
    expect(await onHand(id)).toBe(0);
  });

  it.each([
    [{ movementType: 'ADJUSTMENT', quantity: 1 }, INVENTORY_MSG.chooseMovementType],
    [{ movementType: 'in', quantity: 1 }, INVENTORY_MSG.chooseMovementType],
    [{ quantity: 1 }, INVENTORY_MSG.chooseMovementType],
    [{ movementType: 'IN', quantity: 0 }, INVENTORY_MSG.quantityNotPositive],
    [{ movementType: 'IN', quantity: -1 }, INVENTORY_MSG.provideValidQuantity],
    [{ movementType: 'IN', quantity: 0.0005 }, INVENTORY_MSG.provideValidQuantity],
    [{ movementType: 'IN' }, INVENTORY_MSG.provideValidQuantity],
    [{ movementType: 'IN', quantity: 1, note: 'n'.repeat(501) }, INVENTORY_MSG.noteTooLong],
  ])('refuses %j and writes nothing', async (body, message) => {
    const shop = await signUpTenant(t.app);
    const id = await addItem(shop.client, { title: 'Rice', quantity: 3, unit: 'kg' });
    const res = await move(shop.client, id, body);
    expect([res.status, res.body.message]).toEqual([400, message]);
    expect(await onHand(id)).toBe(3000);
  });

  it("is refused for view-only staff, and for another store's item", async () => {
    const shop = await signUpTenant(t.app);
    const other = await signUpTenant(t.app);
    const id = await addItem(shop.client, { title: 'Oil', quantity: 3, unit: 'l' });
    const viewer = await addStaff(t, shop.tenantId, 'VIEW_INVENTORY');
    await expectGuarded(t, viewer.client, {
      method: 'PATCH',
      url: `/api/v1/inventory/${id}/add-stock-movement`,
      body: { movementType: 'IN', quantity: 1 },
    });
    await expectNotFound(other.client, {
      method: 'PATCH',
      url: `/api/v1/inventory/${id}/add-stock-movement`,
      body: { movementType: 'OUT', quantity: 1 },
    });
    expect(await onHand(id)).toBe(3000);
  });
});

describe('POST /inventory/:id/count', () => {
  it('writes the difference to what was counted as an adjustment, up or down', async () => {
    const shop = await signUpTenant(t.app);
    const id = await addItem(shop.client, { title: 'Sugar', quantity: 4, unit: 'kg' });
    const down = await shop.client.post(`/api/v1/inventory/${id}/count`, {
      quantity: 3.75,
      note: 'Monday count',
    });
    expect([down.status, down.body.message]).toEqual([200, INVENTORY_MSG.countRecorded]);
    expect(await onHand(id)).toBe(3750);
    await shop.client.post(`/api/v1/inventory/${id}/count`, { quantity: 5 });
    expect(await onHand(id)).toBe(5000);
    const { body } = await detail(shop.client, id);
    expect(body.movements.slice(0, 2).map((m) => [m.movementType, m.quantity, m.note])).toEqual([
      ['ADJUSTMENT', 1.25, ''],
      ['ADJUSTMENT', -0.25, 'Monday count'],
    ]);
    const bad = await shop.client.post(`/api/v1/inventory/${id}/count`, { quantity: -1 });
    expect([bad.status, bad.body.message]).toEqual([400, INVENTORY_MSG.provideValidQuantity]);
    const viewer = await addStaff(t, shop.tenantId, 'VIEW_INVENTORY');
    await expectGuarded(t, viewer.client, {
      method: 'POST',
      url: `/api/v1/inventory/${id}/count`,
      body: { quantity: 1 },
    });
    const other = await signUpTenant(t.app);
    await expectNotFound(other.client, {
      method: 'POST',
      url: `/api/v1/inventory/${id}/count`,
      body: { quantity: 1 },
    });
    expect(await onHand(id)).toBe(5000);
  });
});

describe('PUT /inventory/:id', () => {
  it('changes the title, unit and level (and, when sent, the cost and whether it is active), never on hand', async () => {
    const shop = await signUpTenant(t.app);
    const id = await addItem(shop.client, { title: 'Cheese', quantity: 2, unit: 'kg', costPerUnit: 9.5 });
    const res = await shop.client.put(`/api/v1/inventory/${id}`, {
      title: 'Cheddar',
      unit: 'g',
      min_quantity_threshold: 500,
      quantity: 99,
    });
    expect([res.status, res.body.message]).toEqual([200, INVENTORY_MSG.itemUpdated]);
    const item = (await detail(shop.client, id)).body.item;
    expect([
      item.title,
      item.unit,
      item.min_quantity_threshold,
      item.quantity,
      item.costPerUnit,
      item.isActive,
    ]).toEqual(['Cheddar', 'g', 500, 2, 9.5, 1]);
    await shop.client.put(`/api/v1/inventory/${id}`, {
      title: 'Cheddar',
      unit: 'g',
      costPerUnit: null,
      isActive: 0,
    });
    const after = (await detail(shop.client, id)).body.item;
    expect([after.costPerUnit, after.isActive, after.min_quantity_threshold]).toEqual([null, 0, 0]);

    const bad = await shop.client.put(`/api/v1/inventory/${id}`, { title: '', unit: 'g' });
    expect([bad.status, bad.body.message]).toEqual([400, INVENTORY_MSG.provideTitle]);
    const viewer = await addStaff(t, shop.tenantId, 'VIEW_INVENTORY');
    await expectGuarded(t, viewer.client, {
      method: 'PUT',
      url: `/api/v1/inventory/${id}`,
      body: { title: 'X', unit: 'g' },
    });
    const other = await signUpTenant(t.app);
    await expectNotFound(other.client, {
      method: 'PUT',
      url: `/api/v1/inventory/${id}`,
      body: { title: 'X', unit: 'g' },
    });
    expect((await detail(shop.client, id)).body.item.title).toBe('Cheddar');
  });
});

describe('DELETE /inventory/:id', () => {
  it('takes the item out of the lists and recipes, keeps its movements, and cannot delete twice', async () => {
    const shop = await signUpTenant(t.app);
    const id = await addItem(shop.client, { title: 'Ham', quantity: 1, unit: 'kg' });
    const other = await signUpTenant(t.app);
    await expectNotFound(other.client, { method: 'DELETE', url: `/api/v1/inventory/${id}` });
    const viewer = await addStaff(t, shop.tenantId, 'VIEW_INVENTORY');
    await expectGuarded(t, viewer.client, { method: 'DELETE', url: `/api/v1/inventory/${id}` });
    expect((await list(shop.client)).body.items).toHaveLength(1);

    const res = await shop.client.delete(`/api/v1/inventory/${id}`);
    expect([res.status, res.body.message]).toEqual([200, INVENTORY_MSG.itemDeleted]);
    expect((await list(shop.client)).body.items).toHaveLength(0);
    const kept = await detail(shop.client, id);
    expect([kept.status, kept.body.item.isDeleted, kept.body.movements.length]).toEqual([200, 1, 1]);
    expect((await shop.client.delete(`/api/v1/inventory/${id}`)).status).toBe(404);
    expect((await move(shop.client, id, { movementType: 'IN', quantity: 1 })).status).toBe(404);
  });
});

describe('GET /inventory/:id', () => {
  it('answers the item and its movements, newest first, a page at a time', async () => {
    const shop = await signUpTenant(t.app);
    const id = await addItem(shop.client, { title: 'Yeast', quantity: 1, unit: 'g' });
    const res = await detail(shop.client, id);
    expect(res.status).toBe(200);
    expect([res.headers['x-total-count'], res.headers['x-has-more']]).toEqual(['1', 'false']);
    expect(Object.keys(res.body)).toEqual(['item', 'movements']);
    expect((await shop.client.get(`/api/v1/inventory/${id}?after=nope`)).status).toBe(400);
    const viewer = await addStaff(t, shop.tenantId, 'VIEW_INVENTORY');
    expect((await detail(viewer.client, id)).status).toBe(200);
    const waiter = await addStaff(t, shop.tenantId, 'POS');
    await expectGuarded(t, waiter.client, { method: 'GET', url: `/api/v1/inventory/${id}` });
    const other = await signUpTenant(t.app);
    await expectNotFound(other.client, { method: 'GET', url: `/api/v1/inventory/${id}` });
  });
});

describe('GET /inventory/logs', () => {
  it('filters by date, type and item, and answers a CSV of the same filter', async () => {
    const shop = await signUpTenant(t.app, 'Log Bistro');
    const other = await signUpTenant(t.app);
    await addItem(other.client, { title: 'Theirs', quantity: 1, unit: 'kg' });
    const flour = await addItem(shop.client, { title: 'Flour', quantity: 10, unit: 'kg' });
    const salt = await addItem(shop.client, { title: 'Salt', quantity: 1, unit: 'kg' });
    await move(shop.client, flour, { movementType: 'OUT', quantity: 2, note: 'bread' });
    await move(shop.client, flour, { movementType: 'WASTAGE', quantity: 0.5, note: '@mice' });
    await shop.client.post(`/api/v1/inventory/${salt}/count`, { quantity: 0.9 });
    const logs = (query: string) =>
      shop.client.get<TStockMovementResponse[]>(`/api/v1/inventory/logs${query}`);
    const all = await logs('');
    expect(all.status).toBe(200);
    expect(all.body.map((m) => [m.title, m.movementType, m.quantity])).toEqual([
      ['Salt', 'ADJUSTMENT', -0.1],
      ['Flour', 'WASTAGE', -0.5],
      ['Flour', 'OUT', -2],
      ['Salt', 'IN', 1],
      ['Flour', 'IN', 10],
    ]);
    expect(all.headers['x-total-count']).toBe('5');
    expect((await logs('?movementType=in')).body.map((m) => m.title)).toEqual(['Salt', 'Flour']);
    expect((await logs('?movementType=wastage')).body.map((m) => m.note)).toEqual(['@mice']);
    expect((await logs('?movementType=adjustment')).body).toHaveLength(1);
    expect((await logs(`?itemId=${flour}&movementType=out`)).body.map((m) => m.quantity)).toEqual([-2]);
    expect((await logs('?type=yesterday')).body).toHaveLength(0);
    expect((await logs('?type=last_7days&movementType=all&itemId=')).body).toHaveLength(5);
    expect((await logs('?type=null&from=null&to=null')).body).toHaveLength(5);
    const bad = await shop.client.get('/api/v1/inventory/logs?movementType=sold');
    expect([bad.status, bad.body.message]).toEqual([400, MSG.invalidRequest]);
    expect((await shop.client.get('/api/v1/inventory/logs?type=custom&from=2026-01-02')).status).toBe(400);

    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/v1/inventory/logs/download?itemId=${flour}`,
      headers: { cookie: shop.client.cookieHeader() },
    });
    expect([csv.statusCode, csv.headers['content-disposition']]).toEqual([
      200,
      'attachment; filename="stock-movements.csv"',
    ]);
    const [header, ...rows] = csv.body.split('\r\n');
    expect(header).toBe('Time,Item,Type,Quantity,Unit,Note,Token,By');
    expect(rows.map((row) => row.split(',').slice(1))).toEqual([
      ['Flour', 'Wastage', '-0.5', 'kg', "'@mice", '', 'Log Bistro'],
      ['Flour', 'Out', '-2', 'kg', 'bread', '', 'Log Bistro'],
      ['Flour', 'In', '10', 'kg', '', '', 'Log Bistro'],
    ]);
    const waiter = await addStaff(t, shop.tenantId, 'POS');
    await expectGuarded(t, waiter.client, { method: 'GET', url: '/api/v1/inventory/logs' });
    await expectGuarded(t, waiter.client, { method: 'GET', url: '/api/v1/inventory/logs/download' });
    const viewer = await addStaff(t, shop.tenantId, 'VIEW_INVENTORY');
    expect((await viewer.client.get('/api/v1/inventory/logs')).status).toBe(200);
  });
});

describe('GET /inventory/dashboard', () => {
  it('sums in, out and wastage per item over the range, lists the low ones and values what is on hand', async () => {
    const shop = await signUpTenant(t.app);
    const other = await signUpTenant(t.app);
    await addItem(other.client, { title: 'Theirs', quantity: 100, unit: 'kg', costPerUnit: 100 });
    const beef = await addItem(shop.client, {
      title: 'Beef',
      quantity: 10,
      unit: 'kg',
      min_quantity_threshold: 3,
      costPerUnit: 12.5,
    });
    const buns = await addItem(shop.client, {
      title: 'Buns',
      quantity: 20,
      unit: 'pcs',
      min_quantity_threshold: 5,
    });
    await move(shop.client, beef, { movementType: 'OUT', quantity: 6.5 });
    await move(shop.client, beef, { movementType: 'WASTAGE', quantity: 0.75 });
    await move(shop.client, buns, { movementType: 'OUT', quantity: 16 });
    const res = await shop.client.get<TInventoryDashboardResponse>('/api/v1/inventory/dashboard?type=today');
    expect(res.status).toBe(200);
    expect(
      res.body.items.map((i) => [i.title, i.totalIn, i.totalOut, i.totalWastage, i.currentStock, i.status]),
    ).toEqual([
      ['Beef', 10, 6.5, 0.75, 2.75, 'low'],
      ['Buns', 20, 16, 0, 4, 'low'],
    ]);
    expect(res.body.totals).toEqual({ totalIn: 30, totalOut: 22.5, totalWastage: 0.75 });
    expect(res.body.statusCounts).toEqual({ in: 0, low: 2, out: 0 });
    expect(res.body.lowStock.map((i) => i.title)).toEqual(['Beef', 'Buns']);
    // 2.75 kg at 12.50: 34.38 (half a cent rounds up); the buns have no cost
    expect([res.body.valueOnHand, res.body.itemsWithoutCost]).toEqual([34.38, 1]);
    const yesterday = await shop.client.get<TInventoryDashboardResponse>(
      '/api/v1/inventory/dashboard?type=yesterday',
    );
    expect(yesterday.body.items.map((i) => i.totalOut)).toEqual([0, 0]);
    expect(yesterday.body.valueOnHand).toBe(34.38);
    expect((await shop.client.get('/api/v1/inventory/dashboard?type=someday')).status).toBe(400);
    const waiter = await addStaff(t, shop.tenantId, 'POS');
    await expectGuarded(t, waiter.client, { method: 'GET', url: '/api/v1/inventory/dashboard' });
  });
});
