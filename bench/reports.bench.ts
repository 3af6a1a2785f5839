// The dashboard home and Reports of a busy store: 100,000 orders over the last 60 days (two lines each,
// paid ones with an invoice, a few cancelled, every third one by one of 3,000 registered customers) beside
// 1,000 other tenants' small histories in the same database, then the p95 of GET /reports?type=this_month
// and GET /dashboard. The history is written straight into the tables, as a database from before the sales
// rollups holds it, and summed by migration 0010's backfill (timed). Prints one line.

import { sql } from 'kysely';
import type { TDb } from '../apps/server/src/db/database.ts';
import { newId } from '../apps/server/src/lib/ids.ts';
import { rebuildSalesRollup } from '../apps/server/src/modules/orders/sales-rollup.repo.ts';
import { signInDemo, startBenchServer } from './support.ts';

const ORDERS = Number(process.env.BENCH_REPORT_ORDERS ?? 100_000);
const CUSTOMERS = 3_000;
const OTHER_TENANTS = 1_000;
const OTHER_ORDERS = 20;
const DAYS = 60;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const CLIENTS = 4;
const PAYMENT_TYPES = ['Cash', 'Card', 'UPI'];
const ITEMS = [
  'Soup',
  'Burger',
  'Salad',
  'Pasta',
  'Tea',
  'Cake',
  'Pizza',
  'Coffee',
  'Juice',
  'Rice',
  'Curry',
  'Wrap',
];

/** `count` customers of one tenant registered evenly over the last DAYS days; answers their ids. */
async function insertCustomers(db: TDb, tenantId: string, count: number): Promise<string[]> {
  const now = Date.now();
  const rows = Array.from({ length: count }, (_, i) => {
    const at = new Date(now - DAYS * 24 * 60 * 60 * 1000 + (i * DAYS * 24 * 60 * 60 * 1000) / count);
    return {
      id: newId(),
      tenant_id: tenantId,
      phone: `555${String(i).padStart(6, '0')}`,
      name: `Guest ${i}`,
      email: null,
      birth_date: null,
      gender: null,
      created_at: at.toISOString(),
      updated_at: at.toISOString(),
    };
  });
  for (let start = 0; start < rows.length; start += 500)
    await db
      .insertInto('customers')
      .values(rows.slice(start, start + 500))
      .execute();
  return rows.map((row) => row.id);
}

/** `count` orders of one tenant spread evenly over the last DAYS days, written in batches. */
async function insertHistory(db: TDb, tenantId: string, count: number, customers: readonly string[] = []) {
  const BATCH = 500; // the widest table (orders, 22 columns) stays under SQLite's 32,766 variables
  const now = Date.now();
  const step = (DAYS * 24 * 60 * 60 * 1000) / count;
  for (let start = 0; start < count; start += BATCH) {
    const orders = [];
    const items = [];
    const invoices = [];
    for (let i = start; i < Math.min(start + BATCH, count); i++) {
      const at = new Date(now - DAYS * 24 * 60 * 60 * 1000 + i * step).toISOString();
      const id = newId();
      const cancelled = i % 50 === 7;
      const paid = !cancelled && i % 10 !== 3;
      const invoiceId = paid ? newId() : null;
      const row = { tenant_id: tenantId, created_at: at, updated_at: at };
      // every third order by a registered customer, who come back in a scattered order
      const customerId =
        customers.length > 0 && i % 3 === 0 ? customers[(Math.floor(i / 3) * 7919) % customers.length] : null;
      const lines = [0, 1].map((n) => {
        const unitPrice = 500 + ((i + n * 7) % 12) * 150;
        return {
          title: ITEMS[(i + n * 5) % ITEMS.length] as string,
          unitPrice,
          tax: Math.round(unitPrice / 20),
        };
      });
      const net = lines.reduce((s, l) => s + l.unitPrice, 0);
      const tax = lines.reduce((s, l) => s + l.tax, 0);
      orders.push({
        ...row,
        id,
        business_day: at.slice(0, 10),
        token_no: i + 1,
        delivery_type: 'dinein',
        customer_type: customerId ? ('CUSTOMER' as const) : ('WALKIN' as const),
        customer_id: customerId ?? null,
        customer_name: null,
        table_id: null,
        table_title: null,
        floor: null,
        status: cancelled ? ('cancelled' as const) : paid ? ('completed' as const) : ('created' as const),
        payment_status: paid ? ('paid' as const) : ('pending' as const),
        invoice_id: invoiceId,
        qr_order_id: null,
        items_total: net,
        tax_total: tax,
        payable_total: net + tax,
        created_by: null,
      });
      items.push(
        ...lines.map((line, n) => ({
          ...row,
          id: newId(),
          order_id: id,
          item_id: null,
          item_title: line.title,
          variant_id: null,
          variant_title: null,
          variant_price: null,
          addons: '[]',
          quantity: 1,
          notes: null,
          unit_price: line.unitPrice,
          tax_title: 'VAT',
          tax_rate_milli: 5000,
          tax_type: 'exclusive',
          line_net: line.unitPrice,
          line_tax: line.tax,
          status: cancelled || (n === 1 && i % 40 === 11) ? ('cancelled' as const) : ('completed' as const),
        })),
      );
      if (invoiceId)
        invoices.push({
          id: invoiceId,
          tenant_id: tenantId,
          sub_total: net,
          tax_total: tax,
          total: net + tax,
          payment_type_id: null,
          payment_type_title: PAYMENT_TYPES[i % PAYMENT_TYPES.length] as string,
          delivery_type: 'dinein',
          customer_type: 'WALKIN' as const,
          customer_id: null,
          customer_name: null,
          table_id: null,
          table_title: null,
          floor: null,
          created_by: null,
          created_at: at,
        });
    }
    if (invoices.length > 0) await db.insertInto('invoices').values(invoices).execute();
    await db.insertInto('orders').values(orders).execute();
    await db.insertInto('order_items').values(items).execute();
  }
}

/** Answers the p95 of `REQUESTS` GETs of `url`, CLIENTS at a time; throws on any answer but 200. */
async function p95(url: string, cookie: string): Promise<{ p50: number; p95: number }> {
  const times: number[] = [];
  let next = 0;
  const client = async () => {
    while (next < REQUESTS) {
      next += 1;
      const start = performance.now();
      const res = await fetch(url, { headers: { cookie } });
      await res.arrayBuffer();
      times.push(performance.now() - start);
      if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0);
  return { p50: at(0.5), p95: at(0.95) };
}

const server = await startBenchServer();
try {
  const { cookies, tenantId } = await signInDemo(server);
  const started = performance.now();
  await insertHistory(server.db, tenantId, ORDERS, await insertCustomers(server.db, tenantId, CUSTOMERS));
  for (let t = 0; t < OTHER_TENANTS; t++) {
    const id = newId();
    const at = new Date().toISOString();
    await server.db
      .insertInto('tenants')
      .values({
        id,
        name: `Other ${t}`,
        email: `other${t}@bench.test`,
        is_active: 1,
        created_at: at,
        updated_at: at,
      })
      .execute();
    await insertHistory(server.db, id, OTHER_ORDERS);
  }
  const seeded = Math.round((performance.now() - started) / 1000);
  // A database in use has its statistics kept by autovacuum; this one was filled a moment ago.
  if (process.env.BENCH_DATABASE_URL) await sql`analyze`.execute(server.db);
  const backfillStarted = performance.now();
  await rebuildSalesRollup(server.db);
  const backfill = Math.round((performance.now() - backfillStarted) / 1000);
  const base = `${server.url}/api/v1`;
  // one warm-up call each, so the first request's plan and cache misses are not in the figures
  for (const path of ['/reports?type=this_month', '/dashboard'])
    await (await fetch(`${base}${path}`, { headers: { cookie: cookies } })).arrayBuffer();
  const reports = await p95(`${base}/reports?type=this_month`, cookies);
  const dashboard = await p95(`${base}/dashboard`, cookies);
  const database = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'SQLite';
  const verdict = reports.p95 <= 150 && dashboard.p95 <= 150 ? 'met' : 'MISSED';
  console.log(
    `reports (${database}): ${ORDERS} orders over ${DAYS} days (a third by ${CUSTOMERS} customers) + ${OTHER_TENANTS}×${OTHER_ORDERS} other tenants' (seeded in ${seeded} s, rollups backfilled in ${backfill} s); GET /reports?type=this_month p50 ${reports.p50} ms p95 ${reports.p95} ms; GET /dashboard p50 ${dashboard.p50} ms p95 ${dashboard.p95} ms (${REQUESTS} requests each, ${CLIENTS} clients; target p95 ≤ 150 ms: ${verdict})`,
  );
} finally {
  await server.close();
}
