// create-order throughput and latency at 50 concurrent terminals, with a realistic cart: an item with a variant
// and an addon, and a second item. On SQLite (synchronous=FULL): one business. On PostgreSQL
// (BENCH_DATABASE_URL) also 50 businesses of one terminal each, and in the same run pgbench's TPC-B rate on the
// same server (50 clients, same duration), the database's own ceiling. Then (issue 23) paid at once: plain, and
// with a line discount, an order discount, a tip and a bill split over card and cash: what the money costs
// against paying at once today. Issue 23's own figure compares the money path with the code before it
// (order-path-against.bench.ts). Prints one summary line.
import { sql } from 'kysely';
import { newId } from '../apps/server/src/lib/ids.ts';
import { createTenantWithAdmin } from '../apps/server/src/modules/tenants/create-tenant.ts';
import { paidBodies } from './support/paid-bodies.ts';
import { postJson, runLoad, runPgbench, signInDemo, startBenchServer } from './support.ts';

const TERMINALS = 50;
/** paid-at-once and money runs, alternating (measureMoney) */
const MONEY_PAIRS = 3;
type TMeasured = { rps: number; text: string };
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const databaseUrl = process.env.BENCH_DATABASE_URL;

const cartBody = (ids: { item: string; variant: string; addon: string; second: string }) =>
  JSON.stringify({
    cart: [
      { id: ids.item, quantity: 2, variant_id: ids.variant, addons_ids: [ids.addon], notes: 'extra hot' },
      { id: ids.second, quantity: 1 },
    ],
    deliveryType: 'takeaway',
    customerType: 'WALKIN',
  });

const server = await startBenchServer();
try {
  const { cookies, tenantId } = await signInDemo(server);
  const item = (title: string) =>
    server.db
      .selectFrom('menu_items')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('title', '=', title)
      .executeTakeFirstOrThrow();
  const [cappuccino, fries] = await Promise.all([item('Cappuccino'), item('French Fries')]);
  const [variant, addon] = await Promise.all([
    server.db
      .selectFrom('menu_item_variants')
      .select('id')
      .where('item_id', '=', cappuccino.id)
      .executeTakeFirstOrThrow(),
    server.db
      .selectFrom('menu_item_addons')
      .select('id')
      .where('item_id', '=', cappuccino.id)
      .executeTakeFirstOrThrow(),
  ]);
  const body = cartBody({ item: cappuccino.id, variant: variant.id, addon: addon.id, second: fries.id });
  const paymentType = (title: string) =>
    server.db
      .selectFrom('payment_types')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('title', '=', title)
      .executeTakeFirstOrThrow();
  const [cash, card] = await Promise.all([paymentType('Cash'), paymentType('Card')]);
  // issue 23's money on the same cart, paid at once: plain, and discounted, tipped and split over card and cash
  const { paid: paidBody, money: moneyBody } = paidBodies(JSON.parse(body), { cash: cash.id, card: card.id });
  const countOrders = async () =>
    Number(
      (await server.db.selectFrom('orders').select(server.db.fn.countAll().as('n')).executeTakeFirstOrThrow())
        .n,
    );
  const headers = { origin: server.origin, 'content-type': 'application/json' };
  // The count once the orders the load generator stopped waiting for have committed (it stops with one
  // request in flight per terminal), so the next run starts from a count that no longer moves.
  const settledOrderCount = async () => {
    for (let last = -1; ; ) {
      const count = await countOrders();
      if (count === last) return count;
      last = count;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };

  // One run of the load; `idempotent` sends what the POS sends: a new Idempotency-Key with every order.
  // `terminals` gives each connection its own business (cookie and cart); without it all are the demo's.
  const measure = async (
    idempotent: boolean,
    terminals?: { cookies: string; body: string }[],
    call: { path: string; body: string } = { path: 'create-order', body },
    share = 1,
  ): Promise<TMeasured> => {
    const before = await countOrders();
    // The server's own CPU per order (all its threads): steadier than throughput on a shared machine.
    const cpuBefore = process.cpuUsage();
    const load = await runLoad(`${server.url}/api/v1/pos/${call.path}`, {
      method: 'POST',
      body: call.body,
      connections: TERMINALS,
      seconds: seconds * share,
      headers: {
        ...headers,
        cookie: cookies,
        ...(idempotent ? { 'idempotency-key': 'bench-[<id>]' } : {}),
      },
      uniqueIds: idempotent,
      perConnection: terminals?.map((t) => ({ headers: { cookie: t.cookies }, body: t.body })),
    });
    const cpu = process.cpuUsage(cpuBefore);
    const orders = (await settledOrderCount()) - before;
    if (load.non2xx > 0 || load.errors > 0)
      throw new Error(`${load.non2xx} non-2xx answers, ${load.errors} errors`);
    // Each answer must be a new order (a replayed key would answer without creating one); up to one order
    // per terminal may have been stored after the load generator stopped counting.
    if (orders < load.total || orders > load.total + TERMINALS)
      throw new Error(`${orders} orders stored for ${load.total} answers`);
    const cpuPerOrder = Math.round((cpu.user + cpu.system) / orders);
    return {
      rps: load.rps,
      text: `${load.rps} orders/s, p50 ${load.p50} ms, p99 ${load.p99} ms, server CPU ${cpuPerOrder} µs/order`,
    };
  };

  /**
   * Paid at once, plain and with issue 23's money (discounts, tip, split tender): the second's rate against the
   * first. On a shared machine two runs of one shape differ by up to 10 %, as much as what is measured, so the
   * shapes alternate in pairs of half-length runs and the median pair's change is the figure.
   */
  const measureMoney = async () => {
    const pairs: { paid: TMeasured; money: TMeasured; change: number }[] = [];
    for (let pair = 0; pair < MONEY_PAIRS; pair++) {
      const paid = await measure(true, undefined, { path: 'create-order-and-invoice', body: paidBody }, 0.5);
      const money = await measure(
        true,
        undefined,
        { path: 'create-order-and-invoice', body: moneyBody },
        0.5,
      );
      pairs.push({ paid, money, change: (100 * (money.rps - paid.rps)) / paid.rps });
    }
    pairs.sort((a, b) => a.change - b.change);
    const median = pairs[Math.floor(pairs.length / 2)]!;
    const changes = pairs.map((p) => `${p.change >= 0 ? '+' : ''}${Math.round(p.change)} %`).join(', ');
    return `paid at once: ${median.paid.text}; discounted, tipped and split over card and cash: ${median.money.text} (median of ${MONEY_PAIRS} alternating pairs: ${changes}; issue 23's target is against the code before it: order-path-against.bench.ts)`;
  };

  if (!databaseUrl) {
    const plain = await measure(false);
    const withKey = await measure(true);
    const money = await measureMoney();
    console.log(
      `create-order: ${plain.text}; with an Idempotency-Key per order, as the POS sends: ${withKey.text}; ${money} (${TERMINALS} terminals, ${seconds} s each, SQLite synchronous=FULL; target ≥ 2800/s, p99 ≤ 25 ms)`,
    );
  } else {
    const businesses = await seedBusinesses(TERMINALS);
    // A database in use has a history (orders, bills, idempotency keys of the last day) and autovacuum's
    // statistics. This one is new: 3 s of keyed orders and 2 s of paid ones, then ANALYZE, so the plans PostgreSQL caches per connection are those of a store in use (with
    // an empty table's statistics it keeps, until autovacuum's first ANALYZE, plans that read every line of
    // the store to count one order in the sales rollups).
    await runLoad(`${server.url}/api/v1/pos/create-order`, {
      method: 'POST',
      body,
      connections: TERMINALS,
      seconds: 3,
      headers: { ...headers, cookie: cookies, 'idempotency-key': 'warm-[<id>]' },
      uniqueIds: true,
      perConnection: businesses.map((t) => ({ headers: { cookie: t.cookies }, body: t.body })),
    });
    // and bills: paid at once, split over card and cash, so invoices and their payments have a history too
    await runLoad(`${server.url}/api/v1/pos/create-order-and-invoice`, {
      method: 'POST',
      body: moneyBody,
      connections: TERMINALS,
      seconds: 2,
      headers: { ...headers, cookie: cookies, 'idempotency-key': 'warm-paid-[<id>]' },
      uniqueIds: true,
    });
    await sql`analyze`.execute(server.db);
    const plain = await measure(false);
    const withKey = await measure(true);
    const many = await measure(true, businesses);
    const money = await measureMoney();
    const pgbench = await runPgbench(databaseUrl, { clients: TERMINALS, seconds });
    const ratio = (rps: number) => `${Math.round((100 * rps) / pgbench.tps)} % of pgbench`;
    console.log(
      `create-order on PostgreSQL: one business, ${TERMINALS} terminals: ${plain.text} (${ratio(plain.rps)}); with an Idempotency-Key per order: ${withKey.text} (${ratio(withKey.rps)}); ${TERMINALS} businesses of one terminal, keyed: ${many.text} (${ratio(many.rps)}); ${money}; pgbench TPC-B ${TERMINALS} clients: ${Math.round(pgbench.tps)} tps, latency ${pgbench.latencyMs} ms (${seconds} s each; targets: one business ≥ 1500/s, many ≥ 50 % of pgbench with p99 ≤ 50 ms)`,
    );
  }
} finally {
  await server.close();
}

/** `count` businesses with the demo's cart shape (a taxed item with a variant and an addon, a second item). */
async function seedBusinesses(count: number) {
  const password = 'bench-business-1';
  const terminals: { cookies: string; body: string }[] = [];
  for (let i = 0; i < count; i++) {
    const username = `bench-${i}@example.com`;
    const { tenantId } = await createTenantWithAdmin(server.db, {
      businessName: `Bench ${i}`,
      username,
      password,
    });
    const at = new Date().toISOString();
    const stamp = { tenant_id: tenantId, created_at: at, updated_at: at };
    const ids = { tax: newId(), item: newId(), second: newId(), variant: newId(), addon: newId() };
    await server.db
      .insertInto('taxes')
      .values({ id: ids.tax, title: 'VAT', rate_milli: 5000, type: 'inclusive', ...stamp })
      .execute();
    const menuItem = (id: string, title: string, price: number) => ({
      id,
      title,
      price,
      net_price: null,
      image: null,
      category_id: null,
      tax_id: ids.tax,
      ...stamp,
    });
    await server.db
      .insertInto('menu_items')
      .values([menuItem(ids.item, 'Cappuccino', 450), menuItem(ids.second, 'French Fries', 350)])
      .execute();
    await server.db
      .insertInto('menu_item_variants')
      .values({ id: ids.variant, item_id: ids.item, title: 'Large', price: 550, ...stamp })
      .execute();
    await server.db
      .insertInto('menu_item_addons')
      .values({ id: ids.addon, item_id: ids.item, title: 'Oat milk', price: 60, ...stamp })
      .execute();
    const signin = await postJson(`${server.url}/api/v1/auth/signin`, server.origin, { username, password });
    if (signin.status !== 200) throw new Error(`sign-in of ${username} answered ${signin.status}`);
    terminals.push({ cookies: signin.cookies, body: cartBody(ids) });
  }
  return terminals;
}
