import { MSG, type TListKitchenOrdersResponse, type TReceiptResponse } from '@opentab/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaff, createTestApp, type TTestApp } from '../test/harness.ts';
import { shopWithMenu } from '../test/order-shop.ts';
import {
  readAddonsSnapshot,
  UNREADABLE_ADDONS,
  unreadableAddonsChannel,
  writeAddonsSnapshot,
} from './addons-snapshot.ts';

/** What the channel reported while `run` ran. */
async function reported(run: () => unknown): Promise<unknown[]> {
  const messages: unknown[] = [];
  const listen = (message: unknown) => messages.push(message);
  unreadableAddonsChannel.subscribe(listen);
  try {
    await run();
  } finally {
    unreadableAddonsChannel.unsubscribe(listen);
  }
  return messages;
}

describe('readAddonsSnapshot', () => {
  it('reads back what was written, an empty list included, and reports nothing', async () => {
    const addons = [{ id: 'a1', title: 'Cheese', price: 150 }];
    expect(
      await reported(() => {
        expect(readAddonsSnapshot(writeAddonsSnapshot(addons))).toEqual(addons);
        expect(readAddonsSnapshot('[]')).toEqual([]);
      }),
    ).toEqual([]);
  });

  it('reads text that is not a list of addons as the unreadable marker, never as no addons, and reports it', async () => {
    for (const damaged of [
      '[{"id":"a1","title":"Chee',
      '{}',
      'null',
      '[{"id":"a1"}]',
      '[{"id":1,"title":"x","price":1}]',
    ]) {
      expect(await reported(() => expect(readAddonsSnapshot(damaged)).toEqual([UNREADABLE_ADDONS]))).toEqual([
        { snapshot: damaged },
      ]);
    }
  });
});

describe('an order line whose addons snapshot is damaged', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('shows the marker in the kitchen and on the receipt, keeps its price, and is logged by the app', async () => {
    const shop = await shopWithMenu(t);
    const chef = await addStaff(t, shop.tenantId, 'KITCHEN_DISPLAY');
    const { orderId, order } = await shop.order({
      cart: [{ id: shop.menu.burger, quantity: 1, addons_ids: [shop.menu.cheese] }],
      deliveryType: 'takeaway',
    });
    const line = order.items[0]!;
    await t.db.updateTable('order_items').set({ addons: '[{"id":' }).where('id', '=', line.id).execute();
    expect(unreadableAddonsChannel.hasSubscribers).toBe(true);

    const messages = await reported(async () => {
      const kitchen = await chef.client.get<TListKitchenOrdersResponse>('/api/v1/kitchen');
      const item = kitchen.body.find((o) => o.id === orderId)!.items[0]!;
      expect(item.addons).toEqual([{ id: '', title: MSG.addonsUnreadable, price: 0 }]);

      const receipt = await shop.client.get<{ receipt: TReceiptResponse }>(
        `/api/v1/receipts/order/${orderId}`,
      );
      const printed = receipt.body.receipt.lines[0]!;
      expect(printed.addons).toEqual([MSG.addonsUnreadable]);
      // the stored price still counts the cheese
      expect(receipt.body.receipt.payableTotal).toBeCloseTo(order.payable_total, 2);
    });
    expect(messages).toEqual([{ snapshot: '[{"id":' }, { snapshot: '[{"id":' }]);
  });
});
