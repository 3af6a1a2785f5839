import {
  businessDay,
  CATALOG_VERSION_WINDOW_MS,
  fromZonedDateTimeInput,
  OFFLINE_MSG,
  OFFLINE_REFUSAL_CODES,
  POS_MSG,
  SHIFT_MSG,
  type TCreateOrderAndInvoiceResponse,
  type TCreateOrderResponse,
  type TListOrderGroupsResponse,
  type TPosInitResponse,
  type TReceiptResponse,
} from '@opentab/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newId } from '../../../lib/ids.ts';
import { createTestApp, type TTestApp } from '../../../test/harness.ts';
import { someoneWaitsForALock } from '../../../test/locks.ts';
import { burgerAndWater, shopWithMenu } from '../../../test/order-shop.ts';
import { parseCatalogSnapshot, pinCatalogVersion, sweepSupersededSnapshots } from './catalog-snapshots.ts';

/*
 * Issue 25: orders made on a POS that had lost the server, replayed from its outbox. Like placement.test.ts,
 * this file runs on SQLite (`npm test`) and on PostgreSQL (`npm run test:pg`), each against its own writer.
 */

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type TShop = Awaited<ReturnType<typeof shopWithMenu>>;

const HOUR = 60 * 60_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

async function posInit(shop: TShop): Promise<TPosInitResponse> {
  const res = await shop.client.get<TPosInitResponse>('/api/v1/pos/init');
  expect(res.status).toBe(200);
  return res.body;
}

type TOfflineOptions = {
  version: number;
  createdAt?: string;
  provisionalToken?: string;
  body?: Record<string, unknown>;
};

/** The POS's replay of an order made offline: its cart and the offline block. */
const offlineBody = (shop: TShop, options: TOfflineOptions) => ({
  ...(options.body ?? burgerAndWater(shop.menu)),
  offline: {
    createdAt: options.createdAt ?? ago(HOUR),
    catalogVersion: options.version,
    deviceId: 'till-2',
    provisionalToken: options.provisionalToken ?? 'P-1',
  },
});

const newKey = () => `outbox-${newId()}`;

function replay<T = TCreateOrderResponse>(
  shop: TShop,
  body: Record<string, unknown>,
  { key = newKey(), call = 'create-order' }: { key?: string; call?: string } = {},
) {
  return shop.client.post<T & { code?: string }>(`/api/v1/pos/${call}`, body, { 'Idempotency-Key': key });
}

const orderRow = (orderId: string) =>
  t.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();

/** Every table an order writes, counted for the store: a refusal must leave them all as they were. */
async function writtenRows(tenantId: string) {
  const count = async (table: 'orders' | 'order_items' | 'invoices' | 'idempotency_keys') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('tenant_id', '=', tenantId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const [orders, items, invoices, keys] = await Promise.all([
    count('orders'),
    count('order_items'),
    count('invoices'),
    count('idempotency_keys'),
  ]);
  return { orders, items, invoices, keys };
}

const snapshotsOf = (tenantId: string) =>
  t.db
    .selectFrom('catalog_snapshots')
    .select(['version', 'snapshot', 'superseded_at'])
    .where('tenant_id', '=', tenantId)
    .orderBy('version')
    .execute();

const catalogVersionOf = async (tenantId: string) =>
  Number(
    (
      await t.db
        .selectFrom('tenants')
        .select('catalog_version')
        .where('id', '=', tenantId)
        .executeTakeFirstOrThrow()
    ).catalog_version,
  );

const setBurgerPrice = (shop: TShop, price: number) =>
  t.db.updateTable('menu_items').set({ price }).where('id', '=', shop.menu.burger).execute();

/** Dates a version's end `ms` ago, as if the change that replaced it had been made then. */
const backdateSupersession = (tenantId: string, version: number, ms: number) =>
  t.db
    .updateTable('catalog_snapshots')
    .set({ superseded_at: ago(ms) })
    .where('tenant_id', '=', tenantId)
    .where('version', '=', version)
    .execute();

describe('GET /pos/init names its menu version and keeps its snapshot', () => {
  it('answers the tenant’s catalog version and stores that version’s pricing catalog once', async () => {
    const shop = await shopWithMenu(t, 'Init Cafe');
    const init = await posInit(shop);
    expect(init.catalogVersion).toBe(await catalogVersionOf(shop.tenantId));
    await posInit(shop);
    const [stored, ...more] = await snapshotsOf(shop.tenantId);
    expect(more).toEqual([]);
    expect(stored).toMatchObject({ version: init.catalogVersion, superseded_at: null });
    const catalog = parseCatalogSnapshot(stored!.snapshot);
    expect(catalog?.version).toBe(init.catalogVersion);
    expect(catalog?.currency).toBe('USD');
    expect(catalog?.items.get(shop.menu.burger)).toMatchObject({ price: 1000, taxRateMilli: 10_000 });
    expect(catalog?.addons.get(shop.menu.cheese)).toMatchObject({ itemId: shop.menu.burger, price: 150 });
    expect(catalog?.tables.get(shop.menu.table1)).toMatchObject({ title: 'T1', floor: 'Ground' });
    // the answered menu is the snapshot's version: the same price
    expect(init.menuItems.find((item) => item.id === shop.menu.burger)?.price).toBe(10);
  });

  it('stamps a version superseded in the change that replaces it, once, and snapshots the next one', async () => {
    const shop = await shopWithMenu(t, 'Change Cafe');
    const first = (await posInit(shop)).catalogVersion;
    const before = Date.now();
    await setBurgerPrice(shop, 1200);
    const [stamped] = await snapshotsOf(shop.tenantId);
    expect(stamped?.superseded_at).not.toBeNull();
    const stampedAt = Date.parse(stamped!.superseded_at!);
    expect(stampedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(stampedAt).toBeLessThanOrEqual(Date.now() + 1000);
    // a later change (a table this time) leaves the stamp as it was
    await t.db.updateTable('store_tables').set({ title: 'T1b' }).where('id', '=', shop.menu.table1).execute();
    expect((await snapshotsOf(shop.tenantId))[0]?.superseded_at).toBe(stamped!.superseded_at);

    const second = await posInit(shop);
    expect(second.catalogVersion).toBeGreaterThan(first);
    const snapshots = await snapshotsOf(shop.tenantId);
    expect(snapshots.map((row) => row.version)).toEqual([first, second.catalogVersion]);
    expect(snapshots[1]?.superseded_at).toBeNull();
    expect(parseCatalogSnapshot(snapshots[1]!.snapshot)?.items.get(shop.menu.burger)?.price).toBe(1200);
  });

  it('sweeps the snapshots superseded more than the window ago, never a current one', async () => {
    const shop = await shopWithMenu(t, 'Sweep Cafe');
    const old = (await posInit(shop)).catalogVersion;
    await setBurgerPrice(shop, 1100);
    const recent = (await posInit(shop)).catalogVersion;
    await setBurgerPrice(shop, 1300);
    const current = (await posInit(shop)).catalogVersion;
    await backdateSupersession(shop.tenantId, old, CATALOG_VERSION_WINDOW_MS + HOUR);
    await backdateSupersession(shop.tenantId, recent, CATALOG_VERSION_WINDOW_MS - HOUR);
    // the current one, as if it were very old: it has no end, so it stays
    await t.db
      .updateTable('catalog_snapshots')
      .set({ created_at: ago(10 * CATALOG_VERSION_WINDOW_MS) })
      .where('tenant_id', '=', shop.tenantId)
      .execute();
    expect(await sweepSupersededSnapshots(t.db)).toBeGreaterThanOrEqual(1);
    expect((await snapshotsOf(shop.tenantId)).map((row) => row.version)).toEqual([recent, current]);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('a menu change racing /pos/init (PostgreSQL)', () => {
  it('waits for the snapshot being stored, then stamps it superseded', async () => {
    const shop = await shopWithMenu(t, 'Racing Cafe');
    let change: Promise<unknown> | undefined;
    const version = await t.db.transaction().execute(async (trx) => {
      const pinned = await pinCatalogVersion(t.app.ctx, trx, shop.tenantId);
      change = setBurgerPrice(shop, 1700);
      // either the change waits for this transaction (held), or it went through under it
      await Promise.race([change, someoneWaitsForALock(t.db)]);
      return pinned;
    });
    await change;
    const [snapshot] = await snapshotsOf(shop.tenantId);
    expect(snapshot).toMatchObject({ version });
    expect(snapshot?.superseded_at).not.toBeNull();
    expect(await catalogVersionOf(shop.tenantId)).toBeGreaterThan(version);
  });
});

describe('an order made offline', () => {
  it('is placed dated when it was made, with its provisional token, device, and a token of that day', async () => {
    const shop = await shopWithMenu(t, 'Offline Cafe');
    const { catalogVersion } = await posInit(shop);
    const createdAt = ago(2 * HOUR);
    const emit = vi.spyOn(t.app.ctx.realtime, 'emitToTenant');
    const res = await replay(
      shop,
      offlineBody(shop, { version: catalogVersion, createdAt, provisionalToken: 'P-7' }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Order sent to Kitchen!', tokenNo: 1, payableTotal: 14 });
    expect(emit).toHaveBeenCalledWith(shop.tenantId, 'new_order', { tokenNo: 1, orderId: res.body.orderId });
    emit.mockRestore();
    const order = await orderRow(res.body.orderId);
    expect(order).toMatchObject({
      created_at: createdAt,
      business_day: businessDay(new Date(createdAt), 'UTC'),
      provisional_token: 'P-7',
      device_id: 'till-2',
      token_no: 1,
    });
    const lines = await t.db.selectFrom('order_items').selectAll().where('order_id', '=', order.id).execute();
    expect(lines.map((line) => line.created_at)).toEqual([createdAt, createdAt]);

    const groups = await shop.client.get<TListOrderGroupsResponse>('/api/v1/orders');
    const listed = groups.body.flatMap((group) => group.orders).find((o) => o.id === order.id);
    expect(listed).toMatchObject({ token_no: 1, provisional_token: 'P-7', date: createdAt });
    const receipt = await shop.client.get<{ receipt: TReceiptResponse }>(
      `/api/v1/receipts/order/${order.id}`,
    );
    expect(receipt.body.receipt).toMatchObject({ tokenNos: [1], provisionalToken: 'P-7', createdAt });
  });

  it('answers a live order without a provisional token', async () => {
    const shop = await shopWithMenu(t, 'Live Cafe');
    const res = await shop.client.post<TCreateOrderResponse>(
      '/api/v1/pos/create-order',
      burgerAndWater(shop.menu),
    );
    expect(await orderRow(res.body.orderId)).toMatchObject({ provisional_token: null, device_id: null });
    const receipt = await shop.client.get<{ receipt: TReceiptResponse }>(
      `/api/v1/receipts/order/${res.body.orderId}`,
    );
    expect(receipt.body.receipt.provisionalToken).toBeNull();
  });

  it('paid offline: priced, discounted, tipped and tendered as live, its invoice dated when it was made', async () => {
    const shop = await shopWithMenu(t, 'Paid Offline');
    const { catalogVersion } = await posInit(shop);
    const paid = {
      ...burgerAndWater(shop.menu),
      paymentTypeId: shop.menu.cash,
      discount: { type: 'percent', value: 10, reason: 'Regular' },
      tip: { type: 'amount', value: 1 },
      amountTendered: 20,
    };
    const call = 'create-order-and-invoice';
    const live = await replay<TCreateOrderAndInvoiceResponse>(shop, paid, { call });
    const createdAt = ago(3 * HOUR);
    const offline = await replay<TCreateOrderAndInvoiceResponse>(
      shop,
      offlineBody(shop, { version: catalogVersion, createdAt, body: paid }),
      { call },
    );
    expect(offline.status).toBe(200);
    const { orderId: _o, invoiceId: _i, tokenNo: _t, itemIds: _ids, ...liveMoney } = live.body;
    expect(offline.body).toMatchObject(liveMoney);
    expect(offline.body).toMatchObject({ payableTotal: 12.6, tip: 1, amountTendered: 20, changeDue: 6.4 });
    const invoice = await t.db
      .selectFrom('invoices')
      .selectAll()
      .where('id', '=', offline.body.invoiceId!)
      .executeTakeFirstOrThrow();
    expect(invoice.created_at).toBe(createdAt);
    const payments = await t.db
      .selectFrom('invoice_payments')
      .select('created_at')
      .where('invoice_id', '=', invoice.id)
      .execute();
    expect(payments).toEqual([{ created_at: createdAt }]);
    expect(await orderRow(offline.body.orderId)).toMatchObject({
      payment_status: 'paid',
      created_at: createdAt,
    });
  });

  it('made before midnight and replayed after: that business day and the next token of that day', async () => {
    const shop = await shopWithMenu(t, 'Midnight Cafe');
    const zone = 'Asia/Kolkata';
    await t.db
      .updateTable('store_settings')
      .set({ time_zone: zone })
      .where('tenant_id', '=', shop.tenantId)
      .execute();
    const { catalogVersion } = await posInit(shop);
    const today = businessDay(new Date(), zone);
    const midnight = fromZonedDateTimeInput(`${today}T00:00`, zone)!.getTime();
    // 23:50 and 23:55 of yesterday, on the store's clock, written as the device writes its own offset
    const withOffset = (ms: number) => `${new Date(ms + 5.5 * HOUR).toISOString().slice(0, 19)}+05:30`;
    const live = await replay(shop, burgerAndWater(shop.menu));
    const first = await replay(
      shop,
      offlineBody(shop, { version: catalogVersion, createdAt: withOffset(midnight - 10 * 60_000) }),
    );
    const second = await replay(
      shop,
      offlineBody(shop, {
        version: catalogVersion,
        createdAt: withOffset(midnight - 5 * 60_000),
        provisionalToken: 'P-2',
      }),
    );
    const nextLive = await replay(shop, burgerAndWater(shop.menu));
    const yesterday = businessDay(new Date(midnight - 60_000), zone);
    expect(await orderRow(first.body.orderId)).toMatchObject({
      business_day: yesterday,
      token_no: 1,
      created_at: new Date(midnight - 10 * 60_000).toISOString(),
    });
    expect(await orderRow(second.body.orderId)).toMatchObject({ business_day: yesterday, token_no: 2 });
    expect(await orderRow(live.body.orderId)).toMatchObject({ business_day: today, token_no: 1 });
    expect(await orderRow(nextLive.body.orderId)).toMatchObject({ business_day: today, token_no: 2 });
  });

  describe('its time', () => {
    it('more than a day old is refused (400 OFFLINE_TOO_OLD) and writes nothing', async () => {
      const shop = await shopWithMenu(t, 'Too Old');
      const { catalogVersion } = await posInit(shop);
      const before = await writtenRows(shop.tenantId);
      const res = await replay(
        shop,
        offlineBody(shop, { version: catalogVersion, createdAt: ago(25 * HOUR) }),
      );
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: OFFLINE_MSG.tooOld, code: OFFLINE_REFUSAL_CODES.tooOld });
      expect(await writtenRows(shop.tenantId)).toEqual(before);
      // a day old less a minute still goes in
      const inTime = await replay(
        shop,
        offlineBody(shop, { version: catalogVersion, createdAt: ago(24 * HOUR - 60_000) }),
      );
      expect(inTime.status).toBe(200);
    });

    it('further ahead than the clock skew is refused (400 OFFLINE_CLOCK_AHEAD); a little ahead is now', async () => {
      const shop = await shopWithMenu(t, 'Fast Clock');
      const { catalogVersion } = await posInit(shop);
      const before = await writtenRows(shop.tenantId);
      const ahead = await replay(
        shop,
        offlineBody(shop, { version: catalogVersion, createdAt: ago(-10 * 60_000) }),
      );
      expect(ahead.status).toBe(400);
      expect(ahead.body).toEqual({ message: OFFLINE_MSG.inFuture, code: OFFLINE_REFUSAL_CODES.inFuture });
      expect(await writtenRows(shop.tenantId)).toEqual(before);

      const sent = Date.now();
      const slightly = await replay(
        shop,
        offlineBody(shop, { version: catalogVersion, createdAt: ago(-2 * 60_000) }),
      );
      expect(slightly.status).toBe(200);
      const createdAt = Date.parse((await orderRow(slightly.body.orderId)).created_at);
      expect(createdAt).toBeGreaterThanOrEqual(sent - 1000);
      expect(createdAt).toBeLessThanOrEqual(Date.now());
    });
  });

  describe('its menu version', () => {
    it('priced with its device’s version after a price change: the old price, a live order the new one', async () => {
      const shop = await shopWithMenu(t, 'Old Price');
      const { catalogVersion } = await posInit(shop);
      await setBurgerPrice(shop, 1500);
      const offline = await replay(shop, offlineBody(shop, { version: catalogVersion }));
      expect(offline.status).toBe(200);
      expect(offline.body.payableTotal).toBe(14);
      const lines = await t.db
        .selectFrom('order_items')
        .select(['item_title', 'unit_price', 'line_tax'])
        .where('order_id', '=', offline.body.orderId)
        .orderBy('id')
        .execute();
      expect(lines[0]).toEqual({ item_title: 'Burger', unit_price: 1000, line_tax: 100 });
      const live = await replay(shop, burgerAndWater(shop.menu));
      expect(live.body.payableTotal).toBe(19.5);
    });

    it('paid with its device’s version: checked against the store’s payment types now, not the snapshot', async () => {
      const shop = await shopWithMenu(t, 'Old Menu Paid');
      const { catalogVersion } = await posInit(shop);
      await setBurgerPrice(shop, 1500);
      const call = 'create-order-and-invoice';
      const paid = (paymentTypeId: string) =>
        offlineBody(shop, {
          version: catalogVersion,
          body: { ...burgerAndWater(shop.menu), paymentTypeId, amountTendered: 20 },
        });
      const accepted = await replay<TCreateOrderAndInvoiceResponse>(shop, paid(shop.menu.cash), { call });
      expect(accepted.status).toBe(200);
      expect(accepted.body).toMatchObject({ payableTotal: 14, amountTendered: 20, changeDue: 6 });
      // turned off since the device went offline: refused, whatever the device's menu version said
      await t.db
        .updateTable('payment_types')
        .set({ is_active: 0 })
        .where('id', '=', shop.menu.cash)
        .execute();
      const refused = await replay(shop, paid(shop.menu.cash), { call });
      expect([refused.status, refused.body.message]).toEqual([400, POS_MSG.paymentTypeNotFound]);
    });

    it('sells an item deleted or hidden since at its snapshot, the line unlinked from a deleted item', async () => {
      const shop = await shopWithMenu(t, 'Gone Item');
      const { catalogVersion } = await posInit(shop);
      await t.db.deleteFrom('menu_items').where('id', '=', shop.menu.burger).execute();
      await t.db.updateTable('menu_items').set({ is_enabled: 0 }).where('id', '=', shop.menu.water).execute();
      const res = await replay(shop, offlineBody(shop, { version: catalogVersion }));
      expect(res.status).toBe(200);
      expect(res.body.payableTotal).toBe(14);
      const lines = await t.db
        .selectFrom('order_items')
        .select(['item_id', 'item_title', 'unit_price', 'quantity'])
        .where('order_id', '=', res.body.orderId)
        .orderBy('id')
        .execute();
      expect(lines).toEqual([
        { item_id: null, item_title: 'Burger', unit_price: 1000, quantity: 1 },
        { item_id: shop.menu.water, item_title: 'Water', unit_price: 150, quantity: 2 },
      ]);
      // a live order cannot sell either any more
      const live = await replay(shop, burgerAndWater(shop.menu));
      expect(live.status).toBe(400);
    });

    it('seats a dine-in order at a table deleted since without the link, its title and floor kept', async () => {
      const shop = await shopWithMenu(t, 'Gone Table');
      const { catalogVersion } = await posInit(shop);
      await t.db.deleteFrom('store_tables').where('id', '=', shop.menu.table1).execute();
      const res = await replay(
        shop,
        offlineBody(shop, { version: catalogVersion, body: burgerAndWater(shop.menu, shop.menu.table1) }),
      );
      expect(res.status).toBe(200);
      expect(await orderRow(res.body.orderId)).toMatchObject({
        delivery_type: 'dinein',
        table_id: null,
        table_title: 'T1',
        floor: 'Ground',
      });
    });

    it('replaced less than the window ago is accepted; longer ago refused (409 OFFLINE_CATALOG_EXPIRED)', async () => {
      const shop = await shopWithMenu(t, 'Expired Menu');
      const { catalogVersion } = await posInit(shop);
      await setBurgerPrice(shop, 1500);
      await backdateSupersession(shop.tenantId, catalogVersion, CATALOG_VERSION_WINDOW_MS - 60_000);
      const inWindow = await replay(
        shop,
        offlineBody(shop, { version: catalogVersion, createdAt: ago(23 * HOUR) }),
      );
      expect(inWindow.status).toBe(200);
      expect(inWindow.body.payableTotal).toBe(14);

      await backdateSupersession(shop.tenantId, catalogVersion, CATALOG_VERSION_WINDOW_MS + 60_000);
      const before = await writtenRows(shop.tenantId);
      const res = await replay(
        shop,
        offlineBody(shop, { version: catalogVersion, createdAt: ago(23 * HOUR) }),
      );
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        message: OFFLINE_MSG.catalogExpired,
        code: OFFLINE_REFUSAL_CODES.catalogExpired,
      });
      expect(await writtenRows(shop.tenantId)).toEqual(before);
    });

    it('a version the store never had is refused (409), writing nothing', async () => {
      const shop = await shopWithMenu(t, 'Unknown Menu');
      const { catalogVersion } = await posInit(shop);
      const before = await writtenRows(shop.tenantId);
      for (const version of [catalogVersion + 5, catalogVersion - 1]) {
        const res = await replay(shop, offlineBody(shop, { version }));
        expect(res.status).toBe(409);
        expect(res.body.code).toBe(OFFLINE_REFUSAL_CODES.catalogExpired);
      }
      expect(await writtenRows(shop.tenantId)).toEqual(before);
    });

    it('another tenant’s version number names only this tenant’s own snapshot', async () => {
      const shop = await shopWithMenu(t, 'Own Menu');
      const other = await shopWithMenu(t, 'Other Menu');
      const { catalogVersion } = await posInit(shop);
      // the other store's snapshot of the same number sells the burger for 0.01
      const [own] = await snapshotsOf(shop.tenantId);
      const cheap = JSON.parse(own!.snapshot) as { items: { id: string; price: number }[] };
      for (const item of cheap.items) item.price = 1;
      await t.db
        .deleteFrom('catalog_snapshots')
        .where('tenant_id', '=', other.tenantId)
        .where('version', '=', catalogVersion)
        .execute();
      await t.db
        .insertInto('catalog_snapshots')
        .values({
          tenant_id: other.tenantId,
          version: catalogVersion,
          snapshot: JSON.stringify(cheap),
          created_at: ago(0),
        })
        .execute();
      // and a version this store never had
      for (let i = 0; i < 5; i++) await setBurgerPrice(other, 1000 + i);
      const otherVersion = (await posInit(other)).catalogVersion;
      await setBurgerPrice(shop, 1500);
      expect(await catalogVersionOf(shop.tenantId)).toBeLessThan(otherVersion);

      const own1 = await replay(shop, offlineBody(shop, { version: catalogVersion }));
      expect(own1.body.payableTotal).toBe(14);
      const foreign = await replay(shop, offlineBody(shop, { version: otherVersion }));
      expect(foreign.status).toBe(409);
      expect(foreign.body.code).toBe(OFFLINE_REFUSAL_CODES.catalogExpired);
    });

    it('refused when the store currency changed since (409 OFFLINE_CURRENCY_CHANGED), writing nothing', async () => {
      const shop = await shopWithMenu(t, 'New Currency');
      const { catalogVersion } = await posInit(shop);
      await t.db
        .updateTable('store_settings')
        .set({ currency: 'EUR' })
        .where('tenant_id', '=', shop.tenantId)
        .execute();
      const before = await writtenRows(shop.tenantId);
      const res = await replay(shop, offlineBody(shop, { version: catalogVersion }));
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        message: OFFLINE_MSG.currencyChanged,
        code: OFFLINE_REFUSAL_CODES.currencyChanged,
      });
      expect(await writtenRows(shop.tenantId)).toEqual(before);
    });
  });

  describe('replayed with its Idempotency-Key', () => {
    it('is placed once: a replay whose answer was lost gets the first answer and writes nothing', async () => {
      const shop = await shopWithMenu(t, 'Lost Answer');
      const { catalogVersion } = await posInit(shop);
      const body = offlineBody(shop, { version: catalogVersion });
      const key = newKey();
      const [a, b] = await Promise.all([replay(shop, body, { key }), replay(shop, body, { key })]);
      expect(a.status).toBe(200);
      expect(b.body).toEqual(a.body);
      const after = await writtenRows(shop.tenantId);
      expect(after.orders).toBe(1);
      const again = await replay(shop, body, { key });
      expect(again.body).toEqual(a.body);
      expect(await writtenRows(shop.tenantId)).toEqual(after);
    });

    it('answers as first answered after the version moved on, even past the window', async () => {
      const shop = await shopWithMenu(t, 'Moved On');
      const { catalogVersion } = await posInit(shop);
      const body = offlineBody(shop, { version: catalogVersion });
      const key = newKey();
      const first = await replay(shop, body, { key });
      await setBurgerPrice(shop, 1500);
      const within = await replay(shop, body, { key });
      expect(within.body).toEqual(first.body);
      await backdateSupersession(shop.tenantId, catalogVersion, CATALOG_VERSION_WINDOW_MS + HOUR);
      const expired = await replay(shop, body, { key });
      expect(expired.status).toBe(200);
      expect(expired.body).toEqual(first.body);
      expect((await writtenRows(shop.tenantId)).orders).toBe(1);
      // the same key with another body is still a mistake
      const other = await replay(shop, { ...body, cart: [{ id: shop.menu.water, quantity: 1 }] }, { key });
      expect(other.status).toBe(422);
    });

    it('needs one: without a key, or with a malformed offline block, it is refused (400)', async () => {
      const shop = await shopWithMenu(t, 'No Key');
      const { catalogVersion } = await posInit(shop);
      const before = await writtenRows(shop.tenantId);
      const noKey = await shop.client.post(
        '/api/v1/pos/create-order',
        offlineBody(shop, { version: catalogVersion }),
      );
      expect(noKey.status).toBe(400);
      expect(noKey.body).toEqual({ message: OFFLINE_MSG.invalidOffline });
      const badToken = await replay(
        shop,
        offlineBody(shop, { version: catalogVersion, provisionalToken: '7' }),
      );
      expect(badToken.body).toEqual({ message: OFFLINE_MSG.invalidOffline });
      const noOffset = await replay(
        shop,
        offlineBody(shop, { version: catalogVersion, createdAt: '2026-01-01 10:00' }),
      );
      expect(noOffset.status).toBe(400);
      expect(await writtenRows(shop.tenantId)).toEqual(before);
    });
  });

  describe('with shifts required', () => {
    async function cashierOf(shop: TShop) {
      await t.db
        .updateTable('store_settings')
        .set({ shifts_required: 1 })
        .where('tenant_id', '=', shop.tenantId)
        .execute();
      const { catalogVersion } = await posInit(shop);
      const user = await t.db
        .selectFrom('users')
        .select(['id', 'name'])
        .where('username', '=', shop.username)
        .executeTakeFirstOrThrow();
      const shift = (openedAgo: number, closedAgo: number | null) =>
        t.db
          .insertInto('shifts')
          .values({
            id: newId(),
            tenant_id: shop.tenantId,
            opened_by: user.id,
            opened_by_name: user.name,
            opened_at: ago(openedAgo),
            opening_float: 0,
            status: closedAgo === null ? 'open' : 'closed',
            closed_at: closedAgo === null ? null : ago(closedAgo),
            closed_by: closedAgo === null ? null : user.id,
            closed_by_name: closedAgo === null ? null : user.name,
          })
          .execute();
      return { catalogVersion, shift };
    }

    it('takes a sale made during a shift closed since; refuses one made outside any shift (409)', async () => {
      const shop = await shopWithMenu(t, 'Closed Shift');
      const { catalogVersion, shift } = await cashierOf(shop);
      await shift(5 * HOUR, 2 * HOUR);
      const during = await replay(
        shop,
        offlineBody(shop, { version: catalogVersion, createdAt: ago(3 * HOUR) }),
      );
      expect(during.status).toBe(200);
      const before = await writtenRows(shop.tenantId);
      const after = await replay(shop, offlineBody(shop, { version: catalogVersion, createdAt: ago(HOUR) }));
      expect(after.status).toBe(409);
      expect(after.body).toEqual({ message: SHIFT_MSG.shiftRequiredForSale });
      expect(await writtenRows(shop.tenantId)).toEqual(before);
      // nor does a live sale pass on a closed shift
      const live = await replay(shop, burgerAndWater(shop.menu));
      expect(live.status).toBe(409);
    });

    it('takes a sale made before the shift that is open now', async () => {
      const shop = await shopWithMenu(t, 'Open Shift');
      const { catalogVersion, shift } = await cashierOf(shop);
      await shift(HOUR, null);
      const res = await replay(
        shop,
        offlineBody(shop, { version: catalogVersion, createdAt: ago(3 * HOUR) }),
      );
      expect(res.status).toBe(200);
    });
  });

  it('is a 400 with the cart’s own message when its cart does not check against its snapshot', async () => {
    const shop = await shopWithMenu(t, 'Bad Cart');
    const { catalogVersion } = await posInit(shop);
    const res = await replay(
      shop,
      offlineBody(shop, { version: catalogVersion, body: { cart: [{ id: newId(), quantity: 1 }] } }),
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: POS_MSG.itemNotFound });
  });
});
