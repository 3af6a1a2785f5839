// create-order throughput and latency at 50 concurrent terminals on SQLite (synchronous=FULL), with a
// realistic cart: an item with a variant and an addon, and a second item. Prints one summary line.
import { runLoad, signInDemo, startBenchServer } from './support.ts';

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
  const body = JSON.stringify({
    cart: [
      { id: cappuccino.id, quantity: 2, variant_id: variant.id, addons_ids: [addon.id], notes: 'extra hot' },
      { id: fries.id, quantity: 1 },
    ],
    deliveryType: 'takeaway',
    customerType: 'WALKIN',
  });
  const seconds = Number(process.env.BENCH_SECONDS ?? 20);
  const countOrders = async () =>
    Number(
      (await server.db.selectFrom('orders').select(server.db.fn.countAll().as('n')).executeTakeFirstOrThrow())
        .n,
    );
  // One run of the load; `idempotent` sends what the POS sends: a new Idempotency-Key with every order.
  const measure = async (idempotent: boolean) => {
    const before = await countOrders();
    // The server's own CPU per order (all its threads): steadier than throughput on a shared machine.
    const cpuBefore = process.cpuUsage();
    const load = await runLoad(`${server.url}/api/v1/pos/create-order`, {
      method: 'POST',
      body,
      connections: 50,
      seconds,
      headers: {
        cookie: cookies,
        origin: server.origin,
        'content-type': 'application/json',
        ...(idempotent ? { 'idempotency-key': 'bench-[<id>]' } : {}),
      },
      uniqueIds: idempotent,
    });
    const cpu = process.cpuUsage(cpuBefore);
    const orders = (await countOrders()) - before;
    if (load.non2xx > 0 || load.errors > 0)
      throw new Error(`${load.non2xx} non-2xx answers, ${load.errors} errors`);
    // Each answer must be a new order (a replayed key would answer without creating one); up to one order
    // per terminal may have been stored after the load generator stopped counting.
    if (orders < load.total || orders > load.total + 50)
      throw new Error(`${orders} orders stored for ${load.total} answers`);
    const cpuPerOrder = Math.round((cpu.user + cpu.system) / orders);
    return `${load.rps} orders/s, p50 ${load.p50} ms, p99 ${load.p99} ms, server CPU ${cpuPerOrder} µs/order`;
  };
  const plain = await measure(false);
  const withKey = await measure(true);
  console.log(
    `create-order: ${plain}; with an Idempotency-Key per order, as the POS sends: ${withKey} (50 terminals, ${seconds} s each, ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'SQLite synchronous=FULL'}; target ≥ 2800/s, p99 ≤ 25 ms)`,
  );
} finally {
  await server.close();
}
