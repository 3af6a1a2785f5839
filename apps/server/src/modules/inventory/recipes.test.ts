import {
  INVENTORY_MSG,
  MSG,
  type TMenuItemDetailResponse,
  type TPosInitResponse,
  type TRecipeItemResponse,
} from '@opentab/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectGuarded, expectNotFound } from '../../test/guards.ts';
import { addStaff, createTestApp, signUpTenant, type TestClient, type TTestApp } from '../../test/harness.ts';
import { seedMenu } from '../../test/menu-fixture.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function shopWithStock() {
  const shop = await signUpTenant(t.app);
  const menu = await seedMenu(t.db, shop.tenantId);
  const stock = async (title: string, unit: string) => {
    const res = await shop.client.post<{ itemId: string }>('/api/v1/inventory/add-item', {
      title,
      unit,
      quantity: 5,
    });
    return res.body.itemId;
  };
  return { ...shop, menu, beef: await stock('Beef', 'kg'), cheese: await stock('Cheddar', 'g') };
}

const recipeOf = async (client: TestClient, menuItemId: string) =>
  (await client.get<TMenuItemDetailResponse>(`/api/v1/menu-items/${menuItemId}`)).body.recipeItems;

async function recipeRows(tenantId: string) {
  return t.db.selectFrom('recipe_items').selectAll().where('tenant_id', '=', tenantId).execute();
}

async function catalogVersion(tenantId: string) {
  const row = await t.db
    .selectFrom('tenants')
    .select('catalog_version')
    .where('id', '=', tenantId)
    .executeTakeFirstOrThrow();
  return Number(row.catalog_version);
}

describe('GET /menu-items/recipe/items', () => {
  it('lists the active stock items of the store by title, for settings and inventory users', async () => {
    const shop = await shopWithStock();
    const other = await signUpTenant(t.app);
    await other.client.post('/api/v1/inventory/add-item', { title: 'Apples', unit: 'kg' });
    const off = await shop.client.post<{ itemId: string }>('/api/v1/inventory/add-item', {
      title: 'Old',
      unit: 'kg',
    });
    await shop.client.put(`/api/v1/inventory/${off.body.itemId}`, { title: 'Old', unit: 'kg', isActive: 0 });
    const res = await shop.client.get('/api/v1/menu-items/recipe/items');
    expect([res.status, res.body]).toEqual([
      200,
      [
        { id: shop.beef, title: 'Beef', unit: 'kg' },
        { id: shop.cheese, title: 'Cheddar', unit: 'g' },
      ],
    ]);
    for (const scope of ['SETTINGS', 'INVENTORY', 'VIEW_INVENTORY', 'MANAGE_INVENTORY']) {
      const staff = await addStaff(t, shop.tenantId, scope);
      expect((await staff.client.get('/api/v1/menu-items/recipe/items')).status, scope).toBe(200);
    }
    const waiter = await addStaff(t, shop.tenantId, 'POS');
    await expectGuarded(t, waiter.client, { method: 'GET', url: '/api/v1/menu-items/recipe/items' });
  });
});

describe('POST /menu-items/recipe/:menuItemId/add', () => {
  it('adds lines for the item, a variant and an addon; the detail, /pos/init and the catalog version follow', async () => {
    const shop = await shopWithStock();
    const { burger, coffee, cheese: cheeseAddon, espressoDouble } = shop.menu;
    const before = await catalogVersion(shop.tenantId);
    const add = (menuItemId: string, body: Record<string, unknown>) =>
      shop.client.post(`/api/v1/menu-items/recipe/${menuItemId}/add`, body);
    const own = await add(burger, { variantId: 0, addonId: null, ingredientId: shop.beef, quantity: 0.15 });
    expect(own.status).toBe(200);
    expect(own.body.message).toBe(INVENTORY_MSG.recipeItemAdded);
    expect(typeof own.body.recipeItemId).toBe('string');
    expect(
      (await add(burger, { addonId: cheeseAddon, ingredientId: shop.cheese, quantity: '20' })).status,
    ).toBe(200);
    expect(
      (await add(coffee, { variantId: espressoDouble, ingredientId: shop.cheese, quantity: 1 })).status,
    ).toBe(200);
    expect(await catalogVersion(shop.tenantId)).toBeGreaterThan(before);

    const recipe = await recipeOf(shop.client, burger);
    expect(
      recipe.map((line) => [line.ingredientTitle, line.unit, line.quantity, line.variantId, line.addonId]),
    ).toEqual([
      ['Beef', 'kg', 0.15, null, null],
      ['Cheddar', 'g', 20, null, cheeseAddon],
    ]);
    const detail = await shop.client.get<TMenuItemDetailResponse>(`/api/v1/menu-items/${burger}`);
    expect(detail.body.formattedMenuItem.recipeItems).toEqual(recipe);
    expect(Object.keys(recipe[0] ?? {})).toEqual([
      'id',
      'menuItemId',
      'variantId',
      'addonId',
      'ingredientId',
      'ingredientTitle',
      'unit',
      'quantity',
    ]);
    const rows = await recipeRows(shop.tenantId);
    expect(rows.find((row) => row.id === own.body.recipeItemId)?.quantity).toBe(150);

    const init = await shop.client.get<TPosInitResponse>('/api/v1/pos/init');
    const byId = new Map(init.body.menuItems.map((item) => [item.id, item.recipeItems]));
    expect(byId.get(burger)).toEqual(recipe);
    expect(byId.get(coffee)?.map((line: TRecipeItemResponse) => line.variantId)).toEqual([espressoDouble]);
    // an item without a recipe still carries the key
    expect(byId.get(shop.menu.water)).toEqual([]);
  });

  it.each([
    [{ ingredientId: '', quantity: 1 }, INVENTORY_MSG.chooseStockItem],
    [{ quantity: 1 }, INVENTORY_MSG.chooseStockItem],
    [{ ingredientId: 'unknown-stock', quantity: 1 }, INVENTORY_MSG.chooseStockItem],
    [{ ingredientId: 'BEEF', quantity: 0 }, INVENTORY_MSG.quantityNotPositive],
    [{ ingredientId: 'BEEF', quantity: 0.0001 }, INVENTORY_MSG.provideValidQuantity],
    [{ ingredientId: 'BEEF', quantity: 1, variantId: 'not-a-variant' }, INVENTORY_MSG.chooseOption],
    [{ ingredientId: 'BEEF', quantity: 1, addonId: 'COFFEE_ADDON' }, INVENTORY_MSG.chooseOption],
    [{ ingredientId: 'BEEF', quantity: 1, variantId: 'V', addonId: 'A' }, INVENTORY_MSG.chooseOption],
  ])('refuses %j and writes nothing', async (template, message) => {
    const shop = await shopWithStock();
    const body = JSON.parse(
      JSON.stringify(template).replace('BEEF', shop.beef).replace('COFFEE_ADDON', shop.menu.oatMilk),
    );
    const res = await shop.client.post(`/api/v1/menu-items/recipe/${shop.menu.burger}/add`, body);
    expect([res.status, res.body.message]).toEqual([400, message]);
    expect(await recipeRows(shop.tenantId)).toHaveLength(0);
  });

  it("refuses the same stock item twice on one line, a deleted stock item, and another store's ids", async () => {
    const shop = await shopWithStock();
    const url = `/api/v1/menu-items/recipe/${shop.menu.burger}/add`;
    expect((await shop.client.post(url, { ingredientId: shop.beef, quantity: 1 })).status).toBe(200);
    const twice = await shop.client.post(url, { ingredientId: shop.beef, quantity: 2 });
    expect([twice.status, twice.body.message]).toEqual([409, INVENTORY_MSG.recipeItemTaken]);
    // on an addon it is another line
    const onAddon = await shop.client.post(url, {
      ingredientId: shop.beef,
      addonId: shop.menu.bacon,
      quantity: 2,
    });
    expect(onAddon.status).toBe(200);
    await shop.client.delete(`/api/v1/inventory/${shop.cheese}`);
    const deleted = await shop.client.post(url, { ingredientId: shop.cheese, quantity: 1 });
    expect([deleted.status, deleted.body.message]).toEqual([400, INVENTORY_MSG.chooseStockItem]);

    const other = await shopWithStock();
    await expectNotFound(other.client, {
      method: 'POST',
      url,
      body: { ingredientId: other.beef, quantity: 1 },
    });
    const theirStock = await shop.client.post(url, { ingredientId: other.beef, quantity: 1 });
    expect([theirStock.status, theirStock.body.message]).toEqual([400, INVENTORY_MSG.chooseStockItem]);
    expect(await recipeRows(other.tenantId)).toHaveLength(0);
    expect(await recipeRows(shop.tenantId)).toHaveLength(2);
  });

  it("is for the menu's scope (settings), not the inventory scopes", async () => {
    const shop = await shopWithStock();
    const url = `/api/v1/menu-items/recipe/${shop.menu.burger}/add`;
    const body = { ingredientId: shop.beef, quantity: 1 };
    const stockKeeper = await addStaff(t, shop.tenantId, 'INVENTORY,MANAGE_INVENTORY');
    await expectGuarded(t, stockKeeper.client, { method: 'POST', url, body });
    expect(await recipeRows(shop.tenantId)).toHaveLength(0);
    const manager = await addStaff(t, shop.tenantId, 'SETTINGS');
    expect((await manager.client.post(url, body)).status).toBe(200);
  });
});

describe('PUT and DELETE /menu-items/recipe/:menuItemId/…/:recipeItemId', () => {
  it('changes a line and deletes it; deleting the stock item deletes its lines', async () => {
    const shop = await shopWithStock();
    const { burger } = shop.menu;
    const added = await shop.client.post<{ recipeItemId: string }>(
      `/api/v1/menu-items/recipe/${burger}/add`,
      {
        ingredientId: shop.beef,
        quantity: 0.2,
      },
    );
    const id = added.body.recipeItemId;
    const url = `/api/v1/menu-items/recipe/${burger}/update/${id}`;
    const changed = await shop.client.put(url, {
      ingredientId: shop.cheese,
      quantity: 30,
      addonId: shop.menu.cheese,
    });
    expect([changed.status, changed.body.message]).toEqual([200, INVENTORY_MSG.recipeItemUpdated]);
    expect((await recipeOf(shop.client, burger)).map((l) => [l.ingredientId, l.quantity, l.addonId])).toEqual(
      [[shop.cheese, 30, shop.menu.cheese]],
    );
    const bad = await shop.client.put(url, { ingredientId: shop.cheese, quantity: -3 });
    expect([bad.status, bad.body.message]).toEqual([400, INVENTORY_MSG.provideValidQuantity]);
    // the path names the line's own menu item
    expect(
      (
        await shop.client.put(`/api/v1/menu-items/recipe/${shop.menu.coffee}/update/${id}`, {
          ingredientId: shop.beef,
          quantity: 1,
        })
      ).status,
    ).toBe(404);
    const other = await shopWithStock();
    await expectNotFound(other.client, {
      method: 'PUT',
      url,
      body: { ingredientId: other.beef, quantity: 1 },
    });
    await expectNotFound(other.client, {
      method: 'DELETE',
      url: `/api/v1/menu-items/recipe/${burger}/delete/${id}`,
    });
    const stockKeeper = await addStaff(t, shop.tenantId, 'INVENTORY');
    await expectGuarded(t, stockKeeper.client, {
      method: 'PUT',
      url,
      body: { ingredientId: shop.beef, quantity: 1 },
    });
    await expectGuarded(t, stockKeeper.client, {
      method: 'DELETE',
      url: `/api/v1/menu-items/recipe/${burger}/delete/${id}`,
    });
    expect((await recipeOf(shop.client, burger)).map((l) => l.quantity)).toEqual([30]);

    const gone = await shop.client.delete(`/api/v1/menu-items/recipe/${burger}/delete/${id}`);
    expect([gone.status, gone.body.message]).toEqual([200, INVENTORY_MSG.recipeItemDeleted]);
    expect(await recipeRows(shop.tenantId)).toHaveLength(0);
    expect((await shop.client.delete(`/api/v1/menu-items/recipe/${burger}/delete/${id}`)).body.message).toBe(
      MSG.notFound,
    );

    await shop.client.post(`/api/v1/menu-items/recipe/${burger}/add`, {
      ingredientId: shop.beef,
      quantity: 1,
    });
    await shop.client.post(`/api/v1/menu-items/recipe/${shop.menu.coffee}/add`, {
      ingredientId: shop.beef,
      quantity: 1,
    });
    const version = await catalogVersion(shop.tenantId);
    await shop.client.delete(`/api/v1/inventory/${shop.beef}`);
    expect(await recipeRows(shop.tenantId)).toHaveLength(0);
    expect(await catalogVersion(shop.tenantId)).toBeGreaterThan(version);
  });
});

describe('manual movements and the sold-out set', () => {
  it('a count below one portion sells the item out, a purchase brings it back, deleting the stock frees it', async () => {
    const shop = await shopWithStock();
    const { burger } = shop.menu;
    await shop.client.post(`/api/v1/menu-items/recipe/${burger}/add`, {
      ingredientId: shop.beef,
      quantity: 0.15,
    });
    const soldOut = async () =>
      (await shop.client.get<TPosInitResponse>('/api/v1/pos/init')).body.soldOutItemIds;
    expect(await soldOut()).toEqual([]);
    await shop.client.post(`/api/v1/inventory/${shop.beef}/count`, { quantity: 0.1 });
    expect(await soldOut()).toEqual([burger]);
    await shop.client.request('PATCH', `/api/v1/inventory/${shop.beef}/add-stock-movement`, {
      movementType: 'IN',
      quantity: 0.05,
    });
    expect(await soldOut()).toEqual([]);
    await shop.client.request('PATCH', `/api/v1/inventory/${shop.beef}/add-stock-movement`, {
      movementType: 'WASTAGE',
      quantity: 0.1,
    });
    expect(await soldOut()).toEqual([burger]);
    await shop.client.delete(`/api/v1/inventory/${shop.beef}`);
    expect(await soldOut()).toEqual([]);
  });
});
