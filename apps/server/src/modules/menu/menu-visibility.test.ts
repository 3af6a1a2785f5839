import {
  MSG,
  type TCategoryResponse,
  type TMenuItemResponse,
  type TPosInitResponse,
  type TQrMenuResponse,
} from '@opentab/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newId } from '../../lib/ids.ts';
import { expectGuarded, expectNotFound } from '../../test/guards.ts';
import { addStaff, createTestApp, signUpTenant, TestClient, type TTestApp } from '../../test/harness.ts';
import { seedMenu, type TMenuIds } from '../../test/menu-fixture.ts';
import { placeQrOrder, setQrFlags } from '../../test/qr.ts';

const ITEMS = '/api/v1/menu-items';
const CATEGORIES = '/api/v1/settings/categories';
const itemVisibility = (id: string) => `${ITEMS}/change-visibility/${id}`;
const categoryVisibility = (id: string) => `${CATEGORIES}/change-visibility/${id}`;

type TShop = { client: TestClient; tenantId: string; menu: TMenuIds; drinks: string; code: string };

let t: TTestApp;
let shop: TShop;
let other: TShop;
let cashier: TestClient;

/** A store with the seeded menu, its coffee and water in a Drinks category, and the QR menu open. */
async function openShop(name: string): Promise<TShop> {
  const { client, tenantId } = await signUpTenant(t.app, name);
  const menu = await seedMenu(t.db, tenantId);
  const drinks = newId();
  const now = new Date().toISOString();
  await t.db
    .insertInto('categories')
    .values({ id: drinks, tenant_id: tenantId, title: 'Drinks', created_at: now, updated_at: now })
    .execute();
  await t.db
    .updateTable('menu_items')
    .set({ category_id: drinks })
    .where('id', 'in', [menu.coffee, menu.water])
    .execute();
  const code = await setQrFlags(t.db, tenantId, { menu: true, order: true });
  return { client, tenantId, menu, drinks, code };
}

beforeAll(async () => {
  t = await createTestApp();
  shop = await openShop('Corner Cafe');
  other = await openShop('Other Cafe');
  cashier = (await addStaff(t, shop.tenantId, 'POS')).client;
});
afterAll(async () => {
  await t.close();
});

const patch = (client: TestClient, url: string, body: unknown) => client.request('PATCH', url, body);

const flagsOf = async (table: 'menu_items' | 'categories', id: string) =>
  (await t.db.selectFrom(table).select('is_enabled').where('id', '=', id).executeTakeFirstOrThrow())
    .is_enabled;

const posMenu = async (client = cashier) => {
  const res = await client.get<TPosInitResponse>('/api/v1/pos/init');
  expect(res.status).toBe(200);
  return {
    items: res.body.menuItems.map((item) => item.id).sort(),
    categories: res.body.categories.map((category) => category.id),
  };
};

const qrMenu = async (code = shop.code) => {
  const res = await new TestClient(t.app).get<TQrMenuResponse>(`/api/v1/qrmenu/${code}`);
  expect(res.status).toBe(200);
  return {
    items: res.body.menuItems.map((item) => item.id).sort(),
    categories: res.body.categories.map((category) => category.id),
  };
};

/** Item ids as posMenu and qrMenu list them. */
const ids = (...list: string[]) => [...list].sort();

const sendToKitchen = (cart: Record<string, unknown>[], client = cashier) =>
  client.post('/api/v1/pos/create-order', { cart, customerType: 'WALKIN' });

const ordersOf = async (tenantId: string) =>
  (await t.db.selectFrom('orders').select('id').where('tenant_id', '=', tenantId).execute()).length;

describe('PATCH /menu-items/change-visibility/{id}', () => {
  it('hides an item from the POS, the QR menu and new orders; the back office still lists it', async () => {
    const emit = vi.spyOn(t.app.ctx.realtime, 'emitToTenant');
    const res = await patch(shop.client, itemVisibility(shop.menu.burger), { isEnabled: false });
    expect([res.status, res.body]).toEqual([200, { message: MSG.menuItemVisibilityChanged }]);
    expect(await flagsOf('menu_items', shop.menu.burger)).toBe(0);
    // open POS screens reload their menu
    expect(emit).toHaveBeenCalledWith(shop.tenantId, 'menu_update', expect.anything());
    emit.mockRestore();

    const listed = await shop.client.get<TMenuItemResponse[]>(ITEMS);
    expect(listed.body.find((item) => item.id === shop.menu.burger)?.is_enabled).toBe(0);
    const detail = await shop.client.get<TMenuItemResponse>(`${ITEMS}/${shop.menu.burger}`);
    expect(detail.body.is_enabled).toBe(0);

    expect((await posMenu()).items).toEqual(ids(shop.menu.coffee, shop.menu.water));
    expect((await qrMenu()).items).toEqual(ids(shop.menu.coffee, shop.menu.water));

    const before = await ordersOf(shop.tenantId);
    const refused = await sendToKitchen([
      { id: shop.menu.water, quantity: 1 },
      { id: shop.menu.burger, quantity: 1 },
    ]);
    expect([refused.status, refused.body.message]).toEqual([400, 'Burger is not available right now!']);
    expect(await ordersOf(shop.tenantId)).toBe(before);

    const diner = await placeQrOrder(new TestClient(t.app), shop.code, {
      cartItems: [{ id: shop.menu.burger, quantity: 1 }],
      customerType: 'WALKIN',
    });
    expect([diner.status, diner.body.message]).toEqual([400, 'Burger is not available right now!']);

    // shown again (1 is accepted as well as true): back on the menu and orderable
    const shown = await patch(shop.client, itemVisibility(shop.menu.burger), { isEnabled: 1 });
    expect(shown.status).toBe(200);
    expect((await posMenu()).items).toContain(shop.menu.burger);
    expect((await sendToKitchen([{ id: shop.menu.burger, quantity: 1 }])).status).toBe(200);
  });

  it('refuses an item hidden after a diner ordered it when the POS accepts that QR order', async () => {
    const placed = await placeQrOrder(new TestClient(t.app), shop.code, {
      cartItems: [{ id: shop.menu.water, quantity: 2 }],
      customerType: 'WALKIN',
    });
    expect(placed.status).toBe(200);
    const qrOrder = await t.db
      .selectFrom('qr_orders')
      .select('id')
      .where('tenant_id', '=', shop.tenantId)
      .where('status', '=', 'created')
      .executeTakeFirstOrThrow();
    await patch(shop.client, itemVisibility(shop.menu.water), { isEnabled: false });

    const accept = await cashier.post('/api/v1/pos/create-order', {
      cart: [{ id: shop.menu.water, quantity: 2 }],
      customerType: 'WALKIN',
      selectedQrOrderItem: qrOrder.id,
    });
    expect([accept.status, accept.body.message]).toEqual([400, 'Water is not available right now!']);
    const still = await t.db
      .selectFrom('qr_orders')
      .select('status')
      .where('id', '=', qrOrder.id)
      .executeTakeFirstOrThrow();
    expect(still.status).toBe('created');
    await patch(shop.client, itemVisibility(shop.menu.water), { isEnabled: true });
  });

  it.each([
    [{}],
    [{ isEnabled: 'yes' }],
    [{ isEnabled: 2 }],
    [{ isEnabled: null }],
  ])('refuses %j with 400 and changes nothing', async (body) => {
    const res = await patch(shop.client, itemVisibility(shop.menu.coffee), body);
    expect([res.status, res.body.message]).toEqual([400, MSG.invalidRequest]);
    expect(await flagsOf('menu_items', shop.menu.coffee)).toBe(1);
  });

  it('refuses a malformed id with 400', async () => {
    const res = await patch(shop.client, itemVisibility('not an id!'), { isEnabled: false });
    expect(res.status).toBe(400);
  });

  it('needs SETTINGS: anonymous 401, a cashier 403', async () => {
    await expectGuarded(t, cashier, {
      method: 'PATCH',
      url: itemVisibility(shop.menu.coffee),
      body: { isEnabled: false },
    });
    expect(await flagsOf('menu_items', shop.menu.coffee)).toBe(1);
  });

  it("answers 404 for another tenant's item and leaves it shown", async () => {
    await expectNotFound(shop.client, {
      method: 'PATCH',
      url: itemVisibility(other.menu.burger),
      body: { isEnabled: false },
    });
    expect(await flagsOf('menu_items', other.menu.burger)).toBe(1);
  });
});

describe('PATCH /settings/categories/change-visibility/{id}', () => {
  it('hides the category and every item in it from the POS, the QR menu and new orders', async () => {
    const res = await patch(shop.client, categoryVisibility(shop.drinks), { isEnabled: false });
    expect([res.status, res.body]).toEqual([200, { message: MSG.categoryVisibilityChanged }]);

    const listed = await shop.client.get<TCategoryResponse[]>(CATEGORIES);
    expect(listed.body).toContainEqual({
      id: shop.drinks,
      title: 'Drinks',
      is_enabled: 0,
      prepMinutes: null,
    });
    // the items keep their own flag: they come back with the category
    const items = await shop.client.get<TMenuItemResponse[]>(ITEMS);
    expect(items.body.find((item) => item.id === shop.menu.coffee)?.is_enabled).toBe(1);

    expect(await posMenu()).toEqual({ items: [shop.menu.burger], categories: [] });
    expect((await qrMenu()).items).toEqual([shop.menu.burger]);
    const refused = await sendToKitchen([{ id: shop.menu.coffee, quantity: 1 }]);
    expect([refused.status, refused.body.message]).toEqual([400, 'Coffee is not available right now!']);

    // the other store is untouched
    expect((await qrMenu(other.code)).items).toContain(other.menu.coffee);

    await patch(shop.client, categoryVisibility(shop.drinks), { isEnabled: true });
    expect(await posMenu()).toEqual({
      items: ids(shop.menu.burger, shop.menu.coffee, shop.menu.water),
      categories: [shop.drinks],
    });
    expect((await sendToKitchen([{ id: shop.menu.coffee, quantity: 1 }])).status).toBe(200);
  });

  it('refuses a body without a flag, needs SETTINGS, and answers 404 for another tenant', async () => {
    const bad = await patch(shop.client, categoryVisibility(shop.drinks), { isEnabled: 'off' });
    expect([bad.status, bad.body.message]).toEqual([400, MSG.invalidRequest]);
    await expectGuarded(t, cashier, {
      method: 'PATCH',
      url: categoryVisibility(shop.drinks),
      body: { isEnabled: false },
    });
    await expectNotFound(shop.client, {
      method: 'PATCH',
      url: categoryVisibility(other.drinks),
      body: { isEnabled: false },
    });
    expect(await flagsOf('categories', shop.drinks)).toBe(1);
    expect(await flagsOf('categories', other.drinks)).toBe(1);
  });
});
