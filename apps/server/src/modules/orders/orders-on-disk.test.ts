import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaff, createTestApp, signUpTenant, type TestClient, type TTestApp } from '../../test/harness.ts';
import { seedMenu, type TMenuIds } from '../../test/menu-fixture.ts';

// The production shape of SQLite (a file: writer, reader connection, checkpoint worker) under concurrent
// orders, reads and session changes. On PostgreSQL this runs against its own database like every suite.
let t: TTestApp;
let owner: { client: TestClient; tenantId: string };
let menu: TMenuIds;

beforeAll(async () => {
  t = await createTestApp({}, { sqliteOnDisk: true });
  owner = await signUpTenant(t.app, 'Busy Diner');
  menu = await seedMenu(t.db, owner.tenantId);
});
afterAll(async () => {
  await t.close();
});

type TAnswer = { tokenNo: number; orderId: string; payableTotal: number };
const order = (client: TestClient, key?: string) =>
  client.post<TAnswer>(
    '/api/v1/pos/create-order',
    {
      cart: [
        { id: menu.coffee, quantity: 1, variant_id: menu.espressoDouble, addons_ids: [menu.oatMilk] },
        { id: menu.water, quantity: 2 },
      ],
      deliveryType: 'takeaway',
      customerType: 'WALKIN',
    },
    key ? { 'Idempotency-Key': key } : {},
  );

describe('orders on a SQLite file under load', () => {
  it('takes concurrent orders from several terminals with reads in between: all answered, tokens 1..N', async () => {
    const cashiers = await Promise.all([
      addStaff(t, owner.tenantId, 'POS,ORDERS'),
      addStaff(t, owner.tenantId, 'POS,ORDERS'),
    ]);
    const terminals = [owner.client, ...cashiers.map((c) => c.client)];
    const calls = Array.from({ length: 90 }, (_, i) => {
      const terminal = terminals[i % terminals.length] as TestClient;
      return i % 3 === 2 ? terminal.get('/api/v1/orders') : order(terminal, i % 2 ? `key-${i}` : undefined);
    });
    const answers = await Promise.all(calls);
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));

    const tokens = answers.flatMap((a) => ('tokenNo' in a.body ? [(a.body as TAnswer).tokenNo] : []));
    expect(tokens).toHaveLength(60);
    expect([...tokens].sort((a, b) => a - b)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));

    const open = await owner.client.get<{ orders: { token_no: number }[] }[]>('/api/v1/orders');
    expect(open.body.flatMap((group) => group.orders)).toHaveLength(60);
  });

  it('ends a signed-out terminal’s access at its next call while orders keep flowing', async () => {
    const cashier = await addStaff(t, owner.tenantId, 'POS');
    const stillValidCookies = new Map(cashier.client.cookies);
    const busy = Array.from({ length: 20 }, () => order(owner.client));
    const signout = cashier.client.post('/api/v1/auth/signout', {});
    await Promise.all([...busy, signout]);
    // a copy of the access cookie, still signed and unexpired, no longer opens the revoked device
    for (const [name, value] of stillValidCookies) cashier.client.cookies.set(name, value);
    expect((await order(cashier.client)).status).toBe(401);
    expect((await order(owner.client)).status).toBe(200);
  });

  it('prices the next order from a menu change made while orders are being written', async () => {
    const before = await order(owner.client);
    const writes = Array.from({ length: 10 }, () => order(owner.client));
    await t.db.updateTable('menu_items').set({ price: 250 }).where('id', '=', menu.water).execute();
    await Promise.all(writes);
    const after = await order(owner.client);
    expect(after.body.payableTotal).toBeGreaterThan(before.body.payableTotal);
  });
});
