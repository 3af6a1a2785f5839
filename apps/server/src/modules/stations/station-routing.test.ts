import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids.ts';
import { createTestApp, type TTestApp } from '../../test/harness.ts';
import { burgerAndWater, shopWithMenu } from '../../test/order-shop.ts';
import { stationsOfOrderItems } from './station-routing.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const now = () => new Date().toISOString();

async function addCategory(tenantId: string, title: string) {
  const id = newId();
  await t.db
    .insertInto('categories')
    .values({ id, tenant_id: tenantId, title, created_at: now(), updated_at: now() })
    .execute();
  return id;
}

async function addStation(
  tenantId: string,
  name: string,
  options: { isDefault?: boolean; categoryIds?: string[] },
) {
  const id = newId();
  await t.db
    .insertInto('kitchen_stations')
    .values({
      id,
      tenant_id: tenantId,
      name,
      is_default: options.isDefault ? 1 : 0,
      created_at: now(),
      updated_at: now(),
    })
    .execute();
  for (const categoryId of options.categoryIds ?? []) {
    await t.db
      .insertInto('kitchen_station_categories')
      .values({ tenant_id: tenantId, station_id: id, category_id: categoryId })
      .execute();
  }
  return id;
}

describe('stationsOfOrderItems', () => {
  it('routes an item to its category station, else to the default, and follows the category now', async () => {
    const shop = await shopWithMenu(t, 'Routing');
    const mains = await addCategory(shop.tenantId, 'Mains');
    const drinks = await addCategory(shop.tenantId, 'Drinks');
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
    const kitchen = await addStation(shop.tenantId, 'Kitchen', { isDefault: true });
    const grill = await addStation(shop.tenantId, 'Grill', { categoryIds: [mains] });
    const { orderId, order } = await shop.order(burgerAndWater(shop.menu));
    const [burger, water] = order.items;

    const routes = await stationsOfOrderItems(t.db, shop.tenantId, [orderId]);
    expect(Object.fromEntries(routes)).toEqual({ [burger!.id]: grill, [water!.id]: kitchen });

    // moving Drinks to a bar moves the open water with it
    const bar = await addStation(shop.tenantId, 'Bar', { categoryIds: [drinks] });
    const again = await stationsOfOrderItems(t.db, shop.tenantId, [orderId]);
    expect(again.get(water!.id)).toBe(bar);
  });

  it('sends the line of a deleted menu item to the default station', async () => {
    const shop = await shopWithMenu(t, 'Deleted item');
    const mains = await addCategory(shop.tenantId, 'Mains');
    await t.db
      .updateTable('menu_items')
      .set({ category_id: mains })
      .where('id', '=', shop.menu.burger)
      .execute();
    const kitchen = await addStation(shop.tenantId, 'Kitchen', { isDefault: true });
    await addStation(shop.tenantId, 'Grill', { categoryIds: [mains] });
    const { orderId, order } = await shop.order(burgerAndWater(shop.menu));
    await t.db.deleteFrom('menu_items').where('id', '=', shop.menu.burger).execute();

    const routes = await stationsOfOrderItems(t.db, shop.tenantId, [orderId]);
    expect(routes.get(order.items[0]!.id)).toBe(kitchen);
  });

  it('answers null for every item of a store without stations, never another store’s station', async () => {
    const shop = await shopWithMenu(t, 'No stations');
    const other = await shopWithMenu(t, 'Other store');
    await addStation(other.tenantId, 'Their kitchen', { isDefault: true });
    const { orderId, order } = await shop.order(burgerAndWater(shop.menu));

    const routes = await stationsOfOrderItems(t.db, shop.tenantId, [orderId]);
    expect([...routes.keys()].sort()).toEqual(order.items.map((i) => i.id).sort());
    expect([...routes.values()]).toEqual([null, null]);
    // another store's order ids answer nothing
    expect((await stationsOfOrderItems(t.db, other.tenantId, [orderId])).size).toBe(0);
    expect((await stationsOfOrderItems(t.db, shop.tenantId, [])).size).toBe(0);
  });
});
