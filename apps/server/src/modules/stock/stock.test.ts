import {
  STOCK_MSG,
  type TCreateOrderAndInvoiceResponse,
  type TCreateOrderResponse,
  type TPosInitResponse,
  type TQrMenuResponse,
  type TQrSoldOutResponse,
  type TStockMovementResponse,
  type TStockSettingResponse,
} from '@opentab/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaff, createTestApp, TestClient, type TTestApp } from '../../test/harness.ts';
import { someoneWaitsForALock } from '../../test/locks.ts';
import { shopWithMenu } from '../../test/order-shop.ts';
import { insertQrOrder } from '../../test/orders.ts';
import { placeQrOrder, setQrFlags } from '../../test/qr.ts';
import { connected, createSocketOpener, nextEvent } from '../../test/sockets.ts';
import {
  addRecipeLine,
  addStockItem,
  movementsOf,
  onHandOf,
  receiveStock,
} from '../../test/stock-fixture.ts';
import { announceStockChange } from './sold-out.ts';

/*
 * Issue 27, the stock orders take (docs/stock.md). One file both databases pass: `npm test` runs it on SQLite,
 * `npm run test:pg` on PostgreSQL, whose writer is place-orders.sql.
 */

let t: TTestApp;
let url: string;
const { open, closeAll } = createSocketOpener();
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  url = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
});
afterAll(async () => {
  closeAll();
  await t.close();
});

type TShop = Awaited<ReturnType<typeof shopWithMenu>>;

/**
 * A shop whose burger takes 150 g of beef (its own recipe) and a bun, its cheese addon 20 g of cheese, and whose
 * coffee's Double variant takes 14 g of beans on top of the coffee's own 1 cup.
 */
async function kitchenShop(name: string, stock: { beef?: number; buns?: number } = {}) {
  const shop = await shopWithMenu(t, name);
  const { tenantId, menu } = shop;
  const beef = await addStockItem(t.db, tenantId, {
    title: 'Beef',
    unit: 'kg',
    onHand: stock.beef ?? 10_000,
  });
  const buns = await addStockItem(t.db, tenantId, { title: 'Buns', onHand: stock.buns ?? 100_000 });
  const cheese = await addStockItem(t.db, tenantId, { title: 'Cheese', unit: 'kg', onHand: 5_000 });
  const beans = await addStockItem(t.db, tenantId, { title: 'Beans', unit: 'kg', onHand: 5_000 });
  const cups = await addStockItem(t.db, tenantId, { title: 'Cups', onHand: 100_000 });
  const recipe = (line: Parameters<typeof addRecipeLine>[2]) => addRecipeLine(t.db, tenantId, line);
  await recipe({ menuItemId: menu.burger, stockItemId: beef, quantity: 150 });
  await recipe({ menuItemId: menu.burger, stockItemId: buns, quantity: 1000 });
  await recipe({ menuItemId: menu.burger, addonId: menu.cheese, stockItemId: cheese, quantity: 20 });
  await recipe({ menuItemId: menu.coffee, stockItemId: cups, quantity: 1000 });
  await recipe({ menuItemId: menu.coffee, variantId: menu.espressoDouble, stockItemId: beans, quantity: 14 });
  return { ...shop, stock: { beef, buns, cheese, beans, cups } };
}

const burgers = (shop: TShop, quantity: number) => ({
  cart: [{ id: shop.menu.burger, quantity }],
  deliveryType: 'takeaway',
});

const setPolicy = (shop: TShop, stockShortPolicy: 'allow' | 'refuse') =>
  shop.client.post('/api/v1/settings/store-setting/stock', { stockShortPolicy });

const ordersOf = (tenantId: string) =>
  t.db.selectFrom('orders').select(['id', 'token_no']).where('tenant_id', '=', tenantId).execute();

const lineOf = async (orderId: string) =>
  t.db
    .selectFrom('order_items')
    .select(['id', 'status'])
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();

describe('an order sent to the kitchen takes its recipes from stock', () => {
  it("deducts the item's, the variant's and each addon's recipe times the quantity, tied to the order's lines", async () => {
    const shop = await kitchenShop('Recipe Grill');
    const { menu, stock } = shop;
    const placed = await shop.client.post<TCreateOrderResponse>('/api/v1/pos/create-order', {
      cart: [
        { id: menu.burger, quantity: 2, addons_ids: [menu.cheese] },
        { id: menu.coffee, quantity: 3, variant_id: menu.espressoDouble },
        { id: menu.coffee, quantity: 1, variant_id: menu.espressoSingle },
        { id: menu.water, quantity: 1 },
      ],
      deliveryType: 'takeaway',
    });
    expect(placed.status).toBe(200);
    expect(placed.body).not.toHaveProperty('stockShortages');
    expect(await onHandOf(t.db, stock.beef)).toBe(10_000 - 2 * 150);
    expect(await onHandOf(t.db, stock.buns)).toBe(100_000 - 2 * 1000);
    expect(await onHandOf(t.db, stock.cheese)).toBe(5_000 - 2 * 20);
    expect(await onHandOf(t.db, stock.beans)).toBe(5_000 - 3 * 14);
    expect(await onHandOf(t.db, stock.cups)).toBe(100_000 - 4 * 1000);
    const lines = await t.db
      .selectFrom('order_items')
      .select('id')
      .where('order_id', '=', placed.body.orderId)
      .orderBy('id')
      .execute();
    const [burgerLine, doubleLine, singleLine] = lines.map((line) => line.id);
    // no words stored: the logs answer the order's token, which each screen words in its own language
    const sale = { type: 'OUT', note: '', order_id: placed.body.orderId };
    expect((await movementsOf(t.db, stock.beef)).slice(1)).toEqual([
      { ...sale, quantity: -300, order_item_id: burgerLine },
    ]);
    expect((await movementsOf(t.db, stock.cups)).slice(1)).toEqual(
      expect.arrayContaining([
        { ...sale, quantity: -3000, order_item_id: doubleLine },
        { ...sale, quantity: -1000, order_item_id: singleLine },
      ]),
    );
    const logs = await shop.client.get<TStockMovementResponse[]>(
      `/api/v1/inventory/logs?itemId=${stock.beef}`,
    );
    expect(logs.body[0]).toMatchObject({
      note: '',
      orderId: placed.body.orderId,
      tokenNo: placed.body.tokenNo,
    });
    expect(logs.body[1]).toMatchObject({ movementType: 'IN', orderId: null, tokenNo: null });
  });

  it('deducts on every path that sends lines to the kitchen: pay-and-send, a QR order accepted, an order made offline', async () => {
    const shop = await kitchenShop('Every Door');
    const paid = await shop.client.post<TCreateOrderAndInvoiceResponse>(
      '/api/v1/pos/create-order-and-invoice',
      { ...burgers(shop, 1), paymentTypeId: shop.menu.cash },
    );
    expect(paid.status).toBe(200);
    const qrOrderId = await insertQrOrder(t.db, shop.tenantId, shop.menu.table1);
    const accepted = await shop.client.post('/api/v1/pos/create-order', {
      cart: [{ id: shop.menu.burger, quantity: 2 }],
      tableId: shop.menu.table1,
      deliveryType: 'dinein',
      selectedQrOrderItem: qrOrderId,
    });
    expect(accepted.status).toBe(200);
    const init = await shop.client.get<TPosInitResponse>('/api/v1/pos/init');
    const offline = await shop.client.post(
      '/api/v1/pos/create-order',
      {
        ...burgers(shop, 4),
        offline: {
          createdAt: new Date(Date.now() - 60_000).toISOString(),
          catalogVersion: init.body.catalogVersion,
          deviceId: 'till-2',
          provisionalToken: 'P-1',
        },
      },
      { 'Idempotency-Key': 'outbox-stock-1' },
    );
    expect(offline.status).toBe(200);
    expect(await onHandOf(t.db, shop.stock.beef)).toBe(10_000 - 7 * 150);
  });
});

describe('short stock', () => {
  it("'allow' (the default) places the order and names what it left short", async () => {
    const shop = await kitchenShop('Short Allow', { beef: 200 });
    const placed = await shop.client.post<TCreateOrderResponse>('/api/v1/pos/create-order', burgers(shop, 2));
    expect(placed.status).toBe(200);
    expect(placed.body.stockShortages).toEqual([{ title: 'Beef', unit: 'kg' }]);
    expect(await onHandOf(t.db, shop.stock.beef)).toBe(-100);
  });

  it("'refuse' refuses the order with a message naming what is short, and changes nothing", async () => {
    const shop = await kitchenShop('Short Refuse', { beef: 200, buns: 1000 });
    expect((await setPolicy(shop, 'refuse')).status).toBe(200);
    const refused = await shop.client.post('/api/v1/pos/create-order', burgers(shop, 2));
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: 'Not enough stock for this order: Beef, Buns!' });
    expect(await ordersOf(shop.tenantId)).toEqual([]);
    expect(await onHandOf(t.db, shop.stock.beef)).toBe(200);
    expect(await onHandOf(t.db, shop.stock.buns)).toBe(1000);
    // what can be made is sold, with the next token (the refused order took none)
    const placed = await shop.client.post<TCreateOrderResponse>('/api/v1/pos/create-order', burgers(shop, 1));
    expect(placed.status).toBe(200);
    expect(placed.body.tokenNo).toBe(1);
    expect(await onHandOf(t.db, shop.stock.beef)).toBe(50);
  });

  it('never refuses an order made offline: it was already served', async () => {
    const shop = await kitchenShop('Short Offline', { beef: 100 });
    await setPolicy(shop, 'refuse');
    const init = await shop.client.get<TPosInitResponse>('/api/v1/pos/init');
    const replayed = await shop.client.post<TCreateOrderResponse>(
      '/api/v1/pos/create-order',
      {
        ...burgers(shop, 1),
        offline: {
          createdAt: new Date(Date.now() - 60_000).toISOString(),
          catalogVersion: init.body.catalogVersion,
          deviceId: 'till-2',
          provisionalToken: 'P-9',
        },
      },
      { 'Idempotency-Key': 'outbox-stock-2' },
    );
    expect(replayed.status).toBe(200);
    expect(replayed.body.stockShortages).toEqual([{ title: 'Beef', unit: 'kg' }]);
  });
});

describe('a voided line gives its stock back', () => {
  it('before the kitchen started: IN movements reversing exactly what its sale took', async () => {
    const shop = await kitchenShop('Give Back');
    const placed = await shop.order({
      cart: [{ id: shop.menu.burger, quantity: 3 }],
      deliveryType: 'takeaway',
    });
    const line = await lineOf(placed.orderId);
    expect(await onHandOf(t.db, shop.stock.beef)).toBe(10_000 - 450);
    const voided = await shop.client.post(`/api/v1/orders/update-status/${line.id}`, { status: 'cancelled' });
    expect(voided.status).toBe(200);
    expect(await onHandOf(t.db, shop.stock.beef)).toBe(10_000);
    expect((await movementsOf(t.db, shop.stock.beef)).slice(1).map((m) => [m.type, m.quantity])).toEqual([
      ['OUT', -450],
      ['IN', 450],
    ]);
    // voided again: nothing more
    await shop.client.post(`/api/v1/orders/update-status/${line.id}`, { status: 'cancelled' });
    expect(await movementsOf(t.db, shop.stock.beef)).toHaveLength(3);
  });

  it('after the kitchen started: given back as usage and recorded as wastage, on hand unchanged', async () => {
    const shop = await kitchenShop('Wastage');
    const placed = await shop.order({
      cart: [{ id: shop.menu.burger, quantity: 2 }],
      deliveryType: 'takeaway',
    });
    const line = await lineOf(placed.orderId);
    await shop.client.post(`/api/v1/orders/update-status/${line.id}`, { status: 'preparing' });
    const voided = await shop.client.post(`/api/v1/orders/update-status/${line.id}`, {
      status: 'cancelled',
      reason: 'Dropped on the floor',
    });
    expect(voided.status).toBe(200);
    expect(await onHandOf(t.db, shop.stock.beef)).toBe(10_000 - 300);
    const moves = (await movementsOf(t.db, shop.stock.beef)).slice(1);
    expect(moves.map((m) => [m.type, m.quantity]).sort()).toEqual([
      ['IN', 300],
      ['OUT', -300],
      ['WASTAGE', -300],
    ]);
    expect(moves.every((m) => m.order_item_id === line.id && m.note === '')).toBe(true);
    const logs = await shop.client.get<TStockMovementResponse[]>(
      `/api/v1/inventory/logs?itemId=${shop.stock.beef}`,
    );
    expect(logs.body.slice(0, 3).map((m) => m.tokenNo)).toEqual([
      placed.tokenNo,
      placed.tokenNo,
      placed.tokenNo,
    ]);
  });

  it('a whole order cancelled: each line by its own rule, in the cancel’s transaction', async () => {
    const shop = await kitchenShop('Cancel All');
    const placed = await shop.order({
      cart: [
        { id: shop.menu.burger, quantity: 1 },
        { id: shop.menu.burger, quantity: 2 },
      ],
      deliveryType: 'takeaway',
    });
    const [made, unmade] = placed.order.items;
    await shop.client.post(`/api/v1/orders/update-status/${made!.id}`, { status: 'preparing' });
    const cancelled = await shop.client.post('/api/v1/orders/cancel', {
      orderIds: [placed.orderId],
      reason: 'Guest left',
    });
    expect(cancelled.status).toBe(200);
    // the unmade line's 300 g back; the made line's 150 g given back as usage and out as wastage
    expect(await onHandOf(t.db, shop.stock.beef)).toBe(10_000 - 150);
    const byLine = (await movementsOf(t.db, shop.stock.beef)).slice(1);
    expect(byLine.filter((m) => m.order_item_id === unmade!.id).map((m) => [m.type, m.quantity])).toEqual([
      ['OUT', -300],
      ['IN', 300],
    ]);
    expect(
      byLine
        .filter((m) => m.order_item_id === made!.id)
        .map((m) => [m.type, m.quantity])
        .sort(),
    ).toEqual([
      ['IN', 150],
      ['OUT', -150],
      ['WASTAGE', -150],
    ]);
  });

  it('a refused void (the kitchen started meanwhile, no reason) gives nothing back', async () => {
    const shop = await kitchenShop('No Reason');
    const placed = await shop.order(burgers(shop, 1));
    const line = await lineOf(placed.orderId);
    await shop.client.post(`/api/v1/orders/update-status/${line.id}`, { status: 'preparing' });
    const refused = await shop.client.post(`/api/v1/orders/update-status/${line.id}`, {
      status: 'cancelled',
    });
    expect(refused.status).toBe(400);
    expect(await onHandOf(t.db, shop.stock.beef)).toBe(10_000 - 150);
    expect(await movementsOf(t.db, shop.stock.beef)).toHaveLength(2);
  });
});

describe('sold out', () => {
  it('an item whose recipe cannot be made once is sold out on /pos/init, the QR menu and live over sockets, and comes back when stock arrives', async () => {
    const shop = await kitchenShop('Sold Out Diner', { beef: 300 });
    const code = await setQrFlags(t.db, shop.tenantId, { menu: true, order: true });
    const socket = open(url, shop.client.cookieHeader());
    await connected(socket);
    const soldOutInit = async () =>
      (await shop.client.get<TPosInitResponse>('/api/v1/pos/init')).body.soldOutItemIds;
    expect(await soldOutInit()).toEqual([]);

    const soldOut = nextEvent(socket, 'stock_sold_out');
    await shop.order(burgers(shop, 2));
    expect(await soldOut).toEqual({ soldOutItemIds: [shop.menu.burger] });
    expect(await soldOutInit()).toEqual([shop.menu.burger]);
    const diner = new TestClient(t.app);
    expect((await diner.get<TQrMenuResponse>(`/api/v1/qrmenu/${code}`)).body.soldOutItemIds).toEqual([
      shop.menu.burger,
    ]);
    expect((await diner.get<TQrSoldOutResponse>(`/api/v1/qrmenu/${code}/sold-out`)).body).toEqual({
      soldOutItemIds: [shop.menu.burger],
    });
    // a diner cannot order it
    const refused = await placeQrOrder(diner, code, {
      deliveryType: null,
      cartItems: [{ id: shop.menu.burger, quantity: 1, addons_ids: [] }],
      customerType: 'WALKIN',
      tableId: null,
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: 'Burger is sold out!' });

    const back = nextEvent(socket, 'stock_sold_out');
    await receiveStock(t.db, shop.tenantId, { stockItemId: shop.stock.beef, quantity: 150 });
    await announceStockChange(t.app.ctx, shop.tenantId);
    expect(await back).toEqual({ soldOutItemIds: [] });
    expect(await soldOutInit()).toEqual([]);
  });

  it('a void that gives the last portion back brings the item back live', async () => {
    const shop = await kitchenShop('Sold Out Void', { beef: 150 });
    const socket = open(url, shop.client.cookieHeader());
    await connected(socket);
    const soldOut = nextEvent(socket, 'stock_sold_out');
    const placed = await shop.order(burgers(shop, 1));
    expect(await soldOut).toEqual({ soldOutItemIds: [shop.menu.burger] });
    const back = nextEvent(socket, 'stock_sold_out');
    const line = await lineOf(placed.orderId);
    await shop.client.post(`/api/v1/orders/update-status/${line.id}`, { status: 'cancelled' });
    expect(await back).toEqual({ soldOutItemIds: [] });
  });

  it('is announced to its own store only', async () => {
    const a = await kitchenShop('Sold Out A', { beef: 150 });
    const b = await kitchenShop('Sold Out B');
    const socketB = open(url, b.client.cookieHeader());
    await connected(socketB);
    const heard: unknown[] = [];
    socketB.on('stock_sold_out', (payload: unknown) => heard.push(payload));
    await a.order(burgers(a, 1));
    await announceStockChange(t.app.ctx, a.tenantId);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard).toEqual([]);
  });
});

describe('GET and POST /settings/store-setting/stock', () => {
  it('answers the policy, allow by default, and sets it with an audit entry', async () => {
    const shop = await shopWithMenu(t, 'Policy Shop');
    const before = await shop.client.get<TStockSettingResponse>('/api/v1/settings/store-setting/stock');
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ stockShortPolicy: 'allow' });
    const saved = await setPolicy(shop, 'refuse');
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ message: STOCK_MSG.stockSettingSaved });
    expect((await shop.client.get('/api/v1/settings/store-setting/stock')).body).toEqual({
      stockShortPolicy: 'refuse',
    });
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('tenant_id', '=', shop.tenantId)
      .where('action', '=', 'settings.stock')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('refuses another value and changes nothing', async () => {
    const shop = await shopWithMenu(t, 'Policy Check');
    const refused = await shop.client.post('/api/v1/settings/store-setting/stock', {
      stockShortPolicy: 'maybe',
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message: STOCK_MSG.chooseStockShortPolicy });
    expect((await shop.client.get('/api/v1/settings/store-setting/stock')).body).toEqual({
      stockShortPolicy: 'allow',
    });
  });

  it('is for the settings scope: a cashier cannot read or change it', async () => {
    const shop = await shopWithMenu(t, 'Policy Guard');
    const cashier = await addStaff(t, shop.tenantId, 'POS');
    expect((await cashier.client.get('/api/v1/settings/store-setting/stock')).status).toBe(403);
    const refused = await cashier.client.post('/api/v1/settings/store-setting/stock', {
      stockShortPolicy: 'refuse',
    });
    expect(refused.status).toBe(403);
    expect((await shop.client.get('/api/v1/settings/store-setting/stock')).body).toEqual({
      stockShortPolicy: 'allow',
    });
  });

  it("changes only the caller's own store", async () => {
    const a = await shopWithMenu(t, 'Policy A');
    const b = await shopWithMenu(t, 'Policy B');
    await setPolicy(a, 'refuse');
    expect((await b.client.get('/api/v1/settings/store-setting/stock')).body).toEqual({
      stockShortPolicy: 'allow',
    });
  });
});

describe('concurrency', () => {
  it('50 terminals selling the same dish at once lose no deduction: on hand is the start less every order', async () => {
    const shop = await kitchenShop('Rush Hour', { beef: 1_000_000 });
    const quantities = Array.from({ length: 50 }, (_, i) => (i % 3) + 1);
    const answers = await Promise.all(
      quantities.map((quantity) => shop.client.post('/api/v1/pos/create-order', burgers(shop, quantity))),
    );
    expect(answers.map((answer) => answer.status)).toEqual(quantities.map(() => 200));
    const sold = quantities.reduce((sum, quantity) => sum + quantity, 0);
    expect(await onHandOf(t.db, shop.stock.beef)).toBe(1_000_000 - sold * 150);
    expect(await onHandOf(t.db, shop.stock.buns)).toBe(100_000 - sold * 1000);
    const tokens = (await ordersOf(shop.tenantId)).map((order) => order.token_no).sort((x, y) => x - y);
    expect(tokens).toEqual(quantities.map((_, i) => i + 1));
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)(
  'a batch of orders and a give-back on the same stock (PostgreSQL)',
  () => {
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

    it('a batch takes every stock row its orders need before its first order, in id order: it never holds a row while waiting for a lower one', async () => {
      const shop = await kitchenShop('Lock Order');
      const { beef, cups } = shop.stock;
      expect(beef < cups).toBe(true);
      const water = { cart: [{ id: shop.menu.water, quantity: 1 }], deliveryType: 'takeaway' };
      // the day's token counter row exists
      expect((await shop.client.post('/api/v1/pos/create-order', water)).status).toBe(200);
      const placed: Promise<{ status: number }>[] = [];
      await t.db.transaction().execute(async (trx) => {
        // beef held as a give-back holds it (the trigger locks in id order), then the store's counter too, in a
        // savepoint, so an order of water waits and the next orders queue behind it as one batch
        await sql`select id from stock_items where id = ${beef} for no key update`.execute(trx);
        await sql`savepoint counter`.execute(trx);
        await sql`select 1 from daily_token_counters where tenant_id = ${shop.tenantId} for update`.execute(
          trx,
        );
        placed.push(shop.client.post('/api/v1/pos/create-order', water));
        await someoneWaitsForALock(t.db);
        // one batch: a coffee (cups) first, then a burger (beef and buns)
        const coffee = { ...water, cart: [{ id: shop.menu.coffee, quantity: 1 }] };
        placed.push(shop.client.post('/api/v1/pos/create-order', coffee));
        await pause(150);
        placed.push(shop.client.post('/api/v1/pos/create-order', burgers(shop, 1)));
        await pause(150);
        await sql`rollback to savepoint counter`.execute(trx);
        await someoneWaitsForALock(t.db);
        // the batch waits for beef holding nothing: taken order by order, it would hold cups (a give-back of cups
        // and beef would then deadlock with it)
        await expect(
          sql`select id from stock_items where id = ${cups} for no key update nowait`.execute(trx),
        ).resolves.toBeDefined();
      });
      expect((await Promise.all(placed)).map((answer) => answer.status)).toEqual([200, 200, 200]);
      expect(await onHandOf(t.db, beef)).toBe(10_000 - 150);
      expect(await onHandOf(t.db, cups)).toBe(100_000 - 1000);
    });
  },
);
