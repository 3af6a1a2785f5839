import {
  KITCHEN_DEFAULT_PREP_MINUTES,
  MSG,
  POS_MSG,
  STATION_MSG,
  type TListKitchenOrdersResponse,
} from '@opentab/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectGuarded } from '../../test/guards.ts';
import { addStaff, createTestApp, type TestClient, type TTestApp } from '../../test/harness.ts';
import { burgerAndWater, shopWithMenu } from '../../test/order-shop.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/**
 * A store with a grill (Mains: the burger, 12 minutes) and a bar (Drinks: the water, 5 minutes), the kitchen
 * its default station, and one order of a burger and two waters.
 */
async function stationShop(name = 'Station Diner') {
  const shop = await shopWithMenu(t, name);
  const post = async (url: string, body: unknown) =>
    (await shop.client.post<{ id: string }>(`/api/v1${url}`, body)).body.id;
  const mains = await post('/settings/categories/add', { title: 'Mains', prepMinutes: 12 });
  const drinks = await post('/settings/categories/add', { title: 'Drinks', prepMinutes: 5 });
  await t.db
    .updateTable('menu_items')
    .set({ category_id: mains })
    .where('id', '=', shop.menu.burger)
    .execute();
  await t.db
    .updateTable('menu_items')
    .set({ category_id: drinks })
    .where('id', '=', shop.menu.water)
    .execute();
  const kitchen = await post('/settings/kitchen-stations/add', { name: 'Kitchen', categoryIds: [] });
  const grill = await post('/settings/kitchen-stations/add', { name: 'Grill', categoryIds: [mains] });
  const bar = await post('/settings/kitchen-stations/add', { name: 'Bar', categoryIds: [drinks] });
  const chef = (await addStaff(t, shop.tenantId, 'KITCHEN')).client;
  const placed = await shop.order(burgerAndWater(shop.menu));
  const [burger, water] = placed.order.items;
  return {
    ...shop,
    chef,
    kitchen,
    grill,
    bar,
    orderId: placed.orderId,
    burger: burger!.id,
    water: water!.id,
  };
}

const kitchenList = async (client: TestClient, station?: string) =>
  (await client.get<TListKitchenOrdersResponse>(`/api/v1/kitchen${station ? `?station=${station}` : ''}`))
    .body;

const itemsOf = (orders: TListKitchenOrdersResponse) =>
  orders.map((o) => o.items.map((i) => [i.id, i.status, i.station_id]));

describe('kitchen by station', () => {
  it('answers a station only its items, and every ticket its stations and target time', async () => {
    const s = await stationShop();

    const all = await kitchenList(s.chef);
    expect(itemsOf(all)).toEqual([
      [
        [s.burger, 'created', s.grill],
        [s.water, 'created', s.bar],
      ],
    ]);
    expect(all[0]!.stations).toEqual([
      { id: s.bar, name: 'Bar', done: false },
      { id: s.grill, name: 'Grill', done: false },
    ]);
    expect(all[0]!.target_minutes).toBe(12);

    const grill = await kitchenList(s.chef, s.grill);
    expect(itemsOf(grill)).toEqual([[[s.burger, 'created', s.grill]]]);
    expect(grill[0]!.target_minutes).toBe(12);
    const bar = await kitchenList(s.chef, s.bar);
    expect(itemsOf(bar)).toEqual([[[s.water, 'created', s.bar]]]);
    expect(bar[0]!.target_minutes).toBe(5);
    expect(await kitchenList(s.chef, s.kitchen)).toEqual([]);

    // the bar finishes: its view drops the ticket at once, the expo view shows the bar done
    await s.chef.post(`/api/v1/kitchen/${s.water}`, { status: 'preparing' });
    await s.chef.post(`/api/v1/kitchen/${s.water}`, { status: 'completed' });
    expect(await kitchenList(s.chef, s.bar)).toEqual([]);
    const expo = await kitchenList(s.chef);
    expect(itemsOf(expo)).toEqual([[[s.burger, 'created', s.grill]]]);
    expect(expo[0]!.stations.map((st) => [st.name, st.done])).toEqual([
      ['Bar', true],
      ['Grill', false],
    ]);

    // the grill finishes too: the expo view keeps the ticket, every station done
    await s.chef.post(`/api/v1/kitchen/orders/${s.orderId}/bump`, { station: s.grill });
    expect(await kitchenList(s.chef, s.grill)).toEqual([]);
    const done = await kitchenList(s.chef);
    expect(itemsOf(done)).toEqual([
      [
        [s.burger, 'completed', s.grill],
        [s.water, 'completed', s.bar],
      ],
    ]);
    expect(done[0]!.stations.every((st) => st.done)).toBe(true);
  });

  it('routes the items of categories no station prepares to the default, and follows a category moved', async () => {
    const s = await stationShop('Default Diner');
    await t.db.updateTable('menu_items').set({ category_id: null }).where('id', '=', s.menu.burger).execute();
    const kitchen = await kitchenList(s.chef, s.kitchen);
    expect(itemsOf(kitchen)).toEqual([[[s.burger, 'created', s.kitchen]]]);
    // no category sets a time for the kitchen's items: the default target
    expect(kitchen[0]!.target_minutes).toBe(KITCHEN_DEFAULT_PREP_MINUTES);
  });

  it('answers 404 for a station that is not the store’s, and 400 for a malformed one', async () => {
    const s = await stationShop('Lost Diner');
    const other = await stationShop('Other Diner');
    for (const station of [other.grill, 'no-such-station']) {
      const res = await s.chef.get(`/api/v1/kitchen?station=${station}`);
      expect([res.status, res.body.message]).toEqual([404, STATION_MSG.stationNotFound]);
    }
    expect((await s.chef.get(`/api/v1/kitchen?station=${'x'.repeat(65)}`)).status).toBe(400);
  });

  it('bumps a whole ticket in one move, once, leaving voided lines as they are', async () => {
    const s = await stationShop('Bump Diner');
    const emit = vi.spyOn(t.app.ctx.realtime, 'emitToTenant');
    await s.client.post(`/api/v1/orders/update-status/${s.water}`, { status: 'cancelled' });
    await s.chef.post(`/api/v1/kitchen/${s.burger}`, { status: 'preparing' });
    emit.mockClear();

    const bump = await s.chef.post(`/api/v1/kitchen/orders/${s.orderId}/bump`, {});
    expect([bump.status, bump.body]).toEqual([200, { message: STATION_MSG.ticketBumped }]);
    expect(emit.mock.calls).toEqual([[s.tenantId, 'order_update', { orderId: s.orderId }]]);
    emit.mockRestore();
    const rows = await t.db
      .selectFrom('order_items')
      .select(['id', 'status'])
      .where('order_id', '=', s.orderId)
      .execute();
    expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toEqual({
      [s.burger]: 'completed',
      [s.water]: 'cancelled',
    });

    const again = await s.chef.post(`/api/v1/kitchen/orders/${s.orderId}/bump`, {});
    expect([again.status, again.body.message]).toEqual([409, STATION_MSG.nothingToBump]);
  });

  it('bumps one station’s items only, and recalls what was made and not served', async () => {
    const s = await stationShop('Recall Diner');
    const noneYet = await s.chef.post(`/api/v1/kitchen/orders/${s.orderId}/recall`, {});
    expect([noneYet.status, noneYet.body.message]).toEqual([409, STATION_MSG.nothingToRecall]);

    await s.chef.post(`/api/v1/kitchen/orders/${s.orderId}/bump`, { station: s.bar });
    const status = async () =>
      Object.fromEntries(
        (
          await t.db
            .selectFrom('order_items')
            .select(['id', 'status'])
            .where('order_id', '=', s.orderId)
            .execute()
        ).map((r) => [r.id, r.status]),
      );
    expect(await status()).toEqual({ [s.burger]: 'created', [s.water]: 'completed' });
    // the grill has nothing made to recall
    const grillRecall = await s.chef.post(`/api/v1/kitchen/orders/${s.orderId}/recall`, { station: s.grill });
    expect([grillRecall.status, grillRecall.body.message]).toEqual([409, STATION_MSG.nothingToRecall]);

    const recall = await s.chef.post(`/api/v1/kitchen/orders/${s.orderId}/recall`, { station: s.bar });
    expect([recall.status, recall.body]).toEqual([200, { message: STATION_MSG.ticketRecalled }]);
    expect(await status()).toEqual({ [s.burger]: 'created', [s.water]: 'preparing' });
    expect(itemsOf(await kitchenList(s.chef, s.bar))).toEqual([[[s.water, 'preparing', s.bar]]]);

    // served lines are not recalled
    await s.chef.post(`/api/v1/kitchen/orders/${s.orderId}/bump`, {});
    await s.client.post(`/api/v1/orders/update-status/${s.water}`, { status: 'delivered' });
    await s.chef.post(`/api/v1/kitchen/orders/${s.orderId}/recall`, {});
    expect(await status()).toEqual({ [s.burger]: 'preparing', [s.water]: 'delivered' });
  });

  it('refuses a bad body, a closed order, and keeps the calls to the kitchen scopes and the store', async () => {
    const s = await stationShop('Guard Diner');
    const other = await stationShop('Far Diner');
    const cashier = (await addStaff(t, s.tenantId, 'POS,ORDERS')).client;
    const display = (await addStaff(t, s.tenantId, 'KITCHEN_DISPLAY')).client;
    for (const action of ['bump', 'recall']) {
      const url = `/api/v1/kitchen/orders/${s.orderId}/${action}`;
      await expectGuarded(t, cashier, { method: 'POST', url, body: {} });
      const bad = await s.chef.post(url, { station: 42 });
      expect([bad.status, bad.body.message]).toEqual([400, MSG.invalidRequest]);
      const foreignStation = await s.chef.post(url, { station: other.grill });
      expect([foreignStation.status, foreignStation.body.message]).toEqual([
        404,
        STATION_MSG.stationNotFound,
      ]);
      const foreignOrder = await s.chef.post(`/api/v1/kitchen/orders/${other.orderId}/${action}`, {});
      expect([foreignOrder.status, foreignOrder.body.message]).toEqual([404, MSG.notFound]);
    }
    await expectGuarded(t, cashier, { method: 'GET', url: `/api/v1/kitchen?station=${s.grill}` });
    expect(itemsOf(await kitchenList(other.chef))).toEqual([
      [
        [other.burger, 'created', other.grill],
        [other.water, 'created', other.bar],
      ],
    ]);
    // the kitchen display's scope bumps too
    expect((await display.post(`/api/v1/kitchen/orders/${s.orderId}/bump`, {})).status).toBe(200);

    const cancel = await other.client.post('/api/v1/orders/cancel', { orderIds: [other.orderId] });
    expect(cancel.status).toBe(200);
    const closed = await other.chef.post(`/api/v1/kitchen/orders/${other.orderId}/bump`, {});
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe(POS_MSG.orderClosed);
  });
});
