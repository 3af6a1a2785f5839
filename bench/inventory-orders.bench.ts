// Issue 27: what recipes cost create-order. 50 terminals of the demo store send the create-order bench's cart (an
// item with a variant and an addon, and a second item), each order with its own Idempotency-Key as the POS sends
// it, without recipes and with them (the item, its variant, its addon and the second item each take stock: five
// recipe lines, four OUT movements per order (one per line and stock item), their stock items' rows updated by
// the movements' trigger, and the sold-out set announced after). The two shapes alternate in pairs of half-length runs, since two runs of one shape differ by
// up to 10 % on a shared machine; the median pair's change is the figure (goal: within 15 %). On PostgreSQL
// (BENCH_DATABASE_URL) pgbench's TPC-B rate on the same server follows in the same run. At the end every stock
// item must hold its start less what the orders took: nothing lost under load. Prints one summary line.
import { sql } from 'kysely';
import { newId } from '../apps/server/src/lib/ids.ts';
import { runLoad, runPgbench, signInDemo, startBenchServer } from './support.ts';

const TERMINALS = 50;
const PAIRS = 3;
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const databaseUrl = process.env.BENCH_DATABASE_URL;
/** a stock item's start: far more than the runs take, so no order is short */
const START_MILLI = 1_000_000_000_000;

type TMeasured = { rps: number; text: string };

const server = await startBenchServer();
try {
  const { cookies, tenantId } = await signInDemo(server);
  const db = server.db;
  const item = (title: string) =>
    db
      .selectFrom('menu_items')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('title', '=', title)
      .executeTakeFirstOrThrow();
  const [cappuccino, fries] = await Promise.all([item('Cappuccino'), item('French Fries')]);
  const [variant, addon] = await Promise.all([
    db
      .selectFrom('menu_item_variants')
      .select('id')
      .where('item_id', '=', cappuccino.id)
      .executeTakeFirstOrThrow(),
    db
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

  // Four stock items, received once; the recipes are written before each run with recipes and deleted after.
  const at = new Date().toISOString();
  const stock = { milk: newId(), beans: newId(), oat: newId(), potatoes: newId() };
  await db
    .insertInto('stock_items')
    .values(
      Object.entries(stock).map(([title, id]) => ({
        id,
        tenant_id: tenantId,
        title,
        unit: 'kg',
        created_at: at,
        updated_at: at,
      })),
    )
    .execute();
  await db
    .insertInto('stock_movements')
    .values(
      Object.values(stock).map((id) => ({
        id: newId(),
        tenant_id: tenantId,
        stock_item_id: id,
        type: 'IN' as const,
        quantity: START_MILLI,
        created_at: at,
      })),
    )
    .execute();
  const recipeLines = [
    {
      menu_item_id: cappuccino.id,
      variant_id: null,
      addon_id: null,
      stock_item_id: stock.milk,
      quantity: 180,
    },
    {
      menu_item_id: cappuccino.id,
      variant_id: null,
      addon_id: null,
      stock_item_id: stock.beans,
      quantity: 18,
    },
    {
      menu_item_id: cappuccino.id,
      variant_id: variant.id,
      addon_id: null,
      stock_item_id: stock.beans,
      quantity: 9,
    },
    {
      menu_item_id: cappuccino.id,
      variant_id: null,
      addon_id: addon.id,
      stock_item_id: stock.oat,
      quantity: 30,
    },
    {
      menu_item_id: fries.id,
      variant_id: null,
      addon_id: null,
      stock_item_id: stock.potatoes,
      quantity: 200,
    },
  ];
  const setRecipes = async (isOn: boolean) => {
    await db.deleteFrom('recipe_items').where('tenant_id', '=', tenantId).execute();
    if (!isOn) return;
    const now = new Date().toISOString();
    await db
      .insertInto('recipe_items')
      .values(
        recipeLines.map((line) => ({
          id: newId(),
          tenant_id: tenantId,
          ...line,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  };

  const countOrders = async () =>
    Number((await db.selectFrom('orders').select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const settledOrderCount = async () => {
    for (let last = -1; ; ) {
      const count = await countOrders();
      if (count === last) return count;
      last = count;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };
  const load = (duration: number, key: string) =>
    runLoad(`${server.url}/api/v1/pos/create-order`, {
      method: 'POST',
      body,
      connections: TERMINALS,
      seconds: duration,
      headers: {
        origin: server.origin,
        'content-type': 'application/json',
        cookie: cookies,
        'idempotency-key': `${key}-[<id>]`,
      },
      uniqueIds: true,
    });

  const measure = async (withRecipes: boolean): Promise<TMeasured> => {
    await setRecipes(withRecipes);
    const before = await settledOrderCount();
    const cpuBefore = process.cpuUsage();
    const result = await load(seconds / 2, withRecipes ? 'recipes' : 'plain');
    const cpu = process.cpuUsage(cpuBefore);
    const orders = (await settledOrderCount()) - before;
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`${result.non2xx} non-2xx answers, ${result.errors} errors`);
    if (orders < result.total || orders > result.total + TERMINALS)
      throw new Error(`${orders} orders stored for ${result.total} answers`);
    const cpuPerOrder = Math.round((cpu.user + cpu.system) / orders);
    return {
      rps: result.rps,
      text: `${result.rps} orders/s, p50 ${result.p50} ms, p99 ${result.p99} ms, ${cpuPerOrder} µs server CPU per order`,
    };
  };

  if (databaseUrl) {
    // as create-order.bench.ts: a history of keyed orders (with recipes, so the stock tables have one too), then
    // ANALYZE, so the plans PostgreSQL caches per connection are those of a store in use
    await setRecipes(true);
    await load(3, 'warm');
    await settledOrderCount();
    await sql`analyze`.execute(db);
  }

  const pairs: { plain: TMeasured; recipes: TMeasured; change: number }[] = [];
  for (let pair = 0; pair < PAIRS; pair++) {
    const plain = await measure(false);
    const recipes = await measure(true);
    pairs.push({ plain, recipes, change: (100 * (recipes.rps - plain.rps)) / plain.rps });
  }
  await server.app.ctx.stock.stop();

  // nothing lost: each stock item holds its start less what the orders' movements took, and those are exactly
  // the recipes times the lines' quantities of the orders placed with recipes
  const taken = await db
    .selectFrom('stock_movements')
    .select(['stock_item_id', db.fn.sum<number>('quantity').as('sum'), db.fn.countAll<number>().as('n')])
    .where('tenant_id', '=', tenantId)
    .where('type', '=', 'OUT')
    .groupBy('stock_item_id')
    .execute();
  const onHand = await db
    .selectFrom('stock_items')
    .select(['id', 'on_hand'])
    .where('tenant_id', '=', tenantId)
    .execute();
  for (const row of onHand) {
    const out = Number(taken.find((t) => t.stock_item_id === row.id)?.sum ?? 0);
    if (Number(row.on_hand) !== START_MILLI + out)
      throw new Error(`stock item ${row.id}: on hand ${row.on_hand}, expected ${START_MILLI + out}`);
  }
  const sales = Number(taken.find((t) => t.stock_item_id === stock.potatoes)?.n ?? 0);
  const milk = -Number(taken.find((t) => t.stock_item_id === stock.milk)?.sum ?? 0);
  if (milk !== sales * 2 * 180) throw new Error(`milk taken ${milk} for ${sales} orders with recipes`);

  pairs.sort((a, b) => a.change - b.change);
  const median = pairs[Math.floor(pairs.length / 2)]!;
  const changes = pairs.map((p) => `${p.change >= 0 ? '+' : ''}${Math.round(p.change)} %`).join(', ');
  const where = databaseUrl ? 'PostgreSQL' : 'SQLite synchronous=FULL';
  let line = `create-order with recipes on ${where}: without ${median.plain.text}; with recipes (5 recipe lines, 4 stock movements per order) ${median.recipes.text}; median of ${PAIRS} alternating pairs: ${changes} (goal: within 15 %); ${sales} orders with recipes, every stock item at its start less what they took`;
  if (databaseUrl) {
    const pgbench = await runPgbench(databaseUrl, { clients: TERMINALS, seconds });
    const ratio = (rps: number) => `${Math.round((100 * rps) / pgbench.tps)} %`;
    line += `; pgbench TPC-B ${TERMINALS} clients: ${Math.round(pgbench.tps)} tps, latency ${pgbench.latencyMs} ms (without recipes ${ratio(median.plain.rps)}, with ${ratio(median.recipes.rps)} of it)`;
  }
  console.log(`${line} (${TERMINALS} terminals, keyed, ${seconds / 2} s per run)`);
} finally {
  await server.close();
}
