import {
  businessDay,
  dateFilterRange,
  MSG,
  type TDashboardResponse,
  type TReportResponse,
} from '@opentab/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Row } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { expectGuarded } from '../../test/guards.ts';
import { addStaff, createTestApp, signUpTenant, type TestClient, type TTestApp } from '../../test/harness.ts';
import { rebuildSalesRollup } from '../orders/sales-rollup.repo.ts';
import { salesByLocalHour } from './dashboard.service.ts';

/**
 * A hand-computed day in Asia/Kolkata (UTC+05:30, so the store's midnight is 18:30 UTC). Amounts in cents.
 *
 * Today:   O1 repeat customer, paid: Burger 2 × 10.00 + 10 % exclusive = 22.00; Fries 3.00 cancelled line.
 *          O2 new customer, paid: Burger 11.00 with 10 % inclusive (10.00 + 1.00) + Cola 2.50 = 13.50.
 *          O3 walk-in, still open: Cola 2.50 (an order and a sale, not revenue).
 *          O4 cancelled order: Burger 10.00 (nothing).
 *          O5 customer whose only earlier order was cancelled, paid: 2 × Cola = 5.00 (not a repeat).
 * Before midnight: O6 the repeat customer's paid Burger 10.00; O7 the cancelled earlier order of O5's customer.
 * Paid with: O1 and O5 Cash, O2 Card, O6 Cash. The dashboard and the reports read the same fixture.
 * Expected: 4 orders, revenue 22.00 + 13.50 + 5.00 = 40.50, 1 new registered customer (the dashboard), 3
 *           ordering customers of whom 1 repeat and 2 new (the reports: O2's and O5's have no earlier order),
 *           Cola in 3 orders at 2.50 then Burger in 2 at 10.00, hours 0: 22.00, 2: 13.50, 5: 5.00.
 */
const ZONE = 'Asia/Kolkata';
const MIN = 60_000;

let t: TTestApp;
let owner: TestClient;
let tenantId: string;
let otherTenantId: string;
let start: number;
let tokens = 0;

const at = (offsetMs: number) => new Date(start + offsetMs).toISOString();

type TLine = Partial<Row<'order_items'>> & { item_id: string; item_title: string; unit_price: number };

async function addOrder(
  tenant: string,
  order: {
    at: string;
    customerId?: string;
    status?: Row<'orders'>['status'];
    paid?: boolean;
    /** the payment type stored on its invoice */
    paidWith?: string;
    lines: TLine[];
  },
) {
  const id = newId();
  const invoiceId = order.paidWith ? newId() : null;
  if (order.paidWith) {
    await t.db
      .insertInto('invoices')
      .values({
        id: invoiceId as string,
        tenant_id: tenant,
        sub_total: 0,
        tax_total: 0,
        total: 0,
        payment_type_id: null,
        payment_type_title: order.paidWith,
        delivery_type: 'dinein',
        customer_type: 'WALKIN',
        customer_id: null,
        customer_name: null,
        table_id: null,
        table_title: null,
        floor: null,
        created_by: null,
        created_at: order.at,
      })
      .execute();
  }
  await t.db
    .insertInto('orders')
    .values({
      id,
      tenant_id: tenant,
      business_day: order.at.slice(0, 10),
      token_no: ++tokens,
      delivery_type: 'dinein',
      customer_type: order.customerId ? 'CUSTOMER' : 'WALKIN',
      customer_id: order.customerId ?? null,
      customer_name: null,
      table_id: null,
      table_title: null,
      floor: null,
      status: order.status ?? (order.paid ? 'completed' : 'created'),
      payment_status: order.paid ? 'paid' : 'pending',
      invoice_id: invoiceId,
      qr_order_id: null,
      items_total: 0,
      tax_total: 0,
      payable_total: 0,
      created_by: null,
      created_at: order.at,
      updated_at: order.at,
    })
    .execute();
  for (const [index, line] of order.lines.entries()) {
    const quantity = line.quantity ?? 1;
    await addMenuItem(tenant, line);
    await t.db
      .insertInto('order_items')
      .values({
        id: `${id}-${index}`,
        tenant_id: tenant,
        order_id: id,
        variant_id: null,
        variant_title: null,
        variant_price: null,
        addons: '[]',
        notes: null,
        tax_title: null,
        tax_rate_milli: null,
        tax_type: null,
        line_net: line.unit_price * quantity,
        line_tax: 0,
        status: 'delivered',
        created_at: order.at,
        updated_at: order.at,
        ...line,
        item_id: `${tenant}-${line.item_id}`,
        quantity,
      })
      .execute();
  }
  return id;
}

/** The menu item a line was sold from (its title and price may have changed since: lines keep theirs). */
async function addMenuItem(tenant: string, line: TLine) {
  const id = `${tenant}-${line.item_id}`;
  const exists = await t.db.selectFrom('menu_items').select('id').where('id', '=', id).executeTakeFirst();
  if (exists) return;
  await t.db
    .insertInto('menu_items')
    .values({
      id,
      tenant_id: tenant,
      title: `${line.item_title} (renamed since)`,
      price: 99_900,
      net_price: null,
      image: null,
      category_id: null,
      tax_id: null,
      created_at: at(0),
      updated_at: at(0),
    })
    .execute();
}

async function addCustomer(tenant: string, phone: string, createdAt: string) {
  const id = newId();
  await t.db
    .insertInto('customers')
    .values({
      id,
      tenant_id: tenant,
      phone,
      name: `Customer ${phone}`,
      email: null,
      birth_date: null,
      gender: null,
      created_at: createdAt,
      updated_at: createdAt,
    })
    .execute();
  return id;
}

async function addReservation(tenant: string, customerId: string, date: string, tableId: string | null) {
  await t.db
    .insertInto('reservations')
    .values({
      id: newId(),
      tenant_id: tenant,
      customer_id: customerId,
      date,
      table_id: tableId,
      status: 'booked',
      notes: 'Window seat',
      people_count: 4,
      unique_code: newId(),
      created_at: at(-2 * 24 * 60 * MIN),
      updated_at: at(-2 * 24 * 60 * MIN),
    })
    .execute();
}

const burger = { item_id: 'burger', item_title: 'Burger', unit_price: 1000 };
const cola = { item_id: 'cola', item_title: 'Cola', unit_price: 250 };

beforeAll(async () => {
  t = await createTestApp();
  const a = await signUpTenant(t.app, 'Dashboard Diner');
  owner = a.client;
  tenantId = a.tenantId;
  otherTenantId = (await signUpTenant(t.app, 'Other Diner')).tenantId;
  for (const id of [tenantId, otherTenantId]) {
    await t.db.updateTable('store_settings').set({ time_zone: ZONE }).where('tenant_id', '=', id).execute();
  }
  start = dateFilterRange({ type: 'today' }, ZONE).from.getTime();

  const repeat = await addCustomer(tenantId, '5550001', at(-10 * 24 * 60 * MIN));
  const fresh = await addCustomer(tenantId, '5550002', at(5 * MIN));
  await addCustomer(tenantId, '5550003', at(-1 * MIN)); // registered just before midnight: not new today
  const onceCancelled = await addCustomer(tenantId, '5550004', at(-3 * 24 * 60 * MIN));

  await addOrder(tenantId, {
    at: at(1 * MIN),
    customerId: repeat,
    paid: true,
    paidWith: 'Cash',
    lines: [
      {
        ...burger,
        quantity: 2,
        tax_type: 'exclusive',
        tax_rate_milli: 10_000,
        line_net: 2000,
        line_tax: 200,
      },
      { item_id: 'fries', item_title: 'Fries', unit_price: 300, status: 'cancelled' },
    ],
  });
  await addOrder(tenantId, {
    at: at(130 * MIN),
    customerId: fresh,
    paid: true,
    paidWith: 'Card',
    lines: [
      {
        ...burger,
        unit_price: 1100,
        tax_type: 'inclusive',
        tax_rate_milli: 10_000,
        line_net: 1000,
        line_tax: 100,
      },
      cola,
    ],
  });
  await addOrder(tenantId, { at: at(180 * MIN), lines: [cola] });
  await addOrder(tenantId, { at: at(240 * MIN), customerId: repeat, status: 'cancelled', lines: [burger] });
  await addOrder(tenantId, {
    at: at(300 * MIN),
    customerId: onceCancelled,
    paid: true,
    paidWith: 'Cash',
    lines: [{ ...cola, quantity: 2 }],
  });
  await addOrder(tenantId, {
    at: at(-1 * MIN),
    customerId: repeat,
    paid: true,
    paidWith: 'Cash',
    lines: [burger],
  });
  await addOrder(tenantId, {
    at: at(-60 * MIN),
    customerId: onceCancelled,
    status: 'cancelled',
    lines: [burger],
  });

  const table = newId();
  await t.db
    .insertInto('store_tables')
    .values({
      id: table,
      tenant_id: tenantId,
      title: 'Window 1',
      floor: 'Ground',
      seating_capacity: 4,
      public_id: newId(),
      created_at: at(0),
      updated_at: at(0),
    })
    .execute();
  await addReservation(tenantId, repeat, at(13 * 60 * MIN), table);
  await addReservation(tenantId, fresh, at(-2 * MIN), null); // yesterday evening

  // Another tenant's busy day in the same database counts for nobody else.
  const stranger = await addCustomer(otherTenantId, '5550001', at(10 * MIN));
  await addOrder(otherTenantId, {
    at: at(20 * MIN),
    customerId: stranger,
    paid: true,
    lines: [burger, cola],
  });
  await addOrder(otherTenantId, { at: at(-20 * MIN), customerId: stranger, paid: true, lines: [burger] });
  await addReservation(otherTenantId, stranger, at(60 * MIN), null);
  // The rows above are written directly, as a database from before migration 0010 holds them: its backfill sums them.
  await rebuildSalesRollup(t.db);
});
afterAll(async () => {
  await t.close();
});

describe('GET /dashboard', () => {
  it("answers today's figures from the stored lines, in the store's time zone", async () => {
    const res = await owner.get<TDashboardResponse>('/api/v1/dashboard');
    expect(res.status).toBe(200);
    const salesByHour = new Array(24).fill(0);
    salesByHour[0] = 22;
    salesByHour[2] = 13.5;
    salesByHour[5] = 5;
    expect(res.body).toEqual({
      reservations: [
        {
          id: expect.any(String),
          customer_id: '5550001',
          customer_name: 'Customer 5550001',
          date: at(13 * 60 * MIN),
          table_id: expect.any(String),
          table_title: 'Window 1',
          status: 'booked',
          notes: 'Window seat',
          people_count: 4,
          unique_code: expect.any(String),
          created_at: expect.any(String),
          updated_at: expect.any(String),
        },
      ],
      topSellingItems: [
        { title: 'Cola', price: 2.5, orders_count: 3 },
        { title: 'Burger', price: 10, orders_count: 2 },
      ],
      ordersCount: 4,
      newCustomerCount: 1,
      repeatedCustomerCount: 1,
      currency: 'USD',
      timeZone: ZONE,
      revenueTotal: 40.5,
      // issue 23: none of today's bills had a discount, a service charge or a tip
      discountTotal: 0,
      serviceChargeTotal: 0,
      tipTotal: 0,
      refundTotal: 0,
      // O1's cancelled Fries line
      voidTotal: 3,
      netSalesTotal: 40.5,
      salesByHour,
    });
  });

  it('answers zeros and empty lists for a store with nothing today', async () => {
    const { client } = await signUpTenant(t.app, 'Quiet Diner');
    const res = await client.get<TDashboardResponse>('/api/v1/dashboard');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      reservations: [],
      topSellingItems: [],
      ordersCount: 0,
      newCustomerCount: 0,
      repeatedCustomerCount: 0,
      currency: 'USD',
      timeZone: 'UTC',
      revenueTotal: 0,
      discountTotal: 0,
      serviceChargeTotal: 0,
      tipTotal: 0,
      refundTotal: 0,
      voidTotal: 0,
      netSalesTotal: 0,
      salesByHour: new Array(24).fill(0),
    });
  });

  it('opens to the DASHBOARD scope only', async () => {
    const pos = (await addStaff(t, tenantId, 'POS,REPORTS')).client;
    await expectGuarded(t, pos, { method: 'GET', url: '/api/v1/dashboard' });
    const cashier = (await addStaff(t, tenantId, 'DASHBOARD')).client;
    const res = await cashier.get<TDashboardResponse>('/api/v1/dashboard');
    expect(res.status).toBe(200);
    expect(res.body.ordersCount).toBe(4);
  });
});

describe('GET /reports', () => {
  const report = async (search: string, client = owner) =>
    client.get<TReportResponse & { message?: string }>(`/api/v1/reports${search}`);

  it("answers today's figures: revenue, net, tax, average, customers and payment types", async () => {
    const res = await report('?type=today');
    expect(res.status).toBe(200);
    const revenueByHour = new Array(24).fill(0);
    revenueByHour[0] = 22;
    revenueByHour[2] = 13.5;
    revenueByHour[5] = 5;
    expect(res.body).toEqual({
      ordersCount: 4,
      newCustomers: 2,
      repeatedCustomers: 1,
      currency: 'USD',
      averageOrderValue: 13.5,
      totalCustomers: 3,
      netRevenue: 37.5,
      taxTotal: 3,
      revenueTotal: 40.5,
      // issue 23: none of today's bills had a discount or a service charge
      discountTotal: 0,
      serviceChargeTotal: 0,
      tipTotal: 0,
      refundTotal: 0,
      // O1's cancelled Fries line
      voidTotal: 3,
      netSalesTotal: 40.5,
      tipsByStaff: [],
      topSellingItems: [
        { title: 'Cola', price: 2.5, orders_count: 3 },
        { title: 'Burger', price: 10, orders_count: 2 },
      ],
      totalPaymentsByPaymentTypes: [
        { title: 'Cash', total: 27 },
        { title: 'Card', total: 13.5 },
      ],
      revenueByDay: [{ day: businessDay(new Date(start), ZONE), total: 40.5 }],
      revenueByHour,
      timeZone: ZONE,
    });
    // Without a type it is today's report.
    expect((await report('')).body).toEqual(res.body);
  });

  it("answers yesterday and the last 7 days from the store's days", async () => {
    const yesterday = await report('?type=yesterday');
    expect(yesterday.status).toBe(200);
    expect(yesterday.body).toMatchObject({
      ordersCount: 1,
      newCustomers: 1,
      repeatedCustomers: 0,
      totalCustomers: 1,
      revenueTotal: 10,
      totalPaymentsByPaymentTypes: [{ title: 'Cash', total: 10 }],
      topSellingItems: [{ title: 'Burger', price: 10, orders_count: 1 }],
    });
    const week = await report('?type=last_7days');
    expect(week.body.revenueTotal).toBe(50.5);
    expect(week.body.ordersCount).toBe(5);
    expect(week.body.revenueByDay).toHaveLength(7);
    expect(week.body.revenueByDay.slice(-2).map((day) => day.total)).toEqual([10, 40.5]);
  });

  it('refuses Tomorrow and an incomplete custom range', async () => {
    for (const search of [
      '?type=tomorrow',
      '?type=custom',
      '?type=custom&from=2026-03-02&to=2026-03-01',
      '?type=x',
    ]) {
      const res = await report(search);
      expect([res.status, res.body.message], search).toEqual([400, MSG.invalidRequest]);
    }
    const custom = await report(
      `?type=custom&from=${businessDay(new Date(start), ZONE)}&to=${businessDay(new Date(start), ZONE)}`,
    );
    expect(custom.body.revenueTotal).toBe(40.5);
  });

  it('counts as new the ordering customers without an earlier order: New + Repeat = Total (issue 22)', async () => {
    // Customers registered today who never order (a reservation, a QR cart left unsent) are not new customers
    // of the report: counting records made "New Customers 11" beside "Total Customers 10".
    const store = await signUpTenant(t.app, 'Registering Diner');
    const now = new Date().toISOString();
    await addCustomer(store.tenantId, '5551001', now);
    await addCustomer(store.tenantId, '5551002', now);
    const ordering = await addCustomer(store.tenantId, '5551003', now);
    const regular = await addCustomer(store.tenantId, '5551004', at(-10 * 24 * 60 * MIN));
    await addOrder(store.tenantId, { at: now, customerId: ordering, paid: true, lines: [cola] });
    await addOrder(store.tenantId, { at: now, customerId: regular, paid: true, lines: [cola] });
    await addOrder(store.tenantId, { at: at(-5 * 24 * 60 * MIN), customerId: regular, lines: [cola] });
    const res = await report('?type=today', store.client);
    expect(res.status).toBe(200);
    expect([res.body.totalCustomers, res.body.newCustomers, res.body.repeatedCustomers]).toEqual([2, 1, 1]);
  });

  it('opens to the REPORTS scope only', async () => {
    const dashboardOnly = (await addStaff(t, tenantId, 'DASHBOARD,POS')).client;
    await expectGuarded(t, dashboardOnly, { method: 'GET', url: '/api/v1/reports?type=today' });
    const reporter = (await addStaff(t, tenantId, 'REPORTS')).client;
    const res = await report('?type=today', reporter);
    expect([res.status, res.body.revenueTotal]).toEqual([200, 40.5]);
  });
});

describe('salesByLocalHour', () => {
  it("buckets by the store's clock, a repeated DST hour into one slot", () => {
    // Europe/Berlin falls back on 2026-10-25: 02:30 local happens at 00:30 and 01:30 UTC.
    const hours = salesByLocalHour(
      [
        { created_at: '2026-10-25T00:30:00.000Z', total: 100 },
        { created_at: '2026-10-25T01:30:00.000Z', total: 50 },
        { created_at: '2026-10-25T22:59:00.000Z', total: 7 },
      ],
      'Europe/Berlin',
    );
    expect(hours[2]).toBe(150);
    expect(hours[23]).toBe(7);
    expect(hours.reduce((a, b) => a + b, 0)).toBe(157);
  });
});
