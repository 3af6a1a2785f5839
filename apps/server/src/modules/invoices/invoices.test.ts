import {
  INVOICES_PAGE_SIZE,
  MSG,
  POS_MSG,
  type TCreateOrderAndInvoiceResponse,
  type TGetReceiptResponse,
  type TInvoiceOrdersResponse,
  type TListInvoicesResponse,
} from '@opentab/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids.ts';
import { todayNow } from '../../test/clock.ts';
import { expectGuarded, expectNotFound } from '../../test/guards.ts';
import { addStaff, createTestApp, type TestClient, type TTestApp } from '../../test/harness.ts';
import { burgerAndWater, shopWithMenu } from '../../test/order-shop.ts';

const BASE = '/api/v1/invoices';

let t: TTestApp;
let shop: Awaited<ReturnType<typeof shopWithMenu>>;
let rival: Awaited<ReturnType<typeof shopWithMenu>>;
let owner: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  shop = await shopWithMenu(t, 'Invoice Inn');
  rival = await shopWithMenu(t, 'Rival Inn');
  owner = shop.client;
});
afterAll(async () => {
  await t.close();
});

/** A paid order with its invoice, written `minutesAgo` before now (today's `todayNow`). */
async function paidOrder(s: typeof shop, body: Record<string, unknown>, minutesAgo = 0) {
  const res = await s.client.post<TCreateOrderAndInvoiceResponse>('/api/v1/pos/create-order-and-invoice', {
    ...body,
    paymentTypeId: s.menu.cash,
  });
  expect(res.status).toBe(200);
  const invoiceId = res.body.invoiceId as string;
  const at = new Date(todayNow() - minutesAgo * 60_000).toISOString();
  await t.db.updateTable('invoices').set({ created_at: at }).where('id', '=', invoiceId).execute();
  return { ...res.body, invoiceId };
}

const list = async (client: TestClient, query = '') =>
  (await client.get<TListInvoicesResponse>(`${BASE}${query}`)).body;

describe('GET /invoices/init', () => {
  it('answers the store and print settings and the active payment types of /orders/init', async () => {
    const init = await owner.get(`${BASE}/init`);
    expect(init.status).toBe(200);
    const orders = (await owner.get('/api/v1/orders/init')).body;
    expect(init.body).toEqual({
      storeSettings: orders.storeSettings,
      printSettings: orders.printSettings,
      paymentTypes: orders.paymentTypes,
    });
  });
});

describe('GET /invoices and /invoices/search', () => {
  let walkIn: Awaited<ReturnType<typeof paidOrder>>;
  let regular: Awaited<ReturnType<typeof paidOrder>>;
  let lastWeek: Awaited<ReturnType<typeof paidOrder>>;

  beforeAll(async () => {
    const customer = await owner.post('/api/v1/customers/add', {
      phone: '5550001111',
      name: 'Greta Regular',
      email: 'greta@example.com',
    });
    expect(customer.status).toBe(200);
    lastWeek = await paidOrder(shop, burgerAndWater(shop.menu), 3 * 24 * 60);
    walkIn = await paidOrder(shop, burgerAndWater(shop.menu), 2);
    regular = await paidOrder(
      shop,
      { ...burgerAndWater(shop.menu), customerType: 'CUSTOMER', customerId: '5550001111' },
      1,
    );
    await paidOrder(rival, burgerAndWater(rival.menu), 1);
  });

  it("lists today's invoices newest first with their tokens, totals and customer", async () => {
    const today = await list(owner);
    expect(today.map((invoice) => invoice.invoice_id)).toEqual([regular.invoiceId, walkIn.invoiceId]);
    expect(await list(owner, '?type=today')).toEqual(today);
    const [first, second] = today;
    expect(first).toEqual({
      invoice_id: regular.invoiceId,
      invoiceNumber: '3',
      created_at: expect.any(String),
      sub_total: expect.any(Number),
      tax_total: expect.any(Number),
      total: regular.payableTotal,
      table_id: null,
      table_title: null,
      floor: null,
      delivery_type: 'takeaway',
      customer_type: 'CUSTOMER',
      customer_id: expect.any(String),
      name: 'Greta Regular',
      email: 'greta@example.com',
      payment_type_title: 'Cash',
      orders: [{ order_id: regular.orderId, token_no: regular.tokenNo }],
      // paid in full: nothing owed (a bill paid in parts says its balance, split-bill.test.ts)
      balance: 0,
    });
    expect((first?.sub_total ?? 0) + (first?.tax_total ?? 0)).toBeCloseTo(first?.total ?? -1, 6);
    expect(second).toMatchObject({ customer_type: 'WALKIN', customer_id: null, name: null, email: null });
  });

  it('takes the other filters in the store time zone', async () => {
    const ids = async (query: string) => (await list(owner, query)).map((invoice) => invoice.invoice_id);
    expect(await ids('?type=yesterday')).toEqual([]);
    expect(await ids('?type=tomorrow')).toEqual([]);
    expect(await ids('?type=last_7days')).toEqual([regular.invoiceId, walkIn.invoiceId, lastWeek.invoiceId]);
    const day = new Date(todayNow() - 3 * 24 * 3600_000).toISOString().slice(0, 10);
    // a custom range of whole days around the invoice of three days ago (UTC is the store zone by default)
    const around = await ids(`?type=custom&from=${day}&to=${day}`);
    expect(around).toContain(lastWeek.invoiceId);
    expect(around).not.toContain(walkIn.invoiceId);
  });

  it('refuses an unknown filter and a custom one without its dates', async () => {
    for (const query of ['?type=next_year', '?type=custom', '?type=custom&from=2026-02-30&to=2026-03-01']) {
      const res = await owner.get(`${BASE}${query}`);
      expect([res.status, res.body.message], query).toEqual([400, MSG.invalidRequest]);
    }
  });

  it('finds by invoice id, token number and customer name or phone, trimmed; a blank term finds nothing', async () => {
    const search = async (q: string) =>
      (await owner.get<TListInvoicesResponse>(`${BASE}/search?q=${encodeURIComponent(q)}`)).body.map(
        (invoice) => invoice.invoice_id,
      );
    expect(await search(` ${walkIn.invoiceId} `)).toEqual([walkIn.invoiceId]);
    expect(await search(String(regular.tokenNo))).toContain(regular.invoiceId);
    expect(await search('greta')).toEqual([regular.invoiceId]);
    expect(await search('0001111')).toEqual([regular.invoiceId]);
    expect(await search('   ')).toEqual([]);
    expect(await search('')).toEqual([]);
    expect(await search('%')).toEqual([]);
    const tooLong = await owner.get(`${BASE}/search?q=${'x'.repeat(101)}`);
    expect([tooLong.status, tooLong.body.message]).toEqual([400, POS_MSG.searchTermTooLong]);
  });

  it('finds by invoice number, with or without the prefix it was written with (issue 22)', async () => {
    const search = async (q: string) =>
      (await owner.get<TListInvoicesResponse>(`${BASE}/search?q=${encodeURIComponent(q)}`)).body.map(
        (invoice) => [invoice.invoiceNumber, invoice.invoice_id],
      );
    expect(await search('3')).toContainEqual(['3', regular.invoiceId]);
    const settings = (await owner.get('/api/v1/settings/store-setting')).body;
    const { storeName, currency, isQRMenuEnabled, isQROrderEnabled } = settings;
    await owner.post('/api/v1/settings/store-setting', {
      ...{ storeName, currency, isQRMenuEnabled, isQROrderEnabled },
      invoicePrefix: 'INV-',
    });
    const prefixed = await paidOrder(shop, burgerAndWater(shop.menu), 1);
    expect(await search('inv-4')).toEqual([['INV-4', prefixed.invoiceId]]);
    expect(await search('INV-3')).toEqual([]);
    // the older invoices keep the number they were written with
    expect(await search('3')).toContainEqual(['3', regular.invoiceId]);
  });

  it("never lists or finds another tenant's invoices", async () => {
    const theirs = await list(rival.client);
    expect(theirs).toHaveLength(1);
    const theirId = theirs[0]?.invoice_id as string;
    expect((await list(owner, '?type=last_7days')).map((i) => i.invoice_id)).not.toContain(theirId);
    expect((await owner.get(`${BASE}/search?q=${theirId}`)).body).toEqual([]);
  });
});

describe('a list longer than a page', () => {
  let busy: Awaited<ReturnType<typeof shopWithMenu>>;
  let written: string[];

  /** `count` invoices of a walk-in or of `customerId`, going back from `minutesAgo`, two to a second. */
  async function writeInvoices(count: number, minutesAgo: number, customerId: string | null = null) {
    const rows = Array.from({ length: count }, (_, i) => ({
      id: newId(),
      tenant_id: busy.tenantId,
      sub_total: 1000,
      tax_total: 0,
      total: 1000,
      payment_type_id: null,
      payment_type_title: 'Cash',
      delivery_type: 'takeaway',
      customer_type: customerId ? ('CUSTOMER' as const) : ('WALKIN' as const),
      customer_id: customerId,
      customer_name: null,
      table_id: null,
      table_title: null,
      floor: null,
      created_by: null,
      // pairs share a time: the id orders them within it, so no page boundary loses or repeats one
      created_at: new Date(todayNow() - minutesAgo * 60_000 - Math.floor(i / 2) * 1000).toISOString(),
    }));
    for (let i = 0; i < rows.length; i += 100) {
      await t.db
        .insertInto('invoices')
        .values(rows.slice(i, i + 100))
        .execute();
    }
    return rows.map((row) => row.id);
  }

  const pageOf = async (path: string) => {
    const res = await busy.client.get<TListInvoicesResponse>(path);
    expect(res.status).toBe(200);
    return {
      rows: res.body,
      ids: res.body.map((invoice) => invoice.invoice_id),
      total: res.headers['x-total-count'],
      hasMore: res.headers['x-has-more'],
      next: res.headers['x-next-cursor'] as string | undefined,
    };
  };

  /** The pages hold every invoice once, newest first throughout. */
  function expectWholeList(pages: { rows: TListInvoicesResponse }[], expected: string[]) {
    const rows = pages.flatMap((page) => page.rows);
    expect(rows.map((row) => row.invoice_id).sort()).toEqual([...expected].sort());
    const times = rows.map((row) => row.created_at);
    expect(times).toEqual([...times].sort().reverse());
  }

  beforeAll(async () => {
    busy = await shopWithMenu(t, 'Busy Inn');
    written = await writeInvoices(INVOICES_PAGE_SIZE * 2 + 10, 5);
  });

  it('answers the newest page with the total and the next cursor, and every invoice once over the pages', async () => {
    const first = await pageOf(BASE);
    expect(first.ids).toHaveLength(INVOICES_PAGE_SIZE);
    expect([first.total, first.hasMore, first.next]).toEqual([
      String(written.length),
      'true',
      first.ids.at(-1),
    ]);

    const second = await pageOf(`${BASE}?type=today&after=${first.next}`);
    expect(second.ids).toHaveLength(INVOICES_PAGE_SIZE);
    expect([second.total, second.hasMore]).toEqual([String(written.length), 'true']);
    const third = await pageOf(`${BASE}?type=today&after=${second.next}`);
    expect(third.ids).toHaveLength(10);
    expect([third.hasMore, third.next]).toEqual(['false', undefined]);
    expectWholeList([first, second, third], written);
  });

  it('says a list that fits is whole, and pages a search the same way', async () => {
    const yesterday = await pageOf(`${BASE}?type=yesterday`);
    expect([yesterday.ids, yesterday.total, yesterday.hasMore]).toEqual([[], '0', 'false']);
    const customer = await busy.client.post('/api/v1/customers/add', {
      phone: '5550009999',
      name: 'Paula Pager',
    });
    expect(customer.status).toBe(200);
    const paula = await t.db
      .selectFrom('customers')
      .select('id')
      .where('tenant_id', '=', busy.tenantId)
      .executeTakeFirstOrThrow();
    const hers = await writeInvoices(INVOICES_PAGE_SIZE + 3, 60 * 24 * 3, paula.id);
    const first = await pageOf(`${BASE}/search?q=paula`);
    expect([first.ids.length, first.total, first.next]).toEqual([
      INVOICES_PAGE_SIZE,
      String(hers.length),
      first.ids.at(-1),
    ]);
    const rest = await pageOf(`${BASE}/search?q=paula&after=${first.next}`);
    expect([rest.ids.length, rest.hasMore]).toEqual([3, 'false']);
    expectWholeList([first, rest], hers);
  });

  it("refuses a cursor that is not one of the tenant's invoices", async () => {
    const theirs = (await list(rival.client))[0]?.invoice_id as string;
    for (const after of ['nope', theirs]) {
      const res = await busy.client.get(`${BASE}?after=${after}`);
      expect([res.status, res.body.message], after).toEqual([400, MSG.invalidRequest]);
    }
  });
});

describe('POST /invoices/orders', () => {
  it('answers what was charged from the snapshots, also after the menu price changed', async () => {
    const paid = await paidOrder(shop, burgerAndWater(shop.menu));
    const before = await owner.post<TInvoiceOrdersResponse>(`${BASE}/orders`, { orderIds: [paid.orderId] });
    expect(before.status).toBe(200);
    expect(before.body.total).toBe(paid.payableTotal);

    await t.db.updateTable('menu_items').set({ price: 9999 }).where('id', '=', shop.menu.burger).execute();
    const after = await owner.post<TInvoiceOrdersResponse>(`${BASE}/orders`, { orderIds: [paid.orderId] });
    expect(after.body).toEqual(before.body);
    const burger = after.body.orders[0]?.items.find((item) => item.item_id === shop.menu.burger);
    expect(burger?.unit_price).toBe(10);
    const receipt = await owner.get<TGetReceiptResponse>(`/api/v1/receipts/invoice/${paid.invoiceId}`);
    expect(receipt.body.receipt.payableTotal).toBe(paid.payableTotal);
    expect(receipt.body.receipt.lines.find((line) => line.title === 'Burger')?.unitPrice).toBe(10);
    await t.db.updateTable('menu_items').set({ price: 1000 }).where('id', '=', shop.menu.burger).execute();
  });

  it('refuses no orders, and answers 404 for an unpaid, unknown or other tenant order, changing nothing', async () => {
    const none = await owner.post(`${BASE}/orders`, { orderIds: [] });
    expect([none.status, none.body.message]).toEqual([400, POS_MSG.noOrdersSelected]);
    const open = await shop.order(burgerAndWater(shop.menu));
    const theirs = await paidOrder(rival, burgerAndWater(rival.menu));
    const mine = await paidOrder(shop, burgerAndWater(shop.menu));
    for (const orderIds of [[open.orderId], [theirs.orderId], [mine.orderId, theirs.orderId]]) {
      await expectNotFound(owner, { method: 'POST', url: `${BASE}/orders`, body: { orderIds } });
    }
    const untouched = await t.db
      .selectFrom('orders')
      .select(['payment_status', 'invoice_id'])
      .where('id', '=', theirs.orderId)
      .executeTakeFirstOrThrow();
    expect(untouched).toEqual({ payment_status: 'paid', invoice_id: theirs.invoiceId });
  });
});

describe('invoice permissions', () => {
  it('refuses anonymous callers and staff without the INVOICES scope; INVOICES alone reads', async () => {
    const cashier = (await addStaff(t, shop.tenantId, 'POS,ORDERS,REPORTS')).client;
    const calls = [
      { method: 'GET', url: `${BASE}/init` },
      { method: 'GET', url: BASE },
      { method: 'GET', url: `${BASE}/search?q=1` },
      { method: 'POST', url: `${BASE}/orders`, body: { orderIds: ['x'] } },
    ] as const;
    for (const call of calls) await expectGuarded(t, cashier, call);
    const clerk = (await addStaff(t, shop.tenantId, 'INVOICES')).client;
    expect((await clerk.get(BASE)).status).toBe(200);
    expect((await clerk.get(`${BASE}/init`)).status).toBe(200);
  });
});
