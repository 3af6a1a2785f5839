// The Orders and Kitchen lists of a store with 50,000 open orders (the probe that once made them answer in
// seconds, or 500 past the SQL variable limit, and slowed /health for every store): both lists under load,
// and /health answered meanwhile. Each list is one capped page, so its cost stays flat. Prints one line.
import { insertOpenOrders } from '../apps/server/src/test/orders.ts';
import { runLoad, signInDemo, startBenchServer } from './support.ts';

const OPEN_ORDERS = Number(process.env.BENCH_OPEN_ORDERS ?? 50_000);

const server = await startBenchServer();
try {
  const { cookies, tenantId } = await signInDemo(server);
  await insertOpenOrders(server.db, {
    tenantId,
    count: OPEN_ORDERS,
    since: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000),
  });
  const seconds = Number(process.env.BENCH_SECONDS ?? 5);
  const load = (path: string, connections: number) =>
    runLoad(`${server.url}/api/v1${path}`, { connections, seconds, headers: { cookie: cookies } });
  const measure = async (path: string) => {
    const [list, health] = await Promise.all([load(path, 10), load('/health', 1)]);
    for (const [name, result] of [
      [path, list],
      ['/health', health],
    ] as const) {
      if (result.non2xx > 0 || result.errors > 0)
        throw new Error(`${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    }
    return `${path} ${list.rps} req/s p50 ${list.p50} ms p99 ${list.p99} ms (/health meanwhile p99 ${health.p99} ms)`;
  };
  const orders = await measure('/orders');
  const kitchen = await measure('/kitchen');
  console.log(
    `open-orders: ${OPEN_ORDERS} open orders; ${orders}; ${kitchen} (10 connections, ${seconds} s each)`,
  );
} finally {
  await server.close();
}
