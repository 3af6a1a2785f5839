// One process of bench/order-path-against.bench.ts: a bench server on its own database (SQLite, or a throwaway
// PostgreSQL database with BENCH_DATABASE_URL), the demo store, and the paid-at-once shapes named on the command
// line ("paid", "money"), each measured once after a warm-up. It also runs in a checkout of an earlier commit, so
// it uses only what bench/support.ts has long offered and paid-bodies.ts, copied with it. Prints one JSON line:
// each shape's rate and server time.
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { runLoad, signInDemo, startBenchServer } from '../support.ts';
import { paidBodies } from './paid-bodies.ts';

type TShapeResult = { shape: string; rps: number; busyUsPerOrder: number; p99: number };

const shapes = process.argv.slice(2);
const seconds = Number(process.env.BENCH_SECONDS ?? 6);
const server = await startBenchServer();
try {
  const { cookies, tenantId } = await signInDemo(server);
  const idOf = (table: 'menu_items' | 'payment_types', title: string) =>
    server.db
      .selectFrom(table)
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('title', '=', title)
      .executeTakeFirstOrThrow();
  const [cappuccino, fries, cash, card] = await Promise.all([
    idOf('menu_items', 'Cappuccino'),
    idOf('menu_items', 'French Fries'),
    idOf('payment_types', 'Cash'),
    idOf('payment_types', 'Card'),
  ]);
  const firstOf = (table: 'menu_item_variants' | 'menu_item_addons') =>
    server.db.selectFrom(table).select('id').where('item_id', '=', cappuccino.id).executeTakeFirstOrThrow();
  const [variant, addon] = await Promise.all([firstOf('menu_item_variants'), firstOf('menu_item_addons')]);
  // the cart of bench/create-order.bench.ts, paid at once: plain, and with issue 23's money
  const cart = [
    { id: cappuccino.id, quantity: 2, variant_id: variant.id, addons_ids: [addon.id], notes: 'extra hot' },
    { id: fries.id, quantity: 1 },
  ];
  const bodies: Record<string, string> = paidBodies(
    { cart, deliveryType: 'takeaway', customerType: 'WALKIN' },
    { cash: cash.id, card: card.id },
  );
  const countOrders = async () =>
    Number(
      (await server.db.selectFrom('orders').select(server.db.fn.countAll().as('n')).executeTakeFirstOrThrow())
        .n,
    );
  const load = (body: string, duration: number) =>
    runLoad(`${server.url}/api/v1/pos/create-order-and-invoice`, {
      method: 'POST',
      body,
      connections: 50,
      seconds: duration,
      headers: {
        origin: server.origin,
        'content-type': 'application/json',
        cookie: cookies,
        'idempotency-key': 'shape-[<id>]',
      },
      uniqueIds: true,
    });
  // each shape warmed up (compiled code for its paths), a history, and on PostgreSQL its statistics
  // (bench/create-order.bench.ts says why)
  for (const shape of shapes) await load(bodies[shape] ?? '', 3);
  if (process.env.BENCH_DATABASE_URL) await sql`analyze`.execute(server.db);
  const results: TShapeResult[] = [];
  for (const shape of shapes) {
    const body = bodies[shape];
    if (!body) throw new Error(`no shape "${shape}"`);
    const before = await countOrders();
    const since = performance.eventLoopUtilization();
    const measured = await load(body, seconds);
    const busy = performance.eventLoopUtilization(since);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const orders = (await countOrders()) - before;
    if (measured.non2xx > 0 || measured.errors > 0)
      throw new Error(`${shape}: ${measured.non2xx} non-2xx answers, ${measured.errors} errors`);
    results.push({
      shape,
      rps: measured.rps,
      busyUsPerOrder: Math.round((busy.active * 1000) / orders),
      p99: measured.p99,
    });
  }
  process.stdout.write(`${JSON.stringify(results)}\n`);
} finally {
  await server.close();
}
