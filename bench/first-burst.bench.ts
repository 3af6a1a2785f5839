// 50 concurrent create-order calls as a brand-new tenant's very first orders: all must succeed, with tokens
// 1..50 and no duplicates. Prints one summary line.
import { postJson, startBenchServer } from './support.ts';

const server = await startBenchServer();
try {
  const username = 'first-burst@example.com';
  await postJson(`${server.url}/api/v1/auth/signup`, server.origin, {
    biz_name: 'Opening Night',
    username,
    password: 'opening-night-1',
  });
  const { cookies, body } = await postJson(`${server.url}/api/v1/auth/signin`, server.origin, {
    username,
    password: 'opening-night-1',
  });
  const tenantId = (body.user as { tenantId: string }).tenantId;
  const now = new Date().toISOString();
  await server.db
    .insertInto('menu_items')
    .values({
      id: 'burst-item',
      tenant_id: tenantId,
      title: 'Soup',
      price: 500,
      net_price: null,
      image: null,
      category_id: null,
      tax_id: null,
      created_at: now,
      updated_at: now,
    })
    .execute();

  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: 50 }, () =>
      postJson(
        `${server.url}/api/v1/pos/create-order`,
        server.origin,
        { cart: [{ id: 'burst-item', quantity: 1 }] },
        cookies,
      ),
    ),
  );
  const elapsed = performance.now() - started;
  const ok = answers.filter((a) => a.status === 200);
  const tokens = ok.map((a) => Number(a.body.tokenNo)).sort((a, b) => a - b);
  const consecutive = tokens.every((t, i) => t === i + 1);
  console.log(
    `first-burst: ${ok.length}/50 first orders succeeded, tokens ${consecutive ? '1..50 consecutive, no duplicates' : `NOT consecutive: ${tokens.join(',')}`} in ${elapsed.toFixed(0)} ms (${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`,
  );
  if (ok.length !== 50 || !consecutive) process.exitCode = 1;
} finally {
  await server.close();
}
