import {
  MSG,
  STATION_MSG,
  type TKitchenStationBody,
  type TKitchenStationPickerResponse,
  type TKitchenStationResponse,
} from '@opentab/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newId } from '../../lib/ids.ts';
import { expectGuarded } from '../../test/guards.ts';
import { addStaff, createTestApp, signUpTenant, type TestClient, type TTestApp } from '../../test/harness.ts';

const BASE = '/api/v1/settings/kitchen-stations';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function store(name = 'Station Bistro') {
  const shop = await signUpTenant(t.app, name);
  const category = async (title: string) =>
    (await shop.client.post<{ id: string }>('/api/v1/settings/categories/add', { title })).body.id;
  return { ...shop, category };
}

/** Written straight in: the printers' own calls are another module's. */
async function addPrinter(tenantId: string, name = 'Kitchen printer') {
  const id = newId();
  const now = new Date().toISOString();
  await t.db
    .insertInto('printers')
    .values({
      id,
      tenant_id: tenantId,
      name,
      host: '192.0.2.10',
      port: 9100,
      paper_width: 80,
      chars_per_line: 48,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

const list = async (client: TestClient) => (await client.get<TKitchenStationResponse[]>(BASE)).body;

async function add(client: TestClient, body: TKitchenStationBody) {
  const res = await client.post<{ id: string; message: string }>(`${BASE}/add`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body).toEqual({ message: STATION_MSG.stationAdded, id: expect.any(String) });
  return res.body.id;
}

describe('kitchen stations', () => {
  it('adds, lists (default first, then by name), updates and deletes, announcing each change', async () => {
    const shop = await store();
    const emit = vi.spyOn(t.app.ctx.realtime, 'emitToTenant');
    const [mains, drinks, desserts] = [
      await shop.category('Mains'),
      await shop.category('Drinks'),
      await shop.category('Desserts'),
    ];
    const printer = await addPrinter(shop.tenantId);

    // the first station is the default whatever is sent
    const kitchen = await add(shop.client, { name: '  Kitchen  ', categoryIds: [], isDefault: false });
    const grill = await add(shop.client, { name: 'Grill', categoryIds: [mains, mains], printerId: printer });
    const bar = await add(shop.client, { name: 'bar', categoryIds: [drinks] });
    expect(emit).toHaveBeenCalledWith(shop.tenantId, 'kitchen_stations_update', {});
    expect(await list(shop.client)).toEqual([
      { id: kitchen, name: 'Kitchen', isDefault: true, categoryIds: [], printerId: null },
      { id: bar, name: 'bar', isDefault: false, categoryIds: [drinks], printerId: null },
      { id: grill, name: 'Grill', isDefault: false, categoryIds: [mains], printerId: printer },
    ]);

    // making the grill the default clears the kitchen's; the desserts come, the mains go; the printer stays
    const update = await shop.client.post(`${BASE}/${grill}/update`, {
      name: 'Grill',
      categoryIds: [desserts],
      isDefault: true,
    });
    expect(update.body).toEqual({ message: STATION_MSG.stationUpdated });
    const afterUpdate = await list(shop.client);
    expect(afterUpdate.map((s) => [s.name, s.isDefault, s.categoryIds, s.printerId])).toEqual([
      ['Grill', true, [desserts], printer],
      ['bar', false, [drinks], null],
      ['Kitchen', false, [], null],
    ]);

    // null removes the printer; false on the default keeps it the default
    await shop.client.post(`${BASE}/${grill}/update`, {
      name: 'Grill',
      categoryIds: [],
      printerId: null,
      isDefault: false,
    });
    expect((await list(shop.client))[0]).toEqual({
      id: grill,
      name: 'Grill',
      isDefault: true,
      categoryIds: [],
      printerId: null,
    });

    // deleting the default makes the oldest remaining one the default
    const del = await shop.client.delete(`${BASE}/${grill}`);
    expect(del.body).toEqual({ message: STATION_MSG.stationDeleted });
    expect((await list(shop.client)).map((s) => [s.id, s.isDefault])).toEqual([
      [kitchen, true],
      [bar, false],
    ]);
    emit.mockRestore();
  });

  it('moves a category from the station that had it to the one it is given to', async () => {
    const shop = await store('Moving Bistro');
    const drinks = await shop.category('Drinks');
    const kitchen = await add(shop.client, { name: 'Kitchen', categoryIds: [drinks] });
    const bar = await add(shop.client, { name: 'Bar', categoryIds: [drinks] });
    const stations = await list(shop.client);
    expect(stations.find((s) => s.id === kitchen)?.categoryIds).toEqual([]);
    expect(stations.find((s) => s.id === bar)?.categoryIds).toEqual([drinks]);
  });

  it.each([
    [{ categoryIds: [] }, STATION_MSG.provideName],
    [{ name: '   ', categoryIds: [] }, STATION_MSG.provideName],
    [{ name: 'x'.repeat(61), categoryIds: [] }, STATION_MSG.nameTooLong],
    [{ name: 'Bar', categoryIds: 'all' }, STATION_MSG.categoryNotFound],
    [{ name: 'Bar', categoryIds: [], isDefault: 'yes' }, MSG.invalidRequest],
  ])('refuses %j on add and update, changing nothing', async (body, message) => {
    const shop = await store('Checked Bistro');
    const id = await add(shop.client, { name: 'Keep', categoryIds: [] });
    const before = await list(shop.client);
    const added = await shop.client.post(`${BASE}/add`, body);
    expect([added.status, added.body.message]).toEqual([400, message]);
    const updated = await shop.client.post(`${BASE}/${id}/update`, body);
    expect([updated.status, updated.body.message]).toEqual([400, message]);
    expect(await list(shop.client)).toEqual(before);
  });

  it('refuses a name the store has (any case), another store’s category or printer', async () => {
    const shop = await store('Unique Bistro');
    const other = await store('Other Bistro');
    const theirCategory = await other.category('Theirs');
    const theirPrinter = await addPrinter(other.tenantId);
    const grill = await add(shop.client, { name: 'Grill', categoryIds: [] });
    const bar = await add(shop.client, { name: 'Bar', categoryIds: [] });
    const before = await list(shop.client);

    const taken = await shop.client.post(`${BASE}/add`, { name: ' GRILL ', categoryIds: [] });
    expect([taken.status, taken.body.message]).toEqual([409, STATION_MSG.nameTaken]);
    const renamed = await shop.client.post(`${BASE}/${bar}/update`, { name: 'grill', categoryIds: [] });
    expect([renamed.status, renamed.body.message]).toEqual([409, STATION_MSG.nameTaken]);
    // its own name, in another case, is its own
    expect(
      (await shop.client.post(`${BASE}/${grill}/update`, { name: 'GRILL', categoryIds: [] })).status,
    ).toBe(200);
    await shop.client.post(`${BASE}/${grill}/update`, { name: 'Grill', categoryIds: [] });

    const category = await shop.client.post(`${BASE}/add`, { name: 'Pastry', categoryIds: [theirCategory] });
    expect([category.status, category.body.message]).toEqual([400, STATION_MSG.categoryNotFound]);
    const printer = await shop.client.post(`${BASE}/${bar}/update`, {
      name: 'Bar',
      categoryIds: [],
      printerId: theirPrinter,
    });
    expect([printer.status, printer.body.message]).toEqual([400, STATION_MSG.printerNotFound]);
    expect(await list(shop.client)).toEqual(before);
  });

  it('keeps the settings to SETTINGS and the picker to the kitchen scopes', async () => {
    const shop = await store('Guarded Bistro');
    const id = await add(shop.client, { name: 'Kitchen', categoryIds: [] });
    const chef = (await addStaff(t, shop.tenantId, 'KITCHEN')).client;
    const display = (await addStaff(t, shop.tenantId, 'KITCHEN_DISPLAY')).client;
    const cashier = (await addStaff(t, shop.tenantId, 'POS')).client;
    await expectGuarded(t, chef, { method: 'GET', url: BASE });
    await expectGuarded(t, chef, {
      method: 'POST',
      url: `${BASE}/add`,
      body: { name: 'X', categoryIds: [] },
    });
    await expectGuarded(t, chef, {
      method: 'POST',
      url: `${BASE}/${id}/update`,
      body: { name: 'X', categoryIds: [] },
    });
    await expectGuarded(t, chef, { method: 'DELETE', url: `${BASE}/${id}` });
    await expectGuarded(t, cashier, { method: 'GET', url: '/api/v1/kitchen/stations' });
    for (const client of [chef, display, shop.client]) {
      const picker = await client.get<TKitchenStationPickerResponse>('/api/v1/kitchen/stations');
      expect(picker.body).toEqual([{ id, name: 'Kitchen', isDefault: true }]);
    }
    expect((await list(shop.client)).map((s) => s.name)).toEqual(['Kitchen']);
  });

  it("keeps other stores' stations out of reach", async () => {
    const shop = await store('Private Bistro');
    const other = await store('Nosy Bistro');
    const id = await add(shop.client, { name: 'Kitchen', categoryIds: [] });
    expect(await list(other.client)).toEqual([]);
    expect((await other.client.get<unknown[]>('/api/v1/kitchen/stations')).body).toEqual([]);
    for (const res of [
      await other.client.post(`${BASE}/${id}/update`, { name: 'Hijacked', categoryIds: [] }),
      await other.client.delete(`${BASE}/${id}`),
      await shop.client.delete(`${BASE}/no-such-station`),
    ]) {
      expect([res.status, res.body.message]).toEqual([404, STATION_MSG.stationNotFound]);
    }
    expect((await list(shop.client)).map((s) => s.name)).toEqual(['Kitchen']);
  });
});
