import { POS_MSG, type TListKitchenOrdersResponse } from '@opentab/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaff, createTestApp, type TTestApp } from '../../test/harness.ts';
import { burgerAndWater, shopWithMenu as shopWith } from '../../test/order-shop.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const shopWithMenu = (name?: string) => shopWith(t, name);

describe('kitchen', () => {
  it('lists what is left to make and moves items forward only', async () => {
    const shop = await shopWithMenu();
    const chef = await addStaff(t, shop.tenantId, 'KITCHEN_DISPLAY');
    const { orderId, order } = await shop.order(burgerAndWater(shop.menu, shop.menu.table1));
    const [burger, water] = order.items;
    await shop.client.post(`/api/v1/orders/update-status/${water!.id}`, { status: 'delivered' });

    const list = await chef.client.get<TListKitchenOrdersResponse>('/api/v1/kitchen');
    expect(list.body.map((o) => o.id)).toEqual([orderId]);
    expect(list.body[0]!.items.map((i) => i.id)).toEqual([burger!.id]);

    const skip = await chef.client.post(`/api/v1/kitchen/${burger!.id}`, { status: 'completed' });
    expect([skip.status, skip.body.message]).toEqual([409, POS_MSG.kitchenMoveRefused]);
    expect(
      (await chef.client.post(`/api/v1/kitchen/${burger!.id}`, { status: 'preparing' })).body.message,
    ).toBe(POS_MSG.itemStatusUpdated);
    expect((await chef.client.post(`/api/v1/kitchen/${burger!.id}`, { status: 'preparing' })).status).toBe(
      409,
    );
    expect((await chef.client.post(`/api/v1/kitchen/${burger!.id}`, { status: 'completed' })).status).toBe(
      200,
    );
    // issue 26: the expo view keeps the ticket just finished, its made line shown, until it is served
    const finished = (await chef.client.get<TListKitchenOrdersResponse>('/api/v1/kitchen')).body;
    expect(finished.map((o) => o.items.map((i) => [i.id, i.status]))).toEqual([[[burger!.id, 'completed']]]);
    expect(
      (await chef.client.post(`/api/v1/kitchen/${burger!.id}`, { status: 'delivered' })).body.message,
    ).toBe(POS_MSG.invalidStatus);
    await shop.client.post(`/api/v1/orders/update-status/${burger!.id}`, { status: 'delivered' });
    expect((await chef.client.get<TListKitchenOrdersResponse>('/api/v1/kitchen')).body).toHaveLength(0);
  });

  it('keeps the kitchen to its scopes and its tenant', async () => {
    const a = await shopWithMenu('A');
    const b = await shopWithMenu('B');
    const cashier = await addStaff(t, a.tenantId, 'POS');
    expect((await cashier.client.get('/api/v1/kitchen')).status).toBe(403);
    const { order } = await a.order(burgerAndWater(a.menu));
    expect((await b.client.get<TListKitchenOrdersResponse>('/api/v1/kitchen')).body).toHaveLength(0);
    expect(
      (await b.client.post(`/api/v1/kitchen/${order.items[0]!.id}`, { status: 'preparing' })).status,
    ).toBe(404);
  });
});
