import type { TOrdersInitResponse, TPosInitResponse } from '@opentab/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectGuarded } from '../../test/guards.ts';
import { addStaff, createTestApp, signUpTenant, type TestClient, type TTestApp } from '../../test/harness.ts';
import { seedMenu, type TMenuIds } from '../../test/menu-fixture.ts';

let t: TTestApp;
let owner: TestClient;
let kitchen: TestClient;
let menu: TMenuIds;

beforeAll(async () => {
  t = await createTestApp();
  const shop = await signUpTenant(t.app, 'Floor Cafe');
  owner = shop.client;
  menu = await seedMenu(t.db, shop.tenantId);
  await t.db.updateTable('menu_items').set({ net_price: 700 }).where('id', '=', menu.burger).execute();
  kitchen = (await addStaff(t, shop.tenantId, 'KITCHEN')).client;
});
afterAll(async () => {
  await t.close();
});

/** The floor screens' settings: spec 01 section 3, flags 0/1, no QR secrets, only active payment types. */
const floorSettings = (paymentTypeIds: string[]) => ({
  storeSettings: {
    storeName: 'Floor Cafe',
    address: null,
    phone: null,
    email: expect.any(String),
    currency: 'USD',
    image: null,
    storeImage: null,
    isQROrderEnabled: 0,
    timeZone: 'UTC',
    // the store record's names, which the spec source client's receipts read
    store_name: 'Floor Cafe',
    store_image: null,
    defaultPaymentTypeId: menu.cash,
    invoicePrefix: '',
    shiftsRequired: false,
    language: 'en',
    // issue 26: OpenTab's own colors until the store picks its brand color
    brandColor: null,
  },
  printSettings: {
    page_format: 80,
    is_enable_print: 1,
    show_store_details: 1,
    show_customer_details: 1,
    show_notes: 1,
    print_token: 1,
    header: null,
    footer: 'Thank you, visit again!',
  },
  paymentTypes: paymentTypeIds.map((id) => ({ id, title: expect.any(String), is_active: 1, isCash: 1 })),
  // issue 23: what a bill's service charge will be, shown before it is charged (none yet)
  serviceCharge: { rate: 0, taxRate: null, isDineInOnly: true },
});

describe('GET /pos/init', () => {
  it('answers the spec keys: the menu without net prices, tables without their QR id, the floor settings', async () => {
    const res = await owner.get<TPosInitResponse>('/api/v1/pos/init');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual([
      'catalogVersion',
      'categories',
      'hasOpenShift',
      'menuItems',
      'paymentTypes',
      'printSettings',
      'serviceCharge',
      // issue 27: the items sold out for want of stock, and what a short order does
      'soldOutItemIds',
      'stockShortPolicy',
      'storeSettings',
      'storeTables',
    ]);
    expect(res.body).toMatchObject(floorSettings([menu.cash]));
    // issue 23: the caller's shift status, which the POS shows
    expect(res.body.hasOpenShift).toBe(false);
    // issue 27: a store without stock has nothing sold out, and sells short with a warning
    expect(res.body).toMatchObject({ soldOutItemIds: [], stockShortPolicy: 'allow' });
    const burger = res.body.menuItems.find((item) => item.id === menu.burger);
    expect(burger).toMatchObject({ title: 'Burger', price: 10, is_enabled: 1, tax_type: 'exclusive' });
    expect(burger).not.toHaveProperty('net_price');
    expect(res.body.storeTables).toContainEqual({
      id: menu.table1,
      table_title: 'T1',
      seating_capacity: 4,
      floor: 'Ground',
    });
  });

  it('needs POS: anonymous 401, kitchen staff 403', async () => {
    await expectGuarded(t, kitchen, { method: 'GET', url: '/api/v1/pos/init' });
  });
});

describe('GET /orders/init', () => {
  it('answers exactly the store, print settings, active payment types and the tables (issue 23: Move)', async () => {
    const res = await owner.get<TOrdersInitResponse>('/api/v1/orders/init');
    expect(res.status).toBe(200);
    const tables = [
      { id: menu.table1, table_title: 'T1', floor: 'Ground', seating_capacity: 4 },
      { id: menu.table2, table_title: 'R1', floor: 'Roof', seating_capacity: 2 },
    ];
    // in the order the tables were added (both here at once: then by id)
    expect(res.body).toEqual({ ...floorSettings([menu.cash]), storeTables: expect.any(Array) });
    expect(res.body.storeTables).toHaveLength(2);
    expect(res.body.storeTables).toEqual(expect.arrayContaining(tables));
  });

  it('is closed to staff without an orders scope', async () => {
    await expectGuarded(t, kitchen, { method: 'GET', url: '/api/v1/orders/init' });
  });
});
