// GET /orders and GET /kitchen stay bounded at any count of open orders: one page of the oldest, with the
// count and the next page's cursor in headers, and the items read through a subquery. Before, both bound
// one SQL variable per open order and answered 500 past SQLite's 32,766 (PostgreSQL's 65,535) variables.
import {
  LIST_PAGE_HEADERS,
  MSG,
  OPEN_ORDERS_COUNT_LIMIT,
  OPEN_ORDERS_PAGE_SIZE,
  type TListKitchenOrdersResponse,
  type TListOrderGroupsResponse,
} from '@opentab/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TResponse, type TTestApp } from '../../test/harness.ts';
import { burgerAndWater, shopWithMenu } from '../../test/order-shop.ts';
import { insertOpenOrders } from '../../test/orders.ts';

/** More open orders than one statement could bind on the database under test. */
const OPEN_ORDERS = process.env.TEST_DATABASE_URL ? 65_600 : 32_800;
const DONE_IN_KITCHEN = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

let t: TTestApp;
let shop: Awaited<ReturnType<typeof shopWithMenu>>;
let doneIds: string[]; // the oldest open orders: their only item is made, so the kitchen does not list them
let bulkIds: string[]; // then the bulk, days old
let newestId: string; // and one sent from the POS just now

beforeAll(async () => {
  t = await createTestApp();
  shop = await shopWithMenu(t, 'Busy Shop');
  const since = new Date(Date.now() - 3 * DAY_MS);
  doneIds = await insertOpenOrders(t.db, {
    tenantId: shop.tenantId,
    count: DONE_IN_KITCHEN,
    since: new Date(since.getTime() - DAY_MS),
    itemStatus: 'completed',
  });
  bulkIds = (await insertOpenOrders(t.db, { tenantId: `${shop.tenantId}`, count: OPEN_ORDERS, since })).map(
    (id) => id,
  );
  newestId = (await shop.order(burgerAndWater(shop.menu))).orderId;
}, 120_000);
afterAll(async () => {
  await t.close();
});

const pageOf = (res: TResponse<unknown>) => ({
  totalCount: res.headers[LIST_PAGE_HEADERS.totalCount],
  hasMore: res.headers[LIST_PAGE_HEADERS.hasMore],
  nextCursor: res.headers[LIST_PAGE_HEADERS.nextCursor],
});
const orderIdsOf = (groups: TListOrderGroupsResponse) => groups.flatMap((group) => group.order_ids);

describe('GET /orders with more open orders than a page', () => {
  it('answers the oldest page, says how many there are and where the next page starts', async () => {
    const res = await shop.client.get<TListOrderGroupsResponse>('/api/v1/orders');
    expect(res.status).toBe(200);
    const oldest = [...doneIds, ...bulkIds].slice(0, OPEN_ORDERS_PAGE_SIZE);
    // orders without a table are one card each, in the orders' order: oldest first, days-old ones included
    expect(orderIdsOf(res.body)).toEqual(oldest);
    expect(pageOf(res)).toEqual({
      // counted no further than the limit: past it, the total says "this many or more"
      totalCount: String(OPEN_ORDERS_COUNT_LIMIT),
      hasMore: 'true',
      nextCursor: oldest.at(-1),
    });
  });

  it('pages on with ?after= and ends with the newest order', async () => {
    const all = [...doneIds, ...bulkIds, newestId];
    const second = await shop.client.get<TListOrderGroupsResponse>(
      `/api/v1/orders?after=${all[OPEN_ORDERS_PAGE_SIZE - 1]}`,
    );
    expect(second.status).toBe(200);
    expect(orderIdsOf(second.body)).toEqual(all.slice(OPEN_ORDERS_PAGE_SIZE, 2 * OPEN_ORDERS_PAGE_SIZE));
    const lastPageStart = all.length - 5;
    const last = await shop.client.get<TListOrderGroupsResponse>(
      `/api/v1/orders?after=${all[lastPageStart - 1]}`,
    );
    expect(orderIdsOf(last.body)).toEqual(all.slice(lastPageStart));
    expect(pageOf(last)).toEqual({
      totalCount: String(OPEN_ORDERS_COUNT_LIMIT),
      hasMore: 'false',
      nextCursor: undefined,
    });
  });

  it("refuses a cursor that is not one of the tenant's orders", async () => {
    const other = await shopWithMenu(t, 'Quiet Shop');
    const { orderId } = await other.order(burgerAndWater(other.menu));
    for (const after of ['no-such-order', orderId]) {
      const res = await shop.client.get(`/api/v1/orders?after=${after}`);
      expect([res.status, res.body.message], after).toEqual([400, MSG.invalidRequest]);
    }
    // and the other tenant sees one open order, all of it on one page
    const own = await other.client.get<TListOrderGroupsResponse>('/api/v1/orders');
    expect(orderIdsOf(own.body)).toEqual([orderId]);
    expect(pageOf(own)).toEqual({ totalCount: '1', hasMore: 'false', nextCursor: undefined });
  });
});

describe('a list longer than a page, shorter than the count limit', () => {
  it('counts exactly, on every page', async () => {
    const mid = await shopWithMenu(t, 'Mid Shop');
    const ids = await insertOpenOrders(t.db, {
      tenantId: mid.tenantId,
      count: OPEN_ORDERS_PAGE_SIZE + 50,
      since: new Date(Date.now() - DAY_MS),
    });
    const first = await mid.client.get<TListKitchenOrdersResponse>('/api/v1/kitchen');
    expect(first.body).toHaveLength(OPEN_ORDERS_PAGE_SIZE);
    expect(pageOf(first)).toEqual({
      totalCount: String(ids.length),
      hasMore: 'true',
      nextCursor: ids[OPEN_ORDERS_PAGE_SIZE - 1],
    });
    const second = await mid.client.get<TListKitchenOrdersResponse>(
      `/api/v1/kitchen?after=${pageOf(first).nextCursor}`,
    );
    expect(second.body.map((order) => order.id)).toEqual(ids.slice(OPEN_ORDERS_PAGE_SIZE));
    expect(pageOf(second)).toEqual({
      totalCount: String(ids.length),
      hasMore: 'false',
      nextCursor: undefined,
    });
  });
});

describe('GET /kitchen with more orders to make than a page', () => {
  it('answers the oldest orders still to make, oldest first, with the count and the cursor', async () => {
    const res = await shop.client.get<TListKitchenOrdersResponse>('/api/v1/kitchen');
    expect(res.status).toBe(200);
    const oldest = bulkIds.slice(0, OPEN_ORDERS_PAGE_SIZE);
    expect(res.body.map((order) => order.id)).toEqual(oldest);
    expect(res.body[0]!.items.map((item) => item.item_title)).toEqual(['Bulk soup']);
    expect(pageOf(res)).toEqual({
      totalCount: String(OPEN_ORDERS_COUNT_LIMIT),
      hasMore: 'true',
      nextCursor: oldest.at(-1),
    });
    const last = await shop.client.get<TListKitchenOrdersResponse>(`/api/v1/kitchen?after=${bulkIds.at(-1)}`);
    expect(last.body.map((order) => order.id)).toEqual([newestId]);
    expect(pageOf(last).hasMore).toBe('false');
  });
});

describe('the OpenAPI document', () => {
  it('declares the page headers and the cursor of both lists', async () => {
    const doc = (await t.app.inject({ url: '/api/v1/openapi.json' })).json() as {
      paths: Record<
        string,
        { get: { parameters?: { in: string; name: string }[]; responses: { 200: { headers?: object } } } }
      >;
    };
    for (const path of ['/orders', '/kitchen']) {
      const get = doc.paths[path]!.get;
      expect(Object.keys(get.responses[200].headers ?? {}), path).toEqual(Object.values(LIST_PAGE_HEADERS));
      expect(get.parameters, path).toContainEqual(expect.objectContaining({ in: 'query', name: 'after' }));
    }
  });
});
